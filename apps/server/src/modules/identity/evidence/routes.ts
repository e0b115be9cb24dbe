import { identityEvidenceParams, identityEvidenceRecord } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { readIdentityEvidence } from './service.js';

/** Staff read of a learner product's identity evidence (decision 0097): administrators, every read audited. */
export function identityEvidenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/identity-evidence/:lpId',
      { schema: { params: identityEvidenceParams, response: { 200: identityEvidenceRecord } }, config: ADMIN_ONLY },
      (request) => readIdentityEvidence(ctx, currentUser(request), request.params.lpId),
    );
  };
}
