import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { recordFact } from '../progression/index.js';
import { disallowsRetakes, type ExamContext } from './exam-context.js';
import { gradeAttempt } from './grading.js';
import * as repo from './repo.js';

/**
 * Grades and closes an unfinished attempt in `tx` (the caller's transaction): on the answers saved, with
 * the finish time capped at the deadline. A passed exam (or, per the exam's settings, a taken one or the
 * required number of attempts) completes its node in the same transaction; the last allowed attempt
 * failed records COMPLETE_FAIL. Returns false when the attempt was already finished. `reason` LEFT_WINDOW: ended
 * by the server because the learner left a final's window past the allowed count (decision 0109).
 */
export async function finishAttemptTx(
  tx: Db,
  e: ExamContext,
  attemptId: number,
  now: Date,
  reason: 'SUBMITTED' | 'LEFT_WINDOW' = 'SUBMITTED',
): Promise<boolean> {
  const attempt = await repo.lockAttempt(tx, attemptId);
  if (!attempt || attempt.finishedAt) return false;
  const rows = await repo.findAttemptQuestions(tx, attemptId);
  const questions = await repo.findQuestionsByIds(
    tx,
    rows.map((r) => r.questionId),
  );
  const grade = gradeAttempt(
    rows.map((r) => {
      const q = questions.get(r.questionId);
      if (!q) throw new Error(`question ${r.questionId} of attempt ${attemptId} is missing`);
      return { position: r.position, question: q.data, userAnswer: r.userAnswer };
    }),
    e.settings.passingScore,
  );
  const expired = attempt.deadline !== null && now.getTime() > attempt.deadline.getTime();
  const finishedAt = expired && attempt.deadline ? attempt.deadline : now;
  const finished = await repo.finishAttempt(
    tx,
    attemptId,
    {
      finishedAt,
      finishReason: expired ? 'TIME_EXPIRED' : reason,
      numCorrect: grade.numCorrect,
      score: grade.score,
      passed: grade.passed,
    },
    grade.correctByPosition,
  );
  if (!finished || attempt.trial) return finished;

  const all = await repo.findAttempts(tx, attempt.learnerProductId, attempt.nodeId);
  const counted = all.filter((a) => a.finishedAt && !a.trial && !a.resetAt);
  const s = e.settings;
  const completes =
    s.completesWhen === 'TAKEN' || grade.passed || (s.requiredAttempts > 0 && counted.length >= s.requiredAttempts);
  const allowed = disallowsRetakes(e.node) ? 1 : s.allowedAttempts;
  const everPassed = counted.some((a) => a.passed);
  const alreadyComplete = e.ctx.facts.get(attempt.nodeId) === 'COMPLETE';
  if (completes) await recordFact(tx, attempt.learnerProductId, attempt.nodeId, 'COMPLETE', finishedAt);
  else if (allowed >= 0 && counted.length >= allowed && !everPassed && !alreadyComplete)
    await recordFact(tx, attempt.learnerProductId, attempt.nodeId, 'COMPLETE_FAIL', finishedAt);
  return true;
}

/** Finishes an attempt in its own transaction (and drops its cached facts: no save may reach it now). */
export async function finishAttempt(
  ctx: AppContext,
  e: ExamContext,
  attemptId: number,
  now: Date,
  reason: 'SUBMITTED' | 'LEFT_WINDOW' = 'SUBMITTED',
): Promise<boolean> {
  const finished = await ctx.database.db.transaction((tx) => finishAttemptTx(tx, e, attemptId, now, reason));
  ctx.services.examAttempts.forget(attemptId);
  return finished;
}
