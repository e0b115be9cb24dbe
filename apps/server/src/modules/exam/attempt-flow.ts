import type { ExamQuestionBody, ExamQuestionReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { examCheckPassed } from '../identity/index.js';
import { loadExamSettled } from './check-service.js';
import { authoredIdOf, shownChoices } from './choice-order.js';
import type { ExamContext } from './exam-context.js';
import { blockingPoint, examSecurityOf, openExamChallenge, openQuestion, securityQuestionRequired } from './exam-security.js';
import { finishAttempt } from './finish-service.js';
import { questionReplyOf } from './question-reply.js';
import { quickFlow, rememberOpenAttempt } from './quick-flow.js';
import * as repo from './repo.js';
import { startAttempt } from './start-attempt.js';
import { isPastGrace } from './timer.js';

export type FlowCall = 'next' | 'jump' | 'save';

/** 002 §3 requiresBiosig (decision 0091): the attempt of a biosigRequired course waits for a passed signature check. */
async function biosigPending(ctx: AppContext, e: ExamContext, attempt: repo.AttemptRow): Promise<boolean> {
  return e.ctx.lp.biosigRequired && !(await examCheckPassed(ctx.database.db, attempt.learnerProductId, attempt.id));
}

const biosigRequired = () =>
  new AppError('BIOSIG_REQUIRED', 409, 'A biometric signature check is required before answering this exam');

const timeExpired = () => new AppError('EXAM_TIME_EXPIRED', 409, 'Your time limit on this exam has expired.');

/** The unfinished attempt the body refers to; nextQuestion starts one when there is none. */
async function openAttempt(ctx: AppContext, actor: SessionUser, body: ExamQuestionBody, call: FlowCall) {
  const { e, expiredNow } = await loadExamSettled(ctx, actor, body.assessmentId, body.learnerProductId);
  if (expiredNow) throw timeExpired();
  const open = e.attempts.find((a) => !a.finishedAt);
  if (body.personAssessmentId !== undefined && body.personAssessmentId !== open?.id) {
    const named = e.attempts.find((a) => a.id === body.personAssessmentId);
    if (!named) throw notFound('exam attempt');
    // A stale tab (or a save that arrived after the deadline was settled) cannot touch a finished attempt.
    throw named.finishReason === 'TIME_EXPIRED'
      ? timeExpired()
      : new AppError('EXAM_ALREADY_FINISHED', 409, 'This exam attempt is finished');
  }
  if (open) return { e, attempt: open, started: false };
  // Only a bare nextQuestion starts an attempt: an answer or a position refers to one that must exist.
  const bare = !body.userAnswer && !body.currentQuestionNum && body.assessmentQuestionId === undefined;
  if (call !== 'next' || !bare) throw new AppError('NO_EXAM_IN_PROGRESS', 409, 'No exam attempt is in progress');
  return { e, attempt: await startAttempt(ctx, e, body), started: true };
}

function positionOf(body: ExamQuestionBody, rows: repo.AttemptQuestionRow[]): number | undefined {
  if (body.assessmentQuestionId !== undefined) {
    const row = rows.find((r) => r.id === body.assessmentQuestionId);
    if (!row) throw badRequest('assessmentQuestionId', 'assessmentQuestionId is not a question of this attempt');
    return row.position;
  }
  const n = body.currentQuestionNum;
  if (n === undefined || n === 0) return undefined;
  if (n > rows.length) throw badRequest('currentQuestionNum', `currentQuestionNum must be between 1 and ${rows.length}`);
  return n;
}

/** Where the learner goes: the body's question for save, per questionSequenceRequest for next, the target for jump. */
function targetPosition(
  call: FlowCall,
  body: ExamQuestionBody,
  at: number | undefined,
  attempt: repo.AttemptRow,
  rows: repo.AttemptQuestionRow[],
  answeredNow: number | undefined,
): number {
  const total = rows.length;
  if (call === 'save') return at ?? attempt.currentPosition;
  if (call === 'jump') {
    if (body.questionSequenceRequest === 'LAST_ANSWERED') {
      const answered = rows.filter((r) => r.userAnswer !== null || r.position === answeredNow).map((r) => r.position);
      return answered.length ? Math.max(...answered) : 1;
    }
    if (at === undefined) throw badRequest('currentQuestionNum', 'currentQuestionNum (the question to jump to) is required');
    return at;
  }
  const request = body.questionSequenceRequest ?? 'NEXT';
  if (request === 'CURRENT' || at === undefined) return attempt.currentPosition;
  if (request === 'PREVIOUS') return Math.max(1, at - 1);
  return Math.min(total, at + 1);
}

/**
 * POST api/exam/nextQuestion, jumpQuestion, saveQuestion. The answer (if any) and the new position are
 * committed in one transaction before the reply (one statement on the hot path, quick-flow.ts). After the deadline plus the grace period nothing is
 * saved: the attempt is graded on what was saved, as of its deadline, and the call answers 409.
 */
export async function examFlow(
  ctx: AppContext,
  actor: SessionUser,
  body: ExamQuestionBody,
  call: FlowCall,
): Promise<ExamQuestionReply> {
  // The hot path: one statement when the attempt's facts are cached; else (or when in doubt) the full path.
  const quick = await quickFlow(ctx, actor, body, call);
  if (quick) return quick;
  const { db } = ctx.database;
  const { e, attempt, started } = await openAttempt(ctx, actor, body, call);
  if (isPastGrace(attempt.deadline, ctx.clock.now())) {
    await finishAttempt(ctx, e, attempt.id, ctx.clock.now());
    throw timeExpired();
  }
  const rows = await repo.findAttemptQuestions(db, attempt.id);
  const at = started ? undefined : positionOf(body, rows);
  const shownAnswer = started ? undefined : (body.userAnswer ?? undefined);
  if (call === 'save' && shownAnswer === undefined) throw badRequest('userAnswer', 'userAnswer is required');
  let answer: string | undefined;
  if (shownAnswer !== undefined) {
    if (at === undefined)
      throw badRequest('currentQuestionNum', 'currentQuestionNum (the question answered) is required with userAnswer');
    const row = rows[at - 1];
    const questions = await repo.findQuestionsByIds(db, row ? [row.questionId] : []);
    const q = row ? questions.get(row.questionId) : undefined;
    // The browser answers by shown id; the authored id is what is stored and graded (choice-order.ts).
    answer = q && authoredIdOf(shownChoices(ctx.answerOrderKey, attempt.learnerProductId, q.data), shownAnswer);
    if (answer === undefined) throw badRequest('userAnswer', 'userAnswer is not a choice of this question');
  }
  let target = started ? 1 : targetPosition(call, body, at, attempt, rows, answer !== undefined ? at : undefined);
  // Until the signature check passes, nothing is answered and the learner stays where the attempt is.
  if (await biosigPending(ctx, e, attempt)) {
    if (answer !== undefined) throw biosigRequired();
    target = started ? 1 : attempt.currentPosition;
  }
  const guard = await examSecurityOf(db, e, attempt, rows.length);
  // An answer beyond a security point not yet passed cannot come from the page (it holds the learner at
  // the point); a scripted save there is refused.
  const saveBlocked = answer !== undefined && at !== undefined ? blockingPoint(guard, at) : undefined;
  if (saveBlocked !== undefined) throw securityQuestionRequired(guard.challenges.get(saveBlocked)?.question ?? 0);
  // Moving past a point holds the learner where they are until the question is answered (decision 0042).
  const heldAt = call !== 'save' ? blockingPoint(guard, target) : undefined;
  // (For a jump, currentQuestionNum names the destination; the learner stays where the attempt is.)
  if (heldAt !== undefined) target = call === 'next' ? (at ?? attempt.currentPosition) : attempt.currentPosition;
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    const locked = await repo.lockAttempt(tx, attempt.id);
    if (!locked || locked.finishedAt) throw new AppError('EXAM_ALREADY_FINISHED', 409, 'This exam attempt is finished');
    if (answer !== undefined && at !== undefined) await repo.saveAnswer(tx, attempt.id, at, answer, now);
    await repo.moveTo(tx, attempt.id, target, now);
    if (heldAt !== undefined) await openExamChallenge(tx, ctx.clock, actor, e, attempt, heldAt);
  });
  return questionReply(ctx, e, { ...attempt, currentPosition: target });
}

