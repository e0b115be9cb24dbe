import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { seatTimeChain, seatTimeLedger } from '../../platform/db/schema/index.js';

/** One learner product's seat-time ledger in chain order with its head, for the records archive (issue 28). */
export async function seatTimeLedgerOf(db: Db, learnerProductId: number) {
  const entries = await db
    .select()
    .from(seatTimeLedger)
    .where(eq(seatTimeLedger.learnerProductId, learnerProductId))
    .orderBy(asc(seatTimeLedger.seq));
  const [head] = await db.select().from(seatTimeChain).where(eq(seatTimeChain.learnerProductId, learnerProductId));
  return { entries, head: head ?? null };
}
