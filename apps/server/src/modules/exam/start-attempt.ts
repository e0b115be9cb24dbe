import { CourseGateError, ExamGateError, type ExamQuestionBody, examGateMessages } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { consumeExamGates } from '../exam-gates/index.js';
import { setLeftOffNode } from '../product/index.js';
import { assertIdentityChecks, courseGate, recordFact } from '../progression/index.js';
import type { ExamContext } from './exam-context.js';
import { drawQuestions } from './pool.js';
import * as repo from './repo.js';
import { examStatusOf } from './status-service.js';

/** Why a new attempt may not start, as a 4xx the client can act on (codes are the exam statuses). */
function refuse(status: string | null, locked: boolean, hasQuestions: boolean): never {
  if (locked) throw new AppError('EXAM_LOCKED', 403, 'Exam is locked.');
  if (!hasQuestions) throw new AppError('EXAM_HAS_NO_QUESTIONS', 409, 'This exam has no questions yet');
  throw new AppError(status ?? 'EXAM_NOT_AVAILABLE', 409, `The exam cannot be started (${status ?? 'not available'})`);
}

/**
 * Starts an attempt: status and gates allow it, the questions are drawn (pool and "new questions" rule),
 * and the attempt, its questions, the used gate codes and the IN_PROGRESS fact are written in one
 * transaction. Two concurrent starts create one attempt: the loser returns the winner's.
 */
export async function startAttempt(ctx: AppContext, e: ExamContext, body: ExamQuestionBody): Promise<repo.AttemptRow> {
  const { db } = ctx.database;
  // The course gates (issue 25): the course period shows in the status as INELIGIBLE (with its reason); the photo
  // ID, which the status does not know of, comes before any attempt.
  const gate = courseGate(e.ctx, ctx.clock);
  if (gate?.code === CourseGateError.PHOTO_ID_REQUIRED) throw gate;
  const { computed, gates, bank, nextAttemptNumber, affidavitFirst } = await examStatusOf(ctx, e);
  if (affidavitFirst) throw new AppError('AFFIDAVIT_REQUIRED', 409, 'The final affidavit must be accepted before this exam');
  const state = e.ctx.progression.states.get(e.node.id);
  const locked = state?.locked ?? true;
  // A passed exam (or one whose required attempts are met) is taken again only on purpose.
  const retake = computed.canRetake && body.learnerRetaking === true;
  if (!(computed.canStart || retake)) refuse(computed.status, locked, bank.length > 0);
  await assertIdentityChecks(db, e.ctx.lp, ctx.clock);
  if (gates.accessCodeRequired && !gates.accessCodeAccepted)
    throw new AppError(ExamGateError.ACCESS_CODE_REQUIRED, 403, examGateMessages.accessCodeRequired);
  if (gates.proctorCodeRequired && !gates.proctorCodeAccepted)
    throw new AppError(ExamGateError.PROCTOR_CODE_REQUIRED, 403, 'A proctor code is required to start this exam.');
  if (gates.driversLicenseRequired && !gates.driversLicenseProvided)
    throw new AppError(ExamGateError.DRIVERS_LICENSE_REQUIRED, 403, examGateMessages.driversLicenseRequired);

  const previous = e.attempts.at(-1);
  const previousIds = previous ? await repo.findAttemptQuestionIds(db, previous.id) : [];
  const questionIds = drawQuestions({
    bank: bank.map((q) => q.id),
    count: e.settings.questionCount,
    previous: previousIds,
    minNew: e.settings.minNewQuestions,
    shuffle: e.settings.shuffle,
  });
  const now = ctx.clock.now();
  const lpId = e.ctx.lp.id;
  const limitMs = e.settings.timeLimitMinutes * 60_000;
  const started = await db.transaction(async (tx) => {
    const attempt = await repo.insertAttempt(tx, {
      learnerProductId: lpId,
      nodeId: e.node.id,
      attemptNumber: nextAttemptNumber,
      trial: e.trial,
      startedAt: now,
      deadline: limitMs > 0 ? new Date(now.getTime() + limitMs) : null,
      lastActivityAt: now,
      currentPosition: 1,
      numQuestions: questionIds.length,
    });
    if (!attempt) return undefined;
    await repo.insertAttemptQuestions(tx, attempt.id, questionIds);
    await consumeExamGates(
      tx,
      {
        userId: e.ctx.lp.userId,
        learnerProductId: lpId,
        examNodeId: e.node.id,
        attemptNumber: attempt.attemptNumber,
        personAssessmentId: attempt.id,
      },
      ctx.clock,
    );
    await recordFact(tx, lpId, e.node.id, 'IN_PROGRESS', now);
    await setLeftOffNode(tx, lpId, e.node.id);
    return attempt;
  });
  if (started) return started;
  const winner = await repo.findOpenAttempt(db, lpId, e.node.id);
  if (!winner) throw new AppError('EXAM_START_CONFLICT', 409, 'The exam was started elsewhere; try again');
  return winner;
}
