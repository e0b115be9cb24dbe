import type { ForumComment, ForumPost, ForumPostBody, ForumReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { holdsLearnerProductOf } from '../product/index.js';
import { findCommentsWithAuthors, reportsBy, votesOf, voteTotals } from './activity-repo.js';
import { authorName, canPostToForum, canReadForum } from './policy.js';
import * as repo from './repo.js';

/** Stores a post in the caller's transaction (the lesson's FORUM inquiry posts its answer this way). */
export async function writePost(tx: Db, forumId: number, authorUserId: number, postText: string, at: Date): Promise<number> {
  const post = await repo.insertPost(tx, { forumId, authorUserId, postText, createdOn: at });
  return post.id;
}

type PostWithAuthor = NonNullable<Awaited<ReturnType<typeof repo.findPostWithAuthor>>>;
type CommentWithAuthor = Awaited<ReturnType<typeof findCommentsWithAuthors>>[number];

export const toComment = (row: CommentWithAuthor, reported: boolean): ForumComment => ({
  id: row.comment.id,
  forumPostId: row.comment.postId,
  author: authorName(row.firstName, row.lastName),
  createdOn: row.comment.createdOn.toISOString(),
  text: row.comment.commentText,
  reported,
});

/** Posts as the viewer sees them: comments, vote totals, the viewer's own vote and reports (decision 0085). */
async function withActivity(db: Db, viewerId: number, rows: PostWithAuthor[]): Promise<ForumPost[]> {
  const ids = rows.map((r) => r.post.id);
  const [comments, totals, votes, reports] = await Promise.all([
    findCommentsWithAuthors(db, ids),
    voteTotals(db, ids),
    votesOf(db, viewerId, ids),
    reportsBy(db, viewerId, ids),
  ]);
  const reportedPosts = new Set(reports.filter((r) => r.commentId === null).map((r) => r.postId));
  const reportedComments = new Set(reports.map((r) => r.commentId));
  return rows.map((row) => {
    const total = totals.find((t) => t.postId === row.post.id);
    const vote = votes.find((v) => v.postId === row.post.id);
    return {
      id: row.post.id,
      forumId: row.post.forumId,
      author: authorName(row.firstName, row.lastName),
      createdOn: row.post.createdOn.toISOString(),
      postText: row.post.postText,
      score: total?.score ?? 0,
      votes: total?.votes ?? 0,
      hasVoted: vote !== undefined,
      postVoteId: vote?.id ?? null,
      comments: comments
        .filter((c) => c.comment.postId === row.post.id)
        .map((c) => toComment(c, reportedComments.has(c.comment.id))),
      reported: reportedPosts.has(row.post.id),
    };
  });
}

/** The reply shape of a stored post, as `viewerId` sees it. */
export async function readPost(db: Db, id: number, viewerId: number): Promise<ForumPost> {
  const row = await repo.findPostWithAuthor(db, id);
  if (!row) throw notFound('forum post');
  const [post] = await withActivity(db, viewerId, [row]);
  if (!post) throw notFound('forum post');
  return post;
}

/**
 * GET api/forum/{id}: a forum of a product the learner holds, with its posts (404 otherwise); GET
 * api/forum/user/{id} (`ownOnly`): the same forum with only the caller's own posts (decision 0085).
 * Removed posts and comments are left out.
 */
export async function readForum(ctx: AppContext, actor: SessionUser, id: number, ownOnly = false): Promise<ForumReply> {
  const { db } = ctx.database;
  const forum = await repo.findForum(db, id);
  const holds = forum ? await holdsLearnerProductOf(db, actor.id, forum.productId) : false;
  if (!forum || !canReadForum(forum, holds)) throw notFound('forum');
  const rows = await repo.findPostsWithAuthors(db, forum.id, ownOnly ? actor.id : undefined);
  const posts = await withActivity(db, actor.id, rows);
  return { id: forum.id, title: forum.title, question: forum.question, active: forum.active, posts };
}

/** The forum's write rule for the learner: 404 when they may not see it, 409 FORUM_INACTIVE when it is closed. */
export async function assertMayWrite(db: Db, actor: SessionUser, forum: { productId: number; active: boolean } | undefined) {
  const holds = forum ? await holdsLearnerProductOf(db, actor.id, forum.productId) : false;
  const verdict = canPostToForum(forum, holds);
  if (verdict === 'not-found') throw notFound('forum');
  if (verdict === 'closed') throw new AppError('FORUM_INACTIVE', 409, 'This forum is no longer active');
}

/** POST api/forum/forumPostUser: a learner's post to a forum of a product they hold. */
export async function postToForum(ctx: AppContext, actor: SessionUser, body: ForumPostBody): Promise<ForumPost> {
  const { db } = ctx.database;
  const forum = await repo.findForum(db, body.forumId);
  await assertMayWrite(db, actor, forum);
  const id = await writePost(db, body.forumId, actor.id, body.postText, ctx.clock.now());
  return readPost(db, id, actor.id);
}
