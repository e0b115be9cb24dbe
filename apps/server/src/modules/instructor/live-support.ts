import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { InstructorLiveSupport } from './availability.js';
import * as repo from './repo.js';

/** The live support of a product's assigned instructors (switch and schedule), on its own (one round trip). */
export function findLiveSupport(db: Db, productId: number): Promise<InstructorLiveSupport[]> {
  return repo.findLiveSupport(db, productId);
}

/** The same as a JSON expression for the product id given, for a caller's one statement (lesson state). */
export function liveSupportJsonSql(productId: SQL): SQL {
  return repo.liveSupportJsonSql(productId);
}
