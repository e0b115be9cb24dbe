import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { IMAGE_FILE_FIELD } from '../catalog/index.js';

/** Rows that hold stored package files: resources (file, captions), site-asset files and lesson images. */
const references = (where: (key: SQL) => SQL, productWhere: (column: SQL) => SQL) => sql`
  select r.file ->> 'storageKey' as key from resources r
    where r.file is not null and ${productWhere(sql`r.product_id`)} and ${where(sql`r.file ->> 'storageKey'`)}
  union
  select c ->> 'storageKey' as key from resources r, jsonb_array_elements(r.captions) c
    where ${productWhere(sql`r.product_id`)} and ${where(sql`c ->> 'storageKey'`)}
  union
  select s.file ->> 'storageKey' as key from site_asset_files s
    where ${productWhere(sql`s.product_id`)} and ${where(sql`s.file ->> 'storageKey'`)}
  union
  select ls.data -> ${IMAGE_FILE_FIELD}::text ->> 'storageKey' as key from lesson_slides ls join nodes n on n.id = ls.node_id
    where ls.data -> ${IMAGE_FILE_FIELD}::text is not null and ${productWhere(sql`n.product_id`)}
      and ${where(sql`ls.data -> ${IMAGE_FILE_FIELD}::text ->> 'storageKey'`)}`;

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
