import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { productRules, products } from '../../platform/db/schema/index.js';
import type { ProductRow } from './learner-product-reads.js';

// The product rows a course-package import writes (course-import calls these inside its transaction).

/** The product with this course code, or undefined. */
export async function findProductByCode(db: Db, code: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.code, code)).limit(1);
  return row;
}

/** Inserts a product and returns it. */
export async function insertProduct(db: Db, row: typeof products.$inferInsert): Promise<ProductRow> {
  const [p] = await db.insert(products).values(row).returning();
  if (!p) throw new Error('product insert returned nothing');
  return p;
}

/** Updates a product's columns. */
export async function updateProduct(db: Db, id: number, patch: Partial<typeof products.$inferInsert>): Promise<void> {
  await db.update(products).set(patch).where(eq(products.id, id));
}

/** Makes the product's course rules (SC_* keys) exactly those given. */
export async function replaceProductRules(db: Db, productId: number, rules: Record<string, string>): Promise<void> {
  await db.delete(productRules).where(eq(productRules.productId, productId));
  const rows = Object.entries(rules).map(([key, value]) => ({ productId, key, value }));
  if (rows.length) await db.insert(productRules).values(rows);
}
