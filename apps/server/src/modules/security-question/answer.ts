import type { SecurityAnswerBody, SecurityAnswerReply, SecurityQuestion } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { answerMatches, nextQuestion } from './questions.js';
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
 * completes the lesson) in the same transaction; a wrong one moves the challenge on to the next question (001 §4).
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
  return db.transaction(async (tx) => {
    const challenge = await security.findOpenChallengeForUpdate(tx, actor.id);
    if (!challenge) throw new AppError('SECURITY_QUESTION_NOT_ASKED', 409, 'No security question is waiting for an answer');
    if (challenge.question !== body.question)
      throw badRequest('question', `question must be the question asked (${challenge.question})`);
    const asked = challenge.question as SecurityQuestion;
    const correct = answerMatches(asked, body.answer, profile);
    await security.recordAnswer(tx, { challengeId: challenge.id, question: asked, correct, answeredAt: now });
    if (!correct) {
      const next = nextQuestion(asked, profile);
      await security.updateChallenge(tx, challenge.id, { question: next });
      return { result: false, nextQuestion: next };
    }
    await security.updateChallenge(tx, challenge.id, { passedAt: now });
    await onPassed.get(challenge.purpose)?.(tx, challenge, now);
    return { result: true, nextQuestion: null };
  });
}
