import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { learnerProducts, products } from './products.js';

/**
 * A feedback survey for one industry, state and licence type (002 §3, §7), authored in a course package's
 * course.yaml and replaced on each import (decision 0092). The importing product is recorded for staff.
 */
export const feedbackSurveys = pgTable(
  'feedback_surveys',
  {
    id: serial('id').primaryKey(),
    industry: text('industry').notNull(),
    state: text('state').notNull(),
    licenseType: text('license_type').notNull(),
    description: text('description'),
    footer: text('footer'),
    allowSkip: boolean('allow_skip').notNull().default(false),
    /** The questions in order: {text, type}. */
    questions: jsonb('questions').$type<{ text: string; type: string }[]>().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('feedback_surveys_key_uq').on(t.industry, t.state, t.licenseType)],
);

/**
 * A submitted (or skipped) survey: by a learner for a learner product, or externally by externalUserId and
 * externalEnrollmentId (the /externalsurvey route). One per learner product and per external enrolment.
 */
export const feedbackSurveyResponses = pgTable(
  'feedback_survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id').references(() => feedbackSurveys.id, { onDelete: 'set null' }),
    learnerProductId: integer('learner_product_id').references(() => learnerProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    externalUserId: text('external_user_id'),
    externalEnrollmentId: text('external_enrollment_id'),
    skipped: boolean('skipped').notNull(),
    /** {questionText, userResponse} in question order, as the learner answered them. */
    answers: jsonb('answers').$type<{ questionText: string; userResponse: string | null }[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('feedback_survey_responses_lp_uq').on(t.learnerProductId),
    uniqueIndex('feedback_survey_responses_external_uq').on(t.externalUserId, t.externalEnrollmentId),
    index('feedback_survey_responses_submitted_idx').on(t.submittedAt),
  ],
);
