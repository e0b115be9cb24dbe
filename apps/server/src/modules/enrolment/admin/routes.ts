import {
  enrolmentAttemptParams,
  enrolmentDetail,
  enrolmentParams,
  enrolmentReasonBody,
  exemptNodeBody,
  extendEnrolmentBody,
  extendEnrolmentReply,
  identityChecks,
  identityChecksBody,
  okReply,
  resumeAttemptReply,
  typingSupervisedEnrolmentReply,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { extendEnrolment, setEnrolmentWithdrawn, setIdentityChecks } from '../../product/index.js';
import { exemptNode, enrolmentDetail as readDetail, resetAttempt, resumeAttempt, superviseTypingEnrolment } from './service.js';

const ok = { ok: true as const };

/** Administrators' actions on one learner's enrolment (issue 17, decision 0078); each audited with a reason. */
export function enrolmentAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/enrolments/:id',
      {
        schema: { params: enrolmentParams, response: { 200: enrolmentDetail } },
        config: { ...ADMIN_ONLY, learnerRead: true, learnerProductParam: ['id'] },
      },
      async (request) => readDetail(ctx, request.params.id),
    );

    app.post(
      '/api/admin/enrolments/:id/extend',
      {
        schema: { params: enrolmentParams, body: extendEnrolmentBody, response: { 200: extendEnrolmentReply } },
        config: ADMIN_ONLY,
      },
      async (request) => extendEnrolment(ctx, currentUser(request), request.params.id, request.body.days, request.body.reason),
    );

    app.post(
      '/api/admin/enrolments/:id/withdraw',
      { schema: { params: enrolmentParams, body: enrolmentReasonBody, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        await setEnrolmentWithdrawn(ctx, currentUser(request), request.params.id, true, request.body.reason);
        return ok;
      },
    );

    app.post(
      '/api/admin/enrolments/:id/reinstate',
      { schema: { params: enrolmentParams, body: enrolmentReasonBody, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        await setEnrolmentWithdrawn(ctx, currentUser(request), request.params.id, false, request.body.reason);
        return ok;
      },
    );

    app.post(
      '/api/admin/enrolments/:id/exempt',
      { schema: { params: enrolmentParams, body: exemptNodeBody, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        await exemptNode(ctx, currentUser(request), request.params.id, request.body.nodeId, request.body.reason);
        return ok;
      },
    );

    app.post(
      '/api/admin/enrolments/:id/attempts/:attemptId/reset',
      { schema: { params: enrolmentAttemptParams, body: enrolmentReasonBody, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        const { id, attemptId } = request.params;
        await resetAttempt(ctx, currentUser(request), id, attemptId, request.body.reason);
        return ok;
      },
    );

    app.post(
      '/api/admin/enrolments/:id/attempts/:attemptId/resume',
      {
        schema: { params: enrolmentAttemptParams, body: enrolmentReasonBody, response: { 200: resumeAttemptReply } },
        config: ADMIN_ONLY,
      },
      async (request) => {
        const { id, attemptId } = request.params;
        return resumeAttempt(ctx, currentUser(request), id, attemptId, request.body.reason);
      },
    );

    app.post(
      '/api/admin/enrolments/:id/typing-enrolment',
      {
        schema: { params: enrolmentParams, body: enrolmentReasonBody, response: { 200: typingSupervisedEnrolmentReply } },
        config: ADMIN_ONLY,
      },
      async (request) => superviseTypingEnrolment(ctx, currentUser(request), request.params.id, request.body.reason),
    );

    app.put(
      '/api/admin/enrolments/:id/identity-checks',
      { schema: { params: enrolmentParams, body: identityChecksBody, response: { 200: identityChecks } }, config: ADMIN_ONLY },
      async (request) => setIdentityChecks(ctx, currentUser(request), request.params.id, request.body),
    );
  };
}
