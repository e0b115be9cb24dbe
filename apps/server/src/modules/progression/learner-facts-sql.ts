import { type SQL, sql } from 'drizzle-orm';

/**
 * Pieces for another module's single statement that needs a learner's progression facts (the lesson's
 * coalesced state read, one round trip per batch); the SQL stays here with progression's tables.
 */

/** The learner product's recorded node statuses, a JSON array of [nodeId, status] (empty when none). */
export function nodeStatusesJson(lpId: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_array(s.node_id, s.status)) from learner_node_status s
    where s.learner_product_id = ${lpId}), '[]'::json)`;
}

/** Whether live instructor support is available for the product: null when never recorded. */
export function instructorAvailableSql(productId: SQL): SQL {
  return sql`(select a.available from instructor_availability a where a.product_id = ${productId})`;
}
