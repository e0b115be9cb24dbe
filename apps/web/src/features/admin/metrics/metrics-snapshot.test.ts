import { describe, expect, it } from 'vitest';
import { pointBetween, readSnapshot } from './metrics-snapshot';
import { promReply } from './prom-reply.fixture';

describe('metrics snapshots', () => {
  it('adds request counts and times over statuses, counts 5xx apart, and orders routes by requests', () => {
    const s = readSnapshot(promReply({ ok: 40, okSum: 2, failed: 5, lagCount: 2, lagSum: 0.3, pool: true }), 1_000);
    expect(s.requests).toEqual({ count: 45, sumSeconds: 2, serverErrors: 5 });
    expect(s.routes.map((r) => [r.route, r.count, r.serverErrors])).toEqual([
      ['/api/account', 40, 0],
      ['/api/tot/update', 5, 5],
    ]);
    expect(s.eventLoopP99Seconds).toBe(0.012);
    expect(s.coalescer).toEqual({ lagCount: 2, lagSumSeconds: 0.3, pending: 3 });
    expect(s.dbPool).toEqual({ total: 10, idle: 4, waiting: 2 });
  });

  it('has no pool or coalescer where the server has none (PGlite), rather than zeros', () => {
    const s = readSnapshot(promReply({ ok: 1, okSum: 0.1, failed: 0 }), 0);
    expect(s.dbPool).toBeNull();
    expect(s.coalescer).toBeNull();
  });

  it('turns two samples into rates and means over the interval between them', () => {
    const a = readSnapshot(promReply({ ok: 40, okSum: 2, failed: 5, lagCount: 2, lagSum: 0.3 }), 0);
    const b = readSnapshot(promReply({ ok: 140, okSum: 7, failed: 5, lagCount: 6, lagSum: 1.1 }), 10_000);
    const p = pointBetween(a, b);
    expect(p?.requestsPerSecond).toBe(10);
    expect(p?.meanLatencyMs).toBe(50);
    expect(p?.serverErrorsPerSecond).toBe(0);
    expect(p?.coalescerLagMs).toBeCloseTo(200);
    expect(p?.heapUsedMiB).toBe(50);
  });

  it('skips an interval where the counters went back (a restart or another instance), and one with no time', () => {
    const a = readSnapshot(promReply({ ok: 400, okSum: 20, failed: 0 }), 0);
    const b = readSnapshot(promReply({ ok: 10, okSum: 1, failed: 0 }), 10_000);
    expect(pointBetween(a, b)).toBeNull();
    expect(pointBetween(a, { ...a })).toBeNull();
  });
});
