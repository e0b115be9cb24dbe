import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { productInstructors } from '../../platform/db/schema/index.js';

/** Ids of the products an instructor is assigned to, as a subquery for `inArray` (decision 0086). */
export function selectProductIdsOfInstructor(db: Db, userId: number) {
  return db.select({ id: productInstructors.productId }).from(productInstructors).where(eq(productInstructors.userId, userId));
}
