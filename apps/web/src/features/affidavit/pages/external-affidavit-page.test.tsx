import type { ExternalAffidavitConfig } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { affidavitFields, mockAffidavitApi, signAffidavit } from '../testing/affidavit-fixtures';
import { ExternalAffidavitPage } from './external-affidavit-page';

afterEach(() => vi.restoreAllMocks());

const FIELDS = affidavitFields({ password: true });

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
    mockAffidavitApi({
      'GET /api/affidavit/externalnew': () => jsonResponse(200, CONFIG),
      'POST /api/affidavit/acceptExternal': (body) => {
        sent.push(body);
        return jsonResponse(200, { error: false, message: null });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/affidavit', element: <ExternalAffidavitPage /> }], '/affidavit?token=tok');
    await signAffidavit(user, async () => {
      await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ada');
      await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
      await user.type(screen.getByRole('textbox', { name: /^Login/ }), 'ada.l');
      await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
      await user.type(screen.getByLabelText(/^Confirm Password/), 'secret-pass');
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ login: 'ada.l', password: 'secret-pass', token: 'tok', externalUserId: 'ces-1' });
    expect(await screen.findByText(/Texas Ethics CE/)).toBeTruthy();
  });
});
