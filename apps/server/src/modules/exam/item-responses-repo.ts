import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { examAttemptQuestions, examAttempts, examQuestions, exams } from '../../platform/db/schema/index.js';
import { nodeTitlesSql, selectProductNodeIds } from '../catalog/index.js';

// The reads behind item analysis (issue 30, decision 0167): a product's exams, their banks, and the answers of
// their counted attempts. Four statements whatever the number of exams or attempts; no learner is selected.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The product's exam nodes, or only the one named, as a condition on `column`. */
function examNodes(db: Db, productId: number, examId: number | undefined, column: SQL): SQL {
  const inProduct = sql`${column} in (${selectProductNodeIds(db, productId)})`;
  return examId === undefined ? inProduct : sql`${inProduct} and ${column} = ${examId}`;
}

/** What changes when the figures must be recomputed: finished or voided attempts, and the banks' content. */
export async function findItemDataStamp(db: Db, productId: number, examId: number | undefined): Promise<string> {
  const [row] = rowsOf<{ stamp: string }>(
    await db.execute(sql`
      select concat_ws('|',
        (select concat_ws(':', count(*), max(a.id), max(a.finished_at), count(a.reset_at), max(a.reset_at))
          from ${examAttempts} a where a.finished_at is not null and ${examNodes(db, productId, examId, sql`a.node_id`)}),
        (select md5(coalesce(string_agg(q.id || ':' || q.active || ':' || md5(q.data::text), ',' order by q.id), ''))
          from ${examQuestions} q where ${examNodes(db, productId, examId, sql`q.node_id`)}),
        (select md5(coalesce(string_agg(e.node_id || ':' || md5(e.settings::text), ',' order by e.node_id), ''))
          from ${exams} e where ${examNodes(db, productId, examId, sql`e.node_id`)})
      ) as stamp`),
  );
  return row?.stamp ?? '';
}

export interface ExamBankRow {
  examId: number;
  title: string;
  settings: Record<string, unknown>;
  questionId: number | null;
  key: string | null;
  active: boolean | null;
  data: Record<string, unknown> | null;
}

/** The exams with every question of their banks (inactive ones too: finished attempts may hold them). */
export async function findExamBanks(db: Db, productId: number, examId: number | undefined): Promise<ExamBankRow[]> {
  return rowsOf<ExamBankRow>(
    await db.execute(sql`
      select e.node_id as "examId", coalesce(n.title, '') as title, e.settings, q.id as "questionId", q.key, q.active, q.data
      from ${exams} e left join ${nodeTitlesSql} n on n.id = e.node_id
        left join ${examQuestions} q on q.node_id = e.node_id
      where ${examNodes(db, productId, examId, sql`e.node_id`)}
      order by e.node_id, q.position, q.id`),
  );
}

export interface CountedAttemptRow {
  attemptId: number;
  examId: number;
  startedAt: string;
  numQuestions: number;
  numCorrect: number;
  passed: boolean;
}

/** Finished attempts that count (not voided, not trial), the most recent `limit` per exam. */
export async function findCountedAttempts(
  db: Db,
  productId: number,
  examId: number | undefined,
  limit: number,
): Promise<CountedAttemptRow[]> {
  const rows = rowsOf<CountedAttemptRow>(
    await db.execute(sql`
      select "attemptId", "examId", "startedAt", "numQuestions", "numCorrect", passed from (
        select a.id as "attemptId", a.node_id as "examId", a.started_at as "startedAt", a.num_questions as "numQuestions",
          coalesce(a.num_correct, 0) as "numCorrect", coalesce(a.passed, false) as passed,
          row_number() over (partition by a.node_id order by a.id desc) as recent
        from ${examAttempts} a
        where a.finished_at is not null and a.reset_at is null and not a.trial
          and ${examNodes(db, productId, examId, sql`a.node_id`)}
      ) counted where recent <= ${limit}
      order by "attemptId"`),
  );
  return rows.map((r) => ({ ...r, startedAt: new Date(r.startedAt).toISOString() }));
}

export interface AttemptAnswerRow {
  attemptId: number;
  position: number;
  questionId: number;
  userAnswer: string | null;
  correct: boolean;
  answeredAt: string | null;
}

/** The answers of the given attempts, in attempt and position order. */
export async function findAttemptAnswers(db: Db, attemptIds: number[]): Promise<AttemptAnswerRow[]> {
  if (attemptIds.length === 0) return [];
  const rows = rowsOf<AttemptAnswerRow>(
    await db.execute(sql`
      select q.attempt_id as "attemptId", q.position, q.question_id as "questionId", q.user_answer as "userAnswer",
        coalesce(q.correct, false) as correct, q.answered_at as "answeredAt"
      from ${examAttemptQuestions} q
      where q.attempt_id = any(${`{${attemptIds.join(',')}}`}::int[])
      order by q.attempt_id, q.position`),
  );
  return rows.map((r) => ({ ...r, answeredAt: r.answeredAt === null ? null : new Date(r.answeredAt).toISOString() }));
}
