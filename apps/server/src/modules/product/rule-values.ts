import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { productRules } from '../../platform/db/schema/index.js';

/** A product's course rules as stored (SC_* key -> value), for catalog's CourseRules. */
export async function readRuleValues(db: Db, productId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: productRules.key, value: productRules.value })
    .from(productRules)
    .where(eq(productRules.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
