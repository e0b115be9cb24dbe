import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** Set when a moderator removes the post: learners no longer see it or its comments (decision 0085). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('forum_posts_forum_idx').on(t.forumId, t.createdOn)],
);

/** A comment on a post (the page's "reply" to an answer, 001 §7 forumComment; decision 0085). */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentText: text('comment_text').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('forum_comments_post_idx').on(t.postId, t.createdOn)],
);

/** A learner's vote on a post: one per learner and post (the unique index), up or down. */
export const forumPostVotes = pgTable(
  'forum_post_votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    upVote: boolean('up_vote').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('forum_post_votes_post_user_uq').on(t.postId, t.userId)],
);

/**
 * A learner's report of a post or a comment as inappropriate, queued for moderation: OPEN until an instructor
 * of the product or an administrator keeps (KEPT) or removes (REMOVED) the item. A comment's report also names
 * its post. One report per learner and item.
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: serial('id').primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    commentId: bigint('comment_id', { mode: 'number' }).references(() => forumComments.id, { onDelete: 'cascade' }),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedOn: timestamp('reported_on', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['OPEN', 'KEPT', 'REMOVED'] })
      .notNull()
      .default('OPEN'),
    resolvedBy: text('resolved_by'),
    resolvedOn: timestamp('resolved_on', { withTimezone: true }),
  },
  (t) => [
    // NULLS NOT DISTINCT: a post's report (no comment) is unique per learner too.
    unique('forum_reports_item_reporter_uq').on(t.postId, t.commentId, t.reporterUserId).nullsNotDistinct(),
    index('forum_reports_status_idx').on(t.status, t.reportedOn),
  ],
);
