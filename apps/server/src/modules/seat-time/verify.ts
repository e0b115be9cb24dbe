import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { entryHashSql } from './ledger-sql.js';

export interface ChainProblem {
  learnerProductId: number;
  seq: number;
  problem: 'hash mismatch' | 'broken link' | 'sequence gap' | 'head mismatch';
}

/** Recomputes every learner product's chain; an edited, inserted or deleted entry shows as a problem. */
export async function verifyLedger(db: Db): Promise<ChainProblem[]> {
  const recomputed = entryHashSql({
    prevHash: sql`prev_hash`,
    lp: sql`learner_product_id`,
    seq: sql`seq`,
    node: sql`node_id`,
    user: sql`user_id`,
    day: sql`day`,
    ms: sql`credited_ms`,
    at: sql`at`,
    reason: sql`reason`,
  });
  const result = await db.execute(sql`
    with entries as (
      select learner_product_id, seq, prev_hash, hash, ${recomputed} as recomputed,
        lag(hash) over w as expected_prev, lag(seq) over w as prev_seq,
        row_number() over (partition by learner_product_id order by seq desc) as from_end
      from seat_time_ledger window w as (partition by learner_product_id order by seq)
    )
    select e.learner_product_id as "learnerProductId", e.seq,
      case
        when e.recomputed <> e.hash then 'hash mismatch'
        when e.prev_hash <> coalesce(e.expected_prev, 'genesis') then 'broken link'
        when e.seq <> coalesce(e.prev_seq, 0) + 1 then 'sequence gap'
        else 'head mismatch'
      end as problem
    from entries e left join seat_time_chain c on c.learner_product_id = e.learner_product_id
    where e.recomputed <> e.hash
       or e.prev_hash <> coalesce(e.expected_prev, 'genesis')
       or e.seq <> coalesce(e.prev_seq, 0) + 1
       or (e.from_end = 1 and (c.head_hash is null or c.head_hash <> e.hash or c.seq <> e.seq))
    order by 1, 2`);
  return (result as unknown as { rows: ChainProblem[] }).rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
