import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.js';
import { examAttemptQuestions, examAttempts, examQuestions, exams } from '../../platform/db/schema/index.js';
import { nodeProductIdSql, selectProductNodeIds } from '../catalog/index.js';
import { findUserLearnerProductId, learnerProductUserIdSql } from '../product/index.js';
import type { ExamSettings, StoredQuestion } from './exam-schema.js';

export type AttemptRow = typeof examAttempts.$inferSelect;
export type AttemptQuestionRow = typeof examAttemptQuestions.$inferSelect;
export interface QuestionRow {
  id: number;
  nodeId: number;
  key: string;
  position: number;
  active: boolean;
  data: StoredQuestion;
}

// ---- bank (written by the package import) ----

export async function upsertExamSettings(db: Db, nodeId: number, settings: ExamSettings): Promise<void> {
  const value = settings as unknown as Record<string, unknown>;
  await db
    .insert(exams)
    .values({ nodeId, settings: value })
    .onConflictDoUpdate({ target: exams.nodeId, set: { settings: value } });
}

/** Makes the bank the given questions: matched by key (ids stay stable), missing ones deactivated, never deleted. */
export async function replaceQuestions(
  db: Db,
  nodeId: number,
  rows: { key: string; position: number; data: Record<string, unknown> }[],
): Promise<void> {
  const existing = await db
    .select({ id: examQuestions.id, key: examQuestions.key })
    .from(examQuestions)
    .where(eq(examQuestions.nodeId, nodeId));
  const byKey = new Map(existing.map((r) => [r.key, r.id]));
  const keep: number[] = [];
  for (const r of rows) {
    const id = byKey.get(r.key);
    if (id !== undefined) {
      await db.update(examQuestions).set({ position: r.position, data: r.data, active: true }).where(eq(examQuestions.id, id));
      keep.push(id);
    } else {
      const [row] = await db
        .insert(examQuestions)
        .values({ nodeId, ...r })
        .returning({ id: examQuestions.id });
      if (row) keep.push(row.id);
    }
  }
  await db
    .update(examQuestions)
    .set({ active: false })
    .where(and(eq(examQuestions.nodeId, nodeId), keep.length ? notInArray(examQuestions.id, keep) : undefined));
}

export async function findSettings(db: Db, nodeId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select().from(exams).where(eq(exams.nodeId, nodeId)).limit(1);
  return row?.settings;
}

export async function findActiveQuestions(db: Db, nodeId: number): Promise<QuestionRow[]> {
  const rows = await db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.nodeId, nodeId), eq(examQuestions.active, true)))
    .orderBy(asc(examQuestions.position));
  return rows as unknown as QuestionRow[];
}

export async function findQuestionsByIds(db: Db, ids: number[]): Promise<Map<number, QuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.select().from(examQuestions).where(inArray(examQuestions.id, ids))) as unknown as QuestionRow[];
  return new Map(rows.map((r) => [r.id, r]));
}

// ---- resolving a learner product ----

/** The learner's enrolment in the product holding the node: the one named, else the latest. */
export async function findLearnerProductIdForNode(
  db: Db,
  userId: number,
  nodeId: number,
  lpId?: number,
): Promise<number | undefined> {
  // One statement still: the node's product is catalog's subquery inside product's read.
  return findUserLearnerProductId(db, userId, nodeProductIdSql(nodeId), lpId || undefined);
}

// ---- attempts ----

export function findAttempts(db: Db, learnerProductId: number, nodeId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.learnerProductId, learnerProductId), eq(examAttempts.nodeId, nodeId)))
    .orderBy(asc(examAttempts.attemptNumber));
}

export function findAttemptsOfLearnerProduct(db: Db, learnerProductId: number): Promise<AttemptRow[]> {
  return db.select().from(examAttempts).where(eq(examAttempts.learnerProductId, learnerProductId)).orderBy(asc(examAttempts.id));
}

