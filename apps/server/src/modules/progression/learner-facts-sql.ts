import { type SQL, sql } from 'drizzle-orm';

/**
 * Pieces for another module's single statement that needs a learner's progression facts (the lesson's
 * coalesced state read, one round trip per batch); the SQL stays here with progression's tables. Inner
 * aliases are unusual names so that they never shadow one of the caller's that the arguments refer to.
 */

/** The learner product's recorded node statuses, a JSON array of [nodeId, status] (empty when none). */
export function nodeStatusesJson(lpId: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_array(piece_s.node_id, piece_s.status)) from learner_node_status piece_s
    where piece_s.learner_product_id = ${lpId}), '[]'::json)`;
}
