import type { ForumReportRow } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ForumReportsPage } from './forum-reports-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const row = (id: number, more: Partial<ForumReportRow> = {}): ForumReportRow => ({
  id,
  kind: 'POST',
  forumId: 12,
  forumTitle: 'Share your approach',
  productTitle: 'Agency Law',
  postId: 40 + id,
  commentId: null,
  text: `Reported text ${id}`,
  author: 'Ana L.',
  reportedBy: 'Bo K.',
  reportedOn: '2026-11-21T10:00:00Z',
  status: 'OPEN',
  resolvedBy: null,
  resolvedOn: null,
  ...more,
});

/** The moderation calls in memory: the search answers the open reports; keep/remove close one. */
function serveReports(rows: ForumReportRow[]) {
  const searches: unknown[] = [];
  const decisions: string[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/forum/reports/search') {
      const body = JSON.parse(String(init.body)) as { options?: { status?: string } };
      searches.push(body);
      const content = rows.filter((r) => !body.options?.status || r.status === body.options.status);
      return jsonResponse(200, { content, totalElements: content.length, totalPages: 1 });
    }
    const decided = /^\/api\/forum\/reports\/(\d+)\/(keep|remove)$/.exec(url.pathname);
    if (decided && init.method === 'POST') {
      decisions.push(`${decided[2]} ${decided[1]}`);
      const target = rows.find((r) => r.id === Number(decided[1]));
      if (target) Object.assign(target, { status: decided[2] === 'keep' ? 'KEPT' : 'REMOVED', resolvedBy: 'iris' });
      return jsonResponse(200, { ok: true });
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
  return { searches, decisions };
}

const routes = [{ path: '/instructor/forum-reports', element: <ForumReportsPage /> }];

describe('ForumReportsPage', () => {
  it('lists the open reports in the paged table, newest first, the text shown as text', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const { searches } = serveReports([row(1), row(2, { kind: 'COMMENT', commentId: 9, text: payload })]);
    const { container } = renderRoutes(routes, '/instructor/forum-reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Forum reports' })).toBeDefined();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Reported text 1')).toBeDefined();
    expect(within(table).getByText(payload)).toBeDefined();
    expect(container.querySelector('img')).toBeNull();
    expect(searches[0]).toMatchObject({
      options: { status: 'OPEN' },
      sortOrders: { primary: { field: 'reportedOn', direction: 'DESC' } },
    });
  });

  it('removes or keeps a reported item and asks the list again', async () => {
    const { decisions } = serveReports([row(1), row(2, { kind: 'COMMENT', commentId: 9, author: 'Cy D.' })]);
    renderRoutes(routes, '/instructor/forum-reports');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the Comment by Cy D.' }));
    expect(await screen.findByText('The reported item was removed; learners no longer see it.')).toBeDefined();
    await waitFor(() => expect(screen.queryByText('Reported text 2')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Keep the Answer by Ana L.' }));
    expect(await screen.findByText('The reported item was kept.')).toBeDefined();
    expect(await screen.findByText('No reports to review.')).toBeDefined();
    expect(decisions).toEqual(['remove 2', 'keep 1']);
  });

  it('filters by status', async () => {
    const { searches } = serveReports([row(1, { status: 'KEPT', resolvedBy: 'iris' })]);
    renderRoutes(routes, '/instructor/forum-reports');
    expect(await screen.findByText('No reports to review.')).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'KEPT');
    expect(await screen.findByText('Kept by iris')).toBeDefined();
    expect(searches.at(-1)).toMatchObject({ options: { status: 'KEPT' } });
  });
});
