import type { CompletionStatus } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { type AdvertisementSlotProps, FinishCoursePage, type SurveySlotProps } from './finish-course-page';

afterEach(() => vi.restoreAllMocks());

const status = (step: CompletionStatus['step'], extra: Partial<CompletionStatus> = {}): CompletionStatus => ({
  learnerProductId: 7,
  courseTitle: 'Insurance Ethics',
  step,
  surveyRequired: false,
  surveyExists: true,
  surveyDone: false,
  affidavitRequired: false,
  proctorAffidavitRequired: false,
  surveyKey: { industry: 'INSURANCE', state: 'CA', licenseType: 'LIFE' },
  securityQuestion: null,
  minimumTimeRemainingMinutes: null,
  earliestCompletionDay: null,
  ...extra,
});

/** Security answers the mocked server takes: the city is Austin, the zip 78701. */
const RIGHT: Record<number, string> = { 2: 'Austin', 3: '78701' };

function render(
  mode: 'finish' | 'survey',
  replies: CompletionStatus[],
  path = '/lp/7/finish',
  pendingSignatureReply?: CompletionStatus,
) {
  const posts: string[] = [];
  const answers: unknown[] = [];
  let n = 0;
  mockFetch(async (url, init) => {
    if (url.pathname === '/api/completion/7') {
      // With a pending-signature reply the server is stateful: completed once completeProduct was posted.
      if (pendingSignatureReply && posts.some((p) => p.includes('completeProduct'))) return jsonResponse(200, status('COMPLETE'));
      return jsonResponse(200, replies[Math.min(n++, replies.length - 1)]);
    }
    if (init.method === 'POST' && url.pathname === '/api/security/learner') {
      const body = JSON.parse(String(init.body)) as { question: number; answer: string };
      answers.push(body);
      const right = RIGHT[body.question] === body.answer;
      return jsonResponse(200, right ? { result: true, nextQuestion: null } : { result: false, nextQuestion: 3 });
    }
    if (init.method === 'POST') {
      posts.push(url.pathname);
      if (url.pathname.includes('completeProduct')) return jsonResponse(200, status('COMPLETE'));
      return pendingSignatureReply ? jsonResponse(200, pendingSignatureReply) : jsonResponse(500, {});
    }
    return jsonResponse(404, {});
  });
  const renderSurvey = (p: SurveySlotProps) => (
    <button type="button" onClick={p.onDone}>
      survey for {p.surveyKey.industry}
    </button>
  );
  const renderAdvertisement = (p: AdvertisementSlotProps) => (
    <button type="button" onClick={p.onDone}>
      close the offer of {p.lpId}
    </button>
  );
  const page = <FinishCoursePage mode={mode} renderSurvey={renderSurvey} renderAdvertisement={renderAdvertisement} />;
  const view = renderRoutes(
    [
      { path: '/lp/:lpId/finish', element: page },
      { path: '/lp/:lpId/survey', element: page },
      { path: '/lp/:lpId/lc/:nodeId', element: <p>exam page</p> },
      { path: '/affidavit/final/:lpId', element: <p>affidavit page</p> },
    ],
    path,
  );
  return { posts, answers, view };
}

