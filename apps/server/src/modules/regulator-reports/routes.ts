import {
  pagedSearchRequest,
  reportDashboardReply,
  reportExportBody,
  reportExportReply,
  reportIdParams,
  reportItem,
  reportItemsPage,
  reportResultBody,
  reportTrendQuery,
  reportTrendReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { reportDashboard } from './dashboard.js';
import { exportItems, findExportFile } from './export-service.js';
import { recordResult } from './result-service.js';
import { searchReportItems } from './search.js';
import { reportTrend } from './trend.js';

/** The regulator reporting queue's calls (issue 28, decision 0150): administrators only. */
export function regulatorReportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { keys } = ctx;
  return async (app) => {
    app.post(
      '/api/admin/regulator-reports/search',
      { schema: { body: pagedSearchRequest, response: { 200: reportItemsPage } }, config: ADMIN_ONLY },
      async (request) => searchReportItems(ctx.database.db, request.body),
    );
    app.get(
      '/api/admin/regulator-reports/dashboard',
      { schema: { response: { 200: reportDashboardReply } }, config: ADMIN_ONLY },
      async () => reportDashboard(ctx),
    );
    app.get(
      '/api/admin/regulator-reports/trend',
      { schema: { querystring: reportTrendQuery, response: { 200: reportTrendReply } }, config: ADMIN_ONLY },
      async (request) => reportTrend(ctx, request.query.weeks),
    );
    app.post(
      '/api/admin/regulator-reports/export',
      { schema: { body: reportExportBody, response: { 200: reportExportReply } }, config: ADMIN_ONLY },
      async (request) => exportItems(ctx, keys.piiKey, currentUser(request), request.body),
    );
    app.get(
      '/api/admin/regulator-reports/exports/:id',
      { schema: { params: reportIdParams }, config: ADMIN_ONLY },
      async (request, reply) => {
        const file = await findExportFile(ctx, request.params.id);
        return reply
          .type(file.contentType)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('X-Content-SHA256', file.sha256)
          .header('Cache-Control', 'no-store')
          .send(file.content);
      },
    );
    app.post(
      '/api/admin/regulator-reports/:id/result',
      { schema: { params: reportIdParams, body: reportResultBody, response: { 200: reportItem } }, config: ADMIN_ONLY },
      async (request) => recordResult(ctx, currentUser(request), request.params.id, request.body),
    );
  };
}
