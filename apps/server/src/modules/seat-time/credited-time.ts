// A learner's credited time, in total, per node and per course day (decision 0059, step 2), through this
// module's surface rather than its repo (decision 0114).
import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

export type { LearnerSeatTime } from './repo.js';

/** Credited time of a learner product, in total and per node, from the ledger. */
export function findSeatTime(db: Db, learnerProductId: number): Promise<repo.LearnerSeatTime> {
  return repo.findSeatTime(db, learnerProductId);
}

/** When the learner first had study credited on this course (the start minimum calendar days count from), or null. */
export function findFirstCreditAt(db: Db, learnerProductId: number): Promise<Date | null> {
  return repo.findFirstCreditAt(db, learnerProductId);
}

/** Milliseconds credited to a learner product on one course day (0 when none). */
export function findDayCredit(db: Db, learnerProductId: number, day: string): Promise<number> {
  return repo.findDayCredit(db, learnerProductId, day);
}

/** Total credited ms of many learner products, in one read (absent: none credited). */
export function findSeatTimeTotals(db: Db, learnerProductIds: number[]): Promise<Map<number, number>> {
  return repo.findSeatTimeTotals(db, learnerProductIds);
}
