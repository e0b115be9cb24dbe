import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { examResult, examReview, examStatus } from '../testing/fixtures';
import { renderExam } from '../testing/render-exam';
import { callsTo, serveExam } from '../testing/serve-exam';

afterEach(() => vi.restoreAllMocks());

const passed = examResult({
  examPassed: true,
  status: 'PASS',
  examScore: 100,
  numCorrect: 3,
  numIncorrect: 0,
  examFeedbackMessage: 'You passed this unit exam.',
  effortBreakdowns: [
    { nodeId: 61, title: 'Finance math', effortRank: 'FOCUS_HERE', numberCorrect: 0, totalNumber: 2 },
    { nodeId: 62, title: 'Loans', effortRank: 'GOOD', numberCorrect: 4, totalNumber: 4 },
  ],
  buttons: [
    { buttonType: 'PRIMARY', buttonText: 'Continue', buttonAction: 'CONTINUE' },
    { buttonType: 'SECONDARY', buttonText: 'Exam History', buttonAction: 'HISTORY' },
  ],
});

describe('results, history and review (002 §2, §3)', () => {
  it('results show pass, score, counts, breakdowns by tag and effort; Continue goes to the next step', async () => {
    serveExam({ status: examStatus({ status: 'PASS', canStart: false, personAssessmentId: 900 }), results: passed });
    const user = userEvent.setup();
    renderExam();
    await screen.findByRole('heading', { name: 'Exam Results' });
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByText('You passed this unit exam.')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'agency' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '67%' })).toBeTruthy();
    expect(screen.getByText('Finance math: Focus Here (0 of 2 correct)')).toBeTruthy();
    expect(screen.getByText('Loans: Good (4 of 4 correct)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Next node' })).toBeTruthy();
  });

  it("'Review Answers' opens that attempt's review in one click", async () => {
    const reviewed = examResult({
      ...passed,
      personAssessmentId: 900,
      canShowFeedback: true,
      buttons: [{ buttonType: 'SECONDARY', buttonText: 'Review Answers', buttonAction: 'REVIEW' }],
    });
    const calls = serveExam({
      status: examStatus({ status: 'PASS', canStart: false, personAssessmentId: 900, examHistoryList: [reviewed] }),
      results: reviewed,
      review: examReview(),
    });
    const user = userEvent.setup();
    renderExam();
    await screen.findByRole('heading', { name: 'Exam Results' });
    await user.click(screen.getByRole('button', { name: 'Review Answers' }));
    await screen.findByRole('heading', { name: 'Review' });
    expect(screen.getByRole('region', { name: 'Question 1' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/exam/review/900')).toHaveLength(1);
  });

  it('a pass/fail exam shows no score, and no pass/fail line when there is no passing score', async () => {
    serveExam({
      status: examStatus({ status: 'PASS', canStart: false, personAssessmentId: 900 }),
      results: examResult({ examScoredAsPassFail: true, examScore: null, passingScore: 0, examPassed: true }),
    });
    renderExam();
    await screen.findByRole('heading', { name: 'Exam Results' });
    expect(screen.queryByText(/Your score/)).toBeNull();
    expect(screen.queryByText('Passed')).toBeNull();
  });

  it('a pass/fail exam shows passed, without correct or incorrect counts the server withholds (issue 25 #32)', async () => {
    serveExam({
      status: examStatus({ status: 'PASS', canStart: false, personAssessmentId: 900 }),
      results: examResult({
        examScoredAsPassFail: true,
        examScore: null,
        numCorrect: null,
        numIncorrect: null,
        scoreBreakdowns: [],
        effortBreakdowns: [],
        passingScore: 70,
        examPassed: true,
      }),
    });
    renderExam();
    await screen.findByRole('heading', { name: 'Exam Results' });
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.queryByText('Correct', { exact: true })).toBeNull();
    expect(screen.queryByText('Incorrect', { exact: true })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the history lists attempts; one attempt shows its results and review, with the PDF in a new tab and Print', async () => {
    const history = [examResult({ personAssessmentId: 900, attemptNumber: 1 })];
    const calls = serveExam({ status: examStatus({ examHistoryList: history, attemptCount: 1 }), review: examReview() });
    const user = userEvent.setup();
    renderExam({ path: '/lp/7/lc/40?step=examHistory' });
    await screen.findByRole('heading', { level: 1, name: 'Unit 1 Exam: Results' });
    const row = await screen.findByRole('row', { name: /^1 / });
    expect(within(row).getByText('Mar 05, 2026')).toBeTruthy();
    expect(within(row).getByText('67%')).toBeTruthy();
    expect(within(row).getByText('Not passed')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Attempt 1 details' }));

    await screen.findByRole('heading', { name: 'Review' });
    const q1 = screen.getByRole('region', { name: 'Question 1' });
    expect(within(q1).getByText('Incorrect')).toBeTruthy();
    expect(within(q1).getByText('(your answer)')).toBeTruthy();
    expect(within(q1).getByText('(correct answer)')).toBeTruthy();
    expect(within(q1).getByText('Agency is a relationship with the client.')).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Download (PDF, opens in a new tab)' });
    expect(pdf.getAttribute('href')).toBe('/pdf/exam/review/900');
    expect(pdf.getAttribute('target')).toBe('_blank');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(callsTo(calls, 'GET', '/api/exam/review/900')).toHaveLength(1);
  });

  it('no review is asked for when the server does not allow feedback, and no PDF link without canDownload', async () => {
    const history = [examResult({ canShowFeedback: false, canDownload: false })];
    const calls = serveExam({ status: examStatus({ examHistoryList: history }) });
    renderExam({ path: '/lp/7/lc/40?step=examHistory&data=900' });
    await screen.findByRole('heading', { name: 'Exam Results' });
    expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/exam/review/900')).toHaveLength(0);
  });

  it("a review that fails to load says 'Error: Unable to fetch exam results.'", async () => {
    serveExam({
      status: examStatus({ examHistoryList: [examResult()] }),
      review: jsonResponse(403, { status: 403, code: 'REVIEW_NOT_AVAILABLE', message: 'no' }),
    });
    renderExam({ path: '/lp/7/lc/40?step=examHistory&data=900' });
    expect(await screen.findByText('Error: Unable to fetch exam results.')).toBeTruthy();
  });

  it("the lc data parameter names one of the learner's own attempts or nothing (issue 25 item 22; decision 0118)", async () => {
    const calls = serveExam({
      status: examStatus({ examHistoryList: [examResult({ personAssessmentId: 900 })] }),
      review: examReview(),
    });
    // An attempt the history does not list (someone else's, or made up) is never asked for.
    const other = renderExam({ path: '/lp/7/lc/40?step=examHistory&data=901' });
    expect(await screen.findByText('Error: Unable to fetch exam results.')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/exam/review/901')).toHaveLength(0);
    other.unmount();
    // Text is no attempt: the history's list.
    renderExam({ path: '/lp/7/lc/40?step=examHistory&data=%3Cb%3Ehi%3C%2Fb%3E' });
    expect(await screen.findByRole('row', { name: /^1 / })).toBeTruthy();
    expect(screen.queryByText('hi')).toBeNull();
  });

  it('Retake Exam from the results starts a new attempt as a retake', async () => {
    const calls = serveExam({
      status: examStatus({ status: 'PASS', canStart: false, canRetake: true, attemptCount: 1, personAssessmentId: 900 }),
      results: examResult({ examPassed: true, status: 'PASS' }),
    });
    const user = userEvent.setup();
    renderExam();
    await user.click(await screen.findByRole('button', { name: 'Retake Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(callsTo(calls, 'POST', '/api/exam/nextQuestion')[0]?.body).toMatchObject({ learnerRetaking: true });
    expect(callsTo(calls, 'POST', '/api/exam/nextQuestion')[0]?.body).not.toHaveProperty('personAssessmentId');
  });

  it('an exam never finished has an empty history', async () => {
    serveExam();
    renderExam({ path: '/lp/7/lc/40?step=examHistory' });
    expect(await screen.findByText('You have not finished this exam yet.')).toBeTruthy();
  });
});
