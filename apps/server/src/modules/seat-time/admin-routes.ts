import { Authority, lpIdParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findTimeSheet, findTimeSheetHeading } from './repo.js';
import { timeSheetCsv } from './time-sheet.js';

/** GET api/admin/seat-time/{lpId}/time-sheet.csv: an administrator exports a learner product's time sheet. */
export function seatTimeAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/admin/seat-time/:lpId/time-sheet.csv',
      {
        schema: { params: lpIdParams },
        config: { access: { authorities: [Authority.ADMIN] }, owner: 'staff', learnerRead: true },
      },
      async (request, reply) => {
        const { db } = ctx.database;
        const row = await findTimeSheetHeading(db, request.params.lpId);
        if (!row) throw notFound('learner product');
        const csv = timeSheetCsv(await findTimeSheet(db, request.params.lpId), {
          learner: `${row.first} ${row.last} (${row.login})`,
          course: row.course,
          learnerProductId: request.params.lpId,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="time-sheet-${request.params.lpId}.csv"`)
          .send(csv);
      },
    );
  };
}
