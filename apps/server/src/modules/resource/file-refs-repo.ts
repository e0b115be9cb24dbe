import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { lessonImageRefsSql } from '../catalog/index.js';
import { siteAssetFileRefsSql } from '../site-asset/index.js';

/**
 * Rows that hold stored package files: resources (file, captions), site-asset files and lesson images, in one
 * statement; the site-asset and lesson-image parts are their owners' pieces (decision 0059).
 */
const references = (where: (key: SQL) => SQL, productWhere: (column: SQL) => SQL) => sql`
  select r.file ->> 'storageKey' as key from resources r
    where r.file is not null and ${productWhere(sql`r.product_id`)} and ${where(sql`r.file ->> 'storageKey'`)}
  union
  select c ->> 'storageKey' as key from resources r, jsonb_array_elements(r.captions) c
    where ${productWhere(sql`r.product_id`)} and ${where(sql`c ->> 'storageKey'`)}
  union
  ${siteAssetFileRefsSql(where, productWhere)}
  union
  ${lessonImageRefsSql(where, productWhere)}`;

const rowsOf = (result: unknown) => (result as { rows: { key: string | null }[] }).rows;

/** The storage keys a product's resources and site-asset files reference. */
export async function findProductFileKeys(db: Db, productId: number): Promise<string[]> {
  const result = await db.execute(
    references(
      () => sql`true`,
      (column) => sql`${column} = ${productId}`,
    ),
  );
  return rowsOf(result)
    .map((r) => r.key)
    .filter((k): k is string => typeof k === 'string');
}

const CHUNK = 500;

/** Which of the keys any product's rows still reference. */
export async function findReferencedFileKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const list = sql.join(
      keys.slice(i, i + CHUNK).map((k) => sql`${k}`),
      sql`, `,
    );
    const result = await db.execute(
      references(
        (key) => sql`${key} in (${list})`,
        () => sql`true`,
      ),
    );
    for (const r of rowsOf(result)) if (r.key) found.add(r.key);
  }
  return found;
}
