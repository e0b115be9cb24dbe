import { type SQL, sql } from 'drizzle-orm';
import { IMAGE_FILE_FIELD } from './slide-files.js';

/**
 * The storage keys of lesson images (slide data), as a select for resource's union of stored-file
 * references: `where` narrows the key, `productWhere` the product (decision 0040).
 */
export function lessonImageRefsSql(where: (key: SQL) => SQL, productWhere: (column: SQL) => SQL): SQL {
  return sql`select ls.data -> ${IMAGE_FILE_FIELD}::text ->> 'storageKey' as key from lesson_slides ls join nodes n on n.id = ls.node_id
    where ls.data -> ${IMAGE_FILE_FIELD}::text is not null and ${productWhere(sql`n.product_id`)}
      and ${where(sql`ls.data -> ${IMAGE_FILE_FIELD}::text ->> 'storageKey'`)}`;
}
