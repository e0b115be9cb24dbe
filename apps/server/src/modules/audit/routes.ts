import { auditEvent, auditsQuery, auditsReply, pagedReply, pagedSearchRequest } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { listAudits, searchAudits } from './list-audits.js';

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/audits',
      { schema: { querystring: auditsQuery, response: { 200: auditsReply } }, config: ADMIN_ONLY },
      async (request, reply) => {
        const { events, total } = await listAudits(ctx.database.db, request.query);
        // The total of the range, as JHipster's pageable lists send it, so a client paging with page/size can stop.
        reply.header('X-Total-Count', String(total));
        return events;
      },
    );

    app.post(
      '/api/audits/search',
      { schema: { body: pagedSearchRequest, response: { 200: pagedReply(auditEvent) } }, config: ADMIN_ONLY },
      async (request) => searchAudits(ctx.database.db, request.body),
    );
  };
}
