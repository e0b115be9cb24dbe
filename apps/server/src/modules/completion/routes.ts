import { completeProductParams, completionStatusReply, surveyLearnerProductParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { completeProduct, completionStatus, markPendingSignature } from './service.js';

const LEARNER = { access: 'authenticated' as const, owner: 'learnerProduct' as const };

/** The course completion calls of 001 §7 and the status the finishCourse flow reads (decision 0092). */
export function completionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/completion/:learnerProductId',
      { config: LEARNER, schema: { params: surveyLearnerProductParams, response: { 200: completionStatusReply } } },
      async (request) => completionStatus(ctx, currentUser(request), request.params.learnerProductId),
    );
    f.post(
      '/app/progression/completeProduct/:learnerProductId/:status',
      { config: LEARNER, schema: { params: completeProductParams, response: { 200: completionStatusReply } } },
      async (request) => completeProduct(ctx, currentUser(request), request.params.learnerProductId),
    );
    f.post(
      '/app/progression/markProductPendingSignature/:learnerProductId',
      { config: LEARNER, schema: { params: surveyLearnerProductParams, response: { 200: completionStatusReply } } },
      async (request) => markPendingSignature(ctx, currentUser(request), request.params.learnerProductId),
    );
  };
}
