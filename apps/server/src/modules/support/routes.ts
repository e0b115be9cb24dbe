import {
  instructorEmailBody,
  pagedReply,
  pagedSearchRequest,
  supportEmailBody,
  supportFeedbackBody,
  supportFeedbackReply,
  supportFeedbackRow,
  supportSentReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { searchFeedbackList, sendInstructorEmail, sendSupportEmail, submitFeedback } from './service.js';

/** A learner's message about their own learner product, named in the body (404 for anyone else's). */
const LEARNER = { access: 'authenticated' as const, owner: 'learnerProduct' as const };

/** 000 §7 Support: the contact-us, feedback and instructor e-mail forms (decision 0083). */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/support/email',
      { schema: { body: supportEmailBody, response: { 200: supportSentReply } }, config: LEARNER },
      (request, reply) => sendSupportEmail(ctx, currentUser(request), request.body, reply),
    );

    app.post(
      '/api/support/feedback',
      { schema: { body: supportFeedbackBody, response: { 201: supportFeedbackReply } }, config: LEARNER },
      async (request, reply) => {
        const saved = await submitFeedback(ctx, currentUser(request), request.body, request.headers['user-agent'], reply);
        return reply.status(201).send(saved);
      },
    );

    app.post(
      '/api/support/instructor/email',
      { schema: { body: instructorEmailBody, response: { 200: supportSentReply } }, config: LEARNER },
      (request, reply) => sendInstructorEmail(ctx, currentUser(request), request.body, reply),
    );

    app.post(
      '/api/admin/support/feedback/search',
      {
        schema: { body: pagedSearchRequest, response: { 200: pagedReply(supportFeedbackRow) } },
        config: { ...ADMIN_ONLY, learnerRead: true },
      },
      (request) => searchFeedbackList(ctx, request.body),
    );
  };
}
