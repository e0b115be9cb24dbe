import { type SQL, sql } from 'drizzle-orm';
import { IMAGE_FILE_FIELD, SCO_FILES_FIELD } from './slide-files.js';

/**
 * The storage keys of lesson images and SCORM package files (slide data), as a select for resource's union of stored-file
 * references: `where` narrows the key, `productWhere` the product (decision 0040).
 */
export function lessonImageRefsSql(where: (key: SQL) => SQL, productWhere: (column: SQL) => SQL): SQL {
  return sql`select ls.data -> ${IMAGE_FILE_FIELD}::text ->> 'storageKey' as key from lesson_slides ls join nodes n on n.id = ls.node_id
    where ls.data -> ${IMAGE_FILE_FIELD}::text is not null and ${productWhere(sql`n.product_id`)}
      and ${where(sql`ls.data -> ${IMAGE_FILE_FIELD}::text ->> 'storageKey'`)}
  union
  select f.value ->> 'key' as key from lesson_slides ls join nodes n on n.id = ls.node_id,
      jsonb_each(ls.data -> ${SCO_FILES_FIELD}::text) f
    where jsonb_typeof(ls.data -> ${SCO_FILES_FIELD}::text) = 'object' and ${productWhere(sql`n.product_id`)}
      and ${where(sql`f.value ->> 'key'`)}`;
}
