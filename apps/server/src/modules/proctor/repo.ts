import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts } from '../../platform/db/schema/index.js';

/** The user id owning a learner product, or undefined. */
export async function findLearnerProductOwner(db: Db, lpId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: learnerProducts.userId })
    .from(learnerProducts)
    .where(eq(learnerProducts.id, lpId))
    .limit(1);
  return row?.userId;
}
