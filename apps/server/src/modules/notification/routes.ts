import {
  Authority,
  notificationBroadcastBody,
  notificationBroadcastReply,
  notificationListReply,
  notificationLpParams,
  notificationParams,
  productParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { assertMayBroadcast, broadcastToProduct, listNotifications, markNotificationRead } from './service.js';

const LEARNER = { access: 'authenticated' as const, owner: 'learnerProduct' as const };
/** Administrators, and instructors for the products they are assigned to (checked before validation). */
const STAFF = { access: { authorities: [Authority.ADMIN, Authority.INSTRUCTOR] }, owner: 'staff' as const };

/** 000 §7 notifications (decision 0089). */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/notification/lp/:lpId',
      { config: LEARNER, schema: { params: notificationLpParams, response: { 200: notificationListReply } } },
      (request) => listNotifications(ctx, currentUser(request), request.params.lpId),
    );

    f.post(
      '/api/notification/:notificationId/read',
      { config: LEARNER, schema: { params: notificationParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await markNotificationRead(ctx, currentUser(request), request.params.notificationId);
        return reply.status(204).send(null);
      },
    );

    f.post(
      '/api/admin/notification/product/:productId',
      {
        config: STAFF,
        schema: { params: productParams, body: notificationBroadcastBody, response: { 200: notificationBroadcastReply } },
        preValidation: async (request) =>
          assertMayBroadcast(ctx, currentUser(request), (request.params as { productId?: unknown }).productId),
      },
      (request) => broadcastToProduct(ctx, currentUser(request), request.params.productId, request.body),
    );
  };
}
