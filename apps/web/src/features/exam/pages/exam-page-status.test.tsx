import type { ExamStatusReply } from '@continuum/contracts';
import { getDefaultNormalizer, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { jsonResponse } from '@/test/render';
import { examNode, examResult, examStatus } from '../testing/fixtures';
import { renderExam } from '../testing/render-exam';
import { callsTo, serveExam } from '../testing/serve-exam';

afterEach(() => vi.restoreAllMocks());

const blocked = { canStart: false, canRetake: false } as const;

/** Every blocking status of 002 §4 and the words the page must show for it (002 §8). */
const STATUS_TABLE: { name: string; status: Partial<ExamStatusReply>; texts: (string | RegExp)[] }[] = [
  {
    name: 'FAIL',
    status: { status: 'FAIL', ...blocked, attemptCount: 3, allowedAttemptCount: 3 },
    texts: ['The maximum number of attempts has been reached.'],
  },
  {
    name: 'FAIL with DISALLOW_RETAKES and MAX_RETAKES_REACHED_MESSAGE',
    status: {
      status: 'FAIL',
      ...blocked,
      disallowRetakes: true,
      maxRetakesReachedMessage: 'Call us to arrange another attempt.',
    },
    texts: ['The maximum number of attempts has been reached.', 'Call us to arrange another attempt.'],
  },
  { name: 'INELIGIBLE', status: { status: 'INELIGIBLE', ...blocked }, texts: [/contact customer support/] },
  {
    name: 'INELIGIBLE before a start date is chosen (issue 25 item 30)',
    status: { status: 'INELIGIBLE', ineligibleReason: 'START_DATE_REQUIRED', ...blocked },
    texts: ['Your course has no start date yet. Choose your start date on the course home before taking this exam.'],
  },
  {
    name: 'INELIGIBLE before the start date',
    status: { status: 'INELIGIBLE', ineligibleReason: 'NOT_STARTED', ...blocked },
    texts: [/You can take this exam once your start date has come/],
  },
  { name: 'SURVEY_FIRST', status: { status: 'SURVEY_FIRST', ...blocked }, texts: [/complete the course survey/] },
  {
    name: 'ASSIGNMENT_NOT_COMPLETE',
    status: { status: 'ASSIGNMENT_NOT_COMPLETE', ...blocked, message: 'Finish the case study assignment first.' },
    texts: ['Finish the case study assignment first.'],
  },
  {
    name: 'MIN_COURSE_TIME_NOT_MET',
    status: { status: 'MIN_COURSE_TIME_NOT_MET', ...blocked, timeLeft: 2 * 3600 + 15 * 60 },
    texts: [/minimum time required in this course\. Time left: 2 hours, 15 minutes\.$/],
  },
  {
    name: 'MIN_COURSE_TIME_NOT_MET_UNIT',
    status: { status: 'MIN_COURSE_TIME_NOT_MET_UNIT', ...blocked, timeLeft: 30 * 60 + 1 },
    texts: [/in this unit\. Time left: 31 minutes\.$/],
  },
  {
    name: 'MIN_COURSE_TIME_NOT_MET_STUDY',
    status: { status: 'MIN_COURSE_TIME_NOT_MET_STUDY', ...blocked, timeLeft: 3600 },
    texts: [/minimum study time required\. Time left: 1 hour\.$/],
  },
  {
    name: 'MUST_WAIT',
    status: { status: 'MUST_WAIT', ...blocked, isFinal: true, minutesBeforeRetake: 1440, timeLeft: 86_400 + 2 * 3600 + 5 * 60 },
    texts: [
      'You must wait at least 1,440 minutes between exam attempts.',
      'You can take the exam again in 1 day, 2 hours, 5 minutes.',
    ],
  },
  {
    name: 'MUST_WAIT, one minute',
    status: { status: 'MUST_WAIT', ...blocked, minutesBeforeRetake: 1, timeLeft: 59 },
    texts: ['You must wait at least 1 minute between exam attempts.', 'You can take the exam again in 1 minute.'],
  },
  {
    name: 'COMPLETED_REQUIRED_ATTEMPTS',
    status: { status: 'COMPLETED_REQUIRED_ATTEMPTS', canStart: false, canRetake: true, attemptCount: 2 },
    texts: ['You have met the required attempts.'],
  },
  {
    name: 'PARTIALLY_COMPLETED',
    status: { status: 'PARTIALLY_COMPLETED', canStart: false, canResume: true, personAssessmentId: 900 },
    texts: [/contact customer support if you need help resuming/],
  },
];

describe('the exam page by status (002 §4, §8)', () => {
  it.each(STATUS_TABLE)('$name: shows its message and no Start Exam', async ({ status, texts }) => {
    serveExam({ status: examStatus(status) });
    renderExam();
    await screen.findByRole('heading', { level: 1, name: 'Unit 1 Exam' });
    for (const text of texts) expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Exam' })).toBeNull();
  });

  it('INELIGIBLE for want of a start date leads to the course home, where it is chosen (issue 25 item 30)', async () => {
    serveExam({ status: examStatus({ status: 'INELIGIBLE', ineligibleReason: 'START_DATE_REQUIRED', ...blocked }) });
    renderExam();
    (await screen.findByRole('button', { name: 'Choose a start date' })).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Course home' })).toBeTruthy();
    expect(screen.queryByText(/contact customer support/)).toBeNull();
  });

  it('COMPLETED_REQUIRED_ATTEMPTS still offers a retake when the server allows one', async () => {
    serveExam({
      status: examStatus({ status: 'COMPLETED_REQUIRED_ATTEMPTS', canStart: false, canRetake: true, attemptCount: 2 }),
    });
    renderExam();
    expect(await screen.findByRole('button', { name: 'Retake Exam' })).toBeTruthy();
  });

  it('PARTIALLY_COMPLETED offers Return to course home and Resume Exam, which resumes the attempt', async () => {
    const calls = serveExam({ status: examStatus({ status: 'PARTIALLY_COMPLETED', canStart: false, canResume: true }) });
    renderExam();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume Exam' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(callsTo(calls, 'POST', '/api/exam/nextQuestion')[0]?.body).toEqual({
      assessmentId: 40,
      learnerProductId: 7,
      learnerRetaking: false,
      questionSequenceRequest: 'CURRENT',
    });
  });

  it('PARTIALLY_COMPLETED: Return to course home goes home', async () => {
    serveExam({ status: examStatus({ status: 'PARTIALLY_COMPLETED', canStart: false, canResume: true }) });
    renderExam();
    await userEvent.click(await screen.findByRole('button', { name: 'Return to course home' }));
    expect(await screen.findByRole('heading', { name: 'Course home' })).toBeTruthy();
  });

  it("a failed status read is titled 'Error!' (002 §8; issue 25 item 42)", async () => {
    serveExam({
      intercept: (method, path) =>
        method === 'GET' && path === '/api/exam/check/40'
          ? jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'failed' })
          : undefined,
    });
    renderExam();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error!');
  });

  it('a locked exam says "Exam is locked." when its status gives no other reason', async () => {
    serveExam({ status: examStatus({ locked: true, canStart: false }) });
    renderExam({ node: examNode({ locked: true }) });
    expect(await screen.findByText('Exam is locked.')).toBeTruthy();
  });

  it.each([
    ['MIN_COURSE_TIME_NOT_MET', { timeLeft: 2 * 3600 }, /Time left: 2 hours\.$/],
    ['INELIGIBLE', {}, /contact customer support/],
  ] as const)(
    'a locked exam whose status is %s says why (the time left, contact support), not "Exam is locked."',
    async (name, extra, text) => {
      serveExam({ status: examStatus({ status: name, locked: true, ...blocked, ...extra }) });
      renderExam({ node: examNode({ locked: true }) });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByText('Exam is locked.')).toBeNull();
    },
  );

  it('the intro shows the figures in the spec words: Not timed, Unlimited, n/a; completion 0/1', async () => {
    serveExam({ status: examStatus({ cumulativeExamTime: 0, allowedAttemptCount: -1, passingScore: 0, totalQuestionsNum: 12 }) });
    renderExam();
    expect(await screen.findByText('Three questions on agency.')).toBeTruthy();
    const figures = Object.fromEntries(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Questions: '12',
      'Passing score': 'n/a',
      'Time limit': 'Not timed',
      'Attempts allowed': 'Unlimited',
      Completion: '0/1',
    });
    expect(screen.getByRole('button', { name: 'Start Exam' })).toBeTruthy();
  });

  it('the intro shows minutes (min/mins), a number of attempts and a percent; a completed exam 1/1', async () => {
    serveExam({ status: examStatus({ cumulativeExamTime: 1, allowedAttemptCount: 3, passingScore: 75, attemptCount: 1 }) });
    renderExam({ node: examNode({ completed: true }) });
    await screen.findByText('1 min');
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('1/1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retake Exam' })).toBeTruthy();
    vi.restoreAllMocks();
    serveExam({ status: examStatus({ cumulativeExamTime: 90 }) });
    renderExam();
    expect(await screen.findByText('90 mins')).toBeTruthy();
  });

  it('a passed final exam goes straight to its results', async () => {
    const calls = serveExam({
      status: examStatus({ status: 'PASS', isFinal: true, canStart: false, personAssessmentId: 900 }),
      results: examResult({ examPassed: true, status: 'PASS', examScore: 100, numCorrect: 3, numIncorrect: 0 }),
    });
    renderExam();
    expect(await screen.findByRole('heading', { name: 'Exam Results' })).toBeTruthy();
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByText('Your score: 100%')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/exam/results/900')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Start Exam' })).toBeNull();
  });

  it('a proctored final’s results link to the proctor affidavit of that sitting, pending signature', async () => {
    serveExam({
      status: examStatus({
        status: 'PASS',
        isFinal: true,
        canStart: false,
        personAssessmentId: 900,
        proctorAffidavitRequired: true,
      }),
      results: examResult({ examPassed: true, status: 'PASS', examScore: 100, numCorrect: 3, numIncorrect: 0 }),
    });
    renderExam();
    await screen.findByText('Your proctor must sign the proctor affidavit of this exam: pending signature.');
    const link = screen.getByRole('link', { name: 'Open the proctor affidavit' });
    expect(link.getAttribute('href')).toBe('/lp/7/id/proctor-affidavit/900');
  });

  it('results without a proctor affidavit show no link to it', async () => {
    serveExam({
      status: examStatus({ status: 'PASS', isFinal: true, canStart: false, personAssessmentId: 900 }),
      results: examResult({ examPassed: true, status: 'PASS', examScore: 100, numCorrect: 3, numIncorrect: 0 }),
    });
    renderExam();
    await screen.findByRole('heading', { name: 'Exam Results' });
    expect(screen.queryByRole('link', { name: 'Open the proctor affidavit' })).toBeNull();
  });

  it("results that cannot be fetched say 'Error: Unable to fetch exam results.'", async () => {
    serveExam({
      status: examStatus({ status: 'PASS', isFinal: true, canStart: false, personAssessmentId: 900 }),
      results: jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'boom' }),
    });
    renderExam();
    expect(await screen.findByText('Error: Unable to fetch exam results.')).toBeTruthy();
  });

  it('an attempt under way resumes at once where it is (a reload lands on the same question)', async () => {
    const calls = serveExam({
      status: examStatus({ status: 'IN_PROGRESS', canStart: false, canResume: true, personAssessmentId: 900 }),
      resumeAt: { position: 2, answers: { 1: 'a' } },
    });
    renderExam();
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeTruthy();
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/exam/nextQuestion')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
  });

  it('an optional exam can be skipped to the next step', async () => {
    serveExam({ status: examStatus({ optional: true }) });
    renderExam();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip this optional exam' }));
    expect(await screen.findByRole('heading', { name: 'Next node' })).toBeTruthy();
  });
});

