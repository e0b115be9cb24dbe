import { regulatorRosterQuery, regulatorRosterReply } from '@continuum/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { rosterCsv } from './csv.js';
import { readRegulatorRoster } from './service.js';

/** The regulator roster (decision 0098): administrators only, as JSON or CSV, every read audited. */
export function regulatorRosterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { keys } = ctx;
  const deps = { ctx, piiKey: keys.piiKey };
  return async (app) => {
    app.get(
      '/api/admin/roster',
      { schema: { querystring: regulatorRosterQuery, response: { 200: regulatorRosterReply } }, config: ADMIN_ONLY },
      async (request, reply) => {
        const roster = await readRegulatorRoster(deps, currentUser(request), request.query);
        if (request.query.format !== 'csv') return roster;
        return sendCsv(reply, rosterCsv(roster), roster.productId);
      },
    );
    app.get(
      '/api/admin/roster.csv',
      { schema: { querystring: regulatorRosterQuery }, config: ADMIN_ONLY },
      async (request, reply) => {
        const roster = await readRegulatorRoster(deps, currentUser(request), { ...request.query, format: 'csv' });
        return sendCsv(reply, rosterCsv(roster), roster.productId);
      },
    );
  };
}

function sendCsv(reply: FastifyReply, csv: string, productId: number) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="roster-${productId}.csv"`)
    .send(csv);
}
