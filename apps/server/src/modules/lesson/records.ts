import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cmi5Statements, inquirySubmissions, lessonProgress, scoRuntime } from '../../platform/db/schema/index.js';

/**
 * One learner product's lesson answers, lesson progress, SCORM runtime data and cmi5 statements (the AU's and the
 * LMS's, decision 0208), for the records archive (issue 28).
 */
export async function lessonRecordsOf(db: Db, learnerProductId: number) {
  const [answers, progress, scorm, cmi5] = await Promise.all([
    db
      .select()
      .from(inquirySubmissions)
      .where(eq(inquirySubmissions.learnerProductId, learnerProductId))
      .orderBy(asc(inquirySubmissions.id)),
    db.select().from(lessonProgress).where(eq(lessonProgress.learnerProductId, learnerProductId)),
    db.select().from(scoRuntime).where(eq(scoRuntime.learnerProductId, learnerProductId)),
    db
      .select({
        id: cmi5Statements.id,
        slideId: cmi5Statements.slideId,
        sessionId: cmi5Statements.sessionId,
        verb: cmi5Statements.verb,
        byLms: cmi5Statements.byLms,
        statement: cmi5Statements.statement,
        storedAt: cmi5Statements.storedAt,
      })
      .from(cmi5Statements)
      .where(eq(cmi5Statements.learnerProductId, learnerProductId))
      .orderBy(asc(cmi5Statements.storedAt)),
  ]);
  return { answers, progress, scorm, cmi5 };
}