describe('FinishCoursePage (001 §4 finishCourse)', () => {
  it('a failed course is said as such, never congratulated, and nothing is posted', async () => {
    const { posts } = render('finish', [status('COMPLETE_FAIL')]);
    expect(await screen.findByText(/You did not pass this course/)).toBeDefined();
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    expect(posts).toEqual([]);
  });

  it('MIN_COURSE_TIME_NOT_MET says how many minutes are left, and nothing is posted (issue 25)', async () => {
    const { posts } = render('finish', [status('MIN_COURSE_TIME_NOT_MET', { minimumTimeRemainingMinutes: 479 })]);
    expect(await screen.findByText(/479 more minutes of study are needed/)).toBeDefined();
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    expect(posts).toEqual([]);
  });

  it('MIN_CALENDAR_DAYS_NOT_MET says the first day the course may complete, and nothing is posted (issue 27)', async () => {
    const { posts } = render('finish', [status('MIN_CALENDAR_DAYS_NOT_MET', { earliestCompletionDay: '2026-01-08' })]);
    expect(await screen.findByText(/cannot be completed before 01\/08\/26/)).toBeDefined();
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    expect(posts).toEqual([]);
  });

  it('SURVEY shows the survey; once done, a READY course is completed and congratulated', async () => {
    const { posts } = render('finish', [status('SURVEY', { surveyRequired: true }), status('READY'), status('COMPLETE')]);
    (await screen.findByRole('button', { name: 'survey for INSURANCE' })).click();
    expect(await screen.findByText('Congratulations! You have completed this course.')).toBeDefined();
    expect(posts).toEqual(['/app/progression/completeProduct/7/COMPLETE']);
  });

  it('READY_PENDING_SIGNATURE marks the product pending signature; a failure says so in the spec’s words', async () => {
    const { posts } = render('finish', [status('READY_PENDING_SIGNATURE')]);
    expect(await screen.findByText('Error marking product as pending signature.')).toBeDefined();
    expect(posts).toEqual(['/app/progression/markProductPendingSignature/7']);
  });

  it('after the survey, a pending-signature mark that answers READY goes on to complete the course (issue 25 #27)', async () => {
    const { posts } = render(
      'finish',
      [status('SURVEY', { surveyRequired: true }), status('READY_PENDING_SIGNATURE'), status('READY')],
      '/lp/7/finish',
      status('READY'),
    );
    (await screen.findByRole('button', { name: 'survey for INSURANCE' })).click();
    expect(await screen.findByText('Congratulations! You have completed this course.')).toBeDefined();
    expect(posts).toEqual(['/app/progression/markProductPendingSignature/7', '/app/progression/completeProduct/7/COMPLETE']);
  });

  it('the survey before a final exam returns to the exam once sent', async () => {
    const { view } = render(
      'survey',
      [status('NOT_FINISHED'), status('NOT_FINISHED', { surveyDone: true })],
      '/lp/7/finish?returnTo=42',
    );
    (await screen.findByRole('button', { name: 'survey for INSURANCE' })).click();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/lp/7/lc/42'));
  });

  it('a security question comes before the survey: Incorrect! and the next question, then the survey', async () => {
    const user = userEvent.setup();
    const { answers } = render('finish', [
      status('SURVEY', { surveyRequired: true, securityQuestion: 2 }),
      status('SURVEY', { surveyRequired: true, securityQuestion: null }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Security Question' });
    expect(screen.queryByRole('button', { name: 'survey for INSURANCE' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'What is your mailing city?' }), 'Dallas');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(await screen.findByText('Incorrect!')).toBeDefined();
    const zip = screen.getByRole('textbox', { name: 'What is your mailing zip code?' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(zip, '78701');
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'survey for INSURANCE' })).toBeDefined();
    expect(dialog.isConnected).toBe(false);
    expect(answers).toEqual([
      { question: 2, answer: 'Dallas' },
      { question: 3, answer: '78701' },
    ]);
  });

  it('AFFIDAVIT: after its security question, the page leads to the final affidavit', async () => {
    const user = userEvent.setup();
    const { posts } = render('finish', [
      status('AFFIDAVIT', { affidavitRequired: true, securityQuestion: 2 }),
      status('AFFIDAVIT', { affidavitRequired: true }),
    ]);
    await screen.findByRole('dialog', { name: 'Security Question' });
    expect(screen.queryByRole('link', { name: 'Complete the Affidavit' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'What is your mailing city?' }), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    const link = await screen.findByRole('link', { name: 'Complete the Affidavit' });
    expect(link.getAttribute('href')).toBe('/affidavit/final/7');
    expect(screen.getByText('Your final affidavit must be accepted before your course is complete.')).toBeDefined();
    expect(posts).toEqual([]);
  });

  it('completed here: the advertisement shows, then focus goes to the certificate', async () => {
    const user = userEvent.setup();
    render('finish', [status('READY'), status('COMPLETE')]);
    const offer = await screen.findByRole('button', { name: 'close the offer of 7' });
    await user.click(offer);
    const certificate = screen.getByRole('link', { name: 'View your certificate' });
    expect(certificate.getAttribute('href')).toBe('/lp/7/id/certificate');
    await waitFor(() => expect(document.activeElement).toBe(certificate));
    expect(screen.queryByRole('button', { name: /close the offer/ })).toBeNull();
  });

  it('a course completed earlier is congratulated without the advertisement again', async () => {
    const { posts } = render('finish', [status('COMPLETE')]);
    expect(await screen.findByText('Congratulations! You have completed this course.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View your certificate' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /close the offer/ })).toBeNull();
    expect(posts).toEqual([]);
  });

  it('PENDING_SIGNATURE says the course waits for the proctor, with no certificate yet', async () => {
    render('finish', [status('PENDING_SIGNATURE', { proctorAffidavitRequired: true })]);
    expect(await screen.findByText("Your course is complete and waits for your proctor's signature.")).toBeDefined();
    expect(screen.queryByRole('link', { name: 'View your certificate' })).toBeNull();
  });

  it('back from the final affidavit: says it was accepted, then the pending signature', async () => {
    const { view, posts } = render('finish', [
      status('AFFIDAVIT', { affidavitRequired: true }),
      status('READY_PENDING_SIGNATURE', { proctorAffidavitRequired: true }),
    ]);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Complete the Affidavit' }));
    await screen.findByText('affidavit page');
    // The affidavit page, once accepted, comes back (replacing itself) with the news.
    await view.router.navigate('/lp/7/finish', { replace: true, state: { affidavitAccepted: true } });
    expect(await screen.findByText('Your affidavit has been accepted.')).toBeDefined();
    await waitFor(() => expect(posts).toEqual(['/app/progression/markProductPendingSignature/7']));
  });
});
