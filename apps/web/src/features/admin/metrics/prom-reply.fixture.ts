import type { PromMetric } from './metrics-snapshot';

/** The shape prom-client's getMetricsAsJSON gives (histogram parts named by metricName). */
export function promReply(o: {
  ok: number;
  okSum: number;
  failed: number;
  lagCount?: number;
  lagSum?: number;
  pool?: boolean;
}): PromMetric[] {
  const h = 'http_server_request_duration_seconds';
  const req = (status: string, count: number, sum: number, route = '/api/account'): NonNullable<PromMetric['values']> => [
    { metricName: `${h}_bucket`, labels: { le: 0.1, method: 'GET', route, status }, value: count },
    { metricName: `${h}_sum`, labels: { method: 'GET', route, status }, value: sum },
    { metricName: `${h}_count`, labels: { method: 'GET', route, status }, value: count },
  ];
  const metrics: PromMetric[] = [
    { name: h, type: 'histogram', values: [...req('200', o.ok, o.okSum), ...req('503', o.failed, 0, '/api/tot/update')] },
    { name: 'nodejs_eventloop_lag_p99_seconds', type: 'gauge', values: [{ value: 0.012, labels: {} }] },
    { name: 'nodejs_heap_size_used_bytes', type: 'gauge', values: [{ value: 50 * 1024 * 1024, labels: {} }] },
  ];
  if (o.lagCount !== undefined) {
    const l = 'seat_time_coalescer_lag_seconds';
    metrics.push(
      {
        name: l,
        type: 'histogram',
        values: [
          { metricName: `${l}_sum`, labels: {}, value: o.lagSum ?? 0 },
          { metricName: `${l}_count`, labels: {}, value: o.lagCount },
        ],
      },
      { name: 'seat_time_coalescer_pending_learners', type: 'gauge', values: [{ value: 3, labels: {} }] },
    );
  }
  if (o.pool) {
    metrics.push({
      name: 'db_pool_connections',
      type: 'gauge',
      values: [
        { value: 10, labels: { state: 'total' } },
        { value: 4, labels: { state: 'idle' } },
        { value: 2, labels: { state: 'waiting' } },
      ],
    });
  }
  return metrics;
}
