import { learnerMigrationBody, learnerMigrationReply, lineageParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { migrateLearners } from './migration.js';

/** Moving learners between versions of a lineage (issue 30, decision 0205): administrators only. */
export function migrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/authoring/lineages/:lineage/migrations',
      {
        schema: { params: lineageParams, body: learnerMigrationBody, response: { 200: learnerMigrationReply } },
        config: { ...ADMIN_ONLY, owner: 'staff' },
      },
      (request) => migrateLearners(ctx, currentUser(request), request.params.lineage, request.body),
    );
  };
}
