import {
  adminProductRow,
  okReply,
  pagedReply,
  pagedSearchRequest,
  productParams,
  productRuleBody,
  productRuleParams,
  productRulesReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { getProductRules, searchProductList, setProductRule } from './product-rules.js';

/** Products and their course rules for administrators (issue 17, decision 0081). */
export function productAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/products/search',
      { schema: { body: pagedSearchRequest, response: { 200: pagedReply(adminProductRow) } }, config: ADMIN_ONLY },
      async (request) => searchProductList(ctx, request.body),
    );

    app.get(
      '/api/admin/products/:productId/rules',
      { schema: { params: productParams, response: { 200: productRulesReply } }, config: ADMIN_ONLY },
      async (request) => getProductRules(ctx, request.params.productId),
    );

    app.put(
      '/api/admin/products/:productId/rules/:ruleKey',
      { schema: { params: productRuleParams, body: productRuleBody, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        await setProductRule(ctx, currentUser(request), request.params.productId, request.params.ruleKey, request.body);
        return { ok: true as const };
      },
    );
  };
}
