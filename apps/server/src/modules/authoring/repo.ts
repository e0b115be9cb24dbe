import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { authoringGrants, authoringRevisions } from '../../platform/db/schema/index.js';

/** True when the user was granted this lineage. */
export async function hasGrant(db: Db, userId: number, lineage: string): Promise<boolean> {
  const rows = await db
    .select({ userId: authoringGrants.userId })
    .from(authoringGrants)
    .where(and(eq(authoringGrants.userId, userId), eq(authoringGrants.lineage, lineage)))
    .limit(1);
  return rows.length > 0;
}

export async function insertGrant(db: Db, row: typeof authoringGrants.$inferInsert): Promise<void> {
  await db.insert(authoringGrants).values(row).onConflictDoNothing();
}

export async function deleteGrant(db: Db, userId: number, lineage: string): Promise<boolean> {
  const rows = await db
    .delete(authoringGrants)
    .where(and(eq(authoringGrants.userId, userId), eq(authoringGrants.lineage, lineage)))
    .returning({ userId: authoringGrants.userId });
  return rows.length > 0;
}

/** The item's current revision in the draft (0 when never edited), locked for the rest of the transaction. */
export async function lockRevision(db: Db, productId: number, item: string): Promise<number> {
  // Insert-if-absent first so that two first saves of the same item serialize on the row's lock too.
  await db.insert(authoringRevisions).values({ productId, item, revision: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ revision: authoringRevisions.revision })
    .from(authoringRevisions)
    .where(and(eq(authoringRevisions.productId, productId), eq(authoringRevisions.item, item)))
    .for('update');
  return row?.revision ?? 0;
}

export async function setRevision(db: Db, productId: number, item: string, revision: number): Promise<void> {
  await db
    .update(authoringRevisions)
    .set({ revision })
    .where(and(eq(authoringRevisions.productId, productId), eq(authoringRevisions.item, item)));
}

/** The lineages granted to a user. */
export async function findGrantedLineages(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ lineage: authoringGrants.lineage })
    .from(authoringGrants)
    .where(eq(authoringGrants.userId, userId));
  return rows.map((r) => r.lineage);
}

/** Every item revision of a draft, by item. */
export async function findRevisions(db: Db, productId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ item: authoringRevisions.item, revision: authoringRevisions.revision })
    .from(authoringRevisions)
    .where(eq(authoringRevisions.productId, productId));
  return new Map(rows.map((r) => [r.item, r.revision]));
}
