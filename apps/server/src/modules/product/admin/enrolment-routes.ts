import {
  createEnrolmentBody,
  createEnrolmentReply,
  enrolmentDatesBody,
  enrolmentParams,
  enrolmentRow,
  okReply,
  pagedReply,
  pagedSearchRequest,
  rosterBody,
  rosterReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { createEnrolment, enrolRoster, searchEnrolmentList, setEnrolmentDates } from './enrolments.js';

/** Enrolments for administrators (issue 17): the list, one learner, a CSV roster, course dates. */
export function enrolmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/enrolments/search',
      { schema: { body: pagedSearchRequest, response: { 200: pagedReply(enrolmentRow) } }, config: ADMIN_ONLY },
      async (request) => searchEnrolmentList(ctx, request.body),
    );

    app.post(
      '/api/admin/enrolments',
      { schema: { body: createEnrolmentBody, response: { 201: createEnrolmentReply } }, config: ADMIN_ONLY },
      async (request, reply) => reply.status(201).send(await createEnrolment(ctx, currentUser(request), request.body)),
    );

    app.post(
      '/api/admin/enrolments/roster',
      // A roster of 1,000 rows is ~60 KiB; the body limit of the app (1 MiB) bounds it too.
      { schema: { body: rosterBody, response: { 201: rosterReply } }, config: ADMIN_ONLY },
      async (request, reply) => reply.status(201).send(await enrolRoster(ctx, currentUser(request), request.body)),
    );

    app.put(
      '/api/admin/enrolments/:id/dates',
      { schema: { params: enrolmentParams, body: enrolmentDatesBody, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        await setEnrolmentDates(ctx, currentUser(request), request.params.id, request.body);
        return { ok: true as const };
      },
    );
  };
}
