import type { PagedSearch } from '@continuum/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../platform/db/paged-search.js';
import { forumComments, forumPosts, forumReports, forums } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';
import { productNames, selectInstructorProductIds } from '../product/index.js';

const itemText = sql<string>`coalesce(${forumComments.commentText}, ${forumPosts.postText})`;

/** The moderation list (decision 0085): the value matches the item's text or the forum's title; newest first. */
export const REPORT_LIST: SearchableList = {
  searchColumns: [itemText, forums.title],
  sortFields: {
    reportedOn: forumReports.reportedOn,
    status: forumReports.status,
    forumTitle: forums.title,
  },
  tieBreak: [desc(forumReports.reportedOn), desc(forumReports.id)],
};

/** One page of reports; `instructorId` limits them to that instructor's products (administrators: undefined). */
export async function searchReports(db: Db, search: PagedSearch, status: string | undefined, instructorId: number | undefined) {
  const author = userIdentities(db);
  const product = productNames(db);
  const where = and(
    searchCondition(REPORT_LIST, search),
    status ? eq(forumReports.status, status as 'OPEN') : undefined,
    instructorId === undefined ? undefined : inArray(forums.productId, selectInstructorProductIds(db, instructorId)),
  );
  const { limit, offset } = pageWindow(search);
  const rows = await db
    .select({
      id: forumReports.id,
      postId: forumReports.postId,
      commentId: forumReports.commentId,
      forumId: forums.id,
      forumTitle: forums.title,
      productTitle: product.name,
      text: itemText,
      authorFirst: author.firstName,
      authorLast: author.lastName,
      reporterUserId: forumReports.reporterUserId,
      reportedOn: forumReports.reportedOn,
      status: forumReports.status,
      resolvedBy: forumReports.resolvedBy,
      resolvedOn: forumReports.resolvedOn,
    })
    .from(forumReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .innerJoin(forums, eq(forums.id, forumPosts.forumId))
    .innerJoin(product, eq(product.id, forums.productId))
    .leftJoin(forumComments, eq(forumComments.id, forumReports.commentId))
    .innerJoin(author, eq(author.id, sql`coalesce(${forumComments.authorUserId}, ${forumPosts.authorUserId})`))
    .where(where)
    .orderBy(...orderBy(REPORT_LIST, search))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(forumReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .innerJoin(forums, eq(forums.id, forumPosts.forumId))
    .leftJoin(forumComments, eq(forumComments.id, forumReports.commentId))
    .where(where);
  const reporterIds = [...new Set(rows.map((r) => r.reporterUserId))];
  const reporters = reporterIds.length ? await db.select().from(author).where(inArray(author.id, reporterIds)) : [];
  return { rows, reporters, total: total?.n ?? 0 };
}

/** A report with its forum's product, locked for the decision (two moderators deciding at once wait in turn). */
export async function findReportForUpdate(db: Db, reportId: number) {
  const [row] = await db
    .select({ report: forumReports, forumId: forums.id, productId: forums.productId })
    .from(forumReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .innerJoin(forums, eq(forums.id, forumPosts.forumId))
    .where(eq(forumReports.id, reportId))
    .for('update', { of: forumReports })
    .limit(1);
  return row;
}

/** Resolves every open report of the item (a post alone, or one comment) the same way. */
export async function resolveOpenReports(
  db: Db,
  item: { postId: number; commentId: number | null },
  status: 'KEPT' | 'REMOVED',
  by: string,
  at: Date,
) {
  await db
    .update(forumReports)
    .set({ status, resolvedBy: by, resolvedOn: at })
    .where(
      and(
        eq(forumReports.postId, item.postId),
        item.commentId === null ? isNull(forumReports.commentId) : eq(forumReports.commentId, item.commentId),
        eq(forumReports.status, 'OPEN'),
      ),
    );
}

/** Removes a post (with it, its comments leave the page) or a comment: learners no longer see it. */
export async function removeItem(db: Db, item: { postId: number; commentId: number | null }, at: Date) {
  if (item.commentId === null) {
    await db
      .update(forumPosts)
      .set({ removedAt: at })
      .where(and(eq(forumPosts.id, item.postId), isNull(forumPosts.removedAt)));
  } else {
    await db
      .update(forumComments)
      .set({ removedAt: at })
      .where(and(eq(forumComments.id, item.commentId), isNull(forumComments.removedAt)));
  }
}
