import type { FinalAffidavitForm } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { affidavitFields, mockAffidavitApi, signAffidavit } from '../testing/affidavit-fixtures';
import { FinalAffidavitPage } from './final-affidavit-page';

afterEach(() => vi.restoreAllMocks());

const FORM: FinalAffidavitForm = {
  learnerProductId: 7,
  courseTitle: 'Texas Ethics CE',
  affidavitRequired: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  today: '03/14/2026',
  certificationText: null,
  bioInstruction: null,
  state: null,
  industry: null,
  fields: affidavitFields(),
};

/** Where the page went, and with what state. */
function FinishProbe() {
  const location = useLocation();
  return <p>finish page {JSON.stringify(location.state)}</p>;
}

async function acceptWith(reply: Response, path = '/affidavit/final/7', accept?: string) {
  const user = userEvent.setup();
  mockAffidavitApi({
    'GET /api/exam/affidavit/final/7': () => jsonResponse(200, FORM),
    'POST /api/affidavit/acceptFinal/7': () => reply,
  });
  const view = renderRoutes(
    [
      { path: '/affidavit/final/:lpId', element: <FinalAffidavitPage /> },
      { path: '/lp/:lpId/finish', element: <FinishProbe /> },
      { path: '/lp/:lpId/lc/:nodeId', element: <p>the exam</p> },
    ],
    path,
  );
  await signAffidavit(user, undefined, accept);
  return view;
}

describe('FinalAffidavitPage (decision 0099)', () => {
  it('accepted, it returns to the course completion, which says so', async () => {
    const view = await acceptWith(jsonResponse(200, []));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/lp/7/finish'));
    expect(await screen.findByText('finish page {"affidavitAccepted":true}')).toBeDefined();
  });

  it('signed before a final exam (returnTo), it leads back to that exam (issue 25 item 42, decision 0120)', async () => {
    // Its Accept says it continues (to the exam), not that it goes to results.
    const view = await acceptWith(jsonResponse(200, []), '/affidavit/final/7?returnTo=40', 'Accept and continue');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/lp/7/lc/40'));
    expect(screen.getByText('the exam')).toBeDefined();
  });

  it('refused after typing (security question), it stays and keeps what was typed (issue 25 item 37)', async () => {
    const view = await acceptWith(
      jsonResponse(409, { code: 'SECURITY_QUESTION_REQUIRED', message: 'A security question must be answered first' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Your security question must be answered first');
    expect(view.router.state.location.pathname).toBe('/affidavit/final/7');
    expect((screen.getByRole('textbox', { name: /Today's date/ }) as HTMLInputElement).value).toBe('03/14/2026');
  });

  it('before the course is finished, it says so instead of opening the form (issue 25 item 37)', async () => {
    mockFetch(() => jsonResponse(409, { code: 'COURSE_NOT_FINISHED', message: 'The course content is not finished' }));
    renderRoutes([{ path: '/affidavit/final/:lpId', element: <FinalAffidavitPage /> }], '/affidavit/final/7');
    expect(await screen.findByText(/The final affidavit opens once your course is finished/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to course home' }).getAttribute('href')).toBe('/lp/7/home');
    expect(screen.queryByRole('textbox', { name: /Today's date/ })).toBeNull();
  });

  it('a security question still to answer sends the learner to the completion before the form', async () => {
    mockFetch(() =>
      jsonResponse(409, { code: 'SECURITY_QUESTION_REQUIRED', message: 'A security question must be answered first' }),
    );
    const view = renderRoutes(
      [
        { path: '/affidavit/final/:lpId', element: <FinalAffidavitPage /> },
        { path: '/lp/:lpId/finish', element: <FinishProbe /> },
      ],
      '/affidavit/final/7',
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/lp/7/finish'));
  });
});
