import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { promReply } from '../metrics/prom-reply.fixture';
import { MetricsPage } from './metrics-page';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('MetricsPage', () => {
  it('samples metrics/metrics and draws the rates between samples as labelled charts, with the busiest routes', async () => {
    const replies = [
      promReply({ ok: 40, okSum: 2, failed: 5, lagCount: 2, lagSum: 0.3 }),
      promReply({ ok: 140, okSum: 7, failed: 5, lagCount: 6, lagSum: 1.1 }),
    ];
    let calls = 0;
    mockFetch((url) => {
      expect(url.pathname).toBe('/metrics/metrics');
      const reply = replies[Math.min(calls, replies.length - 1)];
      calls += 1;
      return jsonResponse(200, reply);
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    renderRoutes([{ path: '/', element: <MetricsPage /> }], '/');
    expect(await screen.findByText('Collecting: the charts appear after the second sample.')).toBeTruthy();
    const routes = screen.getByRole('row', { name: /GET \/api\/account/ });
    expect(within(routes).getByText('40')).toBeTruthy();
    expect(within(routes).getByText('50 ms')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(10_000);
    const rate = await screen.findByRole('figure', { name: /Requests per second/ });
    expect(within(rate).getByRole('img').getAttribute('aria-label')).toMatch(
      /^Requests per second over the last minute: from [\d.]+\/s to [\d.]+\/s\.$/,
    );
    expect(within(rate).getByText(/\/s$/)).toBeTruthy();
    // Judged by the range, not the latest value: a slow machine may take a third sample (no new flush: no value).
    const lag = screen.getByRole('figure', { name: /Seat-time write lag/ });
    expect(within(lag).getByRole('img').getAttribute('aria-label')).toBe(
      'Seat-time write lag over the last minute: from 200 ms to 200 ms.',
    );
    // PGlite has no pool: no chart for it rather than a flat zero.
    expect(screen.queryByRole('figure', { name: /Database connections/ })).toBeNull();
    expect(screen.getByRole('row', { name: /GET \/api\/tot\/update/ }).textContent).toContain('5');
  });
});
