/** One metric of GET metrics/metrics, as prom-client's getMetricsAsJSON gives it. */
export interface PromMetric {
  name: string;
  type?: string;
  values?: { value: number; labels?: Record<string, string | number>; metricName?: string }[];
}

/** What the metrics page reads from one reply: cumulative counters and current gauges, at the time it came. */
export interface MetricsSnapshot {
  atMs: number;
  requests: { count: number; sumSeconds: number; serverErrors: number };
  routes: RouteTotals[];
  eventLoopP99Seconds: number | null;
  heapUsedBytes: number | null;
  coalescer: { lagCount: number; lagSumSeconds: number; pending: number } | null;
  dbPool: { total: number; idle: number; waiting: number } | null;
}

export interface RouteTotals {
  method: string;
  route: string;
  count: number;
  sumSeconds: number;
  serverErrors: number;
}

const REQUESTS = 'http_server_request_duration_seconds';
const LAG = 'seat_time_coalescer_lag_seconds';

function find(metrics: PromMetric[], name: string) {
  return metrics.find((m) => m.name === name)?.values ?? null;
}

function single(metrics: PromMetric[], name: string, metricName = name): number | null {
  const values = find(metrics, name);
  const hit = values?.find((v) => (v.metricName ?? name) === metricName);
  return hit && Number.isFinite(hit.value) ? hit.value : null;
}

/** Reads a reply into totals; a metric the server does not have (no pool on PGlite) is null, not zero. */
export function readSnapshot(metrics: PromMetric[], atMs: number): MetricsSnapshot {
  const byRoute = new Map<string, RouteTotals>();
  const requests = { count: 0, sumSeconds: 0, serverErrors: 0 };
  for (const v of find(metrics, REQUESTS) ?? []) {
    const part = v.metricName?.slice(REQUESTS.length);
    if (part !== '_count' && part !== '_sum') continue;
    const method = String(v.labels?.method ?? '');
    const route = String(v.labels?.route ?? '');
    const key = `${method} ${route}`;
    const totals = byRoute.get(key) ?? { method, route, count: 0, sumSeconds: 0, serverErrors: 0 };
    if (part === '_count') {
      totals.count += v.value;
      requests.count += v.value;
      if (Number(v.labels?.status) >= 500) {
        totals.serverErrors += v.value;
        requests.serverErrors += v.value;
      }
    } else {
      totals.sumSeconds += v.value;
      requests.sumSeconds += v.value;
    }
    byRoute.set(key, totals);
  }
  const lagCount = single(metrics, LAG, `${LAG}_count`);
  const pool = find(metrics, 'db_pool_connections');
  const poolState = (state: string) => pool?.find((v) => v.labels?.state === state)?.value;
  const total = poolState('total');
  return {
    atMs,
    requests,
    routes: [...byRoute.values()].sort((a, b) => b.count - a.count),
    eventLoopP99Seconds: single(metrics, 'nodejs_eventloop_lag_p99_seconds'),
    heapUsedBytes: single(metrics, 'nodejs_heap_size_used_bytes'),
    coalescer:
      lagCount === null
        ? null
        : {
            lagCount,
            lagSumSeconds: single(metrics, LAG, `${LAG}_sum`) ?? 0,
            pending: single(metrics, 'seat_time_coalescer_pending_learners') ?? 0,
          },
    dbPool: total === undefined ? null : { total, idle: poolState('idle') ?? 0, waiting: poolState('waiting') ?? 0 },
  };
}

/** One point of each chart, between two replies: rates and means over that interval. */
export interface MetricsPoint {
  atMs: number;
  requestsPerSecond: number;
  meanLatencyMs: number | null;
  serverErrorsPerSecond: number;
  eventLoopP99Ms: number | null;
  heapUsedMiB: number | null;
  coalescerLagMs: number | null;
  dbWaiting: number | null;
}

/**
 * The change between two replies. Counters only grow while a server runs; a smaller count means the server
 * restarted (or another instance answered), and that interval is skipped rather than drawn as a negative rate.
 */
export function pointBetween(prev: MetricsSnapshot, next: MetricsSnapshot): MetricsPoint | null {
  const seconds = (next.atMs - prev.atMs) / 1000;
  const count = next.requests.count - prev.requests.count;
  if (seconds <= 0 || count < 0) return null;
  const lagCount = next.coalescer && prev.coalescer ? next.coalescer.lagCount - prev.coalescer.lagCount : 0;
  return {
    atMs: next.atMs,
    requestsPerSecond: count / seconds,
    meanLatencyMs: count > 0 ? ((next.requests.sumSeconds - prev.requests.sumSeconds) / count) * 1000 : null,
    serverErrorsPerSecond: Math.max(0, next.requests.serverErrors - prev.requests.serverErrors) / seconds,
    eventLoopP99Ms: next.eventLoopP99Seconds === null ? null : next.eventLoopP99Seconds * 1000,
    heapUsedMiB: next.heapUsedBytes === null ? null : next.heapUsedBytes / 1024 / 1024,
    coalescerLagMs:
      next.coalescer && prev.coalescer && lagCount > 0
        ? ((next.coalescer.lagSumSeconds - prev.coalescer.lagSumSeconds) / lagCount) * 1000
        : null,
    dbWaiting: next.dbPool ? next.dbPool.waiting : null,
  };
}
