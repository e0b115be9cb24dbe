import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { inquirySubmissions } from '../../platform/db/schema/index.js';

// Graded answers of lesson inquiries, counted per slide for item analysis (issue 30, decision 0165): no learner
// leaves the statement, only counts.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idArray = (ids: number[]) => `{${ids.join(',')}}`;

export interface InquiryResultRow {
  slideId: number;
  learners: number;
  submissions: number;
  firstTryCorrect: number;
  everCorrect: number;
}

/** Per slide: learners who submitted a graded answer, graded submissions, learners right first time, and ever. */
export async function findInquiryResults(db: Db, slideIds: number[]): Promise<InquiryResultRow[]> {
  if (slideIds.length === 0) return [];
  const rows = rowsOf<InquiryResultRow>(
    await db.execute(sql`
      with graded as (
        select s.id, s.learner_product_id, s.slide_id, s.correct, s.submitted_at from ${inquirySubmissions} s
        where s.slide_id = any(${idArray(slideIds)}::int[]) and s.correct is not null
      ), firsts as (
        select distinct on (learner_product_id, slide_id) slide_id, correct from graded
        order by learner_product_id, slide_id, submitted_at, id
      )
      select g.slide_id as "slideId", count(distinct g.learner_product_id)::int as learners, count(*)::int as submissions,
        (select count(*)::int from firsts f where f.slide_id = g.slide_id and f.correct) as "firstTryCorrect",
        count(distinct g.learner_product_id) filter (where g.correct)::int as "everCorrect"
      from graded g group by g.slide_id`),
  );
  return rows.map((r) => ({
    slideId: Number(r.slideId),
    learners: Number(r.learners),
    submissions: Number(r.submissions),
    firstTryCorrect: Number(r.firstTryCorrect),
    everCorrect: Number(r.everCorrect),
  }));
}

/** What changes when a graded answer is added or removed: their count and last id. */
export async function findInquiryStamp(db: Db, slideIds: number[]): Promise<string> {
  if (slideIds.length === 0) return '';
  const [row] = rowsOf<{ stamp: string }>(
    await db.execute(sql`
      select concat_ws(':', count(*), max(s.id)) as stamp from ${inquirySubmissions} s
      where s.slide_id = any(${idArray(slideIds)}::int[]) and s.correct is not null`),
  );
  return row?.stamp ?? '';
}
