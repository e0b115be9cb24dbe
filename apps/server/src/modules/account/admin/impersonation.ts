import { Authority } from '@continuum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../../platform/auth/password.js';
import { findSessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, badRequest, notFound, unauthenticated } from '../../../platform/errors.js';
import { audit } from '../../audit/index.js';
import * as repo from '../repo.js';

/**
 * GET admin/impersonate/start (000 §4, §5, §7; decision 0077): an administrator, confirming with their own
 * password, acts as a user. The new session is the user's (every policy sees the user) and names the
 * administrator as `realActor` (every call on learner data is audited with both, decision 0054). An
 * administrator is never impersonated, nor is one impersonation started inside another. The learner's own
 * sessions are left alone.
 */
export async function startImpersonation(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { username: string; password: string },
): Promise<void> {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  if (auth.realActor) throw new AppError('ALREADY_IMPERSONATING', 409, 'End the current impersonation first');
  const { db } = ctx.database;
  const admin = await repo.findUserById(db, auth.user.id);
  if (!admin) throw unauthenticated();
  const throttle = ctx.services.accountThrottle;
  const account = `user:${admin.id}`;
  await throttle.checkSignIn(account, reply);
  if (!(await verifyPassword(admin.passwordHash, query.password))) {
    await throttle.signInFailed(account);
    await audit(db, ctx.clock, admin.login, 'IMPERSONATION_FAILED', { reason: 'password', login: query.username });
    throw badRequest('password', 'The password is not correct', 'INVALID_PASSWORD');
  }
  const target = await repo.findUserByLogin(db, query.username);
  const user = target?.activated ? await findSessionUser(db, target.id) : null;
  if (!user)
    throw new AppError('NOT_FOUND', 404, 'No active user has this login', [
      { field: 'username', message: 'No active user has this login' },
    ]);
  if (user.id === admin.id) throw badRequest('username', 'You cannot impersonate yourself', 'CANNOT_IMPERSONATE_SELF');
  if (user.authorities.includes(Authority.ADMIN))
    throw new AppError('CANNOT_IMPERSONATE_ADMIN', 403, 'An administrator cannot be impersonated', [
      { field: 'username', message: 'An administrator cannot be impersonated' },
    ]);
  await ctx.sessions.signIn(request, reply, user, false, { realActor: auth.user, keepOtherSessions: true });
  await audit(db, ctx.clock, admin.login, 'IMPERSONATION_STARTED', { login: user.login });
}

/** Ends an impersonation: the administrator is back in a session of their own (they confirmed their password). */
export async function endImpersonation(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const auth = request.auth;
  if (!auth?.realActor) throw new AppError('NOT_IMPERSONATING', 409, 'No impersonation to end');
  const admin = await findSessionUser(ctx.database.db, auth.realActor.id);
  if (!admin) throw notFound('administrator');
  await ctx.sessions.signIn(request, reply, admin, false, { keepOtherSessions: true });
  await audit(ctx.database.db, ctx.clock, admin.login, 'IMPERSONATION_ENDED', { login: auth.user.login });
}
