import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/index.js';
import type { ProductRow } from './imported-products.js';

/** A product's lineage: its own code when it was never versioned (decision 0163). */
export const lineageOf = (p: Pick<ProductRow, 'code' | 'lineage'>): string => p.lineage ?? p.code;

/** The lineage key as SQL, for the statements below. */
const lineageSql = sql<string>`coalesce(${products.lineage}, ${products.code})`;

export interface ProductVersionRow {
  id: number;
  code: string;
  name: string;
  lineage: string;
  version: number;
  draft: boolean;
  publishedAt: Date | null;
  createdAt: Date;
}

const versionColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  lineage: lineageSql,
  version: products.version,
  draft: products.draft,
  publishedAt: products.publishedAt,
  createdAt: products.createdAt,
};

/** Every product of a lineage (versions and the draft), oldest version first. */
export async function findLineageProducts(db: Db, lineage: string): Promise<ProductVersionRow[]> {
  return db
    .select(versionColumns)
    .from(products)
    .where(or(eq(products.lineage, lineage), and(sql`${products.lineage} is null`, eq(products.code, lineage))))
    .orderBy(asc(products.version), asc(products.draft));
}

/** One product with its lineage and version, or undefined. */
export async function findProductVersion(db: Db, productId: number): Promise<ProductVersionRow | undefined> {
  const [row] = await db.select(versionColumns).from(products).where(eq(products.id, productId)).limit(1);
  return row;
}

/** The full row of a product by id (the authoring copy reads every field). */
export async function findProductById(db: Db, productId: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  return row;
}

/** Sets a product's place in its lineage: lineage, version, draft flag, code and publication time. */
export async function setProductVersion(
  db: Db,
  productId: number,
  patch: { lineage: string; version: number; draft: boolean; code?: string; publishedAt?: Date | null },
): Promise<void> {
  await db.update(products).set(patch).where(eq(products.id, productId));
}

/**
 * For each code, the product a new enrolment gets: the newest published version of the code's lineage (decision
 * 0163). A draft's code, or a version's own code, resolves to the same newest version; a code unknown is absent.
 */
export async function findEnrolableProductIds(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const named = await db.select({ code: products.code, lineage: lineageSql }).from(products).where(inArray(products.code, codes));
  if (named.length === 0) return new Map();
  const lineages = [...new Set(named.map((r) => r.lineage))];
  const versions = await db
    .select({ id: products.id, lineage: lineageSql })
    .from(products)
    .where(and(eq(products.draft, false), inArray(lineageSql, lineages)))
    .orderBy(desc(products.version));
  const newest = new Map<string, number>();
  for (const v of versions) if (!newest.has(v.lineage)) newest.set(v.lineage, v.id);
  const out = new Map<string, number>();
  for (const r of named) {
    const id = newest.get(r.lineage);
    if (id !== undefined) out.set(r.code, id);
  }
  return out;
}

/** The version rows of every lineage, or of the lineages named (the authoring studio's list). */
export async function findLineagesProducts(db: Db, lineages?: string[]): Promise<ProductVersionRow[]> {
  if (lineages?.length === 0) return [];
  return db
    .select(versionColumns)
    .from(products)
    .where(lineages ? inArray(lineageSql, lineages) : undefined)
    .orderBy(asc(lineageSql), asc(products.version), asc(products.draft));
}
