import type { ForumPost, ForumPostBody, ForumReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { holdsLearnerProductOf } from '../product/index.js';
import { authorName, canPostToForum, canReadForum } from './policy.js';
import * as repo from './repo.js';

/** Stores a post in the caller's transaction (the lesson's FORUM inquiry posts its answer this way). */
export async function writePost(tx: Db, forumId: number, authorUserId: number, postText: string, at: Date): Promise<number> {
  const post = await repo.insertPost(tx, { forumId, authorUserId, postText, createdOn: at });
  return post.id;
}

type PostWithAuthor = NonNullable<Awaited<ReturnType<typeof repo.findPostWithAuthor>>>;

const toPost = (row: PostWithAuthor): ForumPost => ({
  id: row.post.id,
  forumId: row.post.forumId,
  author: authorName(row.firstName, row.lastName),
  createdOn: row.post.createdOn.toISOString(),
  postText: row.post.postText,
});

/** The reply shape of a stored post. */
export async function readPost(db: Db, id: number): Promise<ForumPost> {
  const row = await repo.findPostWithAuthor(db, id);
  if (!row) throw notFound('forum post');
  return toPost(row);
}

/** GET api/forum/{id}: a forum of a product the learner holds, with its posts (404 otherwise). */
export async function readForum(ctx: AppContext, actor: SessionUser, id: number): Promise<ForumReply> {
  const { db } = ctx.database;
  const forum = await repo.findForum(db, id);
  const holds = forum ? await holdsLearnerProductOf(db, actor.id, forum.productId) : false;
  if (!forum || !canReadForum(forum, holds)) throw notFound('forum');
  const posts = await repo.findPostsWithAuthors(db, forum.id);
  return { id: forum.id, title: forum.title, question: forum.question, active: forum.active, posts: posts.map(toPost) };
}

/** POST api/forum/forumPostUser: a learner's post to a forum of a product they hold. */
export async function postToForum(ctx: AppContext, actor: SessionUser, body: ForumPostBody): Promise<ForumPost> {
  const { db } = ctx.database;
  const forum = await repo.findForum(db, body.forumId);
  const holds = forum ? await holdsLearnerProductOf(db, actor.id, forum.productId) : false;
  const verdict = canPostToForum(forum, holds);
  if (verdict === 'not-found' || !forum) throw notFound('forum');
  if (verdict === 'closed') throw new AppError('FORUM_INACTIVE', 409, 'This forum is no longer active');
  const id = await writePost(db, forum.id, actor.id, body.postText, ctx.clock.now());
  return readPost(db, id);
}
