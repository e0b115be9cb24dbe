import { enrolmentParams, enrolmentReasonBody, okReply, securityAnswerBody, securityAnswerReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { answerSecurityQuestion, type PassHandlers } from './answer.js';
import { releaseSecurityHold } from './hold.js';

/** POST api/security/learner {question, answer} -> {result, nextQuestion} (001 §7). */
export function securityRoutes(ctx: AppContext, onPassed: PassHandlers): FastifyPluginAsyncZod {
  return async (f) => {
    f.post(
      '/api/security/learner',
      {
        config: { access: 'authenticated', owner: 'self' },
        schema: { body: securityAnswerBody, response: { 200: securityAnswerReply } },
      },
      async (request) => answerSecurityQuestion(ctx, currentUser(request), request.body, onPassed),
    );
    f.post(
      '/api/admin/enrolments/:id/security-hold/release',
      { config: ADMIN_ONLY, schema: { params: enrolmentParams, body: enrolmentReasonBody, response: { 200: okReply } } },
      async (request) => {
        await releaseSecurityHold(ctx, currentUser(request), request.params.id, request.body.reason);
        return { ok: true as const };
      },
    );
  };
}
