import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { nodes } from './catalog.js';
import { learnerProducts } from './products.js';

/** How an exam node is run, from its package file (modules/exam/exam-schema.ts has the shape and defaults). */
export const exams = pgTable('exams', {
  nodeId: integer('node_id')
    .primaryKey()
    .references(() => nodes.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
});

/**
 * An exam's question bank, answer keys included: only the server reads these. Questions dropped from a
 * package are deactivated, never deleted, so finished attempts keep their questions for review.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** The question id from the package, stable across re-imports. */
    key: text('key').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('exam_questions_node_key_uq').on(t.nodeId, t.key)],
);

/** One sitting of an exam by a learner (the spec's personAssessment). The deadline is fixed at start. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    /** Trial enrolments may try an exam; such attempts earn nothing and count against nothing. */
    trial: boolean('trial').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Null when the exam is not timed. */
    deadline: timestamp('deadline', { withTimezone: true, precision: 3 }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The question (1-based) the learner is on, so a reload resumes there. */
    currentPosition: integer('current_position').notNull().default(1),
    numQuestions: integer('num_questions').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    /** SUBMITTED or TIME_EXPIRED. */
    finishReason: text('finish_reason'),
    numCorrect: integer('num_correct'),
    /** Rounded percent. */
    score: integer('score'),
    passed: boolean('passed'),
    /**
     * Set when an administrator reset (voided) the attempt (decision 0078): it stays on record, counts for
     * nothing and the learner may sit the exam again. finishReason RESET when it was still open.
     */
    resetAt: timestamp('reset_at', { withTimezone: true, precision: 3 }),
    resetByUserId: integer('reset_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resetReason: text('reset_reason'),
    /** Times the learner left the window of this sitting (002 §4), counted here so a reload or new sign-in keeps it. */
    leaveCount: integer('leave_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('exam_attempts_number_uq').on(t.learnerProductId, t.nodeId, t.attemptNumber),
    // At most one unfinished attempt per learner and exam: two concurrent starts create one attempt.
    uniqueIndex('exam_attempts_open_uq').on(t.learnerProductId, t.nodeId).where(sql`finished_at is null`),
  ],
);

/** The questions drawn for one attempt, in the order shown, with the learner's saved answer. */
export const examAttemptQuestions = pgTable(
  'exam_attempt_questions',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    /** The chosen choice id. */
    userAnswer: text('user_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    starred: boolean('starred').notNull().default(false),
    /** Set when the attempt is graded. */
    correct: boolean('correct'),
  },
  (t) => [
    uniqueIndex('exam_attempt_questions_position_uq').on(t.attemptId, t.position),
    index('exam_attempt_questions_question_idx').on(t.questionId),
  ],
);
