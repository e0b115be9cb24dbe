import { Authority, freeFormArrayReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { ADMIN_ONLY } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { safeEqual } from '../../platform/crypto.js';
import { forbidden, unauthenticated } from '../../platform/errors.js';

/**
 * metrics/metrics (002 §7, ROLE_ADMIN): every metric as JSON for the admin page; /metrics/prometheus: the same in
 * Prometheus' text format for scrapers, which send `Authorization: Bearer <METRICS_TOKEN>` (a scraper keeps no
 * session); an administrator's session reads it too. Without METRICS_TOKEN only administrators do.
 */
export function metricsRoutes(ctx: AppContext, registry: Registry): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics/metrics',
      { schema: { response: { 200: freeFormArrayReply } }, config: ADMIN_ONLY },
      async () => (await registry.getMetricsAsJSON()) as unknown as Record<string, unknown>[],
    );

    app.get(
      '/metrics/prometheus',
      // Public to the guard: the handler checks the scraper's token or an administrator's session itself.
      { config: { access: 'public', owner: 'staff' } },
      async (request, reply) => {
        const token = ctx.config.metricsToken;
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        const scraper = token !== undefined && bearer !== undefined && safeEqual(bearer, token);
        if (!scraper) {
          if (!request.auth) throw unauthenticated();
          if (!request.auth.user.authorities.includes(Authority.ADMIN)) throw forbidden();
        }
        reply.header('content-type', registry.contentType);
        return registry.metrics();
      },
    );
  };
}
