import { createHash } from 'node:crypto';
import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.js';
import * as schema from '../../platform/db/schema/index.js';

/**
 * The access matrix's snapshot of learner A's record: every table holding learner data, found from the schema, read
 * before and after the other actors' calls. Its one job: say whether anyone but A changed A's record.
 */

/**
 * Tables whose rows about A others may legitimately write, with why; every other table holding learner data is in
 * the snapshot. Found from the schema (recordQueries), so a new learner table is checked the day it is added.
 */
export const NOT_A_RECORD: Record<string, string> = {
  exam_gate_codes: 'staff issue gate codes for a learner (audited, decision 0094); the learner never writes them',
};
/** Tables whose rows are A's only by A's own key, not through a parent of A's, with why. */
export const BY_A_ONLY: Record<string, string> = {
  forum_comments: 'others comment on A’s posts in a shared forum (decision 0085); A’s own comments stay A’s',
  forum_post_votes: 'others vote on A’s posts in a shared forum (decision 0085)',
  forum_reports: 'others report A’s posts in a shared forum (decision 0085)',
};
/** Tables where others' actions may add rows for A (A's existing rows must still not change), with why. */
export const ADDED_BY_OTHERS: Record<string, string> = {
  notifications: 'a forum reply, an instructor’s reply or a staff announcement notifies A (decision 0089)',
};

type Table = ReturnType<typeof getTableConfig>;
const LEARNER_ROOTS: Record<string, (user: number) => SQL> = {
  users: (user) => sql`id = ${user}`,
  learner_products: (user) => sql`user_id = ${user}`,
};

/**
 * The data of A's record, as the database holds it, found from the schema: A's user row and enrolments, every
 * table with a foreign key (or a learner_product_id / user_id column) to them, and, through their foreign keys,
 * every table below those (an attempt's questions, a chat's messages): the rows of each that point at A's rows.
 * Must not change while anyone but A calls.
 */
export function recordQueries(user: number): { table: string; query: SQL }[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((v) => getTableConfig(v));
  const where = new Map<string, SQL>(Object.entries(LEARNER_ROOTS).map(([name, w]) => [name, w(user)]));
  const parentsOf = (t: Table) =>
    t.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return {
        column: ref.columns[0]?.name ?? '',
        parent: getTableConfig(ref.foreignTable).name,
        key: ref.foreignColumns[0]?.name ?? 'id',
      };
    });
  // Until nothing new: a table joins when one of its keys points at a row of A's (and gains a link each time one of
  // its parents joins later).
  const linkCount = new Map<string, number>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of tables) {
      if (t.name in LEARNER_ROOTS || t.name in NOT_A_RECORD) continue;
      const links: SQL[] = [];
      for (const { column, parent, key } of parentsOf(t)) {
        const w = where.get(parent);
        if (t.name in BY_A_ONLY && !(parent in LEARNER_ROOTS)) continue;
        if (w)
          links.push(sql`${sql.identifier(column)} in (select ${sql.identifier(key)} from ${sql.identifier(parent)} where ${w})`);
      }
      const named = t.columns.map((c) => c.name);
      const linked = new Set(parentsOf(t).map((l) => l.column));
      if (named.includes('learner_product_id') && !linked.has('learner_product_id'))
        links.push(sql`learner_product_id in (select id from learner_products where ${LEARNER_ROOTS.learner_products?.(user)})`);
      if (named.includes('user_id') && !linked.has('user_id')) links.push(sql`user_id = ${user}`);
      if (links.length <= (linkCount.get(t.name) ?? 0)) continue;
      linkCount.set(t.name, links.length);
      where.set(t.name, sql.join(links, sql` or `));
      grew = true;
    }
  }
  return [...where].map(([name, w]) => {
    return { table: name, query: sql`select * from ${sql.identifier(name)} where ${w} order by 1` };
  });
}

/** A user's record, table by table (the table's name and a digest of its rows, so a failure names tables, not data). */
export async function recordOf(
  db: Database['db'],
  user: number,
  before?: Map<string, Set<string>>,
): Promise<{ digest: Record<string, string>; ids: Map<string, Set<string>> }> {
  const parts: Record<string, string> = {};
  const seen = new Map<string, Set<string>>();
  for (const { table, query } of recordQueries(user)) {
    const result = (await db.execute(query)) as unknown as { rows: { id?: unknown }[] };
    seen.set(table, new Set(result.rows.map((r) => String(r.id))));
    const kept = before?.get(table);
    const rows = table in ADDED_BY_OTHERS && kept ? result.rows.filter((r) => kept.has(String(r.id))) : result.rows;
    const text = JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
    parts[table] = `${rows.length} rows ${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  }
  return { digest: parts, ids: seen };
}
