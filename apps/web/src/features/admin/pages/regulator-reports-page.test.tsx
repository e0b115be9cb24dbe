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
    blockedReasons: [{ reason: 'AFFIDAVIT_MISSING', count: 1 }],
    exportableIds: [],
  },
];

function serve() {
  const exports: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/admin/regulator-reports/dashboard') return jsonResponse(200, { rows });
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
  return exports;
}

describe('RegulatorReportsPage', () => {
  it('shows due today, this week, overdue and blocked with reasons by regulator and course, and exports a row in one click', async () => {
    const exports = serve();
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
    const exports = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <RegulatorReportsPage /> }], '/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Export format' }), 'GENERIC_CSV');
    await user.click(await screen.findByRole('button', { name: 'Export 3 items of NMLS, Mortgage CE 8h' }));
    expect(exports).toEqual([{ format: 'GENERIC_CSV', ids: [11, 12, 13] }]);
  });
});
