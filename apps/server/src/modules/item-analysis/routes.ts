import { itemAnalysisParams, itemAnalysisQuery, itemAnalysisReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { itemAnalysisCsv } from './csv.js';
import { readItemAnalysis } from './service.js';

/** Item analysis of a product's exams (issue 30): administrators only, as JSON or CSV; no learner in either. */
export function itemAnalysisRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/item-analysis/product/:productId',
      {
        schema: { params: itemAnalysisParams, querystring: itemAnalysisQuery, response: { 200: itemAnalysisReply } },
        config: ADMIN_ONLY,
      },
      (request) => readItemAnalysis(ctx, request.params.productId, request.query.examId),
    );
    app.get(
      '/api/admin/item-analysis/product/:productId/csv',
      { schema: { params: itemAnalysisParams, querystring: itemAnalysisQuery }, config: ADMIN_ONLY },
      async (request, reply) => {
        const { productId } = request.params;
        const analysis = await readItemAnalysis(ctx, productId, request.query.examId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="item-analysis-${productId}.csv"`)
          .send(itemAnalysisCsv(analysis));
      },
    );
  };
}
