import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { regulatorReportDigests, regulatorReportExports, regulatorReportItems } from '../../platform/db/schema/index.js';

export type ItemRow = typeof regulatorReportItems.$inferSelect;
export type ItemInsert = typeof regulatorReportItems.$inferInsert;
export type ExportRow = typeof regulatorReportExports.$inferSelect;

/** Inserts an item; an item for the same learner product and profile already there wins (never reported twice). */
export async function insertItem(db: Db, row: ItemInsert): Promise<boolean> {
  const created = await db
    .insert(regulatorReportItems)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: regulatorReportItems.id });
  return created.length > 0;
}

export function findItemsOfLearnerProduct(db: Db, learnerProductId: number): Promise<ItemRow[]> {
  return db.select().from(regulatorReportItems).where(eq(regulatorReportItems.learnerProductId, learnerProductId));
}

/** The items, locked for the export or result that changes them. */
export function lockItems(db: Db, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(regulatorReportItems)
    .where(inArray(regulatorReportItems.id, ids))
    .orderBy(regulatorReportItems.id)
    .for('update');
}

export async function updateItem(db: Db, id: number, change: Partial<ItemInsert>): Promise<ItemRow | undefined> {
  const [row] = await db.update(regulatorReportItems).set(change).where(eq(regulatorReportItems.id, id)).returning();
  return row;
}

export async function markExported(db: Db, ids: number[], exportId: number, at: Date): Promise<void> {
  await db
    .update(regulatorReportItems)
    .set({
      status: 'EXPORTED',
      exportId,
      exportedAt: at,
      rejectionReason: null,
      timesExported: sql`${regulatorReportItems.timesExported} + 1`,
      updatedAt: at,
    })
    .where(inArray(regulatorReportItems.id, ids));
}

export async function insertExport(db: Db, row: typeof regulatorReportExports.$inferInsert): Promise<ExportRow> {
  const [created] = await db.insert(regulatorReportExports).values(row).returning();
  if (!created) throw new Error('export insert returned nothing');
  return created;
}

export async function findExport(db: Db, id: number): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(regulatorReportExports).where(eq(regulatorReportExports.id, id)).limit(1);
  return row;
}

/** Open items (to report) whose due day, in their zone, is before `todayOf(zone)`: DUE and REJECTED become LATE. */
export async function markLate(db: Db, zone: string, today: string, at: Date): Promise<number> {
  const rows = await db
    .update(regulatorReportItems)
    .set({ status: 'LATE', updatedAt: at })
    .where(
      and(
        eq(regulatorReportItems.zone, zone),
        inArray(regulatorReportItems.status, ['DUE', 'REJECTED', 'BLOCKED']),
        lt(regulatorReportItems.dueOn, today),
      ),
    )
    .returning({ id: regulatorReportItems.id });
  return rows.length;
}

/** The zones open items are counted in (the digest runs once per zone and morning). */
export async function openItemZones(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ zone: regulatorReportItems.zone })
    .from(regulatorReportItems)
    .where(inArray(regulatorReportItems.status, OPEN_STATUSES));
  return rows.map((r) => r.zone);
}

export const OPEN_STATUSES = ['BLOCKED', 'DUE', 'REJECTED', 'LATE'];

/** Open items of a zone due on or before `until`. */
export function openItemsDueBy(db: Db, zone: string, until: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(regulatorReportItems)
    .where(
      and(
        eq(regulatorReportItems.zone, zone),
        inArray(regulatorReportItems.status, OPEN_STATUSES),
        sql`${regulatorReportItems.dueOn} <= ${until}`,
      ),
    )
    .orderBy(regulatorReportItems.dueOn, regulatorReportItems.id);
}

/** Claims the zone's morning: true for the one run that inserted the row, false for every other. */
export async function claimDigest(
  db: Db,
  row: { zone: string; day: string; items: number; markedLate: number; sentAt: Date },
): Promise<boolean> {
  const created = await db
    .insert(regulatorReportDigests)
    .values(row)
    .onConflictDoNothing()
    .returning({ zone: regulatorReportDigests.zone });
  return created.length > 0;
}

export function whereAll(conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export async function updateDigestCounts(db: Db, zone: string, day: string, items: number, markedLate: number): Promise<void> {
  await db
    .update(regulatorReportDigests)
    .set({ items, markedLate })
    .where(and(eq(regulatorReportDigests.zone, zone), eq(regulatorReportDigests.day, day)));
}
