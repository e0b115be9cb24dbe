import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { entryHashSql } from './ledger-sql.js';

export const IDLE_FORFEIT = 'IDLE_FORFEIT';
/** A personal validation question missed: the units studied since the last verification lose their time (decision 0193). */
export const VALIDATION_MISS_FORFEIT = 'VALIDATION_MISS';

/**
 * Forfeits the time of every unit (node) the ledger credited after `since`: the learner goes back to the start of
 * each unit studied since then (decision 0193). Whole units, as the idle forfeit: a unit begun before `since` loses its
 * earlier time too. Returns the milliseconds forfeited.
 */
export async function forfeitUnitsStudiedSince(
  db: Db,
  entry: { learnerProductId: number; userId: number; since: Date; day: string; at: Date; reason: string },
): Promise<number> {
  const rows = await db.execute(sql`
    select distinct node_id as "nodeId" from seat_time_ledger
    where learner_product_id = ${entry.learnerProductId} and credited_ms > 0 and at > ${entry.since.toISOString()}::timestamptz`);
  const nodeIds = (rows as unknown as { rows: { nodeId: number }[] }).rows.map((r) => Number(r.nodeId));
  return forfeitNodeTime(db, { ...entry, nodeIds });
}

/**
 * Forfeits what the ledger credited to some nodes of a learner product (a bound profile's idle rule: the unit's
 * time is lost, decision 0131). Nothing is edited or deleted: one negative entry per node with time, carrying its
 * reason, appended to the product's hash chain under the chain head's row lock, so the chain verifies and a flush
 * running at the same moment waits for it. Returns the milliseconds forfeited.
 */
export async function forfeitNodeTime(
  db: Db,
  entry: { learnerProductId: number; userId: number; nodeIds: readonly number[]; day: string; at: Date; reason: string },
): Promise<number> {
  if (entry.nodeIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const lp = entry.learnerProductId;
    const head = await tx.execute(sql`select seq, head_hash from seat_time_chain where learner_product_id = ${lp} for update`);
    const chain = (head as unknown as { rows: { seq: number; head_hash: string }[] }).rows[0];
    if (!chain) return 0;
    const ids = sql.join(
      entry.nodeIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const sums = await tx.execute(sql`
      select node_id as "nodeId", sum(credited_ms)::int as ms from seat_time_ledger
      where learner_product_id = ${lp} and node_id in (${ids}) group by node_id having sum(credited_ms) > 0 order by node_id`);
    let seq = Number(chain.seq);
    let prev = chain.head_hash;
    let forfeited = 0;
    const at = entry.at.toISOString();
    for (const { nodeId, ms } of (sums as unknown as { rows: { nodeId: number; ms: number }[] }).rows) {
      seq += 1;
      const hash = entryHashSql({
        prevHash: sql`${prev}::text`,
        lp: sql`${lp}::int`,
        seq: sql`${seq}::int`,
        node: sql`${nodeId}::int`,
        user: sql`${entry.userId}::int`,
        day: sql`${entry.day}::date`,
        ms: sql`${-ms}::int`,
        at: sql`${at}::timestamptz`,
        reason: sql`${entry.reason}::text`,
      });
      const inserted = await tx.execute(sql`
        insert into seat_time_ledger (learner_product_id, seq, node_id, user_id, day, credited_ms, at, reason, prev_hash, hash)
        values (${lp}, ${seq}, ${nodeId}, ${entry.userId}, ${entry.day}::date, ${-ms}, ${at}::timestamptz, ${entry.reason}, ${prev},
          ${hash}) returning hash`);
      prev = (inserted as unknown as { rows: { hash: string }[] }).rows[0]?.hash ?? prev;
      forfeited += Number(ms);
    }
    if (forfeited > 0) {
      await tx.execute(sql`update seat_time_chain set seq = ${seq}, head_hash = ${prev}, total_ms = total_ms - ${forfeited}
        where learner_product_id = ${lp}`);
    }
    return forfeited;
  });
}
