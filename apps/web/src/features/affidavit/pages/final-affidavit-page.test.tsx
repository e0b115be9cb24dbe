import type { AffidavitFields, FinalAffidavitForm } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { FinalAffidavitPage } from './final-affidavit-page';

afterEach(() => vi.restoreAllMocks());

const NONE: AffidavitFields = {
  middleNameRequired: false,
  ssn: 'NONE',
  driversLicenseNumber: false,
  nrds: false,
  dateOfBirth: false,
  age: false,
  gender: false,
  education: false,
  martialStatus: false,
  employmentStatus: false,
  ethnicity: false,
  password: false,
  idNumber: false,
  nmlsId: false,
  countyOfResidence: false,
  license: false,
  cycle: false,
};

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
  fields: NONE,
};

/** Where the page went, and with what state. */
function FinishProbe() {
  const location = useLocation();
  return <p>finish page {JSON.stringify(location.state)}</p>;
}

async function acceptWith(reply: Response) {
  const user = userEvent.setup();
  mockFetch((url, init) => {
    if (url.pathname === '/api/exam/affidavit/final/7') return jsonResponse(200, FORM);
    if (init.method === 'POST' && url.pathname === '/api/affidavit/acceptFinal/7') return reply;
    return jsonResponse(404, {});
  });
  const view = renderRoutes(
    [
      { path: '/affidavit/final/:lpId', element: <FinalAffidavitPage /> },
      { path: '/lp/:lpId/finish', element: <FinishProbe /> },
    ],
    '/affidavit/final/7',
  );
  await user.type(await screen.findByRole('textbox', { name: /Today's date/ }), '03142026');
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await user.click(screen.getByRole('button', { name: 'Accept and go to results' }));
  return view;
}

describe('FinalAffidavitPage (decision 0099)', () => {
  it('accepted, it returns to the course completion, which says so', async () => {
    const view = await acceptWith(jsonResponse(200, []));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/lp/7/finish'));
    expect(screen.getByText('finish page {"affidavitAccepted":true}')).toBeDefined();
  });

  it('refused until the security question is answered, it returns to the completion, which asks it', async () => {
    const view = await acceptWith(
      jsonResponse(409, { code: 'SECURITY_QUESTION_REQUIRED', message: 'A security question must be answered first' }),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/lp/7/finish'));
    expect(screen.getByText('finish page {}')).toBeDefined();
  });
});
