import type { SecurityQuestion } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import * as security from '../security-question/index.js';
import type { ExamContext } from './exam-context.js';
import type { AttemptRow } from './repo.js';
import { securityQuestionPoints } from './security-points.js';

/**
 * Security questions during an exam (002 §4, decision 0042). Each point of an attempt is one challenge in
 * `security_challenges` (purpose `EXAM_QUESTION:<attemptId>:<point>`), answered through the lesson's
 * POST api/security/learner. A point blocks every question after it until its challenge is passed.
 */
export const EXAM_PURPOSE_PREFIX = 'EXAM_QUESTION';
/** The purpose of every challenge of one attempt starts with this. */
export const examPurposePrefix = (attemptId: number) => `${EXAM_PURPOSE_PREFIX}:${attemptId}:`;
export const examPurpose = (attemptId: number, point: number) => `${examPurposePrefix(attemptId)}${point}`;

export interface ExamSecurity {
  /** Question numbers after which a question is asked (empty when the course asks none). */
  points: number[];
  /** Challenges of this attempt by point. */
  challenges: Map<number, security.ChallengeRow>;
}

export const securityQuestionRequired = (question: number) =>
  new AppError('SECURITY_QUESTION_REQUIRED', 409, `Answer the security question (${question}) first`);

/**
 * Whether the course asks security questions at all: the rule is on and its question number (if named)
 * is 1-4 (a number outside is skipped, 000 §5). Asked with a stand-in profile, which only the choice of
 * question depends on.
 */
function asksQuestions(e: ExamContext): boolean {
  return security.courseAsksQuestions(e.ctx.rules);
}

/** The attempt's points and the challenges opened so far. */
export async function examSecurityOf(db: Db, e: ExamContext, attempt: AttemptRow, total: number): Promise<ExamSecurity> {
  const challenges = new Map<number, security.ChallengeRow>();
  const rows = await security.findChallengesByPurposePrefix(
    db,
    attempt.learnerProductId,
    attempt.nodeId,
    examPurposePrefix(attempt.id),
  );
  for (const row of rows) challenges.set(Number(row.purpose.split(':')[2]), row);
  return { points: securityPointsOf(e, total), challenges };
}

/** The points of an attempt of `total` questions in this exam's course (none when the course asks no questions). */
export function securityPointsOf(e: ExamContext, total: number): number[] {
  if (!asksQuestions(e)) return [];
  return securityQuestionPoints(total, e.ctx.product.minimumRequiredMinutes ?? 0);
}

/** The first point before `position` not yet passed: the learner may not see or answer `position` until it is. */
export function blockingPoint(s: ExamSecurity, position: number): number | undefined {
  return s.points.find((p) => p < position && !s.challenges.get(p)?.passedAt);
}

/** The question of a challenge opened and not yet passed (the learner must answer it), else null. */
export function openQuestion(s: {
  points: number[];
  challenges: Map<number, { passedAt: Date | null; question: number }>;
}): number | null {
  for (const p of s.points) {
    const c = s.challenges.get(p);
    if (c && !c.passedAt) return c.question;
  }
  return null;
}

/**
 * Opens (or returns) the challenge of `point` in `tx` and returns its question; null when the course's
 * question rule names a number outside 1-4 (then no question is asked, 000 §5) or there is no profile.
 */
export async function openExamChallenge(
  tx: Db,
  clock: Clock,
  actor: SessionUser,
  e: ExamContext,
  attempt: AttemptRow,
  point: number,
): Promise<SecurityQuestion | null> {
  const profile = await security.findProfile(tx, actor.id);
  if (!profile) return null;
  const choice = security.chooseQuestion(e.ctx.rules, profile);
  if (!choice.ask) return null;
  const challenge = await security.openChallenge(tx, {
    userId: actor.id,
    learnerProductId: attempt.learnerProductId,
    nodeId: attempt.nodeId,
    purpose: examPurpose(attempt.id, point),
    question: choice.question,
    openedAt: clock.now(),
  });
  return challenge.passedAt ? null : (challenge.question as SecurityQuestion);
}
