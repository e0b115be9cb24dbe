import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './products.js';

/** A discussion forum of a product, declared by the FORUM slides of its package (matched by key on re-import). */
export const forums = pgTable(
  'forums',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    question: text('question').notNull(),
    /** A forum no slide names any more stays readable but takes no new posts (001 §2 "no longer active"). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('forums_product_key_uq').on(t.productId, t.key)],
);

/** One learner's post in a forum. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    forumId: integer('forum_id')
      .notNull()
      .references(() => forums.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postText: text('post_text').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  },
  (t) => [index('forum_posts_forum_idx').on(t.forumId, t.createdOn)],
);
