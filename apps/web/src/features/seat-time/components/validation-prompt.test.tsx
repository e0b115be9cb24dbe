import type { ValidationStatusReply } from '@continuum/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ValidationPrompt } from './validation-prompt';

afterEach(() => vi.restoreAllMocks());

const none: ValidationStatusReply = {
  required: true,
  question: null,
  deadline: null,
  secondsLeft: null,
  timeouts: 0,
  wrongAnswers: 0,
  returnToLastVerification: false,
  failed: false,
};
const asked = (extra: Partial<ValidationStatusReply> = {}): ValidationStatusReply => ({
  ...none,
  question: 1,
  deadline: new Date(Date.now() + 60_000).toISOString(),
  secondsLeft: 60,
  ...extra,
});

/** The server's replies in turn (the last one repeats), and the answers posted. */
function server(replies: ValidationStatusReply[], right = 'me@example.test') {
  const posts: unknown[] = [];
  let i = 0;
  mockFetch(async (url, init) => {
    if (url.pathname === '/api/product/7/validation') return jsonResponse(200, replies[Math.min(i++, replies.length - 1)]);
    if (url.pathname === '/api/security/learner') {
      const body = JSON.parse(String(init.body));
      posts.push(body);
      return jsonResponse(200, { result: body.answer === right, nextQuestion: body.answer === right ? null : 1 });
    }
    return jsonResponse(404, {});
  });
  return posts;
}

describe('ValidationPrompt (issue 27)', () => {
  it('asks the due question with the time allowed; Escape does not put it off; a right answer closes it', async () => {
    const posts = server([asked(), none]);
    renderWithProviders(<ValidationPrompt lpId={7} onFailed={() => undefined} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Identity check' });
    // The server's count, whatever this browser's clock says.
    expect(dialog.textContent).toMatch(/Answer within 60 seconds\./);
    const input = screen.getByLabelText('What is your e-mail address?');
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Identity check' })).toBeDefined();
    await userEvent.type(input, 'wrong@example.test{Enter}');
    expect(await screen.findByText('Incorrect!')).toBeDefined();
    await userEvent.type(screen.getByLabelText('What is your e-mail address?'), 'me@example.test{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Identity check' })).toBeNull());
    expect(posts).toEqual([
      { question: 1, answer: 'wrong@example.test' },
      { question: 1, answer: 'me@example.test' },
    ]);
  });

  it('says when a question was missed, and when the failure limit ended the course (then leaves for the course home)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server([none, { ...none, timeouts: 1, returnToLastVerification: true }, { ...none, timeouts: 2, failed: true }]);
      const onFailed = vi.fn();
      renderWithProviders(<ValidationPrompt lpId={7} onFailed={onFailed} />);
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      const missed = await screen.findByRole('alertdialog', { name: 'Identity check missed' });
      expect(missed.textContent).toMatch(/since your last identity check has been removed/);
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      await screen.findByRole('alertdialog', { name: 'Course ended' });
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(onFailed).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('in French', async () => {
    await inFrench();
    server([asked()]);
    renderWithProviders(<ValidationPrompt lpId={7} onFailed={() => undefined} />);
    expect(await screen.findByRole('alertdialog', { name: "Vérification d'identité" })).toBeDefined();
  });
});
