import {
  complianceBindingMoveBody,
  complianceBindingParams,
  complianceBindingsBody,
  complianceBindingsReply,
  complianceProfile,
  complianceProfileParams,
  complianceProfileQuery,
  complianceProfilesReply,
  complianceReport,
  productParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { getBindings, moveBinding, setBindings } from './bindings-service.js';
import { listProfiles, showProfile } from './profiles-service.js';
import { complianceReportOf } from './report-service.js';

/** Compliance profiles, a product's bindings to them and its compliance report, for administrators (decision 0117). */
export function complianceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/compliance/profiles',
      { schema: { response: { 200: complianceProfilesReply } }, config: ADMIN_ONLY },
      async () => listProfiles(ctx),
    );

    app.get(
      '/api/admin/compliance/profiles/:profileId',
      {
        schema: { params: complianceProfileParams, querystring: complianceProfileQuery, response: { 200: complianceProfile } },
        config: ADMIN_ONLY,
      },
      async (request) => showProfile(ctx, request.params.profileId, request.query.version),
    );

    app.get(
      '/api/admin/products/:productId/compliance-bindings',
      { schema: { params: productParams, response: { 200: complianceBindingsReply } }, config: ADMIN_ONLY },
      async (request) => getBindings(ctx, request.params.productId),
    );

    app.put(
      '/api/admin/products/:productId/compliance-bindings',
      {
        schema: { params: productParams, body: complianceBindingsBody, response: { 200: complianceBindingsReply } },
        config: ADMIN_ONLY,
      },
      async (request) => setBindings(ctx, currentUser(request), request.params.productId, request.body),
    );

    app.post(
      '/api/admin/products/:productId/compliance-bindings/:profileId/move',
      {
        schema: { params: complianceBindingParams, body: complianceBindingMoveBody, response: { 200: complianceBindingsReply } },
        config: ADMIN_ONLY,
      },
      async (request) => moveBinding(ctx, currentUser(request), request.params.productId, request.params.profileId, request.body),
    );

    app.get(
      '/api/admin/products/:productId/compliance',
      { schema: { params: productParams, response: { 200: complianceReport } }, config: ADMIN_ONLY },
      async (request) => complianceReportOf(ctx, request.params.productId),
    );
  };
}
