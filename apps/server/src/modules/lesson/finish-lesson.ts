import type { LessonFinishReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { setLeftOffNode } from '../product/index.js';
import { loadLearnerContext, recordFact } from '../progression/index.js';
import * as security from '../security-question/index.js';
import { lessonOf } from './service.js';
import { unviewedLessonResources } from './unviewed-resources.js';

/** Records the lesson as COMPLETE (and the learner's place) in the caller's transaction. */
export async function completeLesson(tx: Db, lpId: number, nodeId: number, at: Date): Promise<void> {
  await recordFact(tx, lpId, nodeId, 'COMPLETE', at);
  await setLeftOffNode(tx, lpId, nodeId);
}

/** The purpose of a lesson-finish security challenge. */
export const LESSON_FINISH = 'LESSON_FINISH';

/** Registered with the security-question routes: a right answer to a lesson-finish question completes the lesson. */
export const lessonSecurityPasses: security.PassHandlers = new Map([
  [
    LESSON_FINISH,
    (tx: Db, c: { learnerProductId: number; nodeId: number }, at: Date) => completeLesson(tx, c.learnerProductId, c.nodeId, at),
  ],
]);

/**
 * Finishes a lesson whose slides are all taken (001 §4): while resources are unviewed, nothing happens
 * and they are listed (lessonCompleteResources step); then, when the course rules ask for a security
 * question this learner has not yet answered right for this lesson, the question is returned and the
 * lesson stays open until POST api/security/learner gets a right answer; otherwise the lesson completes.
 * Finishing a completed lesson again only reports where the learner stands.
 */
export async function finishLesson(
  ctx: AppContext,
  actor: SessionUser,
  lpId: number,
  nodeId: number,
): Promise<LessonFinishReply> {
  const { db } = ctx.database;
  const { ctx: learner, slides, progress } = await lessonOf(ctx, actor, lpId, nodeId);
  if ((progress?.slideIndex ?? 0) < slides.length)
    throw new AppError('LESSON_NOT_COMPLETE', 409, 'Some slides are not taken yet');
  const open = { securityQuestionNeeded: false, securityQuestion: null, final: false, finalComplete: false, complete: false };
  const alreadyComplete = learner.facts.get(nodeId) === 'COMPLETE';
  if (!alreadyComplete) {
    const unviewedResources = await unviewedLessonResources(db, lpId, nodeId);
    if (unviewedResources.length > 0) return { ...open, lessonComplete: false, unviewedResources };
    const question = await securityQuestionDue(ctx, actor, lpId, nodeId, learner.rules);
    if (question !== null)
      return { ...open, securityQuestionNeeded: true, securityQuestion: question, lessonComplete: false, unviewedResources: [] };
    await db.transaction((tx) => completeLesson(tx, lpId, nodeId, ctx.clock.now()));
  }
  return completedReply(ctx, actor, lpId, nodeId);
}

/** The question to put before this lesson completes, or null when none is (or no longer) needed. */
async function securityQuestionDue(
  ctx: AppContext,
  actor: SessionUser,
  lpId: number,
  nodeId: number,
  rules: security.QuestionRules,
): Promise<number | null> {
  const { db } = ctx.database;
  const existing = await security.findChallenge(db, lpId, nodeId, LESSON_FINISH);
  if (existing?.passedAt) return null;
  if (existing) return existing.question;
  const profile = await security.findProfile(db, actor.id);
  if (!profile) return null;
  const choice = security.chooseQuestion(rules, profile);
  if (!choice.ask) return null;
  const challenge = await security.openChallenge(db, {
    userId: actor.id,
    learnerProductId: lpId,
    nodeId,
    purpose: LESSON_FINISH,
    question: choice.question,
    openedAt: ctx.clock.now(),
  });
  return challenge.question;
}

/** The finish reply of a completed lesson: whether the next step is the final exam, whether the product is done. */
export async function completedReply(
  ctx: AppContext,
  actor: SessionUser,
  lpId: number,
  nodeId: number,
): Promise<LessonFinishReply> {
  const after = await loadLearnerContext(ctx, actor, lpId);
  const next = after.progression.states.get(nodeId)?.nextStepId ?? null;
  const nextNode = next !== null ? after.nodes.get(next) : undefined;
  return {
    securityQuestionNeeded: false,
    securityQuestion: null,
    final: nextNode?.metadata.EXAM_TYPE === 'FINAL',
    finalComplete: false,
    complete: after.progression.productCompleted,
    lessonComplete: after.facts.get(nodeId) === 'COMPLETE',
    unviewedResources: [],
  };
}
