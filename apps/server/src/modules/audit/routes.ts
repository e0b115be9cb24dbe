import { Authority, auditsQuery, auditsReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { findAuditEvents } from './repo.js';

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/audits',
      {
        schema: { querystring: auditsQuery, response: { 200: auditsReply } },
        config: { access: { authorities: [Authority.ADMIN] }, owner: 'staff' },
      },
      async (request) => {
        const { fromDate, toDate } = request.query;
        const from = fromDate ? new Date(`${fromDate}T00:00:00Z`) : undefined;
        // toDate is inclusive of the whole day.
        const to = toDate ? new Date(new Date(`${toDate}T00:00:00Z`).getTime() + 86_400_000) : undefined;
        const rows = await findAuditEvents(ctx.database.db, from, to);
        return rows.map((r) => ({ ...r, timestamp: r.timestamp.toISOString() }));
      },
    );
  };
}
