import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { typingEvidence, typingTemplates } from '../../../platform/db/schema/index.js';

export type TemplateRow = typeof typingTemplates.$inferSelect;
export type EvidenceRow = typeof typingEvidence.$inferSelect;

/** Every template of a user (phrase, device class, entries), oldest phrase first. */
export async function templatesOf(db: Db, userId: number) {
  return db
    .select({ textId: typingTemplates.textId, device: typingTemplates.device, entries: typingTemplates.enrolments })
    .from(typingTemplates)
    .where(eq(typingTemplates.userId, userId))
    .orderBy(typingTemplates.textId, typingTemplates.device);
}

/** The template row, locked for the transaction's update when `forUpdate`. */
export async function findTemplate(db: Db, userId: number, textId: number, device: string, forUpdate = false) {
  const query = db
    .select()
    .from(typingTemplates)
    .where(and(eq(typingTemplates.userId, userId), eq(typingTemplates.textId, textId), eq(typingTemplates.device, device)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function saveTemplate(db: Db, row: TemplateRow): Promise<void> {
  await db
    .insert(typingTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [typingTemplates.userId, typingTemplates.textId, typingTemplates.device],
      set: { enrolments: row.enrolments, sealedSamples: row.sealedSamples, updatedAt: row.updatedAt },
    });
}

/** The evidence row, created empty when missing and locked for the transaction. */
export async function lockEvidence(db: Db, userId: number): Promise<EvidenceRow> {
  await db.insert(typingEvidence).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(typingEvidence).where(eq(typingEvidence.userId, userId)).for('update');
  return row as EvidenceRow;
}

export async function findEvidence(db: Db, userId: number): Promise<EvidenceRow | undefined> {
  const [row] = await db.select().from(typingEvidence).where(eq(typingEvidence.userId, userId)).limit(1);
  return row;
}

export async function updateEvidence(db: Db, row: EvidenceRow): Promise<void> {
  await db.update(typingEvidence).set(row).where(eq(typingEvidence.userId, row.userId));
}

/** Whether the user has any template with at least `entries` enrolments. */
export async function isEnrolled(db: Db, userId: number, entries: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(typingTemplates)
    .where(and(eq(typingTemplates.userId, userId), sql`${typingTemplates.enrolments} >= ${entries}`));
  return (row?.n ?? 0) > 0;
}

/** Deletes the users' typing templates (the sealed key timings); typing_evidence (the results) stays. */
export async function deleteTemplatesOf(db: Db, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const gone = await db
    .delete(typingTemplates)
    .where(inArray(typingTemplates.userId, userIds))
    .returning({ userId: typingTemplates.userId });
  return gone.length;
}

/** The last typing result of each of these users, in one statement (absent: never verified). */
export async function findLastResults(db: Db, userIds: number[]): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: typingEvidence.userId, lastResult: typingEvidence.lastResult })
    .from(typingEvidence)
    .where(inArray(typingEvidence.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.lastResult]));
}
