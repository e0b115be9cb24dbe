import type { FastifyReply } from 'fastify';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import { findAuthorities } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { lazy } from '../../platform/lazy.js';
import { AuditType, audit } from '../audit/index.js';
import { passwordSet } from './password-set.js';
import * as repo from './repo.js';

/** A hash to verify against when the login is unknown, made once on first use. */
const dummyHash = lazy(() => hashPassword('not-a-real-password'));

/** Checks a username (login or e-mail) and password; throws 401 INVALID_CREDENTIALS otherwise. */
export async function authenticate(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
  reply?: FastifyReply,
): Promise<SessionUser> {
  const { db } = ctx.database;
  const throttle = ctx.services.accountThrottle;
  const name = username.trim();
  const user = name.includes('@') ? await repo.findUserByEmail(db, name) : await repo.findUserByLogin(db, name);
  // Failures count per account (its login and e-mail alike), or per name typed when there is none: a locked
  // name answers the same 429 whether or not an account has it.
  const account = user ? `user:${user.id}` : `name:${name.toLowerCase()}`;
  await throttle.checkSignIn(account, reply);
  if (!user) {
    // Spend the same time as a real check so response time does not reveal which logins exist.
    await verifyPassword(await dummyHash(), password);
  }
  const ok = user ? await verifyPassword(user.passwordHash, password) : false;
  if (!user || !ok) {
    await throttle.signInFailed(account);
    await audit(db, ctx.clock, name.slice(0, 100), AuditType.AUTHENTICATION_FAILURE, { remoteAddress: ip });
    throw new AppError('INVALID_CREDENTIALS', 401, 'Bad credentials');
  }
  if (!user.activated) {
    await audit(db, ctx.clock, user.login, AuditType.AUTHENTICATION_FAILURE, { remoteAddress: ip, reason: 'not activated' });
    throw new AppError('ACCOUNT_NOT_ACTIVATED', 401, 'User was not activated');
  }
  await throttle.signInSucceeded(account);
  await audit(db, ctx.clock, user.login, AuditType.AUTHENTICATION_SUCCESS, { remoteAddress: ip });
  await passwordSet(ctx, db, user.id, password.length);
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    langKey: user.langKey,
    activated: user.activated,
    authorities: await findAuthorities(db, user.id),
  };
}
