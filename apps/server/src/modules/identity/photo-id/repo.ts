import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { idPhotos } from '../../../platform/db/schema/index.js';

export type IdPhotoRow = typeof idPhotos.$inferSelect;

/** Records an issued upload form. */
export async function insertIdPhoto(db: Db, row: Omit<typeof idPhotos.$inferInsert, 'id'>): Promise<void> {
  await db.insert(idPhotos).values(row);
}

/** The upload issued for this learner product under this key, or undefined. */
export async function findIdPhoto(db: Db, learnerProductId: number, key: string): Promise<IdPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(idPhotos)
    .where(and(eq(idPhotos.learnerProductId, learnerProductId), eq(idPhotos.storageKey, key)))
    .limit(1);
  return row;
}

/** Marks an upload checked, with the size, evidence key and hash found; false when it was confirmed already. */
export async function confirmIdPhoto(
  db: Db,
  id: number,
  found: { sizeBytes: number; evidenceKey: string; sha256: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(idPhotos)
    .set({ confirmedAt: at, ...found })
    .where(and(eq(idPhotos.id, id), isNull(idPhotos.confirmedAt)))
    .returning({ id: idPhotos.id });
  return rows.length > 0;
}

/** The learner product's newest confirmed photo row. */
export async function latestConfirmed(db: Db, learnerProductId: number): Promise<IdPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(idPhotos)
    .where(and(eq(idPhotos.learnerProductId, learnerProductId), isNotNull(idPhotos.confirmedAt)))
    .orderBy(desc(idPhotos.confirmedAt), desc(idPhotos.id))
    .limit(1);
  return row;
}

/** When the learner product's newest accepted photo was confirmed, or undefined. */
export async function latestConfirmedAt(db: Db, learnerProductId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: idPhotos.confirmedAt })
    .from(idPhotos)
    .where(and(eq(idPhotos.learnerProductId, learnerProductId), isNotNull(idPhotos.confirmedAt)))
    .orderBy(desc(idPhotos.confirmedAt))
    .limit(1);
  return row?.at ?? undefined;
}

/** Upload forms issued before `cutoff` and never confirmed (oldest first, at most `limit`). */
export async function findUnconfirmedBefore(db: Db, cutoff: Date, limit: number): Promise<{ id: number; storageKey: string }[]> {
  return db
    .select({ id: idPhotos.id, storageKey: idPhotos.storageKey })
    .from(idPhotos)
    .where(and(isNull(idPhotos.confirmedAt), lt(idPhotos.requestedAt, cutoff)))
    .orderBy(asc(idPhotos.id))
    .limit(limit);
}

/** Removes an upload's row unless it was confirmed meanwhile; answers whether it went. */
export async function deleteUnconfirmed(db: Db, id: number): Promise<boolean> {
  const gone = await db
    .delete(idPhotos)
    .where(and(eq(idPhotos.id, id), isNull(idPhotos.confirmedAt)))
    .returning({ id: idPhotos.id });
  return gone.length > 0;
}

/** When each of these learner products' latest photo ID was confirmed, in one statement (absent: none). */
export async function latestConfirmedAtOf(db: Db, learnerProductIds: number[]): Promise<Map<number, Date>> {
  if (learnerProductIds.length === 0) return new Map();
  const rows = await db
    .select({ lpId: idPhotos.learnerProductId, at: sql<Date>`max(${idPhotos.confirmedAt})`.mapWith(idPhotos.confirmedAt) })
    .from(idPhotos)
    .where(and(inArray(idPhotos.learnerProductId, learnerProductIds), isNotNull(idPhotos.confirmedAt)))
    .groupBy(idPhotos.learnerProductId);
  return new Map(rows.map((r) => [r.lpId, r.at]));
}
