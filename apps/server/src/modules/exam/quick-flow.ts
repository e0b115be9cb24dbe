import type { ExamQuestionBody, ExamQuestionReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { AttemptFacts } from './attempt-cache.js';
import type { FlowCall } from './attempt-flow.js';
import { authoredIdOf, shownChoices } from './choice-order.js';
import type { ExamContext } from './exam-context.js';
import { examPurposePrefix, openQuestion, securityPointsOf } from './exam-security.js';
import { questionReplyOf } from './question-reply.js';
import * as repo from './repo.js';
import { isPastGrace } from './timer.js';

/** Where the call leads when the body alone says so; undefined for moves that need the attempt's state. */
function plainTarget(call: FlowCall, body: ExamQuestionBody, at: number | undefined, total: number): number | undefined {
  if (at === undefined) return undefined;
  if (call === 'save') return at;
  const request = body.questionSequenceRequest;
  if (call === 'jump') return request === 'LAST_ANSWERED' ? undefined : at;
  if (request === 'PREVIOUS') return Math.max(1, at - 1);
  return request === undefined || request === 'NEXT' ? Math.min(total, at + 1) : undefined;
}

/**
 * The authored id of the answer the body gives (by its shown id) for the question at `at`, from the
 * cached facts (no query): undefined when there is no answer, null when it names no choice.
 */
function storedAnswerOf(
  ctx: AppContext,
  facts: AttemptFacts,
  at: number,
  shownId: string | null | undefined,
): string | undefined | null {
  if (shownId == null) return undefined;
  const question = facts.questions[at - 1];
  if (!question) return null;
  return authoredIdOf(shownChoices(ctx.answerOrderKey, facts.learnerProductId, question.data), shownId) ?? null;
}

/** The question the body names (assessmentQuestionId, else currentQuestionNum), if it is one of the attempt's. */
function positionIn(facts: AttemptFacts, body: ExamQuestionBody): number | undefined {
  if (body.assessmentQuestionId !== undefined) return facts.questions.find((q) => q.id === body.assessmentQuestionId)?.position;
  const n = body.currentQuestionNum;
  return n !== undefined && n >= 1 && n <= facts.questions.length ? n : undefined;
}

/**
 * The hot path of saveQuestion, and of nextQuestion / jumpQuestion to a named question (decision 0047):
 * with the attempt's fixed facts cached, the call is one statement (repo.quickMove) and the reply is
 * built from what it reads back. Returns undefined whenever anything is not plainly in order (nothing
 * cached, a move that needs the attempt's state, an invalid position or answer, the deadline and grace
 * passed, a security point in the way, the attempt finished or not matching the database): the full path
 * then decides, with its own errors and holds, exactly as before.
 */
export async function quickFlow(
  ctx: AppContext,
  actor: SessionUser,
  body: ExamQuestionBody,
  call: FlowCall,
): Promise<ExamQuestionReply | undefined> {
  const attempts = ctx.services.examAttempts;
  const facts = attempts.find(actor.id, body.assessmentId, body.learnerProductId, body.personAssessmentId);
  if (!facts) return undefined;
  const at = positionIn(facts, body);
  const target = plainTarget(call, body, at, facts.questions.length);
  if (at === undefined || target === undefined || (call === 'save' && body.userAnswer == null)) return undefined;
  // The browser answers by shown id; the authored id is stored (choice-order.ts). Not a choice: the full path says so.
  const userAnswer = storedAnswerOf(ctx, facts, at, body.userAnswer);
  if (userAnswer === null) return undefined;
  const question = facts.questions[target - 1];
  if (!question) return undefined;
  const now = ctx.clock.now();
  if (isPastGrace(facts.deadline, now)) return undefined;
  const purposePrefix = examPurposePrefix(facts.id);
  const result = await repo.quickMove(ctx.database, {
    attemptId: facts.id,
    userId: actor.id,
    target,
    answer: userAnswer === undefined ? undefined : { position: at, userAnswer },
    at: now,
    packageHash: facts.packageHash,
    latestEnrolmentOnly: body.learnerProductId === undefined,
    // Nothing after an unpassed point is answered or served here: the full path refuses or holds.
    pointsToPass: facts.points.filter((p) => p < Math.max(at, target)),
    purposePrefix,
    deadline: facts.deadline,
  });
  if (!result.done || result.rows.length !== facts.questions.length) {
    attempts.forget(facts.id);
    return undefined;
  }
  const byPosition = new Map(result.rows.map((r) => [r.position, r]));
  const rows = facts.questions.map((q) => {
    const row = byPosition.get(q.position);
    const answer = userAnswer !== undefined && q.position === at ? userAnswer : (row?.userAnswer ?? null);
    return { id: q.id, position: q.position, userAnswer: answer, starred: row?.starred ?? false };
  });
  const challenges = new Map(
    result.challenges.map((c) => [
      Number(c.purpose.slice(purposePrefix.length)),
      { question: c.question, passedAt: c.passed ? now : null },
    ]),
  );
  return questionReplyOf({
    attempt: { ...facts, finishedAt: null, currentPosition: target },
    warningSeconds: facts.warningSeconds,
    rows,
    question: question.data,
    securityQuestion: openQuestion({ points: facts.points, challenges }),
    now,
    orderKey: ctx.answerOrderKey,
    hideTags: facts.isFinal,
  });
}

/**
 * Caches an open attempt's fixed facts after the full path served it (once per attempt; never for a
 * product without a package hash, whose content may change without notice).
 */
export async function rememberOpenAttempt(
  ctx: AppContext,
  e: ExamContext,
  attempt: repo.AttemptRow,
  rows: repo.AttemptQuestionRow[],
): Promise<void> {
  const packageHash = e.ctx.product.packageHash;
  const attempts = ctx.services.examAttempts;
  // An exam without Previous goes the full path, which holds the learner to moving forward (it knows the position).
  if (!packageHash || attempt.finishedAt || attempts.has(attempt.id) || e.settings.disablePrevious) return;
  const questions = await repo.findQuestionsByIds(
    ctx.database.db,
    rows.map((r) => r.questionId),
  );
  const ordered: AttemptFacts['questions'] = [];
  for (const r of rows) {
    const q = questions.get(r.questionId);
    if (!q || r.position !== ordered.length + 1) return;
    ordered.push({ id: r.id, position: r.position, data: q.data });
  }
  attempts.remember({
    id: attempt.id,
    userId: e.ctx.lp.userId,
    learnerProductId: attempt.learnerProductId,
    nodeId: attempt.nodeId,
    attemptNumber: attempt.attemptNumber,
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    warningSeconds: e.settings.timeWarningMinutes * 60,
    packageHash,
    questions: ordered,
    points: securityPointsOf(e, rows.length),
    isFinal: e.isFinal,
  });
}
