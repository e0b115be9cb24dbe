import {
  type AccountSaveBody,
  Authority,
  accountErrorMessages,
  type ChangePasswordBody,
  RESET_KEY_VALID_HOURS,
  type RegisterBody,
  type ResetFinishBody,
} from '@continuum/contracts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { deleteOtherSessions, logUserRevocations } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { uniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { AuditType, audit } from '../audit/index.js';
import type { Profile } from './account-view.js';
import { afterReply } from './after-reply.js';
import { activationMail, emailChangedMail, resetMail } from './emails.js';
import { checkNewPassword } from './password-policy.js';
import { passwordSet } from './password-set.js';
import * as repo from './repo.js';

const loginAlreadyUsed = () =>
  new AppError('LOGIN_ALREADY_USED', 400, accountErrorMessages.LOGIN_ALREADY_USED, [
    { field: 'login', message: accountErrorMessages.LOGIN_ALREADY_USED },
  ]);
const emailAlreadyUsed = () =>
  new AppError('EMAIL_ALREADY_USED', 400, accountErrorMessages.EMAIL_ALREADY_USED, [
    { field: 'email', message: accountErrorMessages.EMAIL_ALREADY_USED },
  ]);

/**
 * Two saves racing past the "already used" check: the loser breaks the unique index and gets the check's own
 * answer, not a 500. Any other error goes on as it was.
 */
function asAlreadyUsed(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_login_uq') return loginAlreadyUsed();
  if (constraint === 'users_email_uq') return emailAlreadyUsed();
  return error;
}

/**
 * Creates an account. With an open invitation key sent to this very address the account is active at once (the
 * invitation proved the address; asking again made invited people activate twice, issue 25 #36); otherwise it is
 * inactive and its activation link is e-mailed (after the reply).
 */
export async function registerAccount(ctx: AppContext, body: RegisterBody): Promise<{ activated: boolean }> {
  const { db } = ctx.database;
  await ctx.services.accountThrottle.mailRequested(body.email);
  const now = ctx.clock.now();
  const login = body.login.toLowerCase();
  await checkNewPassword(ctx, body.password, { login, email: body.email }, 'password');
  const passwordHash = await hashPassword(body.password);
  const activationKey = randomToken();
  const user = await db
    .transaction(async (tx) => {
      const byLogin = await repo.findUserByLogin(tx, login);
      if (byLogin?.activated) throw loginAlreadyUsed();
      const byEmail = await repo.findUserByEmail(tx, body.email);
      if (byEmail?.activated) throw emailAlreadyUsed();
      // A registration never activated may be taken over: the first owner never proved the address.
      for (const stale of new Set([byLogin?.id, byEmail?.id])) if (stale) await repo.deleteUser(tx, stale);
      let invitedHere = false;
      if (body.key) {
        const keyHash = sha256(body.key);
        const invite = await repo.findOpenInvite(tx, keyHash);
        if (invite) {
          await repo.markInviteUsed(tx, keyHash, now);
          invitedHere = invite.email !== null && invite.email.toLowerCase() === body.email.toLowerCase();
        }
      }
      const inserted = await repo.insertUser(
        tx,
        {
          login,
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          langKey: body.langKey ?? 'en',
          ...profilePatch(body),
          activated: invitedHere,
          activationKeyHash: invitedHere ? null : sha256(activationKey),
          createdAt: now,
          updatedAt: now,
        },
        [Authority.AUTHENTICATED],
      );
      if (invitedHere) await audit(tx, ctx.clock, inserted.login, AuditType.ACCOUNT_ACTIVATED, { by: 'invitation' });
      return { ...inserted, invitedHere };
    })
    .catch((error: unknown) => {
      throw asAlreadyUsed(error);
    });
  if (user.invitedHere) return { activated: true };
  afterReply(ctx, 'activation e-mail', () => ctx.mailer.send(activationMail(user, ctx.config.publicUrl, activationKey)));
  return { activated: false };
}

/** Activates the account whose activation key this is; a key works once. */
export async function activateAccount(ctx: AppContext, key: string): Promise<void> {
  const { db } = ctx.database;
  const user = await repo.findUserByActivationKeyHash(db, sha256(key));
  if (!user) throw badRequest('key', 'No user was found for this activation key', 'ACTIVATION_KEY_INVALID');
  await repo.updateUser(db, user.id, { activated: true, activationKeyHash: null, updatedAt: ctx.clock.now() });
  await audit(db, ctx.clock, user.login, AuditType.ACCOUNT_ACTIVATED);
}

/** Profile fields the body names (null clears one); fields left out keep their stored value. */
function profilePatch(body: Partial<Profile>): Partial<Profile> {
  const patch: Partial<Profile> = {};
  if (body.mailingCity !== undefined) patch.mailingCity = body.mailingCity;
  if (body.mailingZip !== undefined) patch.mailingZip = body.mailingZip;
  if (body.phone !== undefined) patch.phone = body.phone;
  return patch;
}

