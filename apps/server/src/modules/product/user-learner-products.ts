import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts } from '../../platform/db/schema/index.js';

/** The ids of the user's enrolments (not withdrawn), for their certificates page (issue 28). */
export async function findUserLearnerProductIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: learnerProducts.id })
    .from(learnerProducts)
    .where(and(eq(learnerProducts.userId, userId), isNull(learnerProducts.withdrawnAt)));
  return rows.map((r) => r.id);
}
