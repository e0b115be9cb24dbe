import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

/** Codes the learner entered for a sitting that has not started stop counting (proctor logout). */
export async function withdrawAcceptedCodes(db: Db, userId: number): Promise<number> {
  return repo.withdrawAcceptedCodes(db, userId);
}
