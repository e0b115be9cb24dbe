import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { SessionsAdminPage } from './sessions-admin-page';

afterEach(() => vi.restoreAllMocks());

describe('SessionsAdminPage', () => {
  it('lists live sessions and revokes one by its labelled button', async () => {
    const calls: string[] = [];
    let revoked = false;
    mockFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (init.method === 'DELETE') {
        revoked = true;
        return jsonResponse(200, { ok: true });
      }
      const content = revoked
        ? []
        : [
            {
              series: 's1',
              login: 'ann',
              ipAddress: '10.0.0.7',
              userAgent: 'Firefox',
              rememberMe: true,
              tokenDate: '2026-11-25T10:00:00.000Z',
              lastSeenAt: '2026-11-25T11:00:00.000Z',
            },
          ];
      return jsonResponse(200, { content, totalElements: content.length, totalPages: content.length });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SessionsAdminPage /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Revoke the session of ann from 10.0.0.7' }));
    expect(await screen.findByText('The session was ended.')).toBeTruthy();
    expect(calls).toContain('DELETE /api/admin/sessions/s1');
    await waitFor(() => expect(screen.getByText('No live sessions.')).toBeTruthy());
  });
});
