import { accountReply, authenticationBody, okReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { toAccount } from './account-view.js';
import { authenticate } from './authenticate.js';

/** Sign-in (form fields username, password, rememberMe) and sign-out. */
export function authenticationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const throttle = ctx.services.accountThrottle;
  return async (app) => {
    app.post(
      '/api/authentication',
      {
        schema: { body: authenticationBody, response: { 200: accountReply } },
        config: { access: 'public', owner: 'none' },
        onRequest: throttle.byAddress('sign-in'),
      },
      async (request, reply) => {
        const { username, password, rememberMe } = request.body;
        const user = await authenticate(ctx, username, password, request.ip, reply);
        await ctx.sessions.signIn(request, reply, user, rememberMe);
        return reply.send(toAccount(user));
      },
    );

    app.post(
      '/api/logout',
      { schema: { response: { 200: okReply } }, config: { access: 'public', owner: 'self' } },
      async (request, reply) => {
        await ctx.sessions.signOut(request, reply);
        return { ok: true as const };
      },
    );
  };
}
