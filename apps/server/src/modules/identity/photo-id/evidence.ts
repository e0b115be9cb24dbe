import type { Db } from '../../../platform/db/client.js';
import { latestConfirmedAt, latestConfirmedAtOf } from './repo.js';

/** What an identity-evidence record reads of a learner product's photo ID (decision 0097): no image, no key. */
export interface PhotoIdEvidence {
  submittedAt: Date | null;
}

export async function photoIdEvidence(db: Db, lpId: number): Promise<PhotoIdEvidence> {
  return { submittedAt: (await latestConfirmedAt(db, lpId)) ?? null };
}

/** When each of these learner products' photo ID was received (the regulator roster reads them all at once). */
export function photoIdSubmittedAt(db: Db, lpIds: number[]): Promise<Map<number, Date>> {
  return latestConfirmedAtOf(db, lpIds);
}
