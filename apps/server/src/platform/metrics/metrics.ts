import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';

/** What the metrics read of the seat-time heartbeat coalescer (a shape, so this platform file names no module). */
export interface CoalescerProbe {
  readonly size: number;
  observeFlushes(observer: (flush: { lagMs: number; durationMs: number; learners: number; failedChunks: number }) => void): void;
}

/**
 * The server's metrics (issue 17, decision 0076), in one prom-client registry per app (tests build many apps in
 * one process): Node's own (event-loop delay, GC, heap, handles, CPU), every request's duration by method, route
 * template and status, and the database pool. Route templates, never raw URLs, so ids do not explode the series.
 */
export function createMetrics(app: FastifyInstance, database: Database, coalescer?: CoalescerProbe): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'continuum' });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from the request to the reply being sent, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The web app's files and unknown paths share one label each.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; none on embedded PGlite).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  if (coalescer) coalescerMetrics(registry, coalescer);
  return registry;
}

/**
 * The heartbeat coalescer (decision 0050): how long a beat waits in memory before it is written (its lag: the
 * seat time a crash could lose), how long a flush takes, learners written, chunks that failed, and learners pending.
 */
function coalescerMetrics(registry: Registry, coalescer: CoalescerProbe): void {
  const lag = new Histogram({
    name: 'seat_time_coalescer_lag_seconds',
    help: 'Age of the oldest heartbeat a flush wrote, from its arrival to the end of the flush.',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'seat_time_coalescer_flush_duration_seconds',
    help: 'Time one flush of pending heartbeats took to write.',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const learners = new Counter({
    name: 'seat_time_coalescer_learners_written_total',
    help: 'Learner slots written by flushes.',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'seat_time_coalescer_failed_chunks_total',
    help: 'Flush statements that failed (their heartbeats are lost, never credited twice).',
    registers: [registry],
  });
  new Gauge({
    name: 'seat_time_coalescer_pending_learners',
    help: 'Learners whose heartbeats wait in memory for the next flush.',
    registers: [registry],
    collect() {
      this.set(coalescer.size);
    },
  });
  coalescer.observeFlushes((flush) => {
    lag.observe(flush.lagMs / 1000);
    duration.observe(flush.durationMs / 1000);
    learners.inc(flush.learners);
    if (flush.failedChunks > 0) failed.inc(flush.failedChunks);
  });
}
