import {
  answerCheckBody,
  answerCheckReply,
  idParam,
  lessonFinishReply,
  lessonParams,
  lessonReply,
  submitParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { finishLesson } from './finish-lesson.js';
import { getLesson, submitAnswer } from './service.js';

const finishParams = z.object({
  lpId: idParam('lpId'),
  lcId: idParam('lcId'),
  lessonId: idParam('lessonId'),
});

/** A lesson is its own learning component here: lcId and lessonId name the same node. */
function sameNode(lcId: number, lessonId: number): number {
  if (lcId !== lessonId)
    throw new AppError('VALIDATION_FAILED', 400, 'lessonId must equal lcId', [{ field: 'lessonId', message: 'must equal lcId' }]);
  return lessonId;
}

export function lessonRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/lesson/:lpId/:nodeId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lessonParams, response: { 200: lessonReply } },
      },
      async (request) => getLesson(ctx, currentUser(request), request.params.lpId, request.params.nodeId),
    );

    f.post(
      '/api/lesson/:lpId/:lcId/:lessonId/submit/:inquiryId/:progressOnSuccess',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: submitParams, response: { 200: answerCheckReply } },
      },
      async (request) => {
        const p = request.params;
        const nodeId = sameNode(p.lcId, p.lessonId);
        return submitAnswer(
          ctx,
          currentUser(request),
          { lpId: p.lpId, nodeId, slideId: p.inquiryId },
          request.body ?? {},
          p.progressOnSuccess,
        );
      },
    );

    // The answer-check request of 001 §3, whose path the spec leaves open.
    f.post(
      '/api/lesson/check',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { body: answerCheckBody, response: { 200: answerCheckReply } },
      },
      async (request) => {
        const b = request.body;
        const nodeId = sameNode(b.learningComponentId, b.lessonId);
        return submitAnswer(
          ctx,
          currentUser(request),
          { lpId: b.learnerProductId, nodeId, slideId: b.inquiryId },
          b.inquiryAnswerData,
          b.progressOnSuccess,
        );
      },
    );

    f.post(
      '/api/lesson/:lpId/:lcId/:lessonId/finish',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: finishParams, response: { 200: lessonFinishReply } },
      },
      async (request) => {
        const p = request.params;
        return finishLesson(ctx, currentUser(request), p.lpId, sameNode(p.lcId, p.lessonId));
      },
    );
  };
}
