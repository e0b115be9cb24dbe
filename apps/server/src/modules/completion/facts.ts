import type { Db } from '../../platform/db/client.js';

/**
 * Facts the course completion reads from modules it does not own, given by buildApp (decision 0092): the
 * final affidavit belongs to the affidavit module, which registers its own implementation when it lands.
 */
export interface CompletionFacts {
  /** Whether the learner product's final affidavit has been accepted. */
  finalAffidavitAccepted(db: Db, lpId: number): Promise<boolean>;
}

/**
 * Until the affidavit module provides the fact, no final affidavit is ever accepted: a product whose rules
 * require one stops at the AFFIDAVIT step (it is never completed without it). Reads nothing.
 */
export const noAffidavitYet: CompletionFacts = {
  finalAffidavitAccepted: async () => false,
};
