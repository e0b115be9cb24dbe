import type { PagedSearch } from '@continuum/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../platform/db/paged-search.js';
import { supportFeedback } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';

export type FeedbackInsert = typeof supportFeedback.$inferInsert;

export async function insertFeedback(db: Db, row: FeedbackInsert): Promise<number> {
  const [saved] = await db.insert(supportFeedback).values(row).returning({ id: supportFeedback.id });
  if (!saved) throw new Error('support_feedback insert returned no row');
  return saved.id;
}

/** The staff's feedback list: newest first unless sorted; the value matches the text, page, names or login. */
function feedbackList(people: ReturnType<typeof userIdentities>): SearchableList {
  return {
    searchColumns: [supportFeedback.feedback, supportFeedback.name, supportFeedback.course, supportFeedback.url, people.login],
    sortFields: {
      createdAt: supportFeedback.createdAt,
      login: people.login,
      name: supportFeedback.name,
      course: supportFeedback.course,
      url: supportFeedback.url,
    },
    tieBreak: [desc(supportFeedback.createdAt), desc(supportFeedback.id)],
  };
}

export async function searchFeedback(db: Db, search: PagedSearch) {
  const people = userIdentities(db);
  const list = feedbackList(people);
  const where = and(searchCondition(list, search));
  const { limit, offset } = pageWindow(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: supportFeedback.id,
        createdAt: supportFeedback.createdAt,
        login: people.login,
        name: supportFeedback.name,
        course: supportFeedback.course,
        url: supportFeedback.url,
        feedback: supportFeedback.feedback,
        browser: supportFeedback.browser,
        device: supportFeedback.device,
        learnerProductId: supportFeedback.learnerProductId,
      })
      .from(supportFeedback)
      .innerJoin(people, eq(people.id, supportFeedback.userId))
      .where(where)
      .orderBy(...orderBy(list, search))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(supportFeedback).innerJoin(people, eq(people.id, supportFeedback.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
