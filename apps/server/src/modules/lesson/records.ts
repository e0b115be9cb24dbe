import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { inquirySubmissions, lessonProgress, scoRuntime } from '../../platform/db/schema/index.js';

/** One learner product's lesson answers, lesson progress and SCORM runtime data, for the records archive (issue 28). */
export async function lessonRecordsOf(db: Db, learnerProductId: number) {
  const [answers, progress, scorm] = await Promise.all([
    db
      .select()
      .from(inquirySubmissions)
      .where(eq(inquirySubmissions.learnerProductId, learnerProductId))
      .orderBy(asc(inquirySubmissions.id)),
    db.select().from(lessonProgress).where(eq(lessonProgress.learnerProductId, learnerProductId)),
    db.select().from(scoRuntime).where(eq(scoRuntime.learnerProductId, learnerProductId)),
  ]);
  return { answers, progress, scorm };
}