/** The signed-in user's profile fields (GET api/account). */
export async function findProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const user = await repo.findUserById(ctx.database.db, userId);
  return { mailingCity: user?.mailingCity ?? null, mailingZip: user?.mailingZip ?? null, phone: user?.phone ?? null };
}

/**
 * Saves the settings form; the e-mail must stay unique. A new e-mail needs the current password, and the old
 * address is told of the change (decision 0053).
 */
export async function saveAccount(ctx: AppContext, userId: number, body: AccountSaveBody): Promise<void> {
  const { db } = ctx.database;
  const before = await repo.findUserById(db, userId);
  if (!before) throw new AppError('UNAUTHENTICATED', 401, 'Authentication is required');
  const emailChanges = before.email.trim().toLowerCase() !== body.email.trim().toLowerCase();
  if (emailChanges) await checkCurrentPassword(ctx, before, body.currentPassword);
  await db
    .transaction(async (tx) => {
      const other = await repo.findUserByEmail(tx, body.email);
      if (other && other.id !== userId) throw emailAlreadyUsed();
      await repo.updateUser(tx, userId, {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        langKey: body.langKey,
        ...profilePatch(body),
        updatedAt: ctx.clock.now(),
      });
      await logUserRevocations(tx, userId);
    })
    .catch((error: unknown) => {
      throw asAlreadyUsed(error);
    });
  ctx.sessions.evictUser(userId);
  if (emailChanges) {
    await audit(db, ctx.clock, before.login, AuditType.EMAIL_CHANGED);
    afterReply(ctx, 'e-mail change notice', () => ctx.mailer.send(emailChangedMail(before, body.email, ctx.config.publicUrl)));
  }
}

/**
 * The current password, for a change that would hand the account over (e-mail, password). Wrong guesses count
 * with the account's failed sign-ins, so a left-open session cannot be used to try passwords freely.
 */
async function checkCurrentPassword(ctx: AppContext, user: repo.UserRow, password: string | undefined): Promise<void> {
  const throttle = ctx.services.accountThrottle;
  const account = `user:${user.id}`;
  await throttle.checkSignIn(account);
  if (!password || !(await verifyPassword(user.passwordHash, password))) {
    await throttle.signInFailed(account);
    throw badRequest('currentPassword', 'Current password is incorrect', 'INVALID_PASSWORD');
  }
}

/** Changes the password after checking the current one; other sessions end. */
export async function changePassword(ctx: AppContext, userId: number, series: string, body: ChangePasswordBody) {
  const { db } = ctx.database;
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Authentication is required');
  await checkCurrentPassword(ctx, user, body.currentPassword);
  await checkNewPassword(ctx, body.newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, { passwordHash, updatedAt: ctx.clock.now() });
    await deleteOtherSessions(tx, userId, series);
  });
  ctx.sessions.evictUser(userId);
  await passwordSet(ctx, db, userId, body.newPassword.length);
  await audit(db, ctx.clock, user.login, AuditType.PASSWORD_CHANGED);
}

/**
 * Sends a reset link when the e-mail belongs to an account. The caller is answered before the account is even
 * looked up, so neither the answer nor its timing tells whether one exists (decision 0053).
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await ctx.services.accountThrottle.mailRequested(email);
  afterReply(ctx, 'password reset e-mail', () => sendPasswordReset(ctx, email));
}

async function sendPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const { db } = ctx.database;
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  const key = randomToken();
  await repo.updateUser(db, user.id, { resetKeyHash: sha256(key), resetDate: ctx.clock.now() });
  await audit(db, ctx.clock, user.login, AuditType.PASSWORD_RESET_REQUESTED);
  await ctx.mailer.send(resetMail(user, ctx.config.publicUrl, key));
}

/** Sets a new password from a reset key valid for 24 hours; every session of the user ends. */
export async function finishPasswordReset(ctx: AppContext, body: ResetFinishBody): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const user = await repo.findUserByResetKeyHash(db, sha256(body.key));
  const validUntil = user?.resetDate ? user.resetDate.getTime() + RESET_KEY_VALID_HOURS * 3_600_000 : 0;
  if (!user || validUntil < now.getTime()) {
    throw badRequest('key', 'This reset key is invalid or has expired', 'RESET_KEY_INVALID');
  }
  await checkNewPassword(ctx, body.newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    // The reset link proves the address, so it also activates an account never activated.
    await repo.updateUser(tx, user.id, {
      passwordHash,
      resetKeyHash: null,
      resetDate: null,
      activated: true,
      activationKeyHash: null,
      updatedAt: now,
    });
    await deleteOtherSessions(tx, user.id);
  });
  ctx.sessions.evictUser(user.id);
  await passwordSet(ctx, db, user.id, body.newPassword.length);
  await audit(db, ctx.clock, user.login, AuditType.PASSWORD_RESET);
}

/** The person a pre-registration key pre-fills, or null. */
export async function registrationPerson(ctx: AppContext, key: string) {
  const invite = await repo.findOpenInvite(ctx.database.db, sha256(key));
  if (!invite) return null;
  return { firstName: invite.firstName, lastName: invite.lastName, email: invite.email, login: invite.login };
}
