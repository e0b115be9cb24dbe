import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { learnerProducts } from './products.js';

export const chatStatus = pgEnum('chat_status', ['OPEN', 'ACTIVE', 'ENDED']);

/**
 * A live chat between a learner and the instructors of the learner's product (decision 0088): started by the
 * learner (OPEN), answered by an instructor (ACTIVE), ended by either (ENDED). node_id is the learner's current
 * node, updated as they move; last_message_at orders the queue and keeps each chat's messages strictly increasing.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** No foreign key to catalog's nodes: a re-import may replace them; the chat keeps its history. */
    nodeId: integer('node_id'),
    status: chatStatus('status').notNull().default('OPEN'),
    instructorUserId: integer('instructor_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('chats_learner_product_idx').on(t.learnerProductId, t.status),
    index('chats_product_last_idx').on(t.productId, t.lastMessageAt),
  ],
);

/** One message of a chat; created_at is strictly increasing within a chat (the lastDate cursor relies on it). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    fromLearner: boolean('from_learner').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('chat_messages_chat_created_idx').on(t.chatId, t.createdAt)],
);
