import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { complianceBindings } from '../../platform/db/schema/index.js';

export type BindingRow = typeof complianceBindings.$inferSelect;

export function findBindings(db: Db, productId: number): Promise<BindingRow[]> {
  return db
    .select()
    .from(complianceBindings)
    .where(eq(complianceBindings.productId, productId))
    .orderBy(complianceBindings.profileId);
}

/** Makes the product's bindings exactly those given. */
export async function replaceBindings(
  db: Db,
  productId: number,
  rows: (typeof complianceBindings.$inferInsert)[],
): Promise<void> {
  await db.delete(complianceBindings).where(eq(complianceBindings.productId, productId));
  if (rows.length > 0) await db.insert(complianceBindings).values(rows);
}

/** Moves one binding to another version of its profile; false when the product has no binding to that profile. */
export async function updateBindingVersion(
  db: Db,
  productId: number,
  profileId: string,
  change: { profileVersion: number; boundBy: string; boundAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(complianceBindings)
    .set(change)
    .where(and(eq(complianceBindings.productId, productId), eq(complianceBindings.profileId, profileId)))
    .returning({ productId: complianceBindings.productId });
  return rows.length > 0;
}

/** Every product's bindings, for the retention check (issue 28, decision 0183). */
export function findAllBindings(db: Db): Promise<BindingRow[]> {
  return db.select().from(complianceBindings).orderBy(complianceBindings.productId, complianceBindings.profileId);
}
