import type { AuditEvent, PagedSearchRequest } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { AuditsPage } from './audits-page';

const event = (id: number): AuditEvent => ({
  id,
  principal: `user${id}`,
  type: id % 2 ? 'AUTHENTICATION_SUCCESS' : 'PASSWORD_CHANGED',
  timestamp: new Date(Date.UTC(2026, 10, id)).toISOString(),
  data: { remoteAddress: `10.0.0.${id}` },
});

/** A server of 60 events answering the paged search; every request body is kept. */
function serve() {
  const bodies: PagedSearchRequest[] = [];
  mockFetch((url, init) => {
    expect(url.pathname).toBe('/api/audits/search');
    const body = JSON.parse(String(init.body)) as PagedSearchRequest;
    bodies.push(body);
    const size = body.pageSize ?? 25;
    const page = body.page ?? 0;
    const all = Array.from({ length: 60 }, (_, i) => event(i + 1));
    return jsonResponse(200, {
      content: all.slice(page * size, page * size + size),
      totalElements: all.length,
      totalPages: Math.ceil(all.length / size),
    });
  });
  return bodies;
}

afterEach(() => vi.restoreAllMocks());

describe('AuditsPage (paged search)', () => {
  it('asks for the first 25, newest first, and shows the totals', async () => {
    const bodies = serve();
    renderRoutes([{ path: '/admin/audits', element: <AuditsPage /> }], '/admin/audits');
    expect(await screen.findByRole('cell', { name: 'user1' })).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      page: 0,
      pageSize: 25,
      searchOperation: 'CONTAINS',
      sortOrders: { primary: { field: 'timestamp', direction: 'DESC' } },
    });
    expect(screen.getByText(/1–25 of 60/)).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('pages, sorts by a header and searches with an operation', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/admin/audits', element: <AuditsPage /> }], '/admin/audits');
    await screen.findByRole('cell', { name: 'user1' });

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'user26' })).toBeTruthy();
    expect(bodies.at(-1)?.page).toBe(1);
    expect(router.state.location.search).toContain('page=1');
    await user.click(within(pager).getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(bodies.at(-1)?.page).toBe(2));
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        page: 0,
        sortOrders: { primary: { field: 'principal', direction: 'ASC' }, secondary: { field: 'timestamp', direction: 'DESC' } },
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'User' }).getAttribute('aria-sort')).toBe('ascending');

    const search = screen.getByRole('search', { name: 'Search the list' });
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Match' }), 'Starts with');
    await user.type(within(search).getByRole('textbox', { name: 'Search' }), 'user1');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ searchValue: 'user1', searchOperation: 'STARTS_WITH', page: 0 }));

    await user.selectOptions(within(search).getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageSize: 50, page: 0 }));
  }, 30_000);

  it('sends the day range as extra search data', async () => {
    const bodies = serve();
    renderRoutes(
      [{ path: '/admin/audits', element: <AuditsPage /> }],
      '/admin/audits?fromDate=2026-11-02&toDate=2026-11-05&size=10',
    );
    await screen.findByRole('cell', { name: 'user1' });
    expect(bodies[0]).toMatchObject({ pageSize: 10, extraSearchData: { fromDate: '2026-11-02', toDate: '2026-11-05' } });
  });
});
