import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdentityCheckOpen } from '@/features/identity/public/identity-check-open';
import { http } from '@/shared/http/client';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { TypingGate } from './typing-gate';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function Probe() {
  return <p>{useIdentityCheckOpen() ? 'check open' : 'no check'}</p>;
}

describe('TypingGate (decisions 0090, 0097)', () => {
  it('stays closed while the pass holds, and opens when a call answers 409 TYPING_CHECK_REQUIRED mid-session', async () => {
    sessionStorage.setItem('continuum.typingAuth.7', String(Date.now()));
    mockFetch((url) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      if (url.pathname === '/api/account') return jsonResponse(200, { id: 42, login: 'learner', authorities: [] });
      if (url.pathname === '/api/product/7') return jsonResponse(200, { id: 7, authRequired: true, rules: {} });
      if (url.pathname === '/api/thirdpartyauthentication/checkuser/000042/1/1')
        return jsonResponse(200, {
          count: 2,
          mobilecount: 0,
          templates: [{ textId: 1, device: 'desktop', entries: 2 }],
          supervisedEnrolment: false,
        });
      if (url.pathname === '/api/progression/finish/n1')
        return jsonResponse(409, { status: 409, code: 'TYPING_CHECK_REQUIRED', message: 'check required' });
      return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
    });
    renderWithProviders(<TypingGate lpId={7} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog', { name: 'Typing pattern authentication' })).toBeNull();
    await expect(http('api/progression/finish/n1', { method: 'POST' })).rejects.toMatchObject({ code: 'TYPING_CHECK_REQUIRED' });
    await screen.findByRole('dialog', { name: 'Typing pattern authentication' });
    expect(sessionStorage.getItem('continuum.typingAuth.7')).toBeNull();
  });

  it('marks an identity check open while the typing check is due, so tours and the welcome wait (issue 25)', async () => {
    mockFetch((url) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      if (url.pathname === '/api/account') return jsonResponse(200, { id: 42, login: 'learner', authorities: [] });
      if (url.pathname === '/api/product/7') return jsonResponse(200, { id: 7, authRequired: true, rules: {} });
      return jsonResponse(200, { count: 0, mobilecount: 0, templates: [], supervisedEnrolment: false });
    });
    renderWithProviders(
      <>
        <TypingGate lpId={7} />
        <Probe />
      </>,
    );
    await screen.findByText('check open');
  });
});
