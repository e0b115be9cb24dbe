import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts } from '../../platform/db/schema/index.js';

/** When a learner product closed: completed, withdrawn, or its course period ended; null while open. */
const closedAt = sql`coalesce(${learnerProducts.completedAt}, ${learnerProducts.withdrawnAt}, ${learnerProducts.endDate}::timestamptz)`;

/**
 * Users all of whose learner products are closed, the newest closing before `cutoff` (identity-evidence
 * retention, decision 0097). A user with an open learner product is never among them.
 */
export async function usersWithAllProductsClosedBefore(db: Db, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ userId: learnerProducts.userId })
    .from(learnerProducts)
    .groupBy(learnerProducts.userId)
    .having(sql`bool_and(${closedAt} is not null) and max(${closedAt}) < ${cutoff.toISOString()}::timestamptz`);
  return rows.map((r) => r.userId);
}
