import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { idMapSql, type MovedCount, remapLearnerColumn } from '../../platform/db/id-remap.js';

/** The questions of some exam nodes with their package keys (inactive ones too), to match two versions' banks. */
export async function examQuestionIds(db: Db, nodeIds: number[]): Promise<{ id: number; nodeId: number; key: string }[]> {
  if (nodeIds.length === 0) return [];
  const ids = sql.join(
    nodeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db.execute(sql`select id, node_id as "nodeId", key from exam_questions where node_id in (${ids})`);
  return (rows as unknown as { rows: { id: number; nodeId: number; key: string }[] }).rows.map((r) => ({
    id: Number(r.id),
    nodeId: Number(r.nodeId),
    key: r.key,
  }));
}

/**
 * Moves a learner's exam attempts to another version's exams (decision 0205). An attempt is a graded fact: its score
 * and pass stay as they were; each question it drew points at the new bank's question of the same key, and one the
 * new bank lacks keeps pointing at the old version's question (still stored), so the attempt can still be reviewed.
 */
export async function moveExamRecord(
  db: Db,
  learnerProductId: number,
  map: { nodes: ReadonlyMap<number, number>; questions: ReadonlyMap<number, number> },
): Promise<{ attempts: MovedCount; attemptQuestions: MovedCount }> {
  const attempts = await remapLearnerColumn(db, 'exam_attempts', 'node_id', learnerProductId, map.nodes);
  const rows = await db.execute(sql`
    with mine as (select q.id, q.question_id from exam_attempt_questions q join exam_attempts a on a.id = q.attempt_id
      where a.learner_product_id = ${learnerProductId}),
    moved as (update exam_attempt_questions q set question_id = m.to_id from ${idMapSql(map.questions)} m
      where q.id in (select id from mine) and q.question_id = m.from_id returning 1)
    select (select count(*) from moved)::int as carried, (select count(*) from mine)::int as total`);
  const row = (rows as unknown as { rows: { carried: number; total: number }[] }).rows[0];
  const carried = Number(row?.carried ?? 0);
  return { attempts, attemptQuestions: { carried, dropped: Number(row?.total ?? 0) - carried } };
}
