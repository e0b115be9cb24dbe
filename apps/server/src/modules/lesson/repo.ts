import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { lessonProgress } from '../../platform/db/schema/index.js';

// Slides are catalog's rows (lesson_slides); lesson reads them through catalog's surface (decision 0059, step 2).
export { findLessonSlides as findSlides, findProductSlidesOfTypes, type LessonSlideRow as SlideRow } from '../catalog/index.js';

export async function findProgress(db: Db, learnerProductId: number, nodeId: number) {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.learnerProductId, learnerProductId), eq(lessonProgress.nodeId, nodeId)))
    .limit(1);
  return row;
}

/** The lesson's first opening starts the first slide's clock; later openings change nothing. */
export async function openProgress(db: Db, learnerProductId: number, nodeId: number, at: Date) {
  await db.insert(lessonProgress).values({ learnerProductId, nodeId, slideIndex: 0, slideOpenedAt: at }).onConflictDoNothing();
  return findProgress(db, learnerProductId, nodeId);
}

/** Poll results: each learner's latest vote, counted per choice. */
export async function pollCounts(db: Db, slideId: number): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    with latest as (
      select distinct on (learner_product_id) answer from inquiry_submissions
      where slide_id = ${slideId} order by learner_product_id, submitted_at desc, id desc
    )
    select choice as id, count(*)::int as n from latest, jsonb_array_elements_text(answer -> 'choiceIds') as choice group by choice`);
  return new Map((result as unknown as { rows: { id: string; n: number }[] }).rows.map((r) => [r.id, Number(r.n)]));
}
