import { TYPING_PHRASES } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { TypingPatternModal } from './typing-pattern-modal';

afterEach(() => {
  vi.restoreAllMocks();
});

const PHRASE = TYPING_PHRASES[1] as string;

function serve(counts: { count: number; mobilecount: number }, verify: () => Response = () => jsonResponse(200, {})) {
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
    if (url.pathname === '/api/thirdpartyauthentication/checkuser/000042/1/1') return jsonResponse(200, counts);
    if (init.method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return url.pathname.includes('/verify/') ? verify() : jsonResponse(200, { count: 2, mobilecount: 0 });
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
  });
  return posts;
}

async function typeInto(dialog: HTMLElement, text: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Type the sentence' });
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('TypingPatternModal', () => {
  it('a new user enrols with two entries of the phrase; a wrong text gets the spec message', async () => {
    const posts = serve({ count: 0, mobilecount: 0 });
    const onPassed = vi.fn();
    renderWithProviders(<TypingPatternModal userId={42} lpId={7} rules={{}} onPassed={onPassed} />);
    const dialog = await screen.findByRole('dialog', { name: 'Typing pattern enrollment' });
    await within(dialog).findByText(PHRASE);
    await typeInto(dialog, 'not the sentence at all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Typing pattern was not recorded please clear typing pattern and try again.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await typeInto(dialog, PHRASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText(/entry 2 of 2/);
    await typeInto(dialog, PHRASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalled());
    expect(posts).toHaveLength(1);
    const [save] = posts;
    expect(save?.path).toBe('/api/thirdpartyauthentication/save/000042');
    const body = save?.body as { textId: number; device: string; events: { key: string; down: number; up: number }[] }[];
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ textId: 1, device: 'desktop' });
    // Only the phrase's keys: exactly one press per character typed, each with its down and up time.
    expect(body[1]?.events.map((e) => e.key).join('')).toBe(PHRASE);
    for (const e of body[1]?.events ?? []) expect(e.up).toBeGreaterThanOrEqual(e.down);
  });

  it('a registered user verifies once; failures show the rule texts and the third the final one', async () => {
    let failures = 0;
    const posts = serve({ count: 2, mobilecount: 0 }, () => {
      failures++;
      return jsonResponse(200, { net_score: 12, passed: false, failures, logout: failures >= 3 });
    });
    const rules = {
      SC_STUDENT_AUTHENTICATION_FAILURE_MESSAGE: 'That did not look like you.',
      SC_STUDENT_AUTHENTICATION_FINAL_FAILURE_MESSAGE: 'Locked out: call us.',
    };
    renderWithProviders(<TypingPatternModal userId={42} lpId={7} rules={rules} onPassed={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Typing pattern authentication' });
    for (let i = 1; i <= 2; i++) {
      await typeInto(dialog, PHRASE);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await within(dialog).findByText('That did not look like you.');
    }
    expect(within(dialog).getByText('1 attempt left.')).toBeTruthy();
    await typeInto(dialog, PHRASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Locked out: call us.');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(posts[0]).toMatchObject({ path: '/api/thirdpartyauthentication/verify/000042', body: { learnerProductId: 7 } });
  });
});
