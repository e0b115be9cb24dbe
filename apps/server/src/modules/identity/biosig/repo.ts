import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { biosigChecks, biosigTemplates } from '../../../platform/db/schema/index.js';

export type CheckRow = typeof biosigChecks.$inferSelect;
export type NewCheck = typeof biosigChecks.$inferInsert;

export async function insertCheck(db: Db, row: NewCheck): Promise<void> {
  await db.insert(biosigChecks).values(row);
}

/** A check by its callback id; `lock` holds it for the rest of the transaction (one sample at a time). */
export async function findCheck(db: Db, callbackId: string, lock = false): Promise<CheckRow | undefined> {
  const q = db.select().from(biosigChecks).where(eq(biosigChecks.callbackId, callbackId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateCheck(db: Db, id: number, values: Partial<NewCheck>): Promise<void> {
  await db.update(biosigChecks).set(values).where(eq(biosigChecks.id, id));
}

export async function findTemplate(db: Db, userId: number) {
  const [row] = await db.select().from(biosigTemplates).where(eq(biosigTemplates.userId, userId)).limit(1);
  return row;
}

/** Writes the user's template unless another check wrote one first (the first enrolment wins). */
export async function insertTemplate(db: Db, row: typeof biosigTemplates.$inferInsert): Promise<void> {
  await db.insert(biosigTemplates).values(row).onConflictDoNothing();
}

/** The latest finished check of a learner product, optionally of one exam attempt. */
export async function findLatestFinished(db: Db, lpId: number, personAssessmentId?: number) {
  const [row] = await db
    .select({
      status: biosigChecks.status,
      purpose: biosigChecks.purpose,
      completedAt: biosigChecks.completedAt,
      userId: biosigChecks.userId,
    })
    .from(biosigChecks)
    .where(
      and(
        eq(biosigChecks.learnerProductId, lpId),
        isNotNull(biosigChecks.completedAt),
        personAssessmentId === undefined ? undefined : eq(biosigChecks.personAssessmentId, personAssessmentId),
      ),
    )
    .orderBy(desc(biosigChecks.completedAt), desc(biosigChecks.id))
    .limit(1);
  return row;
}

/** Deletes the users' signature templates and the samples pending on their checks; the checks' results stay. */
export async function deleteSamplesOf(db: Db, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const gone = await db
    .delete(biosigTemplates)
    .where(inArray(biosigTemplates.userId, userIds))
    .returning({ userId: biosigTemplates.userId });
  await db
    .update(biosigChecks)
    .set({ pendingSealed: null })
    .where(and(inArray(biosigChecks.userId, userIds), isNotNull(biosigChecks.pendingSealed)));
  return gone.length;
}

/** The status of the latest finished check of each of these learner products, in one statement. */
export async function findLatestFinishedStatuses(db: Db, lpIds: number[]): Promise<Map<number, string>> {
  if (lpIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([biosigChecks.learnerProductId], { lpId: biosigChecks.learnerProductId, status: biosigChecks.status })
    .from(biosigChecks)
    .where(and(inArray(biosigChecks.learnerProductId, lpIds), isNotNull(biosigChecks.completedAt)))
    .orderBy(biosigChecks.learnerProductId, desc(biosigChecks.completedAt), desc(biosigChecks.id));
  return new Map(rows.map((r) => [r.lpId, r.status]));
}
