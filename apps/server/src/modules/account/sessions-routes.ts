import { okReply, seriesParams, sessionsReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { invalidateSession, listSessions } from './sessions-service.js';

export function sessionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/account/sessions',
      { config: { access: 'authenticated', owner: 'self' }, schema: { response: { 200: sessionsReply } } },
      async (request) => listSessions(ctx, currentUser(request).id, request.auth?.series ?? ''),
    );

    app.delete(
      '/api/account/sessions/:series',
      { config: { access: 'authenticated', owner: 'self' }, schema: { params: seriesParams, response: { 200: okReply } } },
      async (request) => {
        await invalidateSession(ctx, currentUser(request), request.params.series);
        return { ok: true as const };
      },
    );
  };
}
