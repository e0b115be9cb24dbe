import type { Db } from '../../platform/db/client.js';
import { latestConfirmedAt } from './repo.js';

/** What an identity-evidence record reads of a learner product's photo ID (decision 0097): no image, no key. */
export interface PhotoIdEvidence {
  submittedAt: Date | null;
}

export async function photoIdEvidence(db: Db, lpId: number): Promise<PhotoIdEvidence> {
  return { submittedAt: (await latestConfirmedAt(db, lpId)) ?? null };
}
