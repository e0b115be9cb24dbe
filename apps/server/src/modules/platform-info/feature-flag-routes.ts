import { adminFeatureFlags, featureFlagBody, featureFlagParams, okReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { deleteFeatureFlag, findFeatureFlags, saveFeatureFlag } from './repo.js';

/**
 * Feature flags for administrators (issue 17): the stored flags of GET api/feature_flags/ edited at run time, each
 * change audited. FEATURE_FLAGS in the environment still wins (a deployment's word over a screen's); the list shows
 * both, so an administrator sees why a switch does not take.
 */
export function featureFlagRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/feature-flags', { schema: { response: { 200: adminFeatureFlags } }, config: ADMIN_ONLY }, async () => {
      const stored = new Map((await findFeatureFlags(ctx.database.db)).map((f) => [f.name, f.enabled]));
      const overrides = ctx.config.featureFlags;
      const names = [...new Set([...stored.keys(), ...Object.keys(overrides)])].sort();
      return names.map((name) => {
        const override = Object.hasOwn(overrides, name) ? (overrides[name] ?? null) : null;
        const value = stored.get(name) ?? null;
        return { name, stored: value, override, enabled: override ?? value ?? true };
      });
    });

    app.put(
      '/api/admin/feature-flags/:name',
      { schema: { params: featureFlagParams, body: featureFlagBody, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        await saveFeatureFlag(ctx.database.db, request.params.name, request.body.enabled);
        await audit(ctx.database.db, ctx.clock, currentUser(request).login, 'FEATURE_FLAG_CHANGED', {
          name: request.params.name,
          enabled: String(request.body.enabled),
        });
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/admin/feature-flags/:name',
      { schema: { params: featureFlagParams, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        if (!(await deleteFeatureFlag(ctx.database.db, request.params.name))) throw notFound('feature flag');
        await audit(ctx.database.db, ctx.clock, currentUser(request).login, 'FEATURE_FLAG_CHANGED', {
          name: request.params.name,
          enabled: 'default',
        });
        return { ok: true as const };
      },
    );
  };
}
