import {
  adminEmail,
  adminEmailRow,
  emailIdParams,
  emailResendParams,
  emailResendQuery,
  pagedReply,
  pagedSearchRequest,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { resendStoredMail } from './resend.js';
import { searchSentMail, viewStoredMail } from './view-mail.js';

/** The administrator's e-mail calls (002 §7): view, resend, and the sent-mail list's paged search. */
export function mailAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps = { codeKey: ctx.keys.codeKey };
  return async (app) => {
    app.get(
      '/api/admin/email/:emailId',
      { schema: { params: emailIdParams, response: { 200: adminEmail } }, config: { ...ADMIN_ONLY, learnerRead: true } },
      async (request) => viewStoredMail(ctx.database.db, request.params.emailId),
    );

    // A GET that sends mail (the spec's shape): CSRF-checked like a POST (decision 0054).
    app.get(
      '/api/admin/email/resend/:id',
      {
        schema: { params: emailResendParams, querystring: emailResendQuery, response: { 200: adminEmail } },
        config: { ...ADMIN_ONLY, csrfOnGet: true },
      },
      async (request) => {
        const confirmed = request.query.reissue === 'true';
        const { emailId } = await resendStoredMail(ctx, deps, currentUser(request), request.params.id, confirmed);
        return viewStoredMail(ctx.database.db, emailId);
      },
    );

    app.post(
      '/api/admin/email/search',
      {
        schema: { body: pagedSearchRequest, response: { 200: pagedReply(adminEmailRow) } },
        config: { ...ADMIN_ONLY, learnerRead: true },
      },
      async (request) => searchSentMail(ctx.database.db, request.body),
    );
  };
}
