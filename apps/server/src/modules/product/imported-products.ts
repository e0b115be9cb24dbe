import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { productRules, products } from '../../platform/db/schema/index.js';
import { applyIdentityRules } from './identity-checks.js';

// The product row and course rules a course package defines, written by course-import and found by code by
// the demo seeder (decision 0059, step 2: they were in catalog's repo; products and rules are product's tables).

export type ProductRow = typeof products.$inferSelect;

/** The product with this code, or undefined. */
export async function findProductByCode(db: Db, code: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.code, code)).limit(1);
  return row;
}

/** Creates a product row and returns it. */
export async function insertProduct(db: Db, row: typeof products.$inferInsert): Promise<ProductRow> {
  const [p] = await db.insert(products).values(row).returning();
  if (!p) throw new Error('product insert returned nothing');
  return p;
}

/** Updates some fields of a product. */
export async function updateProduct(db: Db, id: number, patch: Partial<typeof products.$inferInsert>): Promise<void> {
  await db.update(products).set(patch).where(eq(products.id, id));
}

/** Makes the product's course rules (SC_* keys, read through catalog's CourseRules) exactly those given. */
export async function replaceProductRules(db: Db, productId: number, rules: Record<string, string>): Promise<void> {
  await db.delete(productRules).where(eq(productRules.productId, productId));
  const rows = Object.entries(rules).map(([key, value]) => ({ productId, key, value }));
  if (rows.length) await db.insert(productRules).values(rows);
  // The package's identity-check rules apply to the product's enrolments (issue 25, decision 0104).
  await applyIdentityRules(db, productId);
}
