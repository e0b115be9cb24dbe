import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { learnerProducts, products } from '../../platform/db/schema/index.js';
import type { ProductRow } from './imported-products.js';
import type { LearnerProductRow } from './learner-product-reads.js';

/**
 * Pieces for another module's single statement that needs a learner product and its product (the lesson's
 * coalesced state read, one round trip per batch): the SQL stays here with the tables, the caller gets the
 * rows as JSON and reads them back with the parsers below.
 */

/**
 * A from-item, joined in as `alias`: the learner product whose id is `lpId` (an SQL expression of the
 * caller's row) with its product, as the columns `lp` and `product` (row_to_json) and `product_id`.
 * An inner join: a caller row without such a learner product drops out. The inner aliases are unusual
 * names so that they never shadow one of the caller's that `lpId` refers to.
 */
export function learnerProductJoin(lpId: SQL, alias: string): SQL {
  return sql`join lateral (
      select row_to_json(piece_lp.*) as lp, row_to_json(piece_p.*) as product, piece_p.id as product_id
      from learner_products piece_lp join products piece_p on piece_p.id = piece_lp.product_id
      where piece_lp.id = ${lpId} and piece_lp.withdrawn_at is null
    ) as ${sql.identifier(alias)} on true`;
}

/** A row of `table` read as JSON (row_to_json: column names, timestamps as text) in drizzle's own shape. */
function fromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    row[key] = column.dataType === 'date' && value !== null ? new Date(value as string) : value;
  }
  return row as T['$inferSelect'];
}

export const learnerProductFromJson = (json: Record<string, unknown>): LearnerProductRow => fromJson(learnerProducts, json);
export const productFromJson = (json: Record<string, unknown>): ProductRow => fromJson(products, json);
