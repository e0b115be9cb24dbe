import { learnerRecordsParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { learnerRecordsArchive } from './service.js';

/** The records on request (issue 28, decision 0182): administrators only, each download audited. */
export function learnerRecordsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { keys } = ctx;
  return async (app) => {
    app.get(
      '/api/admin/learner-products/:id/records',
      {
        schema: { params: learnerRecordsParams },
        config: { ...ADMIN_ONLY, learnerRead: true, learnerProductParam: ['id'] },
      },
      async (request, reply) => {
        const archive = await learnerRecordsArchive(ctx, keys.piiKey, currentUser(request), request.params.id);
        return reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${archive.fileName}"`)
          .header('X-Content-SHA256', archive.sha256)
          .header('Cache-Control', 'no-store')
          .send(archive.content);
      },
    );
  };
}