/** An attempt with the owner of its learner product (for the policy check). */
export async function findAttemptWithOwner(db: Db, attemptId: number) {
  const [row] = await db
    .select({ attempt: examAttempts, userId: learnerProductUserIdSql(examAttempts.learnerProductId) })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId))
    .limit(1);
  return row;
}

/** Locks the attempt row for the rest of the transaction, so a save and a finish never interleave. */
export async function lockAttempt(tx: Db, attemptId: number): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update').limit(1);
  return row;
}

/** Inserts an attempt unless one is already open for this learner and exam (then undefined). */
export async function insertAttempt(tx: Db, row: typeof examAttempts.$inferInsert): Promise<AttemptRow | undefined> {
  const [inserted] = await tx.insert(examAttempts).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findOpenAttempt(db: Db, learnerProductId: number, nodeId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(eq(examAttempts.learnerProductId, learnerProductId), eq(examAttempts.nodeId, nodeId), isNull(examAttempts.finishedAt)),
    )
    .limit(1);
  return row;
}

export async function insertAttemptQuestions(tx: Db, attemptId: number, questionIds: number[]): Promise<void> {
  if (questionIds.length === 0) return;
  await tx.insert(examAttemptQuestions).values(questionIds.map((questionId, i) => ({ attemptId, position: i + 1, questionId })));
}

export function findAttemptQuestions(db: Db, attemptId: number): Promise<AttemptQuestionRow[]> {
  return db
    .select()
    .from(examAttemptQuestions)
    .where(eq(examAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(examAttemptQuestions.position));
}

/** The questions of several attempts (history lists), in order. */
export function findQuestionsOfAttempts(db: Db, attemptIds: number[]): Promise<AttemptQuestionRow[]> {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(examAttemptQuestions)
    .where(inArray(examAttemptQuestions.attemptId, attemptIds))
    .orderBy(asc(examAttemptQuestions.attemptId), asc(examAttemptQuestions.position));
}

/** Question ids of an attempt, in order (the previous attempt of a pool draw). */
export async function findAttemptQuestionIds(db: Db, attemptId: number): Promise<number[]> {
  const rows = await db
    .select({ questionId: examAttemptQuestions.questionId })
    .from(examAttemptQuestions)
    .where(eq(examAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(examAttemptQuestions.position));
  return rows.map((r) => r.questionId);
}

/** Saving the same question twice keeps one answer, the last. */
export async function saveAnswer(tx: Db, attemptId: number, position: number, userAnswer: string, at: Date): Promise<void> {
  await tx
    .update(examAttemptQuestions)
    .set({ userAnswer, answeredAt: at })
    .where(and(eq(examAttemptQuestions.attemptId, attemptId), eq(examAttemptQuestions.position, position)));
}

export async function moveTo(tx: Db, attemptId: number, position: number, at: Date): Promise<void> {
  await tx.update(examAttempts).set({ currentPosition: position, lastActivityAt: at }).where(eq(examAttempts.id, attemptId));
}

/** An attempt question with its attempt and the attempt's owner. */
export async function findAttemptQuestionWithOwner(db: Db, attemptQuestionId: number) {
  const [row] = await db
    .select({
      question: examAttemptQuestions,
      attempt: examAttempts,
      userId: learnerProductUserIdSql(examAttempts.learnerProductId),
    })
    .from(examAttemptQuestions)
    .innerJoin(examAttempts, eq(examAttempts.id, examAttemptQuestions.attemptId))
    .where(eq(examAttemptQuestions.id, attemptQuestionId))
    .limit(1);
  return row;
}

export async function setStarred(tx: Db, attemptQuestionId: number, starred: boolean): Promise<void> {
  await tx.update(examAttemptQuestions).set({ starred }).where(eq(examAttemptQuestions.id, attemptQuestionId));
}

/** Counts one more leave of an unfinished attempt's window; undefined when the attempt is finished. */
export async function addLeave(tx: Db, attemptId: number): Promise<number | undefined> {
  const [row] = await tx
    .update(examAttempts)
    .set({ leaveCount: sql`${examAttempts.leaveCount} + 1` })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.finishedAt)))
    .returning({ leaveCount: examAttempts.leaveCount });
  return row?.leaveCount;
}

