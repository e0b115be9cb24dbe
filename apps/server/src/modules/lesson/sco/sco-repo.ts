import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { scoRuntime } from '../../../platform/db/schema/index.js';
import type { ScoStatus } from './sco-status.js';

export type ScoRuntimeRow = typeof scoRuntime.$inferSelect;

export async function findScoRuntime(db: Db, learnerProductId: number, slideId: number): Promise<ScoRuntimeRow | undefined> {
  const [row] = await db
    .select()
    .from(scoRuntime)
    .where(and(eq(scoRuntime.learnerProductId, learnerProductId), eq(scoRuntime.slideId, slideId)))
    .limit(1);
  return row;
}

/** Keeps the latest commit of a learner's runtime data for one SCO. */
export async function saveScoRuntime(
  db: Db,
  key: { learnerProductId: number; slideId: number },
  cmi: Record<string, unknown>,
  status: ScoStatus,
  at: Date,
): Promise<ScoRuntimeRow> {
  const values = { cmi, ...status, updatedAt: at };
  const [row] = await db
    .insert(scoRuntime)
    .values({ ...key, ...values, commits: 1 })
    .onConflictDoUpdate({
      target: [scoRuntime.learnerProductId, scoRuntime.slideId],
      set: { ...values, commits: sql`${scoRuntime.commits} + 1` },
    })
    .returning();
  if (!row) throw new Error('the runtime data was not saved');
  return row;
}
