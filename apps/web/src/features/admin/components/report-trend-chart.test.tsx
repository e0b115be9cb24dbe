import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ReportTrendChart } from './report-trend-chart';

afterEach(() => vi.restoreAllMocks());

const weeks = [
  { weekStart: '2026-11-09', completions: 3, onTime: 2, late: 1, pending: 0, onTimeRate: 2 / 3 },
  { weekStart: '2026-11-16', completions: 1, onTime: 0, late: 1, pending: 0, onTimeRate: 0 },
  { weekStart: '2026-11-23', completions: 2, onTime: 0, late: 0, pending: 2, onTimeRate: null },
];

function serve() {
  const asked: string[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/admin/regulator-reports/trend') {
      asked.push(url.searchParams.get('weeks') ?? '');
      return jsonResponse(200, { weeks });
    }
    return jsonResponse(404, {});
  });
  return asked;
}

describe('ReportTrendChart', () => {
  it('gives screen readers the weeks as a table: completions, on time, late, pending and the rate', async () => {
    const asked = serve();
    renderRoutes([{ path: '/', element: <ReportTrendChart weeks={3} /> }], '/');
    const table = await screen.findByRole('table', { name: 'Reportable completions and on-time rate by week' });
    expect(asked).toEqual(['3']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Week of Nov 9', '3', '2', '1', '0', '67%'],
      ['Week of Nov 16', '1', '0', '1', '0', '0%'],
      ['Week of Nov 23', '2', '0', '0', '2', 'none decided'],
    ]);
    screen.getByRole('heading', { name: 'Reportable completions and on-time rate, last 3 weeks' });
    // The rate over the weeks: 2 on time of 4 decided (the undecided week does not count).
    screen.getByText("6 reportable completions; 50% of those decided reached the regulator's file by their due day.");
  });

  it('draws one bar per week and the rate line, hidden from assistive technology', async () => {
    serve();
    renderRoutes([{ path: '/', element: <ReportTrendChart weeks={3} /> }], '/');
    const svg = await screen.findByTestId('report-trend-svg');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('rect')).toHaveLength(3);
    // Two weeks have a rate: one segment through both, no point for the undecided week.
    expect(svg.querySelectorAll('circle')).toHaveLength(2);
    expect(svg.querySelectorAll('path')).toHaveLength(1);
  });
});
