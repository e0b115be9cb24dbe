import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { questionReply } from '../testing/fixtures';
import { renderExam } from '../testing/render-exam';
import { callsTo, serveExam } from '../testing/serve-exam';

afterEach(() => {
  vi.restoreAllMocks();
});

const examNav = () => within(screen.getByRole('navigation', { name: 'Exam questions' }));

describe('a security question during an exam (002 §4; decision 0042)', () => {
  it('holds Next at the point: wrong shows Incorrect! and the next question, right repeats the move', async () => {
    let passed = false;
    const answers: unknown[] = [];
    const calls = serveExam({
      intercept: (method, path, body) => {
        const b = body as { currentQuestionNum?: number; questionSequenceRequest?: string; userAnswer?: string };
        // The server holds Next from question 1 (the point) until the question is passed.
        if (path === '/api/exam/nextQuestion' && b.currentQuestionNum === 1 && b.questionSequenceRequest === 'NEXT' && !passed)
          return jsonResponse(
            200,
            questionReply(1, {
              userAnswer: b.userAnswer ?? null,
              answeredQuestions: [1],
              questionAnsweredCount: 1,
              securityQuestionNeeded: true,
              securityQuestion: 2,
            }),
          );
        if (method === 'POST' && path === '/api/security/learner') {
          answers.push(body);
          passed = (body as { answer: string }).answer === '78701';
          return jsonResponse(200, passed ? { result: true, nextQuestion: null } : { result: false, nextQuestion: 3 });
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    await user.click(screen.getByRole('radio', { name: 'The client' }));
    await user.click(examNav().getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Security Question' });
    // Still on question 1 behind the dialog.
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Submit Answer' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('What is your mailing city?'), 'Dallas');
    await user.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Incorrect!');
    const zip = within(dialog).getByLabelText('What is your mailing zip code?');
    await user.type(zip, '78701');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Answer' }));

    await screen.findByRole('heading', { name: 'Question 2' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security Question' })).toBeNull());
    expect(answers).toEqual([
      { question: 2, answer: 'Dallas' },
      { question: 3, answer: '78701' },
    ]);
    // The held Next was sent again, the same move, after the right answer.
    const nexts = callsTo(calls, 'POST', '/api/exam/nextQuestion').filter(
      (c) => (c.body as { currentQuestionNum?: number }).currentQuestionNum === 1,
    );
    expect(nexts.map((c) => c.body)).toEqual([
      expect.objectContaining({ questionSequenceRequest: 'NEXT', userAnswer: 'a' }),
      expect.objectContaining({ questionSequenceRequest: 'NEXT', userAnswer: 'a' }),
    ]);
  });

  it('says the course is on hold and takes no more answers once the server holds it (429, decision 0108)', async () => {
    serveExam({
      intercept: (method, path, body) => {
        const b = body as { currentQuestionNum?: number; questionSequenceRequest?: string; userAnswer?: string };
        if (path === '/api/exam/nextQuestion' && b.currentQuestionNum === 1 && b.questionSequenceRequest === 'NEXT')
          return jsonResponse(
            200,
            questionReply(1, { userAnswer: 'a', answeredQuestions: [1], securityQuestionNeeded: true, securityQuestion: 4 }),
          );
        if (method === 'POST' && path === '/api/security/learner')
          return jsonResponse(429, { code: 'SECURITY_QUESTIONS_HELD', message: 'held' });
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    await user.click(screen.getByRole('radio', { name: 'The client' }));
    await user.click(examNav().getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security Question' });
    const phone = within(dialog).getByLabelText('What are the last 4 characters of your phone number?');
    await user.type(phone, '0000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Answer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/This course is on hold until customer support/);
    expect(phone.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Submit Answer' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks again after a reload while a question is waiting (the resume reply says so)', async () => {
    serveExam({
      resumeAt: { position: 2, answers: { 1: 'a', 2: 'a' } },
      intercept: (_method, path, body) =>
        path === '/api/exam/nextQuestion' && (body as { questionSequenceRequest?: string }).questionSequenceRequest === 'CURRENT'
          ? jsonResponse(
              200,
              questionReply(2, { userAnswer: 'a', answeredQuestions: [1, 2], securityQuestionNeeded: true, securityQuestion: 1 }),
            )
          : undefined,
    });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: /Start Exam|Resume/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Security Question' });
    expect(within(dialog).getByLabelText('What is your e-mail address?')).toBeTruthy();
  });
});
