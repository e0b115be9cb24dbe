import type { Db } from '../../platform/db/client.js';
import { countPassedChallenges, passedChallengeSummary } from './repo.js';

/** What an identity-evidence record reads of the security questions (decision 0097): counts and time, no answers. */
export interface SecurityQuestionEvidence {
  answered: number;
  lastAnsweredAt: Date | null;
}

export function securityQuestionEvidence(db: Db, lpId: number): Promise<SecurityQuestionEvidence> {
  return passedChallengeSummary(db, lpId);
}

/** Security questions answered by each of these learner products (the regulator roster reads them all at once). */
export function securityQuestionsAnswered(db: Db, lpIds: number[]): Promise<Map<number, number>> {
  return countPassedChallenges(db, lpIds);
}
