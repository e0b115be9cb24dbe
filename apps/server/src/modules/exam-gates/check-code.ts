import { ExamGateError, examGateLimits, type GateCodeKind } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { hashCode } from './gate-code.js';
import { ownsLearnerProduct } from './policy.js';
import * as repo from './repo.js';

export interface CheckCodeDeps {
  db: Db;
  clock: Clock;
  codeKey: Buffer;
}

export interface CodeScope {
  learnerProductId?: number | undefined;
  componentId?: number | undefined;
}

function tooManyWrongCodes(retryAt: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return new AppError(
    ExamGateError.CODE_GUESSES_EXCEEDED,
    429,
    `Too many incorrect codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Serializes this learner's code checks in `tx` and refuses (429) when the learner has used up the wrong
 * codes of the window for this kind, without looking at the code.
 */
export async function guardGuesses(tx: Db, userId: number, kind: GateCodeKind, now: Date): Promise<void> {
  await repo.lockLearnerCodeChecks(tx, userId);
  const windowMs = examGateLimits.wrongCodeWindowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  await repo.pruneFailures(tx, userId, since);
  const failures = await repo.findRecentFailures(tx, userId, kind, since);
  if (failures.length >= examGateLimits.maxWrongCodes) {
    // The oldest failure that keeps the count at the limit decides when a guess is allowed again.
    const pivot = failures[failures.length - examGateLimits.maxWrongCodes] ?? now;
    throw tooManyWrongCodes(new Date(pivot.getTime() + windowMs), now);
  }
}

/**
 * Checks an access or proctor code the learner typed and, when it is one of their open codes, accepts it
 * for the coming sitting. Wrong codes are counted per learner and kind: past the limit in the window the
 * answer is 429 without looking at the code, so guessing cannot go faster than the limit.
 */
export async function checkGateCode(
  deps: CheckCodeDeps,
  actor: SessionUser,
  kind: GateCodeKind,
  code: string,
  scope: CodeScope,
): Promise<boolean> {
  const { db, clock, codeKey } = deps;
  if (scope.learnerProductId !== undefined) {
    const found = await repo.findLearnerProductWithRules(db, scope.learnerProductId);
    if (!found || !ownsLearnerProduct(actor, found.lp)) throw notFound('learner product');
  }
  return db.transaction(async (tx) => {
    const now = clock.now();
    await guardGuesses(tx, actor.id, kind, now);
    const open = await repo.findOpenCode(tx, {
      userId: actor.id,
      kind,
      codeHash: hashCode(codeKey, kind, code),
      now,
      ...(scope.learnerProductId !== undefined ? { learnerProductId: scope.learnerProductId } : {}),
      ...(scope.componentId !== undefined ? { examNodeId: scope.componentId } : {}),
    });
    if (!open) {
      await repo.insertFailure(tx, { userId: actor.id, kind, learnerProductId: scope.learnerProductId ?? null, failedAt: now });
      return false;
    }
    await repo.markAccepted(tx, open.id, now);
    return true;
  });
}
