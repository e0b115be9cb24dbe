import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { forumComments, forumPosts, forumPostVotes, forumReports, forums } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';

// Comments, votes and reports of the forum's posts (decision 0085).

/** A post learners still see, with its forum (undefined when removed or unknown). */
export async function findLivePostWithForum(db: Db, postId: number) {
  const [row] = await db
    .select({ post: forumPosts, forum: forums })
    .from(forumPosts)
    .innerJoin(forums, eq(forums.id, forumPosts.forumId))
    .where(and(eq(forumPosts.id, postId), isNull(forumPosts.removedAt)))
    .limit(1);
  return row;
}

/** A comment learners still see (nor its post removed), with its post's forum. */
export async function findLiveCommentWithForum(db: Db, commentId: number) {
  const [row] = await db
    .select({ comment: forumComments, forum: forums })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .innerJoin(forums, eq(forums.id, forumPosts.forumId))
    .where(and(eq(forumComments.id, commentId), isNull(forumComments.removedAt), isNull(forumPosts.removedAt)))
    .limit(1);
  return row;
}

export async function insertComment(db: Db, row: typeof forumComments.$inferInsert) {
  const [comment] = await db.insert(forumComments).values(row).returning();
  if (!comment) throw new Error('insert returned no row');
  return comment;
}

/** Who commented on a post (comments learners still see): the people a new reply in its thread notifies. */
export async function findCommenterIds(db: Db, postId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: forumComments.authorUserId })
    .from(forumComments)
    .where(and(eq(forumComments.postId, postId), isNull(forumComments.removedAt)));
  return rows.map((r) => r.userId);
}

/** The comments learners still see on these posts, with their authors' names, oldest first. */
export async function findCommentsWithAuthors(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  const author = userIdentities(db);
  return db
    .select({ comment: forumComments, firstName: author.firstName, lastName: author.lastName })
    .from(forumComments)
    .innerJoin(author, eq(author.id, forumComments.authorUserId))
    .where(and(inArray(forumComments.postId, postIds), isNull(forumComments.removedAt)))
    .orderBy(asc(forumComments.createdOn), asc(forumComments.id));
}

/** Score (ups minus downs) and number of votes of each post. */
export function voteTotals(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      postId: forumPostVotes.postId,
      votes: count(),
      score: sql<number>`coalesce(sum(case when ${forumPostVotes.upVote} then 1 else -1 end), 0)::int`,
    })
    .from(forumPostVotes)
    .where(inArray(forumPostVotes.postId, postIds))
    .groupBy(forumPostVotes.postId);
}

/** The user's votes on these posts. */
export function votesOf(db: Db, userId: number, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: forumPostVotes.id, postId: forumPostVotes.postId, upVote: forumPostVotes.upVote })
    .from(forumPostVotes)
    .where(and(eq(forumPostVotes.userId, userId), inArray(forumPostVotes.postId, postIds)));
}

/** The user's reports on these posts and their comments. */
export function reportsBy(db: Db, userId: number, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({ postId: forumReports.postId, commentId: forumReports.commentId })
    .from(forumReports)
    .where(and(eq(forumReports.reporterUserId, userId), inArray(forumReports.postId, postIds)));
}

/** The learner's vote on a post, counted once: a second vote replaces the first (the unique index decides races). */
export async function upsertVote(db: Db, postId: number, userId: number, upVote: boolean, at: Date) {
  const [row] = await db
    .insert(forumPostVotes)
    .values({ postId, userId, upVote, createdOn: at })
    .onConflictDoUpdate({ target: [forumPostVotes.postId, forumPostVotes.userId], set: { upVote } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** A vote of the user with its post's forum (undefined when it is not theirs). */
export async function findOwnVoteWithForum(db: Db, voteId: number, userId: number) {
  const [row] = await db
    .select({ vote: forumPostVotes, forum: forums })
    .from(forumPostVotes)
    .innerJoin(forumPosts, eq(forumPosts.id, forumPostVotes.postId))
    .innerJoin(forums, eq(forums.id, forumPosts.forumId))
    .where(and(eq(forumPostVotes.id, voteId), eq(forumPostVotes.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteVote(db: Db, voteId: number): Promise<void> {
  await db.delete(forumPostVotes).where(eq(forumPostVotes.id, voteId));
}

/** Queues a report (one per learner and item: reporting again answers the same report). */
export async function insertReport(db: Db, postId: number, commentId: number | null, userId: number, at: Date) {
  await db.insert(forumReports).values({ postId, commentId, reporterUserId: userId, reportedOn: at }).onConflictDoNothing();
  const [row] = await db
    .select({ id: forumReports.id })
    .from(forumReports)
    .where(
      and(
        eq(forumReports.postId, postId),
        commentId === null ? isNull(forumReports.commentId) : eq(forumReports.commentId, commentId),
        eq(forumReports.reporterUserId, userId),
      ),
    )
    .limit(1);
  if (!row) throw new Error('report not stored');
  return row.id;
}
