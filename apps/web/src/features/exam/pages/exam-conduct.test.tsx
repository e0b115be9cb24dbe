import type { LearnerProduct } from '@continuum/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examStatus } from '../testing/fixtures';
import { renderExam } from '../testing/render-exam';
import { serveExam } from '../testing/serve-exam';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const product = (rules: Record<string, string>) => ({ type: 'COURSE', rules }) as unknown as LearnerProduct;

describe('final-exam conduct (002 §4 rules)', () => {
  it('each loss of focus is alerted up to the allowed count, then the learner is logged out', async () => {
    serveExam({ status: examStatus({ isFinal: true }) });
    const user = userEvent.setup();
    renderExam({ product: product({ SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT: '1' }) });
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    const alert = await screen.findByRole('alertdialog', { name: 'You left the exam' });
    expect(within(alert).getByText(/\(1 of 1 allowed\)/)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(await screen.findByRole('heading', { name: 'Signed out' })).toBeTruthy();
  });

  it('records the leave past the limit before logging out, so the server can end the sitting (decision 0109)', async () => {
    let answer: (() => void) | undefined;
    serveExam({
      status: examStatus({
        isFinal: true,
        status: 'IN_PROGRESS',
        canResume: true,
        canStart: false,
        personAssessmentId: 900,
        leaveCount: 1,
      }),
      intercept: (method, path) =>
        method === 'POST' && path === '/api/exam/leave/900'
          ? new Promise<Response>((resolve) => {
              answer = () =>
                resolve(
                  new Response(JSON.stringify({ personAssessmentId: 900, leaveCount: 2, ended: true }), {
                    status: 200,
                    headers: { 'Content-Type': 'application/json' },
                  }),
                );
            })
          : undefined,
    });
    renderExam({ product: product({ SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT: '1' }) });
    await screen.findByRole('heading', { name: 'Question 1' });
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await vi.waitFor(() => expect(answer).toBeDefined());
    // Still on the exam while the server has not answered.
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Signed out' })).toBeNull();
    act(() => answer?.());
    expect(await screen.findByRole('heading', { name: 'Signed out' })).toBeTruthy();
  });

  it("the leave count is the server's: a resumed sitting goes on from the leaves counted before the reload", async () => {
    const calls = serveExam({
      status: examStatus({
        isFinal: true,
        status: 'IN_PROGRESS',
        canResume: true,
        canStart: false,
        personAssessmentId: 900,
        leaveCount: 1,
      }),
      intercept: (method, path) =>
        method === 'POST' && path === '/api/exam/leave/900'
          ? new Response(JSON.stringify({ personAssessmentId: 900, leaveCount: 2 }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    renderExam({ product: product({ SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT: '2' }) });
    await screen.findByRole('heading', { name: 'Question 1' });
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    const alert = await screen.findByRole('alertdialog', { name: 'You left the exam' });
    expect(within(alert).getByText(/\(2 of 2 allowed\)/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/exam/leave/900')).toHaveLength(1);
  });

  it.each([
    [true, false],
    [false, true],
  ])('during a sitting, right click with SC_FINAL_EXAMS_ALLOW_PRINT no: final %s -> allowed %s', async (isFinal, allowed) => {
    serveExam({ status: examStatus({ isFinal }) });
    const user = userEvent.setup();
    renderExam({ product: product({ SC_FINAL_EXAMS_ALLOW_PRINT: 'no' }) });
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(fireEvent.contextMenu(document.body)).toBe(allowed);
  });

  it('after 2 s, leaving the page during an attempt asks "Leave Page"; Stay keeps the exam', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveExam();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    await act(() => router.navigate('/lp/7/home'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Page' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on Page' }));
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();
    await act(() => router.navigate('/lp/7/home'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave Page' })).getByRole('button', { name: 'Leave Page' }),
    );
    expect(await screen.findByRole('heading', { name: 'Course home' })).toBeTruthy();
  });
});
