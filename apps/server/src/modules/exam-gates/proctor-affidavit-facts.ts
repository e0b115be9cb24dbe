import type { Db } from '../../platform/db/client.js';
import * as repo from './proctor-affidavit-repo.js';

/** Whether a proctor has signed an affidavit for any sitting of this learner product (the course completion, the roster). */
export function hasProctorAffidavit(db: Db, learnerProductId: number): Promise<boolean> {
  return repo.hasProctorAffidavit(db, learnerProductId);
}

/** Which of these learner products have a proctor-signed affidavit (the roster reads them all at once). */
export function learnerProductsWithProctorAffidavit(db: Db, learnerProductIds: number[]): Promise<Set<number>> {
  return repo.learnerProductsWithProctorAffidavit(db, learnerProductIds);
}
