import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { learnerProducts, products } from './products.js';

/**
 * A learner's notifications (000 §3, §7; decision 0089): one row per learner product, raised by an event (an
 * instructor's reply or assignment comment, a forum reply) or a staff announcement fanned out to a product's
 * learners. Read ones stay (read_at set) and are no longer listed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    priority: text('priority').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_unread_idx').on(t.learnerProductId, t.readAt, t.id)],
);

/** A product's advertisement (001 §3, §7; decision 0089): at most one per product, authored by staff. */
export const advertisements = pgTable('advertisements', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  /** HTML sanitized with the content blocks' allow-list on save. */
  content: text('content').notNull(),
  disclaimer: text('disclaimer').notNull(),
  learnMoreUrl: text('learn_more_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
