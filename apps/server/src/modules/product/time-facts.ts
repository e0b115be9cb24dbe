import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/index.js';

export interface ProductTimeFacts {
  id: number;
  code: string;
  /** The least study time (minutes) the course demands before completion; null when it sets none. */
  minimumRequiredMinutes: number | null;
}

/** A product's code and minimum time, or null when there is no such product. */
export async function findProductTimeFacts(db: Db, productId: number): Promise<ProductTimeFacts | null> {
  const [row] = await db
    .select({ id: products.id, code: products.code, minimumRequiredMinutes: products.minimumRequiredMinutes })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}
