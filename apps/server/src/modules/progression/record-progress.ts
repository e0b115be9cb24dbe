import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { setLeftOffNode } from '../product/index.js';
import { assertCourseOpen } from './course-gates.js';
import { assertIdentityChecks } from './identity-gates.js';
import { type LearnerContext, loadLearnerContext, nodeOf } from './learner-context.js';
import { recordFact } from './repo.js';

/** Lessons and exams complete through their own flows, containers by roll-up; never by a bare call. */
const COMPLETED_ELSEWHERE = new Set(['LESSON', 'EXAM', 'EXAM_GAUGE']);

/** The node, if the course gates are open (course-gates.ts) and the node is not locked; otherwise the matching error. */
export function assertEnterable(ctx: LearnerContext, nodeId: number, clock: Clock) {
  assertCourseOpen(ctx, clock);
  const node = nodeOf(ctx, nodeId);
  const state = ctx.progression.states.get(nodeId);
  if (!state || state.locked) throw new AppError('NODE_LOCKED', 403, 'This part of the course is locked');
  return { node, state };
}

/** Records that the learner opened a node (IN_PROGRESS, "left off" here). */
export async function startNode(ctx: AppContext, actor: SessionUser, lpId: number, nodeId: number) {
  const { db } = ctx.database;
  const learner = await loadLearnerContext(ctx, actor, lpId, 'write');
  const { node } = assertEnterable(learner, nodeId, ctx.clock);
  await assertIdentityChecks(db, learner.lp, ctx.clock);
  await db.transaction(async (tx) => {
    await recordFact(tx, lpId, nodeId, 'IN_PROGRESS', ctx.clock.now());
    if (node.children.length === 0) await setLeftOffNode(tx, lpId, nodeId);
  });
  return loadLearnerContext(ctx, actor, lpId, 'write');
}

/**
 * Completes a leaf that has no flow of its own (introductions, key points, unsupported content).
 * Returns the context after, and the texts of nodes this completion made exempt.
 */
export async function completeNode(ctx: AppContext, actor: SessionUser, lpId: number, nodeId: number) {
  const { db } = ctx.database;
  const before = await loadLearnerContext(ctx, actor, lpId, 'write');
  const { node } = assertEnterable(before, nodeId, ctx.clock);
  await assertIdentityChecks(db, before.lp, ctx.clock);
  if (node.children.length > 0 || COMPLETED_ELSEWHERE.has(node.type)) {
    throw new AppError('NODE_NOT_DIRECTLY_COMPLETABLE', 409, `A ${node.type} node is not completed by this call`);
  }
  await db.transaction(async (tx) => {
    await recordFact(tx, lpId, nodeId, 'COMPLETE', ctx.clock.now());
    await setLeftOffNode(tx, lpId, nodeId);
  });
  const after = await loadLearnerContext(ctx, actor, lpId, 'write');
  const newlyExempt = [...after.progression.states.values()].filter(
    (s) => s.exempt && !before.progression.states.get(s.id)?.exempt,
  );
  const texts = newlyExempt.map((s) => after.nodes.get(s.id)?.metadata.EXEMPT_STATUS_TEXT).filter((t): t is string => Boolean(t));
  return { ctx: after, exemptCompletionText: texts.length ? texts.join('\n') : null };
}
