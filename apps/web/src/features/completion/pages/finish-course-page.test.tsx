import type { CompletionStatus } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { FinishCoursePage, type SurveySlotProps } from './finish-course-page';

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
  ...extra,
});

function render(mode: 'finish' | 'survey', replies: CompletionStatus[], path = '/lp/7/finish') {
  const posts: string[] = [];
  let n = 0;
  mockFetch((url, init) => {
    if (url.pathname === '/api/completion/7') return jsonResponse(200, replies[Math.min(n++, replies.length - 1)]);
    if (init.method === 'POST') {
      posts.push(url.pathname);
      return url.pathname.includes('completeProduct') ? jsonResponse(200, status('COMPLETE')) : jsonResponse(500, {});
    }
    return jsonResponse(404, {});
  });
  const renderSurvey = (p: SurveySlotProps) => (
    <button type="button" onClick={p.onDone}>
      survey for {p.surveyKey.industry}
    </button>
  );
  const page = <FinishCoursePage mode={mode} renderSurvey={renderSurvey} />;
  const view = renderRoutes(
    [
      { path: '/lp/:lpId/finish', element: page },
      { path: '/lp/:lpId/survey', element: page },
      { path: '/lp/:lpId/lc/:nodeId', element: <p>exam page</p> },
    ],
    path,
  );
  return { posts, view };
}

describe('FinishCoursePage (001 §4 finishCourse)', () => {
  it('a failed course is said as such, never congratulated, and nothing is posted', async () => {
    const { posts } = render('finish', [status('COMPLETE_FAIL')]);
    expect(await screen.findByText(/You did not pass this course/)).toBeDefined();
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

  it('the survey before a final exam returns to the exam once sent', async () => {
    const { view } = render(
      'survey',
      [status('NOT_FINISHED'), status('NOT_FINISHED', { surveyDone: true })],
      '/lp/7/finish?returnTo=42',
    );
    (await screen.findByRole('button', { name: 'survey for INSURANCE' })).click();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/lp/7/lc/42'));
  });
});
