import type { SecurityQuestion } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { chooseQuestion, courseAsksQuestions, type QuestionRules } from './questions.js';
import { findChallenge, findProfile, openChallenge } from './repo.js';

/**
 * The security questions of the course completion (001 §4 finishCourse: the survey and the final affidavit each
 * come "after a security question if required"; decision 0099). Their challenges hang on the product's root node.
 */
export const COMPLETION_PURPOSES = { survey: 'COMPLETION_SURVEY', affidavit: 'COMPLETION_AFFIDAVIT' } as const;
export type CompletionPurpose = (typeof COMPLETION_PURPOSES)[keyof typeof COMPLETION_PURPOSES];

/** Where a completion question hangs: the learner product and its product's root node. */
export interface CompletionGateTarget {
  learnerProductId: number;
  rootNodeId: number;
  purpose: CompletionPurpose;
  rules: QuestionRules;
}

/**
 * The question this purpose waits for, opening its challenge the first time (the same question again until it is
 * answered; after a wrong answer, the next one); null when the course asks none or it was already answered right.
 */
export async function completionQuestionDue(
  db: Db,
  clock: Clock,
  userId: number,
  t: CompletionGateTarget,
): Promise<SecurityQuestion | null> {
  if (!courseAsksQuestions(t.rules)) return null;
  const existing = await findChallenge(db, t.learnerProductId, t.rootNodeId, t.purpose);
  if (existing) return existing.passedAt ? null : (existing.question as SecurityQuestion);
  const profile = await findProfile(db, userId);
  if (!profile) return null;
  const choice = chooseQuestion(t.rules, profile);
  if (!choice.ask) return null;
  const opened = await openChallenge(db, {
    userId,
    learnerProductId: t.learnerProductId,
    nodeId: t.rootNodeId,
    purpose: t.purpose,
    question: choice.question,
    openedAt: clock.now(),
  });
  return opened.passedAt ? null : (opened.question as SecurityQuestion);
}

/**
 * The server's gate before the survey is stored or the final affidavit accepted: when the course asks security
 * questions, 409 SECURITY_QUESTION_REQUIRED until this purpose's challenge is answered right.
 */
export async function assertCompletionQuestionPassed(db: Db, t: CompletionGateTarget): Promise<void> {
  if (!courseAsksQuestions(t.rules)) return;
  const challenge = await findChallenge(db, t.learnerProductId, t.rootNodeId, t.purpose);
  if (!challenge?.passedAt) throw new AppError('SECURITY_QUESTION_REQUIRED', 409, 'A security question must be answered first');
}
