import { BUILD_VERSION, clientConfigReply, featureFlagsReply, healthReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { DEMO_LOGINS } from '../demo/index.js';
import { findFeatureFlags } from './repo.js';

/** Health, runtime client configuration and feature flags. */
export function platformInfoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/management/health',
      { schema: { response: { 200: healthReply, 503: healthReply } }, config: { access: 'public', owner: 'none' } },
      async (_request, reply) => {
        const up = await ctx.database.ping();
        const status = up ? ('UP' as const) : ('DOWN' as const);
        return reply.status(up ? 200 : 503).send({ status, components: { db: { status, database: ctx.database.kind } } });
      },
    );

    app.get(
      '/api/config',
      { schema: { response: { 200: clientConfigReply } }, config: { access: 'public', owner: 'none' } },
      async () => ({
        accountSiteUrl: ctx.config.accountSiteUrl ?? null,
        devMode: ctx.config.demoSeed,
        buildVersion: BUILD_VERSION,
        demoLogins: ctx.config.demoSeed ? [...DEMO_LOGINS] : [],
      }),
    );

    app.get(
      '/api/feature_flags/',
      { config: { access: 'authenticated', owner: 'none' }, schema: { response: { 200: featureFlagsReply } } },
      async () => {
        const rows = await findFeatureFlags(ctx.database.db);
        return { ...Object.fromEntries(rows.map((r) => [r.name, r.enabled])), ...ctx.config.featureFlags };
      },
    );
  };
}
