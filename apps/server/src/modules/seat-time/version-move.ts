import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type MovedCount, remapLearnerColumn } from '../../platform/db/id-remap.js';
import { entryHashSql } from './ledger-sql.js';

/** Why a ledger entry moved time between two versions' nodes (decision 0205). */
export const VERSION_MIGRATION = 'VERSION_MIGRATION';

/**
 * Moves a learner's seat time to another version's nodes (decision 0205). The ledger is append-only and hash-chained,
 * so nothing in it is edited: for each node with time that has a counterpart, two entries are appended under the
 * chain head's lock, minus the time on the old node and plus the same on the new one, so the total is unchanged and
 * the chain verifies. Time on a node the new version lacks stays on the old node: still in the course total (the
 * learner studied it), credited to no node of the new version. Time-on-task records follow their node.
 */
export async function moveSeatTime(
  db: Db,
  entry: {
    learnerProductId: number;
    userId: number;
    nodes: ReadonlyMap<number, number>;
    /** The nodes of the version moved from: only their time without a counterpart counts as dropped now. */
    fromNodeIds: ReadonlySet<number>;
    day: string;
    at: Date;
  },
): Promise<{ timeOnTask: MovedCount; movedMs: number; droppedMs: number }> {
  const lp = entry.learnerProductId;
  const timeOnTask = await remapLearnerColumn(db, 'time_on_task', 'node_id', lp, entry.nodes);
  const head = await db.execute(sql`select seq, head_hash from seat_time_chain where learner_product_id = ${lp} for update`);
  const chain = (head as unknown as { rows: { seq: number; head_hash: string }[] }).rows[0];
  if (!chain) return { timeOnTask, movedMs: 0, droppedMs: 0 };
  const sums = await db.execute(sql`
    select node_id as "nodeId", sum(credited_ms)::int as ms from seat_time_ledger
    where learner_product_id = ${lp} group by node_id having sum(credited_ms) <> 0 order by node_id`);
  let seq = Number(chain.seq);
  let prev = chain.head_hash;
  let movedMs = 0;
  let droppedMs = 0;
  const at = entry.at.toISOString();
  const append = async (nodeId: number, ms: number) => {
    seq += 1;
    const hash = entryHashSql({
      prevHash: sql`${prev}::text`,
      lp: sql`${lp}::int`,
      seq: sql`${seq}::int`,
      node: sql`${nodeId}::int`,
      user: sql`${entry.userId}::int`,
      day: sql`${entry.day}::date`,
      ms: sql`${ms}::int`,
      at: sql`${at}::timestamptz`,
      reason: sql`${VERSION_MIGRATION}::text`,
    });
    const inserted = await db.execute(sql`
      insert into seat_time_ledger (learner_product_id, seq, node_id, user_id, day, credited_ms, at, reason, prev_hash, hash)
      values (${lp}, ${seq}, ${nodeId}, ${entry.userId}, ${entry.day}::date, ${ms}, ${at}::timestamptz, ${VERSION_MIGRATION},
        ${prev}, ${hash}) returning hash`);
    prev = (inserted as unknown as { rows: { hash: string }[] }).rows[0]?.hash ?? prev;
  };
  for (const { nodeId, ms } of (sums as unknown as { rows: { nodeId: number; ms: number }[] }).rows) {
    const to = entry.nodes.get(Number(nodeId));
    if (to === undefined) {
      if (entry.fromNodeIds.has(Number(nodeId))) droppedMs += Number(ms);
      continue;
    }
    await append(Number(nodeId), -Number(ms));
    await append(to, Number(ms));
    movedMs += Number(ms);
  }
  if (seq !== Number(chain.seq))
    await db.execute(sql`update seat_time_chain set seq = ${seq}, head_hash = ${prev} where learner_product_id = ${lp}`);
  return { timeOnTask, movedMs, droppedMs };
}
