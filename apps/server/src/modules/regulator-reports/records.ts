import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { regulatorReportItems } from '../../platform/db/schema/index.js';

/** One learner product's report items with their status and history fields, for the records archive (issue 28). */
export function reportItemsOf(db: Db, learnerProductId: number) {
  return db
    .select()
    .from(regulatorReportItems)
    .where(eq(regulatorReportItems.learnerProductId, learnerProductId))
    .orderBy(asc(regulatorReportItems.id));
}
