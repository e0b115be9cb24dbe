import {
  Authority,
  instructorAvailabilityBody,
  instructorAvailabilityReply,
  instructorScheduleReply,
  lpIdParams,
  productInstructorBody,
  productInstructorParams,
  productInstructorsReply,
  productParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, ADMIN_ONLY, currentUser, type Owner } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import {
  addProductInstructor,
  getMyAvailability,
  learnerInstructorSchedule,
  listProductInstructors,
  putMyAvailability,
  removeProductInstructor,
} from './service.js';

// The instructor's own settings, but staff data in the access matrix's sense: learners (and administrators) are refused.
const INSTRUCTOR_SELF: { access: Access; owner: Owner } = { access: { authorities: [Authority.INSTRUCTOR] }, owner: 'staff' };

/** Instructors' availability, administrators' assignment of instructors to products, a learner's schedule link (decision 0084). */
export function instructorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/instructor/availability',
      { schema: { response: { 200: instructorAvailabilityReply } }, config: INSTRUCTOR_SELF },
      async (request) => getMyAvailability(ctx, currentUser(request)),
    );

    app.put(
      '/api/instructor/availability',
      { schema: { body: instructorAvailabilityBody, response: { 200: instructorAvailabilityReply } }, config: INSTRUCTOR_SELF },
      async (request) => putMyAvailability(ctx, currentUser(request), request.body),
    );

    app.get(
      '/api/admin/products/:productId/instructors',
      { schema: { params: productParams, response: { 200: productInstructorsReply } }, config: ADMIN_ONLY },
      async (request) => listProductInstructors(ctx, request.params.productId),
    );

    app.post(
      '/api/admin/products/:productId/instructors',
      {
        schema: { params: productParams, body: productInstructorBody, response: { 200: productInstructorsReply } },
        config: ADMIN_ONLY,
      },
      async (request) => addProductInstructor(ctx, currentUser(request), request.params.productId, request.body.login),
    );

    app.delete(
      '/api/admin/products/:productId/instructors/:userId',
      { schema: { params: productInstructorParams, response: { 200: productInstructorsReply } }, config: ADMIN_ONLY },
      async (request) => removeProductInstructor(ctx, currentUser(request), request.params.productId, request.params.userId),
    );

    app.get(
      '/api/product/:lpId/instructor-schedule',
      {
        schema: { params: lpIdParams, response: { 200: instructorScheduleReply } },
        config: { access: 'authenticated', owner: 'learnerProduct' },
      },
      async (request) => learnerInstructorSchedule(ctx, currentUser(request), request.params.lpId),
    );
  };
}
