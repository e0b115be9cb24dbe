import { advertisementBody, advertisementReply, notificationLpParams, productParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import {
  getLearnerAdvertisement,
  getProductAdvertisement,
  removeProductAdvertisement,
  saveProductAdvertisement,
} from './service.js';

/** 001 §7 api/advertisement, and the staff's authoring of it per product (decision 0089). */
export function advertisementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/advertisement/lp/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: notificationLpParams, response: { 200: advertisementReply } },
      },
      (request) => getLearnerAdvertisement(ctx, currentUser(request), request.params.lpId),
    );

    f.get(
      '/api/admin/products/:productId/advertisement',
      { config: ADMIN_ONLY, schema: { params: productParams, response: { 200: advertisementReply } } },
      (request) => getProductAdvertisement(ctx, request.params.productId),
    );

    f.put(
      '/api/admin/products/:productId/advertisement',
      { config: ADMIN_ONLY, schema: { params: productParams, body: advertisementBody, response: { 200: advertisementReply } } },
      (request) => saveProductAdvertisement(ctx, currentUser(request), request.params.productId, request.body),
    );

    f.delete(
      '/api/admin/products/:productId/advertisement',
      { config: ADMIN_ONLY, schema: { params: productParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeProductAdvertisement(ctx, currentUser(request), request.params.productId);
        return reply.status(204).send(null);
      },
    );
  };
}
