// The learner's node facts, written by lesson and exam in their own transactions (decision 0059, step 2),
// through this module's surface rather than its repo (decision 0114).
import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';
import type { StatusFact } from './types.js';

/** Records a node fact: COMPLETE and COMPLETE_FAIL are never downgraded to IN_PROGRESS by a later visit. */
export function recordFact(db: Db, learnerProductId: number, nodeId: number, status: StatusFact, at: Date): Promise<void> {
  return repo.recordFact(db, learnerProductId, nodeId, status, at);
}

/** Sets a node fact as given, downgrading a completion (an administrator reset the attempt; decision 0078). */
export function correctFact(db: Db, learnerProductId: number, nodeId: number, status: StatusFact, at: Date): Promise<void> {
  return repo.correctFact(db, learnerProductId, nodeId, status, at);
}