/** Records the grade; only an unfinished attempt is finished (a second finish changes nothing). */
export async function finishAttempt(
  tx: Db,
  attemptId: number,
  result: {
    finishedAt: Date;
    finishReason: 'SUBMITTED' | 'TIME_EXPIRED' | 'LEFT_WINDOW';
    numCorrect: number;
    score: number;
    passed: boolean;
  },
  correctByPosition: Map<number, boolean>,
): Promise<boolean> {
  const done = await tx
    .update(examAttempts)
    .set(result)
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.finishedAt)))
    .returning({ id: examAttempts.id });
  if (done.length === 0) return false;
  for (const [position, correct] of correctByPosition) {
    await tx
      .update(examAttemptQuestions)
      .set({ correct })
      .where(and(eq(examAttemptQuestions.attemptId, attemptId), eq(examAttemptQuestions.position, position)));
  }
  return true;
}

// ---- facts for derived data ----

/** Per exam node of a product: settings and the number of active questions. */
export async function findProductExams(db: Db, productId: number) {
  const rows = await db
    .select({
      nodeId: exams.nodeId,
      settings: exams.settings,
      // Qualified by hand: a select without a join renders its columns bare, which the subquery would take as q's.
      questionCount: sql<number>`(select count(*)::int from ${examQuestions} q where q.node_id = ${exams}.node_id and q.active)`,
    })
    .from(exams)
    .where(inArray(exams.nodeId, selectProductNodeIds(db, productId)));
  return rows.map((r) => ({ ...r, questionCount: Number(r.questionCount) }));
}

