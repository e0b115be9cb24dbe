import {
  Authority,
  answerCheckReply,
  previewCheckBody,
  previewExamCheckBody,
  previewExamCheckReply,
  previewNodeReply,
  previewParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, currentUser, type Owner } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { previewCheck, previewExamQuestionCheck, previewNode } from './preview.js';

/** Authors and administrators; which lineage an author may preview is the service's check (decision 0163). */
const AUTHORS: { access: Access; owner: Owner } = {
  access: { authorities: [Authority.ADMIN, Authority.AUTHOR] },
  owner: 'staff',
};

/** Preview as a learner (issue 30, decision 0206): read-only, answer checks write nothing. */
export function previewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/authoring/preview/:productId/nodes/:nodeId',
      { schema: { params: previewParams, response: { 200: previewNodeReply } }, config: AUTHORS },
      (request) => previewNode(ctx, currentUser(request), request.params.productId, request.params.nodeId),
    );
    app.post(
      '/api/authoring/preview/:productId/nodes/:nodeId/check',
      { schema: { params: previewParams, body: previewCheckBody, response: { 200: answerCheckReply } }, config: AUTHORS },
      (request) => previewCheck(ctx, currentUser(request), request.params.productId, request.params.nodeId, request.body),
    );
    app.post(
      '/api/authoring/preview/:productId/nodes/:nodeId/exam-check',
      {
        schema: { params: previewParams, body: previewExamCheckBody, response: { 200: previewExamCheckReply } },
        config: AUTHORS,
      },
      (request) =>
        previewExamQuestionCheck(ctx, currentUser(request), request.params.productId, request.params.nodeId, request.body),
    );
  };
}
