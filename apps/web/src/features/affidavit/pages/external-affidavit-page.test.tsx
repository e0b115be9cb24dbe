import type { AffidavitFields, ExternalAffidavitConfig } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ExternalAffidavitPage } from './external-affidavit-page';

afterEach(() => vi.restoreAllMocks());

const FIELDS: AffidavitFields = {
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
  password: true,
  idNumber: false,
  nmlsId: false,
  countyOfResidence: false,
  license: false,
  cycle: false,
};

const CONFIG: ExternalAffidavitConfig = {
  error: null,
  ceOrderAction: { action: 'RESULTS', url: null },
  manualSignature: false,
  downloadLinkText: 'Download',
  successUrl: null,
  successCourse: 'Texas Ethics CE',
  externalUserId: 'ces-1',
  state: 'TX',
  industry: 'REAL_ESTATE',
  cycles: [],
  cycleLabel: 'Cycle',
  certificationText: null,
  display: FIELDS,
  today: '03/14/2026',
};

describe('ExternalAffidavitPage (issue 25 item 25)', () => {
  it('with the password on, asks the login and sends it with the password', async () => {
    const sent: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/affidavit/externalnew') return jsonResponse(200, CONFIG);
      if (init.method === 'POST' && url.pathname === '/api/affidavit/acceptExternal') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { error: false, message: null });
      }
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/affidavit', element: <ExternalAffidavitPage /> }], '/affidavit?token=tok');
    await user.type(await screen.findByRole('textbox', { name: /Today's date/ }), '03142026');
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: /^Login/ }), 'ada.l');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Accept and go to results' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ login: 'ada.l', password: 'secret-pass', token: 'tok', externalUserId: 'ces-1' });
    expect(await screen.findByText(/Texas Ethics CE/)).toBeTruthy();
  });
});
