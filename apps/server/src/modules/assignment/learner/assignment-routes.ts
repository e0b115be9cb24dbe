import { assignmentParams, assignmentReply, assignmentResponseBody } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { getAssignment, respondToAssignment } from './assignment-service.js';

const path = '/api/assignment/:assignmentId/lp/:learnerProductId/lc/:learningComponentId';

export function assignmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      path,
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: assignmentParams, response: { 200: assignmentReply } },
      },
      async (request) => getAssignment(ctx, currentUser(request), request.params),
    );

    f.post(
      `${path}/response`,
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: assignmentParams, body: assignmentResponseBody, response: { 200: assignmentReply } },
      },
      async (request) => respondToAssignment(ctx, currentUser(request), request.params, request.body),
    );
  };
}
