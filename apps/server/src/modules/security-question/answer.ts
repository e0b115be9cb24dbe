import type { SecurityAnswerBody, SecurityAnswerReply, SecurityQuestion } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { assertNotHeld, heldError, holdWhenLimitReached, notifyStaffOfHold } from './hold.js';
import { answerMatches } from './questions.js';
import * as security from './repo.js';

/**
 * What a right answer unlocks, by challenge purpose (the lesson's LESSON_FINISH completes the lesson), run in
 * the answer's transaction. Given by the app at registration, so this module imports none of its users.
 */
export type PassHandler = (tx: Db, challenge: { learnerProductId: number; nodeId: number }, at: Date) => Promise<void>;
export type PassHandlers = ReadonlyMap<string, PassHandler>;

/**
 * POST api/security/learner: answers the question last put to this learner. The question sent must be
 * the one asked (a learner may not pick the easiest). Every answer is stored as a fact (right or wrong,
 * never the text). A right answer ends the challenge and runs its purpose's pass handler (a lesson finish
 * completes the lesson) in the same transaction. A wrong one keeps the same question (the reply's nextQuestion is
 * it again: rotating let a guesser reach the weakest question, decision 0108), and the wrong answers of the learner
 * product are counted: at SECURITY_WRONG_ANSWERS_MAX the course is held (429, audited, staff told) until an
 * administrator releases it; while held, answers are refused without being checked.
 */
export async function answerSecurityQuestion(
  ctx: AppContext,
  actor: SessionUser,
  body: SecurityAnswerBody,
  onPassed: PassHandlers,
): Promise<SecurityAnswerReply> {
  const { db } = ctx.database;
  const profile = await security.findProfile(db, actor.id);
  if (!profile) throw new AppError('NOT_FOUND', 404, 'account not found');
  const now = ctx.clock.now();
  let heldLp = 0;
  const outcome = await db.transaction(async (tx): Promise<SecurityAnswerReply | 'HELD'> => {
    const challenge = await security.findOpenChallengeForUpdate(tx, actor.id);
    if (!challenge) throw new AppError('SECURITY_QUESTION_NOT_ASKED', 409, 'No security question is waiting for an answer');
    await security.lockLearnerProduct(tx, challenge.learnerProductId);
    await assertNotHeld(tx, challenge.learnerProductId);
    if (challenge.question !== body.question)
      throw badRequest('question', `question must be the question asked (${challenge.question})`);
    const asked = challenge.question as SecurityQuestion;
    const correct = answerMatches(asked, body.answer, profile);
    await security.recordAnswer(tx, { challengeId: challenge.id, question: asked, correct, answeredAt: now });
    if (!correct) {
      if (await holdWhenLimitReached(ctx, tx, actor, challenge.learnerProductId, now)) {
        heldLp = challenge.learnerProductId;
        return 'HELD';
      }
      return { result: false, nextQuestion: asked };
    }
    await security.updateChallenge(tx, challenge.id, { passedAt: now });
    await onPassed.get(challenge.purpose)?.(tx, challenge, now);
    return { result: true, nextQuestion: null };
  });
  if (outcome !== 'HELD') return outcome;
  await notifyStaffOfHold(ctx, heldLp);
  throw heldError();
}
