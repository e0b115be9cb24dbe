import type { PagedSearch } from '@continuum/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../../platform/db/paged-search.js';
import { productRules, products } from '../../../platform/db/schema/index.js';

/** The products list: by code or name; by code unless sorted. */
const productList: SearchableList = {
  searchColumns: [products.code, products.name],
  sortFields: { code: products.code, name: products.name, type: products.type, createdAt: products.createdAt },
  tieBreak: [asc(products.code), asc(products.id)],
};

export async function searchProducts(db: Db, search: PagedSearch) {
  const where = searchCondition(productList, search);
  const { limit, offset } = pageWindow(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id, code: products.code, name: products.name, type: products.type, createdAt: products.createdAt })
      .from(products)
      .where(where)
      .orderBy(...orderBy(productList, search))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProductById(db: Db, id: number) {
  const [row] = await db
    .select({ id: products.id, code: products.code, name: products.name })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

/** The stored value of one rule, read under a row lock when in a transaction that will change it. */
export async function findRuleValue(db: Db, productId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: productRules.value })
    .from(productRules)
    .where(and(eq(productRules.productId, productId), eq(productRules.key, key)))
    .for('update');
  return row?.value ?? null;
}

export async function upsertRule(db: Db, productId: number, key: string, value: string): Promise<void> {
  await db
    .insert(productRules)
    .values({ productId, key, value })
    .onConflictDoUpdate({ target: [productRules.productId, productRules.key], set: { value } });
}

export async function deleteRule(db: Db, productId: number, key: string): Promise<void> {
  await db.delete(productRules).where(and(eq(productRules.productId, productId), eq(productRules.key, key)));
}
