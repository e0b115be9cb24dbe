import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts } from '../../platform/db/schema/index.js';

/** Records where the learner left off in a learner product ("resume" opens it). */
export async function setLeftOffNode(db: Db, lpId: number, nodeId: number): Promise<void> {
  await db.update(learnerProducts).set({ leftOffNodeId: nodeId }).where(eq(learnerProducts.id, lpId));
}
