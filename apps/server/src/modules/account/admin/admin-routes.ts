import {
  adminSessionRow,
  adminUserRow,
  impersonateQuery,
  inviteUserBody,
  inviteUserReply,
  okReply,
  pagedReply,
  pagedSearchRequest,
  person,
  personParams,
  personUpdateBody,
  roleMemberParams,
  roleParams,
  rolesReply,
  seriesParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { audit } from '../../audit/index.js';
import { endImpersonation, startImpersonation } from './impersonation.js';
import { inviteUser } from './invite-user.js';
import { getPerson, updatePerson } from './person.js';
import { grantRole, listRoles, ROLE_GRANTERS, ROLE_REVOKERS, ROLE_VIEWERS, revokeRole } from './roles.js';
import { searchUserList } from './search-users.js';
import { revokeSession, searchSessions } from './sessions-admin.js';

/** The administrator's user calls (002 §7 GET/PUT api/persons/{login}; issue 17's list, invitation and unlock). */
export function userAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/users/search',
      {
        schema: { body: pagedSearchRequest, response: { 200: pagedReply(adminUserRow) } },
        config: { ...ADMIN_ONLY, learnerRead: true },
      },
      async (request) => searchUserList(ctx.database.db, request.body),
    );

    app.post(
      '/api/admin/users/invite',
      { schema: { body: inviteUserBody, response: { 200: inviteUserReply } }, config: ADMIN_ONLY },
      async (request) => inviteUser(ctx, currentUser(request), request.body),
    );

    app.get(
      '/api/persons/:login',
      { schema: { params: personParams, response: { 200: person } }, config: { ...ADMIN_ONLY, learnerRead: true } },
      async (request) => getPerson(ctx, request.params.login),
    );

    app.put(
      '/api/persons/:login',
      { schema: { params: personParams, body: personUpdateBody, response: { 200: person } }, config: ADMIN_ONLY },
      async (request) => updatePerson(ctx, currentUser(request), request.params.login, request.body),
    );

    // A GET that starts a session (the spec's shape): CSRF-checked like a POST (decision 0054). The password travels
    // in the query as the spec says; the server logs paths without their query strings.
    app.get(
      '/admin/impersonate/start',
      { schema: { querystring: impersonateQuery, response: { 200: okReply } }, config: { ...ADMIN_ONLY, csrfOnGet: true } },
      async (request, reply) => {
        await startImpersonation(ctx, request, reply, request.query);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/impersonate/exit',
      { schema: { response: { 200: okReply } }, config: { access: 'authenticated', owner: 'self' } },
      async (request, reply) => {
        await endImpersonation(ctx, request, reply);
        return { ok: true as const };
      },
    );

    // The Roles screens (002 user-roles): USERS_ROLE_* holders as well as administrators (002 §6).
    const roles = (authorities: typeof ROLE_VIEWERS) => ({ access: { authorities }, owner: 'staff' as const });
    app.get('/api/admin/roles', { schema: { response: { 200: rolesReply } }, config: roles(ROLE_VIEWERS) }, async () =>
      listRoles(ctx),
    );

    app.post(
      '/api/admin/roles/:authority/members/search',
      {
        schema: { params: roleParams, body: pagedSearchRequest, response: { 200: pagedReply(adminUserRow) } },
        config: roles(ROLE_VIEWERS),
      },
      async (request) =>
        searchUserList(ctx.database.db, {
          ...request.body,
          options: { ...request.body.options, authority: request.params.authority },
        }),
    );

    app.put(
      '/api/admin/roles/:authority/members/:login',
      { schema: { params: roleMemberParams, response: { 200: okReply } }, config: roles(ROLE_GRANTERS) },
      async (request) => {
        await grantRole(ctx, currentUser(request), request.params.authority, request.params.login);
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/admin/roles/:authority/members/:login',
      { schema: { params: roleMemberParams, response: { 200: okReply } }, config: roles(ROLE_REVOKERS) },
      async (request) => {
        await revokeRole(ctx, currentUser(request), request.params.authority, request.params.login);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/admin/sessions/search',
      { schema: { body: pagedSearchRequest, response: { 200: pagedReply(adminSessionRow) } }, config: ADMIN_ONLY },
      async (request) => searchSessions(ctx, request.body),
    );

    app.delete(
      '/api/admin/sessions/:series',
      { schema: { params: seriesParams, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        await revokeSession(ctx, currentUser(request), request.params.series);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/admin/users/:login/unlock',
      { schema: { params: personParams, response: { 200: okReply } }, config: ADMIN_ONLY },
      async (request) => {
        const target = await getPerson(ctx, request.params.login);
        await ctx.services.accountThrottle.unlock(target.id);
        await audit(ctx.database.db, ctx.clock, currentUser(request).login, 'USER_UNLOCKED', { login: target.login });
        return { ok: true as const };
      },
    );
  };
}