/** Active questions of a product's exams that name a topic, counted per topic key. */
export async function findTopicQuestionCounts(db: Db, productId: number): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select q.data ->> 'topic' as topic, count(*)::int as n from ${examQuestions} q
    where q.node_id in (${selectProductNodeIds(db, productId)}) and q.active and q.data ? 'topic' group by 1`);
  return new Map((result as unknown as { rows: { topic: string; n: number }[] }).rows.map((r) => [r.topic, Number(r.n)]));
}

/** Graded answers of the given attempts with each question's topic key (effort breakdowns). */
export async function findGradedTopics(db: Db, attemptIds: number[]) {
  if (attemptIds.length === 0) return [];
  const rows = await db
    .select({
      attemptId: examAttemptQuestions.attemptId,
      correct: examAttemptQuestions.correct,
      topic: sql<string | null>`${examQuestions.data} ->> 'topic'`,
    })
    .from(examAttemptQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examAttemptQuestions.questionId))
    .where(inArray(examAttemptQuestions.attemptId, attemptIds));
  return rows;
}

// ---- the save and move hot path (decision 0047) ----

export interface QuickMove {
  attemptId: number;
  userId: number;
  /** The question the learner is on afterwards. */
  target: number;
  /** The answer to save, if any, and its question number. */
  answer: { position: number; userAnswer: string } | undefined;
  at: Date;
  /** The package hash the caller's cached facts were read under. */
  packageHash: string;
  /** No enrolment was named: the attempt's must still be the learner's latest in its product. */
  latestEnrolmentOnly: boolean;
  /** Security points that must each have a passed challenge, else nothing is written. */
  pointsToPass: number[];
  /** `EXAM_QUESTION:<attemptId>:`, the purpose prefix of the attempt's challenges. */
  purposePrefix: string;
  /** The attempt's deadline as the caller's cached facts hold it. */
  deadline: Date | null;
}

export interface QuickMoveResult {
  done: boolean;
  /** The attempt's questions as of the statement's start (an answer it saved is not in them). */
  rows: { position: number; userAnswer: string | null; starred: boolean }[];
  /** The attempt's security challenges as of the statement's start. */
  challenges: { purpose: string; question: number; passed: boolean }[];
}

/**
 * Saves an answer and moves the learner in one statement (its own transaction, committed before it
 * returns). The attempt row is locked by its update, so a finish waits for it, or it waits for a finish
 * and then writes nothing; it writes only if the attempt is unfinished, the learner's, under the same
 * package, and every given security point is passed. Reads back the questions and challenges for the
 * reply in the same round trip.
 */
/** The statement of quickMove: $1 attempt, $2 user, $3 target, $4 answered position or null, $5 answer,
 * $6 time, $7 package hash, $8 latest enrolment only, $9 points to pass, $10 purpose prefix, $11 the deadline
 * the cached facts hold (an administrator's resume moves it, decision 0078: stale facts write nothing). */
const QUICK_MOVE = `
  with mv as (
    update exam_attempts a set current_position = $3::int, last_activity_at = $6::timestamptz
    from learner_products l join products p on p.id = l.product_id
    where a.id = $1::int and a.finished_at is null and l.id = a.learner_product_id
      and l.user_id = $2::int and p.package_hash = $7::text and l.withdrawn_at is null
      and a.deadline is not distinct from $11::timestamptz
      and ($4::int is null or exists (select 1 from exam_attempt_questions q
        where q.attempt_id = a.id and q.position = $4::int))
      and (not $8::boolean or not exists (select 1 from learner_products l2
        where l2.user_id = l.user_id and l2.product_id = l.product_id and l2.id > l.id))
      and not exists (select 1 from unnest($9::int[]) as pt (n)
        where not exists (select 1 from security_challenges c
          where c.learner_product_id = a.learner_product_id and c.node_id = a.node_id
            and c.purpose = $10::text || pt.n::text and c.passed_at is not null))
    returning a.id
  ), sv as (
    update exam_attempt_questions q set user_answer = $5::text, answered_at = $6::timestamptz
    from mv where q.attempt_id = mv.id and q.position = $4::int
    returning q.id
  )
  select (select count(*)::int from mv) as moved, (select count(*)::int from sv) as saved,
    coalesce((select json_agg(json_build_array(q.position, q.user_answer, q.starred) order by q.position)
      from exam_attempt_questions q where q.attempt_id = $1::int), '[]'::json) as rows,
    coalesce((select json_agg(json_build_array(c.purpose, c.question, c.passed_at is not null))
      from exam_attempts a join security_challenges c
        on c.learner_product_id = a.learner_product_id and c.node_id = a.node_id
      where a.id = $1::int and starts_with(c.purpose, $10::text)), '[]'::json) as challenges`;

export async function quickMove(database: Database, s: QuickMove): Promise<QuickMoveResult> {
  type Raw = { moved: number; saved: number; rows: [number, string | null, boolean][]; challenges: [string, number, boolean][] };
  // A named statement: planned once per connection, not on every save (decision 0048).
  const [raw] = await database.prepared<Raw>('exam_quick_move', QUICK_MOVE, [
    s.attemptId,
    s.userId,
    s.target,
    s.answer?.position ?? null,
    s.answer?.userAnswer ?? null,
    s.at.toISOString(),
    s.packageHash,
    s.latestEnrolmentOnly,
    s.pointsToPass,
    s.purposePrefix,
    s.deadline?.toISOString() ?? null,
  ]);
  // The answer's row is checked in the move's own condition: a move never commits without its answer.
  const saved = Number(raw?.saved ?? 0) > 0;
  return {
    done: Number(raw?.moved ?? 0) > 0 && (s.answer === undefined || saved),
    rows: (raw?.rows ?? []).map(([position, userAnswer, starred]) => ({ position, userAnswer, starred })),
    challenges: (raw?.challenges ?? []).map(([purpose, question, passed]) => ({ purpose, question, passed })),
  };
}
