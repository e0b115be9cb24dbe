import {
  finishReply,
  idField,
  idParam,
  lcParams,
  lpIdParams,
  nodeStatus,
  nodeView as nodeViewReply,
  progressionReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { assertCourseOpen } from './course-gates.js';
import { assertIdentityChecks } from './identity-gates.js';
import { loadLearnerContext, nodeOf } from './learner-context.js';
import { completeNode, startNode } from './record-progress.js';

/** Progression keys are "{learnerProductId}-{nodeId}" (the spec leaves the key's shape open). */
const progressionKey = z.object({
  key: z
    .string()
    .regex(/^\d+-\d+$/, 'key must be {learnerProductId}-{nodeId}')
    .transform((k) => {
      const [lpId, nodeId] = k.split('-').map(Number);
      return { lpId: lpId ?? 0, nodeId: nodeId ?? 0 };
    })
    // Both halves are ids: bounded like every id, so 99999999999-1 is a 400, not a database error.
    .pipe(z.object({ lpId: idField('lpId'), nodeId: idField('nodeId') })),
});
const lpKey = z.object({ key: idParam('key') });
const nodeIdReply = z.object({ nodeId: z.number().int().nullable() });

export function progressionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The node's view (course's, with exam figures) and the key-points bookmark (resource's) come from modules above
  // progression, given by the app in progression's slot (decision 0174).
  const { nodeView, keyPointsBookmarked } = ctx.services.progressionReplies;
  return async (f) => {
    f.get(
      '/api/progression/status/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: {
          params: lpIdParams,
          response: { 200: z.object({ status: nodeStatus, completed: z.boolean(), currentNodeId: z.number().int().nullable() }) },
        },
      },
      async (request) => {
        const learner = await loadLearnerContext(ctx, currentUser(request), request.params.lpId);
        const root = learner.progression.states.get(learner.rootId);
        return {
          status: root?.status ?? 'AVAILABLE',
          completed: learner.progression.productCompleted,
          currentNodeId: learner.progression.currentLeafId,
        };
      },
    );

    f.get(
      '/api/progression/left-off/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: nodeIdReply } },
      },
      async (request) => {
        const learner = await loadLearnerContext(ctx, currentUser(request), request.params.lpId);
        return { nodeId: learner.progression.currentLeafId };
      },
    );

    f.get(
      '/api/progression/startProduct/:key',
      { config: { access: 'authenticated', owner: 'learnerProduct' }, schema: { params: lpKey, response: { 200: nodeIdReply } } },
      async (request) => {
        const learner = await loadLearnerContext(ctx, currentUser(request), request.params.key);
        return { nodeId: learner.progression.currentLeafId };
      },
    );

    f.get(
      '/api/progression/lesson/:key',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: progressionKey, response: { 200: nodeViewReply } },
      },
      async (request) => {
        const { lpId, nodeId } = request.params.key;
        const learner = await loadLearnerContext(ctx, currentUser(request), lpId);
        nodeOf(learner, nodeId);
        // A node's view carries its content (description, metadata): behind the course gates as its page (0106).
        if (nodeId !== learner.rootId) {
          assertCourseOpen(learner, ctx.clock);
          await assertIdentityChecks(ctx.database.db, learner.lp, ctx.clock);
        }
        return nodeView(learner, nodeId, 0);
      },
    );

    f.post(
      '/api/progression/start/:key',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: progressionKey, response: { 200: nodeViewReply } },
      },
      async (request) => {
        const { lpId, nodeId } = request.params.key;
        const learner = await startNode(ctx, currentUser(request), lpId, nodeId);
        return nodeView(learner, nodeId, 0);
      },
    );

    f.post(
      '/api/progression/finish/:key',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: progressionKey, response: { 200: finishReply } },
      },
      async (request) => {
        const { lpId, nodeId } = request.params.key;
        const { ctx: learner } = await completeNode(ctx, currentUser(request), lpId, nodeId);
        const node = learner.nodes.get(nodeId);
        // Security questions during lessons arrive with the lesson issue.
        return {
          securityQuestionNeeded: false,
          securityQuestion: null,
          final: node?.metadata.EXAM_TYPE === 'FINAL',
          finalComplete: false,
          complete: learner.progression.productCompleted,
        };
      },
    );

    f.post(
      '/api/progression/:lpId/:nodeId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lcParams, response: { 200: progressionReply } },
      },
      async (request) => {
        const { lpId, nodeId } = request.params;
        const { ctx: learner, exemptCompletionText } = await completeNode(ctx, currentUser(request), lpId, nodeId);
        const view = nodeView(learner, nodeId, 0);
        return {
          status: view.status,
          exemptCompletionText,
          bookmarked: await keyPointsBookmarked(ctx.database.db, lpId, nodeId),
          nextStep: view.nextStep
            ? { id: view.nextStep.id, title: view.nextStep.title, parentIsRoot: view.nextStep.parentIsRoot }
            : null,
        };
      },
    );
  };
}
