import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { RegulatorReportsPage } from './regulator-reports-page';

afterEach(() => vi.restoreAllMocks());

const rows = [
  {
    regulator: 'NMLS',
    productId: 5,
    productName: 'Mortgage CE 8h',
    dueToday: 1,
    dueThisWeek: 3,
    overdue: 2,
    blocked: 2,
    awaitingResult: 4,
    rejected: 1,
    blockedReasons: [
      { reason: 'AFFIDAVIT_MISSING', count: 1 },
      { reason: 'LEARNER_KEY_MISSING', count: 1 },
    ],
    exportableIds: [11, 12, 13],
  },
  {
    regulator: 'NMLS',
    productId: 6,
    productName: 'Mortgage PE 20h',
    dueToday: 0,
    dueThisWeek: 0,
    overdue: 0,
    blocked: 1,
    awaitingResult: 0,
    rejected: 0,
    blockedReasons: [{ reason: 'AFFIDAVIT_MISSING', count: 1 }],
    exportableIds: [],
  },
];

const exported = (id: number, learnerName: string) => ({
  id,
  learnerProductId: id + 100,
  productId: 5,
  productName: 'Mortgage CE 8h',
  learnerName,
  learnerLogin: `l${id}`,
  profileId: 'nmls-ce-online-self-study',
  profileVersion: 2,
  regulator: 'NMLS',
  channel: 'NMLS credit banking',
  learnerKeyKind: 'NMLS_ID',
  approvalNumber: 'NMLS-4412',
  creditHours: '8.00',
  completedAt: '2026-11-20T15:00:00.000Z',
  completedOn: '2026-11-20',
  dueOn: '2026-11-27',
  zone: 'America/Chicago',
  status: 'EXPORTED',
  blockedReason: null,
  rejectionReason: null,
  exportId: 42,
  exportedAt: '2026-11-21T15:00:00.000Z',
  timesExported: 1,
});

function serve() {
  const exports: unknown[] = [];
  const searches: unknown[] = [];
  const results: { id: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/admin/regulator-reports/dashboard') return jsonResponse(200, { rows });
    if (url.pathname === '/api/admin/regulator-reports/search') {
      const search = JSON.parse(String(init.body));
      searches.push(search);
      if (search.options.status === 'REJECTED')
        return jsonResponse(200, {
          content: [{ ...exported(23, 'Mary Somerville'), status: 'REJECTED', rejectionReason: 'NMLS ID not found' }],
          totalPages: 1,
          totalElements: 1,
        });
      return jsonResponse(200, {
        content: [exported(21, 'Ada Lovelace'), exported(22, 'Grace Hopper')],
        totalPages: 1,
        totalElements: 2,
      });
    }
    const result = url.pathname.match(/^\/api\/admin\/regulator-reports\/(\d+)\/result$/);
    if (result && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      results.push({ id: result[1] as string, body });
      return jsonResponse(200, { ...exported(Number(result[1]), 'x'), status: body.status });
    }
    if (url.pathname === '/api/admin/regulator-reports/export' && init.method === 'POST') {
      exports.push(JSON.parse(String(init.body)));
      return jsonResponse(200, {
        id: 42,
        format: 'NMLS_CSV',
        fileName: 'regulator-report-nmls-csv-2026-12-01.csv',
        rows: 3,
        sha256: 'ab'.repeat(32),
      });
    }
    return jsonResponse(404, {});
  });
  return { exports, searches, results };
}

describe('RegulatorReportsPage', () => {
  it('shows due today, this week, overdue and blocked with reasons by regulator and course, and exports a row in one click', async () => {
    const { exports } = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <RegulatorReportsPage /> }], '/');
    const table = await screen.findByRole('table', { name: 'Open report items by regulator and course' });
    const ce = within(table).getByRole('row', { name: /Mortgage CE 8h/ });
    expect(
      within(ce)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Mortgage CE 8h',
      '1',
      '3',
      '2',
      // The blocked count, then its reasons.
      "21 without the final affidavit; 1 without the learner's NMLS ID or licence",
      '4',
      '1',
      'Export 3 items',
    ]);
    const pe = within(table).getByRole('row', { name: /Mortgage PE 20h/ });
    expect(within(pe).getByRole('button', { name: 'Export 0 items of NMLS, Mortgage PE 20h' })).toHaveProperty('disabled', true);
    await user.click(within(ce).getByRole('button', { name: 'Export 3 items of NMLS, Mortgage CE 8h' }));
    expect(exports).toEqual([{ format: 'NMLS_CSV', ids: [11, 12, 13] }]);
    const status = await screen.findByRole('status');
    // getBy* throws when the text is not there.
    within(status).getByText('Export made: 3 rows');
    const link = within(status).getByRole('link', { name: 'Download regulator-report-nmls-csv-2026-12-01.csv' });
    expect(link.getAttribute('href')).toBe('/api/admin/regulator-reports/exports/42');
  });

  it('exports in the format chosen', async () => {
    const { exports } = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <RegulatorReportsPage /> }], '/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Export format' }), 'GENERIC_CSV');
    await user.click(await screen.findByRole('button', { name: 'Export 3 items of NMLS, Mortgage CE 8h' }));
    expect(exports).toEqual([{ format: 'GENERIC_CSV', ids: [11, 12, 13] }]);
  });

  it("lists the exported items awaiting the regulator's answer and records an acceptance, and a rejection with its reason", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <RegulatorReportsPage /> }], '/');
    const table = await screen.findByRole('table', { name: "Exported items awaiting the regulator's answer" });
    expect(calls.searches).toContainEqual(expect.objectContaining({ options: { status: 'EXPORTED' } }));
    const ada = within(table).getByRole('row', { name: /Ada Lovelace/ });
    within(ada).getByText('NMLS-4412');
    await user.click(within(ada).getByRole('button', { name: 'Record item 21 as accepted' }));
    expect(calls.results).toEqual([{ id: '21', body: { status: 'ACCEPTED' } }]);
    const grace = within(table).getByRole('row', { name: /Grace Hopper/ });
    const reject = within(grace).getByRole('button', { name: 'Record item 22 as rejected' });
    // No rejection without the regulator's reason.
    expect(reject).toHaveProperty('disabled', true);
    await user.type(within(grace).getByRole('textbox', { name: "Regulator's reason for item 22" }), 'Unknown NMLS ID');
    await user.click(reject);
    expect(calls.results[1]).toEqual({ id: '22', body: { status: 'REJECTED', reason: 'Unknown NMLS ID' } });
    await screen.findByText('Item 22 recorded as rejected: it is back in the queue.');
  });

  it('lists the items the regulator rejected with its reason', async () => {
    serve();
    renderRoutes([{ path: '/', element: <RegulatorReportsPage /> }], '/');
    const table = await screen.findByRole('table', { name: 'Items the regulator rejected, with its reason' });
    const row = within(table).getByRole('row', { name: /Mary Somerville/ });
    within(row).getByRole('cell', { name: 'NMLS ID not found' });
  });
});
