import type { Db } from '../../platform/db/client.js';

/**
 * Facts the course completion reads from modules it does not own, given by buildApp (decision 0092): the
 * final affidavit belongs to the affidavit module (its index.ts `finalAffidavitAccepted`).
 */
export interface CompletionFacts {
  /** Whether the learner product's final affidavit has been accepted. */
  finalAffidavitAccepted(db: Db, lpId: number): Promise<boolean>;
}
