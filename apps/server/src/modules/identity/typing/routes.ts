import {
  typingCheckUserParams,
  typingCheckUserReply,
  typingSaveBody,
  typingUserParams,
  typingVerifyBody,
  typingVerifyReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.js';
import type { AppContext } from '../../../platform/context.js';
import { checkUser, saveEnrolment, type TypingDeps, verifyPattern } from './service.js';

/** The learner's own typing template: another user's id is a 404 (decision 0090). */
const SELF = { access: 'authenticated' as const, owner: 'self' as const };

/** 000 §7 Typing-pattern authentication. */
export function typingAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps: TypingDeps = { templateKey: ctx.services.identityKeys.typingTemplate };
  return async (app) => {
    app.get(
      '/api/thirdpartyauthentication/checkuser/:userId/1/:textId',
      { schema: { params: typingCheckUserParams, response: { 200: typingCheckUserReply } }, config: SELF },
      (request) => checkUser(ctx, actorOf(request), request.params.userId, request.params.textId),
    );

    app.post(
      '/api/thirdpartyauthentication/save/:userId',
      { schema: { params: typingUserParams, body: typingSaveBody, response: { 200: typingCheckUserReply } }, config: SELF },
      (request) => saveEnrolment(ctx, deps, actorOf(request), request.params.userId, request.body),
    );

    app.post(
      '/api/thirdpartyauthentication/verify/:userId',
      { schema: { params: typingUserParams, body: typingVerifyBody, response: { 200: typingVerifyReply } }, config: SELF },
      (request, reply) => verifyPattern(ctx, deps, request, reply, actorOf(request), request.params.userId, request.body),
    );
  };
}
