import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { inquirySubmissions, lessonProgress } from '../../platform/db/schema/index.js';

export interface SubmissionWrite {
  learnerProductId: number;
  slideId: number;
  nodeId: number;
  answer: unknown;
  correct: boolean | null;
  done: boolean;
  submittedAt: Date;
  /** Move the learner from this slide index to the next one; null: store only. */
  advanceFrom: number | null;
}

interface Pending {
  write: SubmissionWrite;
  resolve: (moved: boolean) => void;
  reject: (err: unknown) => void;
}

const MAX_BATCH = 200;

/**
 * Stores submissions and moves learners on in one statement per batch: the submissions that arrive while
 * the previous batch is being written go together in the next one (group commit), so under load a write
 * round trip and a WAL flush serve many answers, and alone an answer is written at once. Each caller still
 * waits for its own batch to commit before replying, so nothing is acknowledged that is not stored.
 *
 * A move happens only from the slide index the caller saw, so a double submit advances once; callers in
 * the same batch moving the same learner from the same index both learn that it moved.
 * One per app (built in buildApp).
 */
export class SubmissionWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  write(write: SubmissionWrite): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // Let the requests of the same tick join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const moved = await recordSubmissions(
          this.db,
          batch.map((p) => p.write),
        );
        for (const p of batch) p.resolve(moved.has(moveKey(p.write)));
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
    this.writing = false;
  }
}

const moveKey = (w: { learnerProductId: number; nodeId: number; advanceFrom: number | null }) =>
  `${w.learnerProductId}:${w.nodeId}:${w.advanceFrom}`;

/**
 * The statement: insert every submission, move each learner that should move, report who moved. The
 * batch travels as one array per column (unnest), so the statement text and its 8 parameters are the
 * same whatever the batch size.
 */
export async function recordSubmissions(db: Db, writes: SubmissionWrite[]): Promise<Set<string>> {
  // sql.param: a bare array in a drizzle template would become a list of parameters, not one array.
  const column = <T>(pick: (w: SubmissionWrite) => T) => sql.param(writes.map(pick));
  const result = await db.execute(sql`
    with input as (
      select * from unnest(
        ${column((w) => w.learnerProductId)}::int[], ${column((w) => w.slideId)}::int[],
        ${column((w) => JSON.stringify(w.answer ?? {}))}::jsonb[], ${column((w) => w.correct)}::boolean[],
        ${column((w) => w.done)}::boolean[], ${column((w) => w.submittedAt.toISOString())}::timestamptz[],
        ${column((w) => w.nodeId)}::int[], ${column((w) => w.advanceFrom)}::int[]
      ) as i (lp, slide, answer, correct, done, at, node, advance_from)
    ),
    submitted as (
      insert into ${inquirySubmissions} (learner_product_id, slide_id, answer, correct, done, submitted_at)
      select lp, slide, answer, correct, done, at from input
    ),
    moved as (
      update ${lessonProgress} p set slide_index = i.advance_from + 1, slide_opened_at = i.at
      from input i
      where i.advance_from is not null and p.learner_product_id = i.lp and p.node_id = i.node
        and p.slide_index = i.advance_from
      returning p.learner_product_id as lp, p.node_id as node, i.advance_from as advance_from
    )
    select lp, node, advance_from from moved`);
  const moved = (result as unknown as { rows: { lp: number; node: number; advance_from: number }[] }).rows;
  return new Set(
    moved.map((m) => moveKey({ learnerProductId: Number(m.lp), nodeId: Number(m.node), advanceFrom: Number(m.advance_from) })),
  );
}

/** Stores one submission (and the move to the next slide) inside the caller's transaction, as part of it. */
export async function recordSubmissionInTransaction(tx: Db, write: SubmissionWrite): Promise<boolean> {
  return (await recordSubmissions(tx, [write])).has(moveKey(write));
}
