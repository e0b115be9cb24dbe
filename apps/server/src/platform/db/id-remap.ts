import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** What a learner record's move to another version did to one table: rows carried over, rows left behind. */
export interface MovedCount {
  carried: number;
  dropped: number;
}

/** Old id -> new id, as a derived table `m(from_id, to_id)` for an UPDATE ... FROM. */
export function idMapSql(map: ReadonlyMap<number, number>) {
  const pairs = [...map].map(([from_id, to_id]) => ({ from_id, to_id }));
  return sql`(select * from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as x(from_id int, to_id int))`;
}

/**
 * Points one column of a learner product's rows at the other version's ids (decision 0205): rows whose id has a
 * counterpart move, the others stay where they are (on the old version's content, kept as history) and count as
 * dropped. The owner module names its own table; this only builds the statement.
 */
export async function remapLearnerColumn(
  db: Db,
  table: string,
  column: string,
  learnerProductId: number,
  map: ReadonlyMap<number, number>,
): Promise<MovedCount> {
  const t = sql.identifier(table);
  const c = sql.identifier(column);
  const rows = await db.execute(sql`
    with moved as (
      update ${t} set ${c} = m.to_id from ${idMapSql(map)} m
      where ${t}.learner_product_id = ${learnerProductId} and ${t}.${c} = m.from_id
      returning 1)
    select (select count(*) from moved)::int as carried,
      (select count(*) from ${t} where learner_product_id = ${learnerProductId} and ${c} is not null)::int as total`);
  const row = (rows as unknown as { rows: { carried: number; total: number }[] }).rows[0];
  const carried = Number(row?.carried ?? 0);
  return { carried, dropped: Number(row?.total ?? 0) - carried };
}
