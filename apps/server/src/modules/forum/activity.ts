import type { ForumComment, ForumCommentBody, ForumVote } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { notifyForumReply } from '../notification/index.js';
import { holdsLearnerProductOf } from '../product/index.js';
import * as repo from './activity-repo.js';
import { authorName } from './policy.js';
import { assertMayWrite } from './service.js';

/**
 * POST api/forum/forumComment: a learner's comment (reply) on a post of an active forum of a product they hold.
 * The post's author and the thread's earlier commenters (not the replier) are notified in the same transaction
 * (decision 0089).
 */
export async function commentOnPost(ctx: AppContext, actor: SessionUser, body: ForumCommentBody): Promise<ForumComment> {
  const { db } = ctx.database;
  const found = await repo.findLivePostWithForum(db, body.forumPostId);
  if (!found) throw notFound('forum post');
  await assertMayWrite(db, actor, found.forum);
  const comment = await db.transaction(async (tx) => {
    const recipients = [found.post.authorUserId, ...(await repo.findCommenterIds(tx, found.post.id))].filter(
      (id) => id !== actor.id,
    );
    const written = await repo.insertComment(tx, {
      postId: found.post.id,
      authorUserId: actor.id,
      commentText: body.comment,
      createdOn: ctx.clock.now(),
    });
    await notifyForumReply(tx, ctx.clock, {
      productId: found.forum.productId,
      recipientUserIds: recipients,
      replierName: authorName(actor.firstName, actor.lastName),
      text: body.comment,
    });
    return written;
  });
  return {
    id: comment.id,
    forumPostId: comment.postId,
    author: authorName(actor.firstName, actor.lastName),
    createdOn: comment.createdOn.toISOString(),
    text: comment.commentText,
    reported: false,
  };
}

/** POST api/forum/forumPost/vote: the learner's vote, counted once per learner and post (a second vote replaces it). */
export async function voteOnPost(
  ctx: AppContext,
  actor: SessionUser,
  body: { forumPostId: number; upVote: boolean },
): Promise<ForumVote> {
  const { db } = ctx.database;
  const found = await repo.findLivePostWithForum(db, body.forumPostId);
  if (!found) throw notFound('forum post');
  await assertMayWrite(db, actor, found.forum);
  const vote = await repo.upsertVote(db, found.post.id, actor.id, body.upVote, ctx.clock.now());
  return { forumPostId: vote.postId, forumPostVoteId: vote.id, upVote: vote.upVote };
}

/** DELETE api/forum/forumPost/vote/{id}: takes back the learner's own vote (someone else's is a 404). */
export async function removeVote(ctx: AppContext, actor: SessionUser, voteId: number): Promise<void> {
  const { db } = ctx.database;
  const found = await repo.findOwnVoteWithForum(db, voteId, actor.id);
  if (!found) throw notFound('forum vote');
  await assertMayWrite(db, actor, found.forum);
  await repo.deleteVote(db, voteId);
}

/**
 * Both markInappropriate calls: queues the learner's report of a post or a comment for moderation. Reporting
 * stays open in an inactive forum (a harmful post is still reportable); reporting twice answers the same report.
 */
export async function reportItem(ctx: AppContext, actor: SessionUser, kind: 'post' | 'comment', id: number): Promise<number> {
  const { db } = ctx.database;
  const item =
    kind === 'post'
      ? await repo.findLivePostWithForum(db, id).then((r) => r && { postId: r.post.id, commentId: null, forum: r.forum })
      : await repo
          .findLiveCommentWithForum(db, id)
          .then((r) => r && { postId: r.comment.postId, commentId: r.comment.id, forum: r.forum });
  if (!item || !(await holdsLearnerProductOf(db, actor.id, item.forum.productId))) throw notFound(`forum ${kind}`);
  return repo.insertReport(db, item.postId, item.commentId, actor.id, ctx.clock.now());
}
