import {
  courseTimeParams,
  courseTimeReply,
  examComponentParams,
  examLearnerProductQuery,
  examLeaveReply,
  examOptionalReply,
  examQuestionBody,
  examQuestionParams,
  examQuestionReply,
  examResult,
  examReviewReply,
  examStarReply,
  examStatusReply,
  personAssessmentParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { examFlow } from './attempt-flow.js';
import { checkExam } from './check-service.js';
import { courseTime, examOptional, reviewPdfOf } from './info-service.js';
import { examResults, examReview, finishExam, recordLeave, setStar } from './results-service.js';

/** The exam calls of 002 §7, plus results and finish (paths the spec leaves unnamed; see docs/api/exam.md). */
export function examRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/exam/check/:componentId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: examComponentParams, querystring: examLearnerProductQuery, response: { 200: examStatusReply } },
      },
      async (request) => checkExam(ctx, currentUser(request), request.params.componentId, request.query.learnerProductId),
    );
    const flowSchema = { body: examQuestionBody, response: { 200: examQuestionReply } };
    f.post(
      '/api/exam/nextQuestion',
      { config: { access: 'authenticated', owner: 'attempt' }, schema: flowSchema },
      async (request) => examFlow(ctx, currentUser(request), request.body, 'next'),
    );
    f.post(
      '/api/exam/jumpQuestion',
      { config: { access: 'authenticated', owner: 'attempt' }, schema: flowSchema },
      async (request) => examFlow(ctx, currentUser(request), request.body, 'jump'),
    );
    f.post(
      '/api/exam/saveQuestion',
      { config: { access: 'authenticated', owner: 'attempt' }, schema: flowSchema },
      async (request) => examFlow(ctx, currentUser(request), request.body, 'save'),
    );
    f.post(
      '/api/exam/question/:questionId/star',
      {
        config: { access: 'authenticated', owner: 'attempt' },
        schema: { params: examQuestionParams, response: { 200: examStarReply } },
      },
      async (request) => setStar(ctx, currentUser(request), request.params.questionId, true),
    );
    f.post(
      '/api/exam/question/:questionId/unstar',
      {
        config: { access: 'authenticated', owner: 'attempt' },
        schema: { params: examQuestionParams, response: { 200: examStarReply } },
      },
      async (request) => setStar(ctx, currentUser(request), request.params.questionId, false),
    );
    f.post(
      '/api/exam/leave/:personAssessmentId',
      {
        config: { access: 'authenticated', owner: 'attempt' },
        schema: { params: personAssessmentParams, response: { 200: examLeaveReply } },
      },
      async (request) => recordLeave(ctx, currentUser(request), request.params.personAssessmentId),
    );
    f.get(
      '/api/exam/results/:personAssessmentId',
      {
        config: { access: 'authenticated', owner: 'attempt' },
        schema: { params: personAssessmentParams, response: { 200: examResult } },
      },
      async (request) => examResults(ctx, currentUser(request), request.params.personAssessmentId),
    );
    f.post(
      '/api/exam/finish/:personAssessmentId',
      {
        config: { access: 'authenticated', owner: 'attempt' },
        schema: { params: personAssessmentParams, response: { 200: examResult } },
      },
      async (request) => finishExam(ctx, currentUser(request), request.params.personAssessmentId),
    );
    f.get(
      '/api/exam/review/:personAssessmentId',
      {
        config: { access: 'authenticated', owner: 'attempt' },
        schema: { params: personAssessmentParams, response: { 200: examReviewReply } },
      },
      async (request) => examReview(ctx, currentUser(request), request.params.personAssessmentId),
    );
    f.get(
      '/pdf/exam/review/:personAssessmentId',
      { config: { access: 'authenticated', owner: 'attempt' }, schema: { params: personAssessmentParams } },
      async (request, reply) => {
        const pdf = await reviewPdfOf(ctx, currentUser(request), request.params.personAssessmentId);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="exam-review-${request.params.personAssessmentId}.pdf"`)
          .send(pdf);
      },
    );
    f.get(
      '/api/exam/getCourseTime/:id',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: courseTimeParams, response: { 200: courseTimeReply } },
      },
      async (request) => courseTime(ctx, currentUser(request), request.params.id),
    );
    f.get(
      '/api/exam/isExamOptional/:componentId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: examComponentParams, querystring: examLearnerProductQuery, response: { 200: examOptionalReply } },
      },
      async (request) => examOptional(ctx, currentUser(request), request.params.componentId, request.query.learnerProductId),
    );
  };
}
