import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';

/**
 * The server's metrics (issue 17, decision 0076), in one prom-client registry per app (tests build many apps in
 * one process): Node's own (event-loop delay, GC, heap, handles, CPU), every request's duration by method, route
 * template and status, and the database pool. Route templates, never raw URLs, so ids do not explode the series.
 */
export function createMetrics(app: FastifyInstance, database: Database): Registry {
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
  return registry;
}
