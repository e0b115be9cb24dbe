import { learnerComplianceReply, lpIdParams, validationStatusReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { learnerCompliance } from './learner-service.js';
import { validationStatus } from './validation-service.js';

/** What a learner's regulator enforces on their course (decision 0130). */
export function complianceLearnerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/product/:lpId/compliance',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: learnerComplianceReply } },
      },
      async (request) => learnerCompliance(ctx, currentUser(request), request.params.lpId),
    );
    app.get(
      '/api/product/:lpId/validation',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: validationStatusReply } },
      },
      async (request) => validationStatus(ctx, currentUser(request), request.params.lpId),
    );
  };
}
