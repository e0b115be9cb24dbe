import { eq, type SQL, sql } from 'drizzle-orm';
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

/**
 * A product's course rules as one JSON object (key -> value), a subquery for statements that read a learner's
 * state in one round trip. Rules change without a package import (an administrator's edit), so a reader must not
 * keep them with the course structure.
 */
export function ruleValuesJsonSql(productId: SQL): SQL {
  return sql`(select coalesce(json_object_agg(piece_r.key, piece_r.value), '{}'::json) from product_rules piece_r where piece_r.product_id = ${productId})`;
}
