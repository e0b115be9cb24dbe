import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { advertisements } from '../../platform/db/schema/index.js';

export type AdvertisementRow = typeof advertisements.$inferSelect;

export async function findAdvertisement(db: Db, productId: number): Promise<AdvertisementRow | undefined> {
  const [row] = await db.select().from(advertisements).where(eq(advertisements.productId, productId)).limit(1);
  return row;
}

/** Writes the product's advertisement, replacing the one it had. */
export async function upsertAdvertisement(db: Db, row: AdvertisementRow): Promise<AdvertisementRow> {
  const { productId: _key, ...changes } = row;
  const [saved] = await db
    .insert(advertisements)
    .values(row)
    .onConflictDoUpdate({ target: advertisements.productId, set: changes })
    .returning();
  if (!saved) throw new Error('advertisement upsert returned no row');
  return saved;
}

/** Removes the product's advertisement; whether there was one. */
export async function deleteAdvertisement(db: Db, productId: number): Promise<boolean> {
  const gone = await db
    .delete(advertisements)
    .where(eq(advertisements.productId, productId))
    .returning({ productId: advertisements.productId });
  return gone.length > 0;
}
