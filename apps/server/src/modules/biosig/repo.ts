import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { biosigChecks, biosigTemplates } from '../../platform/db/schema/index.js';

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