/** Keeps the no-break spaces Intl writes in French, which the default matching would make plain. */
const exactSpaces = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('the exam page in French: times and percents in French words and forms', () => {
  it.each([
    {
      status: { status: 'MIN_COURSE_TIME_NOT_MET_UNIT', ...blocked, timeLeft: 3600 + 60 } as const,
      texts: [/dans cette unité\. Temps restant : 1 heure et 1 minute\.$/],
    },
    {
      status: { status: 'MUST_WAIT', ...blocked, minutesBeforeRetake: 2880, timeLeft: 2 * 86_400 } as const,
      texts: [
        "Vous devez attendre au moins 2\u202f880 minutes entre deux tentatives d'examen.",
        "Vous pourrez repasser l'examen dans 2 jours.",
      ],
    },
  ])('$status.status', async ({ status, texts }) => {
    await inFrench();
    serveExam({ status: examStatus(status) });
    renderExam();
    for (const text of texts) expect(await screen.findByText(text, exactSpaces)).toBeTruthy();
  });

  it('writes a score and a passing score with the French percent sign spacing', async () => {
    await inFrench();
    serveExam({
      status: examStatus({ status: 'PASS', isFinal: true, canStart: false, personAssessmentId: 900 }),
      results: examResult({ examPassed: true, status: 'PASS', examScore: 40, passingScore: 35 }),
    });
    renderExam();
    // A no-break space before '%' as Intl writes it (its width depends on the ICU data), never a plain one.
    expect(await screen.findByText(/^Votre note : 40[\u00a0\u202f]%$/, exactSpaces)).toBeTruthy();
    expect(screen.getByText(/^35[\u00a0\u202f]%$/, exactSpaces)).toBeTruthy();
  });
});

describe('the affidavit prompt before an exam (002 §4 flow step 2; issue 25 item 42, decision 0120)', () => {
  it('when the status asks for the affidavit: no Start, and a link to the final affidavit that returns to this exam', async () => {
    serveExam({ status: examStatus({ affidavitRequired: true, status: null, ...blocked }) });
    renderExam();
    expect(await screen.findByText('Affidavit required')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign the Final Affidavit' });
    expect(link.getAttribute('href')).toBe('/affidavit/final/7?returnTo=40');
    expect(screen.queryByRole('button', { name: 'Start Exam' })).toBeNull();
  });

  it('no prompt when the status does not ask', async () => {
    serveExam();
    renderExam();
    await screen.findByRole('button', { name: 'Start Exam' });
    expect(screen.queryByRole('link', { name: 'Sign the Final Affidavit' })).toBeNull();
  });
});
