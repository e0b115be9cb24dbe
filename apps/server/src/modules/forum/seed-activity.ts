import type { Db } from '../../platform/db/client.js';
import { insertComment, upsertVote } from './activity-repo.js';
import { forumIdsByKey, insertPost } from './repo.js';

export interface SeededPost {
  authorUserId: number;
  text: string;
  comments: { authorUserId: number; text: string }[];
  voterIds: number[];
}

/** Writes posts, their comments and up votes into a product's forum (the demo's forum activity; decision 0085). */
export async function seedForumActivity(db: Db, productId: number, forumKey: string, posts: SeededPost[], at: Date) {
  const forumId = (await forumIdsByKey(db, productId, [forumKey])).get(forumKey);
  if (forumId === undefined) return;
  let minute = 0;
  const next = () => new Date(at.getTime() - 60 * 60_000 + ++minute * 60_000);
  for (const p of posts) {
    const post = await insertPost(db, { forumId, authorUserId: p.authorUserId, postText: p.text, createdOn: next() });
    for (const c of p.comments)
      await insertComment(db, { postId: post.id, authorUserId: c.authorUserId, commentText: c.text, createdOn: next() });
    for (const voter of p.voterIds) await upsertVote(db, post.id, voter, true, next());
  }
}
