import { type SQL, sql } from 'drizzle-orm';

/**
 * The storage keys of site-asset files, as a select for resource's union of stored-file references:
 * `where` narrows the key, `productWhere` the product (decision 0040).
 */
export function siteAssetFileRefsSql(where: (key: SQL) => SQL, productWhere: (column: SQL) => SQL): SQL {
  return sql`select s.file ->> 'storageKey' as key from site_asset_files s
    where ${productWhere(sql`s.product_id`)} and ${where(sql`s.file ->> 'storageKey'`)}`;
}
