import {
  allAssignmentsReply,
  assignmentsEnabledReply,
  feedbackGenericParams,
  lpIdParams,
  productAssignmentsReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { assignmentsEnabled, feedbackOfComponent, listAllAssignments, listStartedAssignments } from './assignment-list.js';

const LEARNER = { access: 'authenticated', owner: 'learnerProduct' } as const;

/** 001 §7 Assignments calls and api/feedback/generic (decision 0086). */
export function assignmentListRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/product/:lpId/assignments',
      { config: LEARNER, schema: { params: lpIdParams, response: { 200: productAssignmentsReply } } },
      async (request) => listStartedAssignments(ctx, currentUser(request), request.params.lpId),
    );
    f.get(
      '/api/product/:lpId/assignments/all',
      { config: LEARNER, schema: { params: lpIdParams, response: { 200: allAssignmentsReply } } },
      async (request) => listAllAssignments(ctx, currentUser(request), request.params.lpId),
    );
    f.get(
      '/api/product/:lpId/assignments/isenabled',
      { config: LEARNER, schema: { params: lpIdParams, response: { 200: assignmentsEnabledReply } } },
      async (request) => assignmentsEnabled(ctx, currentUser(request), request.params.lpId),
    );
    f.get(
      '/api/feedback/generic/:learnerProductId/1/:learningComponentId',
      {
        config: LEARNER,
        schema: {
          params: feedbackGenericParams,
          response: { 200: productAssignmentsReply },
        },
      },
      async (request) =>
        feedbackOfComponent(ctx, currentUser(request), request.params.learnerProductId, request.params.learningComponentId),
    );
  };
}
