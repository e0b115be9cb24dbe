import type { AdminEmail, AdminEmailRow, PagedSearchRequest } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { EmailListPage } from './email-list-page';
import { EmailViewPage } from './email-view-page';

const row: AdminEmailRow = {
  id: 7,
  sentDate: '2026-11-20T10:00:00.000Z',
  subject: 'Your activation key',
  from: 'school@example.test',
  to: 'ann@example.test',
  delivered: true,
  redacted: true,
};
const full = (id: number): AdminEmail => ({
  id,
  htmlText: '<p>Key: [redacted]</p><script>parent.alert(1)</script>',
  sentDate: row.sentDate,
  subject: row.subject,
  from: row.from,
  to: row.to,
  cc: null,
  bcc: 'audit@example.test',
  plainText: 'Key: [redacted]',
  reissues: 'ACTIVATION_KEY',
});

function serve() {
  const searches: PagedSearchRequest[] = [];
  const calls: string[] = [];
  mockFetch((url, init) => {
    const reissue = url.searchParams.get('reissue');
    calls.push(`${init.method ?? 'GET'} ${url.pathname}${reissue ? `?reissue=${reissue}` : ''}`);
    if (url.pathname === '/api/admin/email/search') {
      searches.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { content: [row], totalElements: 1, totalPages: 1 });
    }
    if (url.pathname === '/api/account')
      return jsonResponse(200, {
        login: 'admin',
        email: 'admin@example.test',
        firstName: 'A',
        lastName: 'D',
        langKey: 'en',
        activated: true,
        authorities: ['ROLE_AUTHENTICATED', 'ROLE_ADMIN'],
      });
    if (url.pathname === '/api/admin/email/resend/7') return jsonResponse(200, full(8));
    const one = /^\/api\/admin\/email\/(\d+)$/.exec(url.pathname);
    if (one) return jsonResponse(200, full(Number(one[1])));
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'no' });
  });
  return { searches, calls };
}

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/administration/email-list', element: <EmailListPage /> },
  { path: '/email-view/:emailId', element: <EmailViewPage /> },
];

describe('EmailListPage', () => {
  it('lists the sent mail newest first and filters by delivery', async () => {
    const { searches } = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/administration/email-list');
    expect(await screen.findByRole('cell', { name: 'ann@example.test' })).toBeTruthy();
    expect(searches[0]).toMatchObject({ sortOrders: { primary: { field: 'sentDate', direction: 'DESC' } } });
    expect(searches[0]).not.toHaveProperty('options');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery' }), 'Not delivered');
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ options: { delivered: false }, page: 0 }));
  });

  it('opens a message in a modal with its envelope, a sandboxed HTML frame and the plain text; Resend links the new one', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/administration/email-list');
    await user.click(await screen.findByRole('button', { name: 'Your activation key' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail' });
    expect(await within(dialog).findByRole('heading', { name: 'Your activation key' })).toBeTruthy();
    expect(within(dialog).getByText('audit@example.test')).toBeTruthy();
    const frame = within(dialog).getByTitle('HTML version of “Your activation key”');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(within(dialog).getByText('Key: [redacted]')).toBeTruthy();
    expect(router.state.location.search).toBe('?view=7');

    // An activation e-mail: resending issues a new key, so it first says so and asks (decision 0108).
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(
      within(dialog).getByText('A new activation key will be sent to ann@example.test; earlier activation links stop working.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.includes('/resend/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('button', { name: 'Issue and send' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue and send' }));
    const link = await within(dialog).findByRole('link', { name: 'Open the new e-mail (no. 8)' });
    expect(link.getAttribute('href')).toBe('/email-view/8');
    expect(calls.filter((c) => c.includes('/resend/'))).toEqual(['GET /api/admin/email/resend/7?reissue=true']);

    await user.click(within(dialog).getByRole('button', { name: 'Close the e-mail' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a message on its own page (email-view)', async () => {
    serve();
    renderRoutes(routes, '/email-view/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your activation key' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Plain-text version' })).toBeTruthy();
  });
});
