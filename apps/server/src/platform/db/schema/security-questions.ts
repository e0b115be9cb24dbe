import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { nodes } from './catalog.js';
import { learnerProducts } from './products.js';

/**
 * A security question put to a learner before a step completes (today: finishing a lesson). One row per
 * learner product, node and purpose; `question` moves on after each wrong answer; `passedAt` ends it.
 */
export const securityChallenges = pgTable(
  'security_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** What a right answer unlocks: LESSON_FINISH. */
    purpose: text('purpose').notNull(),
    question: integer('question').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('security_challenges_lp_node_purpose_uq').on(t.learnerProductId, t.nodeId, t.purpose),
    index('security_challenges_user_idx').on(t.userId, t.openedAt),
  ],
);

/** Every answer given to a security question, as a fact (whether it was right, never what was typed). */
export const securityAnswers = pgTable(
  'security_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => securityChallenges.id, { onDelete: 'cascade' }),
    question: integer('question').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('security_answers_challenge_idx').on(t.challengeId)],
);

/**
 * A hold on a learner product's security questions (issue 25 item 6, decision 0108): opened when its wrong answers
 * reach SECURITY_WRONG_ANSWERS_MAX (answers are then refused, 429), ended by an administrator's release. Wrong
 * answers are counted from the newest release on.
 */
export const securityHolds = pgTable(
  'security_holds',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Login of the administrator who released it. */
    releasedBy: text('released_by'),
  },
  (t) => [index('security_holds_lp_idx').on(t.learnerProductId)],
);
