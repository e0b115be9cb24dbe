import { adminHealth, adminInfo, BUILD_VERSION, freeFormReply, loggerLevel, loggersReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { maskedConfig } from './config-props.js';
import { diagnosticReport } from './diagnostic-report.js';
import { adminHealth as checkHealth } from './health.js';

/** The one logger of a server instance: Fastify's, of which every request's logger is a child. */
const ROOT = 'root';

/** Diagnostics for administrators (002 §7: configprops, health, dump; info; api/logs). */
export function operationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const startedAt = ctx.clock.now();
  return async (app) => {
    app.get(
      '/admin/manage/health',
      { schema: { response: { 200: adminHealth, 503: adminHealth } }, config: ADMIN_ONLY },
      async (_request, reply) => {
        const health = await checkHealth(ctx);
        return reply.status(health.status === 'UP' ? 200 : 503).send(health);
      },
    );

    app.get('/admin/manage/info', { schema: { response: { 200: adminInfo } }, config: ADMIN_ONLY }, async () => ({
      buildVersion: BUILD_VERSION,
      commit: process.env.GIT_COMMIT ?? null,
      node: process.version,
      startedAt: startedAt.toISOString(),
      uptimeSeconds: Math.round((ctx.clock.now().getTime() - startedAt.getTime()) / 1000),
      database: ctx.database.kind,
      storage: ctx.storage.kind,
    }));

    app.get('/admin/manage/configprops', { schema: { response: { 200: freeFormReply } }, config: ADMIN_ONLY }, async () =>
      maskedConfig(ctx.config),
    );

    app.get('/admin/manage/dump', { schema: { response: { 200: freeFormReply } }, config: ADMIN_ONLY }, async () =>
      diagnosticReport(),
    );

    app.get('/api/logs', { schema: { response: { 200: loggersReply } }, config: ADMIN_ONLY }, async () => [
      { name: ROOT, level: app.log.level as (typeof loggersReply.element.shape.level.options)[number] },
    ]);

    app.put(
      '/api/logs',
      { schema: { body: loggerLevel, response: { 200: loggersReply } }, config: ADMIN_ONLY },
      async (request) => {
        const { name, level } = request.body;
        if (name !== ROOT) throw notFound('logger');
        const before = app.log.level;
        // Fastify's logger is the parent of every request's: new requests follow at once, on this instance.
        app.log.level = level;
        await audit(ctx.database.db, ctx.clock, currentUser(request).login, 'LOG_LEVEL_CHANGED', {
          name,
          from: before,
          to: level,
        });
        return [{ name: ROOT, level }];
      },
    );
  };
}
