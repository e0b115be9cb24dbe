import type { AppContext } from '../../platform/context.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { AppError, notFound } from '../../platform/errors.js';
import { activationMail, resetMail } from './emails.js';
import * as repo from './repo.js';

/**
 * A fresh activation key for an account not yet activated, e-mailed to its current address. The stored mail
 * never kept the old key, so a resend re-issues: the new key replaces the old one (decision 0052).
 */
export async function reissueActivation(ctx: AppContext, userId: number): Promise<number> {
  const { db } = ctx.database;
  const user = await repo.findUserById(db, userId);
  if (!user) throw notFound('user');
  if (user.activated) throw new AppError('ALREADY_ACTIVATED', 409, 'This account is already activated');
  const key = randomToken();
  await repo.updateUser(db, user.id, { activationKeyHash: sha256(key), updatedAt: ctx.clock.now() });
  return ctx.mailer.send(activationMail(user, ctx.config.publicUrl, key));
}

/** A fresh reset key (valid 24 hours from now) replacing any earlier one, e-mailed to the current address. */
export async function reissueReset(ctx: AppContext, userId: number): Promise<number> {
  const { db } = ctx.database;
  const user = await repo.findUserById(db, userId);
  if (!user) throw notFound('user');
  const key = randomToken();
  await repo.updateUser(db, user.id, { resetKeyHash: sha256(key), resetDate: ctx.clock.now() });
  return ctx.mailer.send(resetMail(user, ctx.config.publicUrl, key));
}
