import { securityAnswerBody, securityAnswerReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { answerSecurityQuestion, type PassHandlers } from './answer.js';

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
  };
}
