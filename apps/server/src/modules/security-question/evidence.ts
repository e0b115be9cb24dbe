import type { Db } from '../../platform/db/client.js';
import { passedChallengeSummary } from './repo.js';

/** What an identity-evidence record reads of the security questions (decision 0097): counts and time, no answers. */
export interface SecurityQuestionEvidence {
  answered: number;
  lastAnsweredAt: Date | null;
}

export function securityQuestionEvidence(db: Db, lpId: number): Promise<SecurityQuestionEvidence> {
  return passedChallengeSummary(db, lpId);
}
