import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

/** A product's course rules (SC_* keys) as stored, key -> value; catalog's CourseRules gives the defaults. */
export function findProductRules(db: Db, productId: number): Promise<Record<string, string>> {
  return repo.findRules(db, productId);
}
