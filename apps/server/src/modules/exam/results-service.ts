import type { ExamLeaveReply, ExamResult, ExamReviewReply, ExamStarReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { previousDisabled } from './attempt-flow.js';
import { loadExamSettled } from './check-service.js';
import type { ExamContext } from './exam-context.js';
import { EXAM_RULES } from './exam-rules.js';
import { parseSettings } from './exam-schema.js';
import { examSecurityOf, openQuestion, securityQuestionRequired } from './exam-security.js';
import { finishAttempt } from './finish-service.js';
import { gradedQuestionsOf } from './history.js';
import { canTouchAttempt } from './policy.js';
import * as repo from './repo.js';
import { examStatusOf } from './status-service.js';
import { resultView, reviewQuestionView } from './views.js';

/** The actor's own attempt with its exam (an overdue attempt is settled first), or 404. */
async function ownAttempt(ctx: AppContext, actor: SessionUser, personAssessmentId: number) {
  const found = await repo.findAttemptWithOwner(ctx.database.db, personAssessmentId);
  if (!found || !canTouchAttempt(actor, found)) throw notFound('exam attempt');
  const { e } = await loadExamSettled(ctx, actor, found.attempt.nodeId, found.attempt.learnerProductId);
  const attempt = e.attempts.find((a) => a.id === personAssessmentId);
  if (!attempt) throw notFound('exam attempt');
  return { e, attempt };
}

async function resultOf(ctx: AppContext, actor: SessionUser, personAssessmentId: number) {
  const { e, attempt } = await ownAttempt(ctx, actor, personAssessmentId);
  if (!attempt.finishedAt) throw new AppError('EXAM_NOT_FINISHED', 409, 'This exam attempt is not finished');
  const graded = (await gradedQuestionsOf(ctx.database.db, [attempt.id])).get(attempt.id) ?? [];
  const { computed } = await examStatusOf(ctx, e);
  return { e, attempt, graded, result: resultView(e, attempt, graded, computed) };
}

/** GET api/exam/results/{personAssessmentId}. */
export async function examResults(ctx: AppContext, actor: SessionUser, personAssessmentId: number): Promise<ExamResult> {
  return (await resultOf(ctx, actor, personAssessmentId)).result;
}

/** POST api/exam/finish/{personAssessmentId}: grades the attempt (idempotent) and returns its results. */
export async function finishExam(ctx: AppContext, actor: SessionUser, personAssessmentId: number): Promise<ExamResult> {
  const { e, attempt } = await ownAttempt(ctx, actor, personAssessmentId);
  if (!attempt.finishedAt) {
    const rows = await repo.findAttemptQuestions(ctx.database.db, attempt.id);
    const asked = openQuestion(await examSecurityOf(ctx.database.db, e, attempt, rows.length));
    if (asked !== null) throw securityQuestionRequired(asked);
    await finishAttempt(ctx, e, attempt.id, ctx.clock.now());
  }
  return (await resultOf(ctx, actor, personAssessmentId)).result;
}

/** GET api/exam/review/{personAssessmentId}: answers, keys and feedback, only where canShowFeedback allows. */
export async function examReview(ctx: AppContext, actor: SessionUser, personAssessmentId: number): Promise<ExamReviewReply> {
  const { attempt, result, graded } = await resultOf(ctx, actor, personAssessmentId);
  if (!result.canShowFeedback) throw new AppError('REVIEW_NOT_AVAILABLE', 403, 'The review of this exam is not available');
  // The choices in the order the learner answered them in.
  const order = { key: ctx.answerOrderKey, learnerProductId: attempt.learnerProductId };
  return { ...result, questions: graded.map((g) => reviewQuestionView(g, order)) };
}

/** POST api/exam/question/{questionId}/star and /unstar, on the learner's unfinished attempt only. */
export async function setStar(
  ctx: AppContext,
  actor: SessionUser,
  attemptQuestionId: number,
  starred: boolean,
): Promise<ExamStarReply> {
  const { db } = ctx.database;
  const found = await repo.findAttemptQuestionWithOwner(db, attemptQuestionId);
  if (!found || !canTouchAttempt(actor, found)) throw notFound('question');
  if (found.attempt.finishedAt) throw new AppError('EXAM_ALREADY_FINISHED', 409, 'This exam attempt is finished');
  // 002 §4: without Previous there is no star either; the page hides it, and the server refuses it (issue 25 item 42).
  if (parseSettings(await repo.findSettings(db, found.attempt.nodeId)).disablePrevious) throw previousDisabled();
  await repo.setStarred(db, attemptQuestionId, starred);
  const rows = await repo.findAttemptQuestions(db, found.attempt.id);
  return {
    assessmentQuestionId: attemptQuestionId,
    starred,
    starredQuestions: rows.filter((r) => r.starred).map((r) => r.position),
  };
}

/**
 * POST api/exam/leave/{personAssessmentId}: the learner left the sitting's window once more (002 §4). Counted on
 * the attempt, so the count survives a reload or a new sign-in; the learner's own open attempt only. On a final
 * exam, a leave past SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT ends the attempt here, graded on the answers saved
 * (finishReason LEFT_WINDOW, `ended`): the browser's logout is then a sanction, not a pause (decision 0109).
 */
export async function recordLeave(ctx: AppContext, actor: SessionUser, personAssessmentId: number): Promise<ExamLeaveReply> {
  const { db } = ctx.database;
  const { e, attempt } = await ownAttempt(ctx, actor, personAssessmentId);
  const leaveCount = attempt.finishedAt ? undefined : await db.transaction((tx) => repo.addLeave(tx, personAssessmentId));
  if (leaveCount === undefined) throw new AppError('EXAM_ALREADY_FINISHED', 409, 'This exam attempt is finished');
  const allowed = allowedLeaves(e);
  const ended = allowed !== null && leaveCount > allowed;
  if (ended) await finishAttempt(ctx, e, personAssessmentId, ctx.clock.now(), 'LEFT_WINDOW');
  return { personAssessmentId, leaveCount, ended };
}

/** The leaves a final exam allows (its course rule), or null when they are not counted. */
function allowedLeaves(e: ExamContext): number | null {
  if (!e.isFinal) return null;
  const raw = (e.ctx.rules.text(EXAM_RULES.allowedLeaveCount) ?? '').trim();
  return /^\d+$/.test(raw) ? Number(raw) : null;
}
