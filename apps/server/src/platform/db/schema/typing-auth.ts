import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * A learner's typing template per phrase and device class (000 §4 typing pattern; decision 0090): how many
 * enrolment entries were saved, and the newest accepted samples (key presses with their times), sealed with
 * AES-256-GCM bound to the row's user, phrase and device. Gone with the account (cascade).
 */
export const typingTemplates = pgTable(
  'typing_templates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textId: integer('text_id').notNull(),
    device: text('device').notNull(),
    enrolments: integer('enrolments').notNull(),
    sealedSamples: text('sealed_samples').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.textId, t.device] })],
);

/**
 * The learner's typing evidence: the last verification and the failures since the last pass (max 3); when an
 * enrolment last counted as a pass (the user's first template, or one an administrator supervised: issue 25);
 * and an open supervised enrolment (who granted it, until when).
 */
export const typingEvidence = pgTable('typing_evidence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  lastResult: text('last_result'),
  lastScore: integer('last_score'),
  lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
  enrolmentPassAt: timestamp('enrolment_pass_at', { withTimezone: true }),
  supervisedEnrolmentBy: text('supervised_enrolment_by'),
  supervisedEnrolmentUntil: timestamp('supervised_enrolment_until', { withTimezone: true }),
});