/** The reply for the attempt's current question, read back from the database; caches the attempt's facts. */
async function questionReply(ctx: AppContext, e: ExamContext, attempt: repo.AttemptRow): Promise<ExamQuestionReply> {
  const { db } = ctx.database;
  const rows = await repo.findAttemptQuestions(db, attempt.id);
  // A question opened at a point and not yet answered is asked again on every reply (a reload too).
  const securityQuestion = openQuestion(await examSecurityOf(db, e, attempt, rows.length));
  const current = rows[attempt.currentPosition - 1];
  if (!current) throw new AppError('EXAM_HAS_NO_QUESTIONS', 409, 'This exam attempt has no questions');
  const question = (await repo.findQuestionsByIds(db, [current.questionId])).get(current.questionId);
  if (!question) throw notFound('question');
  const requiresBiosig = await biosigPending(ctx, e, attempt);
  // The hot path serves only attempts with nothing to check (it does not look at signatures).
  if (!requiresBiosig) await rememberOpenAttempt(ctx, e, attempt, rows);
  return questionReplyOf({
    requiresBiosig,
    attempt,
    warningSeconds: e.settings.timeWarningMinutes * 60,
    rows,
    question: question.data,
    securityQuestion,
    now: ctx.clock.now(),
    orderKey: ctx.answerOrderKey,
    hideTags: e.isFinal,
  });
}
