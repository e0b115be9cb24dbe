import type { ChatReply } from '@continuum/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ChatDock } from './chat-dock';
import { chatStore } from './chat-store';
import { LiveChatButton } from './live-chat-button';

/** A stand-in for the browser's EventSource: the test pushes `chat` events into the open stream. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  push(reply: ChatReply) {
    for (const listener of this.listeners) listener(new MessageEvent('chat', { data: JSON.stringify(reply) }));
  }
  close() {
    this.readyState = 2;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  chatStore.close();
});

const HOSTILE = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
const message = (id: number, text: string, fromLearner: boolean, who = 'Ann Lee') => ({
  id,
  message: text,
  fromLearner,
  who,
  createdAt: `2026-01-01T10:00:0${id}.000Z`,
});

function serve(reply: (body: Record<string, unknown>) => Response) {
  const posts: Record<string, unknown>[] = [];
  mockFetch((url, init) => {
    if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
    if (url.pathname === '/api/support/instructor/chat' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push(body);
      return reply(body);
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
  });
  return posts;
}

const none: ChatReply = { chatId: null, lastDate: null, status: null, messages: [] };

describe('the learner’s chat window', () => {
  it('opens from Live Chat with the intro prompts, starts the chat on the node, and shows HTML as text', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const posts = serve((body) =>
      body.message
        ? jsonResponse(200, {
            chatId: 5,
            lastDate: '2026-01-01T10:00:01.000Z',
            status: 'OPEN',
            messages: [message(1, String(body.message), true)],
          })
        : jsonResponse(200, none),
    );
    renderWithProviders(
      <>
        <LiveChatButton lpId={7} nodeId={42} />
        <ChatDock lpId={7} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    const chat = await screen.findByRole('region', { name: 'Live Chat' });
    expect(within(chat).getByText('Send a message to begin a live chat.')).toBeTruthy();
    const box = within(chat).getByRole('textbox', { name: /Message/ });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await userEvent.type(
      box,
      HOSTILE.replace(/[{[]/g, (c) => c + c),
    );
    await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    const log = within(chat).getByRole('log', { name: 'Chat messages' });
    expect(await within(log).findByText(HOSTILE)).toBeTruthy();
    expect(log.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(posts.at(-1)).toMatchObject({ learnerProductId: 7, learningComponentId: 42, message: HOSTILE, chatId: null });
    expect(within(chat).getByRole('status').textContent).toBe('Waiting for an instructor to answer…');

    // The push channel opens on the chat; an instructor's message reopens a minimised window.
    await waitFor(() => expect(FakeEventSource.last?.url).toContain('/api/support/instructor/chat/5/events'));
    await userEvent.type(within(chat).getByLabelText('Message'), 'half a thought');
    await userEvent.click(within(chat).getByRole('button', { name: 'Minimise chat' }));
    expect(within(chat).getByRole('button', { name: 'Open chat' }).getAttribute('aria-expanded')).toBe('false');
    // Minimised is a title bar only: no thread, no input left on the page (issue 25 item 18).
    expect(within(chat).queryByLabelText('Message')).toBeNull();
    expect(within(chat).queryByRole('log', { hidden: true })).toBeNull();
    act(() =>
      FakeEventSource.last?.push({
        chatId: 5,
        lastDate: '2026-01-01T10:00:02.000Z',
        status: 'ACTIVE',
        messages: [message(2, '<b>Hello</b> from your instructor', false, 'Ivy Tutor')],
      }),
    );
    expect(await within(chat).findByRole('button', { name: 'Minimise chat' })).toBeTruthy();
    const reopened = within(chat).getByRole('log', { name: 'Chat messages' });
    expect(within(reopened).getByText('<b>Hello</b> from your instructor')).toBeTruthy();
    expect(within(reopened).getByText(/Ivy Tutor/)).toBeTruthy();
    expect(reopened.querySelector('b')).toBeNull();
    // What was typed before minimising is still there.
    expect(within(chat).getByLabelText('Message')).toHaveProperty('value', 'half a thought');
  });

  it('says ‘Error sending chat message!’ when a send fails, and keeps the text', async () => {
    vi.stubGlobal('EventSource', undefined);
    serve((body) =>
      body.message ? jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'x' }) : jsonResponse(200, none),
    );
    chatStore.open({ lpId: 7, nodeId: 42 });
    renderWithProviders(<ChatDock lpId={7} />);
    const chat = await screen.findByRole('region', { name: 'Live Chat' });
    const box = within(chat).getByRole('textbox', { name: /Message/ });
    await userEvent.type(box, 'Are you there?');
    await userEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect((await within(chat).findByRole('alert')).textContent).toBe('Error sending chat message!');
    expect((box as HTMLTextAreaElement).value).toBe('Are you there?');
  });
});
