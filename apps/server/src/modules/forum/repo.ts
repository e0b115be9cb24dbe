import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { forumPosts, forums } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';

export type ForumRow = typeof forums.$inferSelect;

export interface DeclaredForum {
  key: string;
  title: string;
  question: string;
}

/**
 * Makes the product's forums match what its package declares: new keys are created, known keys updated
 * (ids, and so posts, survive re-imports), forums no longer declared are kept with their posts but closed.
 */
export async function syncForums(db: Db, productId: number, declared: DeclaredForum[]): Promise<void> {
  for (const f of declared) {
    await db
      .insert(forums)
      .values({ productId, ...f, active: true })
      .onConflictDoUpdate({
        target: [forums.productId, forums.key],
        set: { title: f.title, question: f.question, active: true },
      });
  }
  const keys = declared.map((f) => f.key);
  await db
    .update(forums)
    .set({ active: false })
    .where(keys.length ? and(eq(forums.productId, productId), notInArray(forums.key, keys)) : eq(forums.productId, productId));
}

export async function findForum(db: Db, id: number): Promise<ForumRow | undefined> {
  const [row] = await db.select().from(forums).where(eq(forums.id, id)).limit(1);
  return row;
}

/** Forum ids of a product by key (what a FORUM slide's forumKey names). */
export async function forumIdsByKey(db: Db, productId: number, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: forums.id, key: forums.key })
    .from(forums)
    .where(and(eq(forums.productId, productId), inArray(forums.key, keys)));
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function insertPost(db: Db, row: typeof forumPosts.$inferInsert) {
  const [post] = await db.insert(forumPosts).values(row).returning();
  if (!post) throw new Error('insert returned no row');
  return post;
}

/** A post learners still see, with its author's name as the forum shows it. */
export async function findPostWithAuthor(db: Db, id: number) {
  const author = userIdentities(db);
  const [row] = await db
    .select({ post: forumPosts, firstName: author.firstName, lastName: author.lastName })
    .from(forumPosts)
    .innerJoin(author, eq(author.id, forumPosts.authorUserId))
    .where(and(eq(forumPosts.id, id), isNull(forumPosts.removedAt)))
    .limit(1);
  return row;
}

/** A forum's posts learners still see (all, or one author's), with their authors' names, oldest first. */
export async function findPostsWithAuthors(db: Db, forumId: number, authorUserId?: number) {
  const author = userIdentities(db);
  return db
    .select({ post: forumPosts, firstName: author.firstName, lastName: author.lastName })
    .from(forumPosts)
    .innerJoin(author, eq(author.id, forumPosts.authorUserId))
    .where(
      and(
        eq(forumPosts.forumId, forumId),
        isNull(forumPosts.removedAt),
        authorUserId === undefined ? undefined : eq(forumPosts.authorUserId, authorUserId),
      ),
    )
    .orderBy(asc(forumPosts.createdOn), asc(forumPosts.id));
}
