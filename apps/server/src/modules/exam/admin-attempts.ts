import { examLimits } from '@continuum/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { examAttempts } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { userIdentities } from '../account/index.js';
import { audit } from '../audit/index.js';
import { findProductNode } from '../catalog/index.js';
import { correctFact, type StatusFact } from '../progression/index.js';
import { disallowsRetakes } from './exam-context.js';
import { parseSettings } from './exam-schema.js';
import * as repo from './repo.js';

// Administrators' view of and actions on a learner's exam attempts (issue 17, decision 0078).

const idleLimitMs = examLimits.partialAfterMinutes * 60_000;
const isPartial = (a: repo.AttemptRow, now: Date) =>
  !a.finishedAt && !a.resetAt && now.getTime() - a.lastActivityAt.getTime() > idleLimitMs;
/** Seconds the learner had left when last active (null when untimed). */
const secondsLeftAt = (a: repo.AttemptRow) =>
  a.deadline ? Math.max(0, Math.floor((a.deadline.getTime() - a.lastActivityAt.getTime()) / 1000)) : null;

/** Every attempt of a learner product, reset ones included, with the administrators' view of each. */
export async function listAttemptsForAdmin(ctx: AppContext, learnerProductId: number) {
  const { db } = ctx.database;
  const who = userIdentities(db);
  const rows = await db
    .select({ attempt: examAttempts, resetBy: who.login })
    .from(examAttempts)
    .leftJoin(who, eq(who.id, examAttempts.resetByUserId))
    .where(eq(examAttempts.learnerProductId, learnerProductId))
    .orderBy(asc(examAttempts.nodeId), asc(examAttempts.attemptNumber));
  const now = ctx.clock.now();
  return rows.map(({ attempt: a, resetBy }) => {
    const partial = isPartial(a, now);
    const status = a.resetAt
      ? 'RESET'
      : !a.finishedAt
        ? partial
          ? 'PARTIALLY_COMPLETED'
          : 'IN_PROGRESS'
        : a.passed
          ? 'PASS'
          : 'FAIL';
    return {
      id: a.id,
      nodeId: a.nodeId,
      attemptNumber: a.attemptNumber,
      trial: a.trial,
      status,
      startedAt: a.startedAt.toISOString(),
      finishedAt: a.finishedAt?.toISOString() ?? null,
      finishReason: a.finishReason,
      score: a.score,
      secondsLeftAtLastActivity: a.finishedAt ? null : secondsLeftAt(a),
      resetAt: a.resetAt?.toISOString() ?? null,
      resetBy: resetBy ?? null,
      resetReason: a.resetReason,
      canReset: !a.resetAt,
      canResume: partial,
    };
  });
}

interface AttemptTarget {
  learnerProductId: number;
  productId: number;
  attemptId: number;
}

async function lockAttemptOf(tx: Db, t: AttemptTarget): Promise<repo.AttemptRow> {
  const attempt = await repo.lockAttempt(tx, t.attemptId);
  if (!attempt || attempt.learnerProductId !== t.learnerProductId) throw notFound('exam attempt');
  return attempt;
}

/**
 * The node's fact as the attempts that still count make it (the rules of finishAttemptTx): COMPLETE when one
 * passed (or taken / required attempts met, per the exam), COMPLETE_FAIL when none is left, else IN_PROGRESS.
 */
async function factFromAttempts(tx: Db, productId: number, attempt: repo.AttemptRow): Promise<StatusFact> {
  const [all, rawSettings, node] = await Promise.all([
    repo.findAttempts(tx, attempt.learnerProductId, attempt.nodeId),
    repo.findSettings(tx, attempt.nodeId),
    findProductNode(tx, productId, attempt.nodeId),
  ]);
  const s = parseSettings(rawSettings);
  const counted = all.filter((a) => a.finishedAt && !a.trial && !a.resetAt);
  const passed = counted.some((a) => a.passed);
  if ((s.completesWhen === 'TAKEN' && counted.length > 0) || passed) return 'COMPLETE';
  if (s.requiredAttempts > 0 && counted.length >= s.requiredAttempts) return 'COMPLETE';
  const allowed = node && disallowsRetakes(node) ? 1 : s.allowedAttempts;
  return allowed >= 0 && counted.length >= allowed ? 'COMPLETE_FAIL' : 'IN_PROGRESS';
}

/**
 * Resets (voids) an attempt: it stays on record marked reset with who, when and why, counts for nothing
 * (attempts left, pass, history), and an open one is closed (finishReason RESET). The exam node's fact is
 * recomputed from the attempts that still count, so the learner may sit the exam again. One transaction with
 * the audit row.
 */
export async function resetExamAttempt(ctx: AppContext, actor: SessionUser, t: AttemptTarget, reason: string) {
  const now = ctx.clock.now();
  await ctx.database.db.transaction(async (tx) => {
    const attempt = await lockAttemptOf(tx, t);
    if (attempt.resetAt) throw new AppError('ATTEMPT_ALREADY_RESET', 409, 'This exam attempt is already reset');
    await tx
      .update(examAttempts)
      .set({
        resetAt: now,
        resetByUserId: actor.id,
        resetReason: reason,
        ...(attempt.finishedAt ? {} : { finishedAt: now, finishReason: 'RESET' }),
      })
      .where(and(eq(examAttempts.id, attempt.id)));
    if (!attempt.trial)
      await correctFact(tx, t.learnerProductId, attempt.nodeId, await factFromAttempts(tx, t.productId, attempt), now);
    await audit(tx, ctx.clock, actor.login, 'EXAM_ATTEMPT_RESET', {
      learnerProductId: String(t.learnerProductId),
      attemptId: String(attempt.id),
      nodeId: String(attempt.nodeId),
      attemptNumber: String(attempt.attemptNumber),
      reason,
    });
  });
  ctx.services.examAttempts.forget(t.attemptId);
}

/**
 * Resumes a PARTIALLY_COMPLETED attempt (open, idle past examLimits.partialAfterMinutes): the learner gets back
 * the time they had left at their last saved activity (the deadline moves to now plus that), and continues the
 * same attempt with its saved answers. Returns the seconds given (null when untimed).
 */
export async function resumeExamAttempt(ctx: AppContext, actor: SessionUser, t: AttemptTarget, reason: string) {
  const now = ctx.clock.now();
  const secondsLeft = await ctx.database.db.transaction(async (tx) => {
    const attempt = await lockAttemptOf(tx, t);
    if (attempt.resetAt || attempt.finishedAt)
      throw new AppError('ATTEMPT_NOT_OPEN', 409, 'This exam attempt is finished; it cannot be resumed');
    if (!isPartial(attempt, now))
      throw new AppError('ATTEMPT_NOT_PARTIALLY_COMPLETED', 409, 'This exam attempt is in progress, not partially completed');
    const left = secondsLeftAt(attempt);
    await tx
      .update(examAttempts)
      .set({ lastActivityAt: now, deadline: left === null ? null : new Date(now.getTime() + left * 1000) })
      .where(eq(examAttempts.id, attempt.id));
    await audit(tx, ctx.clock, actor.login, 'EXAM_ATTEMPT_RESUMED', {
      learnerProductId: String(t.learnerProductId),
      attemptId: String(attempt.id),
      nodeId: String(attempt.nodeId),
      secondsLeft: left === null ? 'untimed' : String(left),
      reason,
    });
    return left;
  });
  ctx.services.examAttempts.forget(t.attemptId);
  return { secondsLeft };
}
