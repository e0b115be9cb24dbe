import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerNodeStatus } from '../../platform/db/schema/index.js';
import type { StatusFact } from './types.js';

export async function findFacts(db: Db, learnerProductId: number): Promise<Map<number, StatusFact>> {
  const rows = await db
    .select({ nodeId: learnerNodeStatus.nodeId, status: learnerNodeStatus.status })
    .from(learnerNodeStatus)
    .where(eq(learnerNodeStatus.learnerProductId, learnerProductId));
  return new Map(rows.map((r) => [r.nodeId, r.status as StatusFact]));
}

/**
 * Records a fact. COMPLETE and COMPLETE_FAIL are never downgraded to IN_PROGRESS by a later visit;
 * lastVisitedAt always moves.
 */
export async function recordFact(db: Db, learnerProductId: number, nodeId: number, status: StatusFact, at: Date): Promise<void> {
  const completedAt = status === 'IN_PROGRESS' ? null : at;
  await db
    .insert(learnerNodeStatus)
    .values({ learnerProductId, nodeId, status, startedAt: at, completedAt, lastVisitedAt: at })
    .onConflictDoUpdate({
      target: [learnerNodeStatus.learnerProductId, learnerNodeStatus.nodeId],
      set: status === 'IN_PROGRESS' ? { lastVisitedAt: at } : { status, completedAt, lastVisitedAt: at },
    });
}

/**
 * Sets a node's fact to `status`, downgrading a completion when it no longer holds (an administrator reset the
 * exam attempt that completed it; decision 0078). Only for such corrections: learners' own progress goes
 * through recordFact, which never downgrades.
 */
export async function correctFact(db: Db, learnerProductId: number, nodeId: number, status: StatusFact, at: Date): Promise<void> {
  const completedAt = status === 'IN_PROGRESS' ? null : at;
  await db
    .insert(learnerNodeStatus)
    .values({ learnerProductId, nodeId, status, startedAt: at, completedAt, lastVisitedAt: at })
    .onConflictDoUpdate({
      target: [learnerNodeStatus.learnerProductId, learnerNodeStatus.nodeId],
      // An unchanged status keeps its completion time.
      set: {
        status,
        completedAt: sql`case when ${learnerNodeStatus.status} = excluded.status then ${learnerNodeStatus.completedAt} else excluded.completed_at end`,
      },
    });
}
