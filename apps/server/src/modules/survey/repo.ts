import type { PagedSearch } from '@continuum/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../platform/db/paged-search.js';
import { feedbackSurveyResponses, feedbackSurveys } from '../../platform/db/schema/index.js';
import { learnerProductCourses } from '../product/index.js';

export type SurveyRow = typeof feedbackSurveys.$inferSelect;
export type SurveyKey = { industry: string; state: string; licenseType: string };

/** The survey of one industry, state and licence type. */
export async function findSurvey(db: Db, key: SurveyKey): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(feedbackSurveys)
    .where(
      and(
        eq(feedbackSurveys.industry, key.industry),
        eq(feedbackSurveys.state, key.state),
        eq(feedbackSurveys.licenseType, key.licenseType),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts or replaces the survey of a key (a course package import). */
export async function upsertSurvey(db: Db, row: Omit<typeof feedbackSurveys.$inferInsert, 'id'>): Promise<void> {
  const { industry, state, licenseType, ...rest } = row;
  await db
    .insert(feedbackSurveys)
    .values(row)
    .onConflictDoUpdate({ target: [feedbackSurveys.industry, feedbackSurveys.state, feedbackSurveys.licenseType], set: rest });
  void industry;
  void state;
  void licenseType;
}

export type ResponseRow = typeof feedbackSurveyResponses.$inferSelect;

/** Stores a response; undefined when this learner product (or external enrolment) already has one. */
export async function insertResponse(db: Db, row: Omit<typeof feedbackSurveyResponses.$inferInsert, 'id'>) {
  const [inserted] = await db
    .insert(feedbackSurveyResponses)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: feedbackSurveyResponses.id });
  return inserted?.id;
}

export async function findResponseOfLearnerProduct(db: Db, lpId: number): Promise<ResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(feedbackSurveyResponses)
    .where(eq(feedbackSurveyResponses.learnerProductId, lpId))
    .limit(1);
  return row;
}

const courses = (db: Db) => learnerProductCourses(db);

/** Staff results: the value matches the course name or an external id; newest first unless sorted. */
export function resultsList(c: ReturnType<typeof courses>): SearchableList {
  return {
    searchColumns: [c.course, feedbackSurveyResponses.externalUserId, feedbackSurveyResponses.externalEnrollmentId],
    sortFields: { submittedAt: feedbackSurveyResponses.submittedAt, productName: c.course },
    tieBreak: [desc(feedbackSurveyResponses.submittedAt), desc(feedbackSurveyResponses.id)],
  };
}

export async function searchResponses(db: Db, search: PagedSearch, options: { learnerProductId?: number }) {
  const c = courses(db);
  const list = resultsList(c);
  const conditions: (SQL | undefined)[] = [searchCondition(list, search)];
  if (options.learnerProductId !== undefined)
    conditions.push(eq(feedbackSurveyResponses.learnerProductId, options.learnerProductId));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: feedbackSurveyResponses, productName: c.course })
      .from(feedbackSurveyResponses)
      .leftJoin(c, eq(c.id, feedbackSurveyResponses.learnerProductId))
      .where(where)
      .orderBy(...orderBy(list, search))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(feedbackSurveyResponses)
      .leftJoin(c, eq(c.id, feedbackSurveyResponses.learnerProductId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
