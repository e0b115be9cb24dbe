import type { Db } from '../../platform/db/client.js';
import * as repo from './proctor-affidavit-repo.js';

/** Whether a proctor has signed an affidavit for any sitting of this learner product (the course completion, the roster). */
export function hasProctorAffidavit(db: Db, learnerProductId: number): Promise<boolean> {
  return repo.hasProctorAffidavit(db, learnerProductId);
}
