import { SECURITY_QUESTIONS_HELD, SECURITY_WRONG_ANSWERS_MAX } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { findLearnerProductWithProduct } from '../product/index.js';
import * as repo from './repo.js';

/** Audit types of the guessing limit (decision 0108). */
export const SECURITY_HOLD_AUDIT = { held: 'SECURITY_QUESTIONS_HELD', released: 'SECURITY_QUESTIONS_RELEASED' } as const;

export function heldError(): AppError {
  return new AppError(
    SECURITY_QUESTIONS_HELD,
    429,
    'Too many incorrect security answers: this course is on hold until customer support releases it',
  );
}

/** Since when the learner product's security questions are on hold, or null (the enrolment's admin page shows it). */
export async function securityHeldSince(db: Db, learnerProductId: number): Promise<Date | null> {
  return (await repo.findOpenHold(db, learnerProductId))?.heldAt ?? null;
}

/** 429 while the learner product is held. */
export async function assertNotHeld(db: Db, learnerProductId: number): Promise<void> {
  if (await repo.findOpenHold(db, learnerProductId)) throw heldError();
}

/**
 * After a wrong answer (in its transaction): when the learner product's wrong answers since the last release have
 * reached the limit, opens the hold and audits it. True when the hold was opened now.
 */
export async function holdWhenLimitReached(
  ctx: AppContext,
  tx: Db,
  actor: SessionUser,
  learnerProductId: number,
  at: Date,
): Promise<boolean> {
  if ((await repo.countWrongAnswersSinceRelease(tx, learnerProductId)) < SECURITY_WRONG_ANSWERS_MAX) return false;
  await repo.insertHold(tx, learnerProductId, at);
  await audit(tx, ctx.clock, actor.login, SECURITY_HOLD_AUDIT.held, {
    learnerProductId: String(learnerProductId),
    wrongAnswers: String(SECURITY_WRONG_ANSWERS_MAX),
  });
  return true;
}

/** Tells the product's support address (else the platform's) that a learner product was held: ids only, no answers. */
export async function notifyStaffOfHold(ctx: AppContext, learnerProductId: number): Promise<void> {
  const found = await findLearnerProductWithProduct(ctx.database.db, learnerProductId);
  const text = [
    `Learner product ${learnerProductId} (course: ${found?.product.name ?? 'unknown'}) gave ${SECURITY_WRONG_ANSWERS_MAX} incorrect security answers.`,
    'Its security questions are on hold: the learner cannot answer them, and so cannot finish the step that asked, until an administrator releases the hold',
    `(POST api/admin/enrolments/${learnerProductId}/security-hold/release with a reason) after confirming the learner's identity.`,
  ].join('\n');
  await ctx.mailer.send({
    kind: 'SECURITY_QUESTIONS_HELD',
    to: found?.product.accountEmail || ctx.config.supportEmail,
    subject: `Security questions on hold: learner product ${learnerProductId}`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
  });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** POST api/admin/enrolments/{id}/security-hold/release: an administrator ends the hold, with a reason, audited. */
export async function releaseSecurityHold(ctx: AppContext, actor: SessionUser, learnerProductId: number, reason: string) {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    if (!(await repo.releaseHold(tx, learnerProductId, ctx.clock.now(), actor.login))) throw notFound('security hold');
    await audit(tx, ctx.clock, actor.login, SECURITY_HOLD_AUDIT.released, {
      learnerProductId: String(learnerProductId),
      reason,
    });
  });
}
