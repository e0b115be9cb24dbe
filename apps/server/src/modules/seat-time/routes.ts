import {
  idleTimeoutBody,
  idleTimeoutReply,
  lessonAuditBody,
  lpIdParams,
  okReply,
  totStartBody,
  totStartReply,
  totUpdateBody,
  totUpdateReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { SeatTimeService } from './service.js';

/** api/tot/*: time on task, heartbeats, idle and the lesson audit. */
export function seatTimeRoutes(seatTime: SeatTimeService): FastifyPluginAsyncZod {
  return async (f) => {
    f.post(
      '/api/tot/start',
      {
        config: { access: 'authenticated', owner: 'self' },
        schema: { body: totStartBody, response: { 200: totStartReply } },
      },
      async (request) => ({
        timeOnTaskId: await seatTime.startTask(currentUser(request), request.body.learningComponentId, request.body.name),
      }),
    );

    f.post(
      '/api/tot/update',
      {
        config: { access: 'authenticated', owner: 'timeOnTask' },
        schema: { body: totUpdateBody, response: { 200: totUpdateReply } },
      },
      async (request) => seatTime.heartbeat(currentUser(request), request.body.timeOnTaskId, request.body.currentProductId),
    );

    f.post(
      '/api/tot/lesson',
      { config: { access: 'authenticated', owner: 'timeOnTask' }, schema: { body: lessonAuditBody, response: { 200: okReply } } },
      async (request) => {
        await seatTime.lessonAudit(currentUser(request), request.body);
        return { ok: true as const };
      },
    );

    f.post(
      '/api/tot/idle/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, response: { 200: okReply } },
      },
      async (request) => {
        await seatTime.idle(currentUser(request), request.params.lpId);
        return { ok: true as const };
      },
    );

    f.post(
      '/api/tot/idle-timeout/:lpId',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: lpIdParams, body: idleTimeoutBody, response: { 200: idleTimeoutReply } },
      },
      async (request, reply) => {
        const result = await seatTime.idleTimeout(currentUser(request), request.params.lpId, request.body.timeOnTaskId);
        // The effective idle rule logs the learner out: the session ends here, not only in the browser.
        if (result.loggedOut) await f.sessions.signOut(request, reply);
        return result;
      },
    );
  };
}
