import { learnerProductReply, lpIdParams, okReply, userProductsReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { findLearnerProductsOfUser } from './repo.js';
import { getLearnerProduct } from './service.js';
import { markWelcomed } from './welcome.js';

export function productRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/products',
      { config: { access: 'authenticated', owner: 'self' }, schema: { response: { 200: userProductsReply } } },
      async (request) => findLearnerProductsOfUser(ctx.database.db, currentUser(request).id),
    );

    app.get(
      '/api/product/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: learnerProductReply } },
      },
      async (request) => getLearnerProduct(ctx, currentUser(request), request.params.lpId),
    );

    app.post(
      '/api/product/:lpId/welcome',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: okReply } },
      },
      async (request) => {
        await markWelcomed(ctx, currentUser(request), request.params.lpId);
        return { ok: true as const };
      },
    );
  };
}
