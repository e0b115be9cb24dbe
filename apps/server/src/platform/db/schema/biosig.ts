import { index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { learnerProducts } from './products.js';

/**
 * The biometric signature check (000 §1, §4, §7; decision 0091). A user's enrolled signature: the enrolment
 * samples, sealed (AES-256-GCM, platform/crypto.ts) with the user bound as associated data; deleted with the account.
 */
export const biosigTemplates = pgTable('biosig_templates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sealed JSON of the enrolment samples; never logged, never sent back. */
  samplesSealed: text('samples_sealed').notNull(),
  sampleCount: integer('sample_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One check: started by the init call, answered IN_PROGRESS / PASS / FAIL by the response call. The evidence:
 * who, which learner product, where (course entry or an exam attempt), when, the result and the score.
 * Enrolment samples in progress are kept sealed here until the template is complete.
 */
export const biosigChecks = pgTable(
  'biosig_checks',
  {
    id: serial('id').primaryKey(),
    /** The random id the client polls with (biosigCallbackId). */
    callbackId: text('callback_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    /** COURSE or EXAM. */
    purpose: text('purpose').notNull(),
    /** The exam attempt (personAssessmentId) an EXAM check was asked for. */
    personAssessmentId: integer('person_assessment_id'),
    /** ENROL or VERIFY. */
    mode: text('mode').notNull(),
    /** The NMLS id the learner gave, sealed; null when the course does not ask for it. */
    nmlsIdSealed: text('nmls_id_sealed'),
    /** Sealed JSON of the enrolment samples given so far (ENROL only), cleared when the template is written. */
    pendingSealed: text('pending_sealed'),
    samplesGiven: integer('samples_given').notNull().default(0),
    /** IN_PROGRESS, PASS or FAIL. */
    status: text('status').notNull(),
    score: real('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('biosig_checks_lp_idx').on(t.learnerProductId, t.createdAt)],
);
