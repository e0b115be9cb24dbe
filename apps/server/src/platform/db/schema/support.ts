import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * The feedback form of 000 §2 (POST api/support/feedback; decision 0083): what a learner wrote, where they were
 * (page url, browser, device as their browser reported them) and, when known, the learner product and product.
 */
export const supportFeedback = pgTable(
  'support_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign keys to product's tables: a feedback outlives a withdrawn or deleted enrolment. */
    learnerProductId: integer('learner_product_id'),
    productId: integer('product_id'),
    name: text('name').notNull(),
    course: text('course').notNull(),
    url: text('url').notNull(),
    feedback: text('feedback').notNull(),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_feedback_created_idx').on(t.createdAt)],
);
