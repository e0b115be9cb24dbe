import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts } from '../../platform/db/schema/index.js';

/** A learner product's row locked for its move to another version, so two moves of one learner serialize. */
export async function lockLearnerProduct(db: Db, lpId: number) {
  const [row] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, lpId)).for('update');
  return row;
}

/** Points an enrolment at another version of its course (decision 0205); "where I left off" follows its node. */
export async function moveEnrolmentToVersion(db: Db, lpId: number, productId: number, leftOffNodeId: number | null) {
  await db.update(learnerProducts).set({ productId, leftOffNodeId }).where(eq(learnerProducts.id, lpId));
}

/** The next page of a product's enrolments (ids above `after`), for moving a whole version in batches. */
export async function enrolmentIdsOfProduct(db: Db, productId: number, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: learnerProducts.id })
    .from(learnerProducts)
    .where(and(eq(learnerProducts.productId, productId), gt(learnerProducts.id, after)))
    .orderBy(asc(learnerProducts.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
