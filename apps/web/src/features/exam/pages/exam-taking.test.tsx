import type { LearnerProduct } from '@continuum/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEvents } from '@/shared/auth/auth-events';
import { jsonResponse } from '@/test/render';
import { examResult, examStatus } from '../testing/fixtures';
import { renderExam } from '../testing/render-exam';
import { callsTo, serveExam } from '../testing/serve-exam';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function start(user = userEvent.setup()) {
  renderExam();
  await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
  await screen.findByRole('heading', { name: 'Question 1' });
  return user;
}

const examNav = () => within(screen.getByRole('navigation', { name: 'Exam questions' }));

describe('taking an exam (002 §4 flow)', () => {
  it('answers one question at a time: Next waits for an answer, each pick is saved, Next moves on', async () => {
    const calls = serveExam();
    const user = await start();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    const next = examNav().getByRole('button', { name: 'Next' });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(examNav().getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'The client' }));
    expect(next.hasAttribute('disabled')).toBe(false);
    await user.click(next);
    await screen.findByRole('heading', { name: 'Question 2' });
    expect(callsTo(calls, 'POST', '/api/exam/saveQuestion').map((c) => c.body)).toEqual([
      {
        assessmentId: 40,
        learnerProductId: 7,
        personAssessmentId: 900,
        totalQuestionsNum: 3,
        currentQuestionNum: 1,
        userAnswer: 'a',
      },
    ]);
    expect(callsTo(calls, 'POST', '/api/exam/nextQuestion').at(-1)?.body).toMatchObject({
      personAssessmentId: 900,
      currentQuestionNum: 1,
      userAnswer: 'a',
      questionSequenceRequest: 'NEXT',
    });
    // Previous goes back, with the saved answer still picked.
    await user.click(examNav().getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect((screen.getByRole('radio', { name: 'The client' }) as HTMLInputElement).checked).toBe(true);
  });

  it('an exam that disables Previous shows neither Previous nor the star (002 §4; issue 25 item 42)', async () => {
    serveExam({ status: examStatus({ previousDisabled: true }) });
    await start();
    expect(examNav().queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Star question' })).toBeNull();
    expect(examNav().getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('an exam that disables Previous offers no way back in the question list either (issue 25 item 42)', async () => {
    serveExam({ status: examStatus({ previousDisabled: true }) });
    const user = await start();
    await user.click(screen.getByRole('radio', { name: 'The client' }));
    await user.click(examNav().getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Question 2' });
    const list = within(screen.getByRole('navigation', { name: 'Question list' }));
    expect(list.getByRole('button', { name: /^Question 1,/ }).hasAttribute('disabled')).toBe(true);
    expect(list.getByRole('button', { name: /^Question 3,/ }).hasAttribute('disabled')).toBe(false);
    expect(list.getByRole('button', { name: 'Last Question Answered' }).hasAttribute('disabled')).toBe(true);
  });

  it('no "Mark Exam Finished" outside a development build (002 §4)', async () => {
    serveExam();
    await start();
    expect(screen.queryByRole('button', { name: 'Mark Exam Finished' })).toBeNull();
  });

  it('"Mark Exam Finished" in a development build finishes the attempt (002 §4)', async () => {
    const calls = serveExam({
      intercept: (_method, path) => (path === '/api/config' ? jsonResponse(200, { devMode: true }) : undefined),
    });
    const user = await start();
    await user.click(await screen.findByRole('button', { name: 'Mark Exam Finished' }));
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/exam/finish/900')).toHaveLength(1));
  });

  it('choices, star, the question list and Last Question Answered work by keyboard', async () => {
    const calls = serveExam();
    const user = await start();
    // Focus starts on the question's heading; Tab enters the radio group, Space picks (arrow keys are the
    // browser's own radio behaviour, walked in the e2e journey; jsdom has no CSS.escape for them).
    expect(document.activeElement?.textContent).toBe('Question 1');
    await user.tab();
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: 'The client' }) as HTMLInputElement).checked).toBe(true);
    await user.tab();
    const star = screen.getByRole('button', { name: 'Star question' });
    expect(document.activeElement).toBe(star);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(callsTo(calls, 'POST', '/api/exam/question/501/star')).toHaveLength(1);

    const list = within(screen.getByRole('navigation', { name: 'Question list' }));
    expect(list.getByRole('button', { name: 'Question 1, answered, starred' }).getAttribute('aria-current')).toBe('step');
    list.getByRole('button', { name: 'Question 3, not answered' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Question 3' });
    expect(callsTo(calls, 'POST', '/api/exam/jumpQuestion').at(-1)?.body).toMatchObject({ currentQuestionNum: 3 });

    list.getByRole('button', { name: 'Last Question Answered' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(callsTo(calls, 'POST', '/api/exam/jumpQuestion').at(-1)?.body).toMatchObject({
      questionSequenceRequest: 'LAST_ANSWERED',
    });

    // Unstar.
    await user.click(screen.getByRole('button', { name: 'Star question' }));
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/exam/question/501/unstar')).toHaveLength(1));
  });

  it('on the last question Next becomes Submit Exam, which opens the finish prompt, then the results', async () => {
    const calls = serveExam({ result: examResult() });
    const user = await start();
    for (const choice of ['The client', 'Material facts']) {
      await user.click(screen.getByRole('radio', { name: choice }));
      await user.click(examNav().getByRole('button', { name: 'Next' }));
    }
    await screen.findByRole('heading', { name: 'Question 3' });
    expect(examNav().queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'On agreement' }));
    await user.click(examNav().getByRole('button', { name: 'Submit Exam' }));
    const prompt = await screen.findByRole('dialog', { name: 'Submit Exam?' });
    expect(within(prompt).getByText('You have answered 3 of 3 questions.')).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Submit Exam' }));
    expect(await screen.findByRole('heading', { name: 'Exam Results' })).toBeTruthy();
    expect(screen.getByText('Not passed')).toBeTruthy();
    expect(screen.getByText('Your score: 67%')).toBeTruthy();
    // The finish came after every save, in order.
    const order = calls.filter((c) => c.method === 'POST').map((c) => c.path.replace('/api/exam/', ''));
    expect(order.at(-1)).toBe('finish/900');
    expect(order.at(-2)).toBe('saveQuestion');
  });

  it('the subheader Submit Exam follows the spec rule: always in standard products, else only when all answered', async () => {
    serveExam();
    await start();
    const header = () => screen.getAllByRole('button', { name: 'Submit Exam' })[0] as HTMLElement;
    expect(header().hasAttribute('disabled')).toBe(false);
  });

  it('in exam prep Submit Exam waits until every question is answered or the last one is', async () => {
    serveExam();
    const user = userEvent.setup();
    renderExam({ product: { type: 'EXAM_PREP', rules: {} } as unknown as LearnerProduct });
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByRole('button', { name: 'Submit Exam' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the exam clock is the server one (002 §4, §8, §9)', () => {
  it('counts down from secondsLeftOnExam, warns once at secondsBeforeTimeWarning, and expires with Submit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serveExam({
      status: examStatus({ cumulativeExamTime: 10 }),
      timer: () => ({ secondsLeftOnExam: 65, secondsBeforeTimeWarning: 5, secondsElapsed: 535 }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await start(user);
    expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toBe('Time remaining: 01:05');
    expect(screen.queryByText(/Time is almost up/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toBe('Time remaining: 01:00');
    const warning = screen.getByText('Time is almost up. You have 1 minute left.');
    // Announced politely, once: the live region holds the warning, not the ticking clock.
    expect(warning.closest('[aria-live="polite"]')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Time is almost up. You have 1 minute left.')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(57_000));
    const expired = await screen.findByRole('alertdialog', { name: 'Time expired' });
    expect(within(expired).getByText('Your time limit on this exam has expired.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'The client', hidden: true }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(expired).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Exam Results' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/exam/finish/900')).toHaveLength(1);
  });

  it('each reply re-syncs the clock: a reply with less time left moves the display back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let left = 600;
    serveExam({ timer: () => ({ secondsLeftOnExam: left, secondsBeforeTimeWarning: left - 60, secondsElapsed: 0 }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await start(user);
    expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toBe('Time remaining: 10:00');
    left = 200;
    await user.click(screen.getByRole('radio', { name: 'The client' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toBe('Time remaining: 03:20'),
    );
  });

  it("a save the server refuses past its deadline shows 'You have reached the maximum time allowed.' and the results", async () => {
    serveExam({
      intercept: (method, path) =>
        method === 'POST' && path === '/api/exam/saveQuestion'
          ? jsonResponse(409, { status: 409, code: 'EXAM_TIME_EXPIRED', message: 'Your time limit on this exam has expired.' })
          : undefined,
      result: examResult({ timeExpired: true }),
    });
    const user = await start();
    await user.click(screen.getByRole('radio', { name: 'The client' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Time expired' });
    expect(within(dialog).getByText('You have reached the maximum time allowed.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'View Results' }));
    expect(await screen.findByRole('heading', { name: 'Exam Results' })).toBeTruthy();
  });

  it('shows elapsed time for an untimed exam whose timer display is on', async () => {
    serveExam({
      status: examStatus({ displayAndRecordTime: true }),
      timer: () => ({ secondsLeftOnExam: -1, secondsBeforeTimeWarning: -1, secondsElapsed: 75 }),
    });
    await start();
    expect(screen.getByRole('timer', { name: 'Time elapsed' }).textContent).toBe('Time elapsed: 01:15');
    expect(screen.queryByRole('timer', { name: 'Time remaining' })).toBeNull();
  });
});

describe('failures during an exam (002 §8)', () => {
  it('a 401 is a temporary error twice (11x1, 11x2) with Retry, then "You are no longer authenticated with the site."', async () => {
    let unauthorized = 3;
    const calls = serveExam({
      intercept: (method, path) => {
        if (method === 'POST' && path === '/api/exam/saveQuestion' && unauthorized > 0) {
          unauthorized -= 1;
          return jsonResponse(401, { status: 401, code: 'UNAUTHORIZED', message: 'no session' });
        }
        return undefined;
      },
    });
    const user = await start();
    await user.click(screen.getByRole('radio', { name: 'The client' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText('A temporary error occurred (Error: 11x1)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText('A temporary error occurred (Error: 11x2)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText('You are no longer authenticated with the site.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/exam/saveQuestion')).toHaveLength(3);
    // Signing in again is the shell's job: the page raises the session event it acts on.
    const events: string[] = [];
    const unsubscribe = authEvents.subscribe((e) => events.push(e));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    unsubscribe();
    expect(events).toEqual(['unauthorized']);
  });

  it('another failure is "An error occurred (Error: 12x1)" with status and status text; OK re-reads the attempt', async () => {
    let failed = false;
    const calls = serveExam({
      intercept: (method, path) => {
        if (method === 'POST' && path === '/api/exam/jumpQuestion' && !failed) {
          failed = true;
          return new Response('{}', { status: 503, statusText: 'Service Unavailable' });
        }
        return undefined;
      },
    });
    const user = await start();
    await user.click(screen.getByRole('button', { name: 'Question 2, not answered' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText('An error occurred (Error: 12x1)')).toBeTruthy();
    expect(within(dialog).getByText('503 Service Unavailable')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/exam/nextQuestion').at(-1)?.body).toMatchObject({ questionSequenceRequest: 'CURRENT' }),
    );
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();
  });

  it('without a connection the answers wait in order behind a "Connection lost" banner and are sent when it returns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let online = true;
    const calls = serveExam({
      intercept: (method, path) => {
        if (!online && method === 'POST' && path.startsWith('/api/exam/')) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await start(user);
    online = false;
    await user.click(screen.getByRole('radio', { name: 'Anyone who calls' }));
    await user.click(screen.getByRole('radio', { name: 'The client' }));
    expect(await screen.findByText('Connection lost')).toBeTruthy();
    expect(examNav().getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    online = true;
    await act(() => vi.advanceTimersByTimeAsync(3500));
    await vi.waitFor(() => expect(screen.queryByText('Connection lost')).toBeNull());
    const delivered = callsTo(calls, 'POST', '/api/exam/saveQuestion').map((c) => (c.body as { userAnswer: string }).userAnswer);
    // Delivered once each, in the order picked (the fake records only calls that arrive); the last pick wins.
    expect(delivered).toEqual(['b', 'a']);
    expect((screen.getByRole('radio', { name: 'The client' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a star and an unstar without a connection show at once and reach the server in that order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let online = true;
    const calls = serveExam({
      intercept: (method, path) => {
        if (!online && method === 'POST' && path.startsWith('/api/exam/')) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await start(user);
    const star = screen.getByRole('button', { name: 'Star question' });
    const list = within(screen.getByRole('navigation', { name: 'Question list' }));
    online = false;
    await user.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(list.getByRole('button', { name: 'Question 1, not answered, starred' })).toBeTruthy();
    expect(await screen.findByText('Connection lost')).toBeTruthy();
    await user.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(list.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();

    online = true;
    await act(() => vi.advanceTimersByTimeAsync(3500));
    await vi.waitFor(() => expect(screen.queryByText('Connection lost')).toBeNull());
    const delivered = calls
      .filter((c) => c.path.startsWith('/api/exam/question/501/'))
      .map((c) => c.path.replace('/api/exam/question/501/', ''));
    // The two, once each, in order.
    expect(delivered).toEqual(['star', 'unstar']);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(list.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
  });
});
