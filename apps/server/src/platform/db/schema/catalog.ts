import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { learnerProducts, products } from './products.js';

/** One node of a product's tree (program, course, unit, lesson, exam…), imported from its package. */
export const nodes = pgTable(
  'nodes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stable key from the package, so a re-import updates in place and keeps learners' progress. */
    key: text('key').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    titlePrefix: text('title_prefix'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  },
  (t) => [uniqueIndex('nodes_product_key_uq').on(t.productId, t.key), index('nodes_parent_idx').on(t.parentId)],
);

/** Recorded progress facts per learner product and node; everything else is derived by the engine. */
export const learnerNodeStatus = pgTable(
  'learner_node_status',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.nodeId] })],
);

/**
 * A lesson's slides as imported from the package, answer keys included: the server reads them to grade;
 * browsers only ever receive their public view.
 */
export const lessonSlides = pgTable(
  'lesson_slides',
  {
    id: serial('id').primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** The slide id from the package, stable across re-imports. */
    key: text('key').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    requiredTime: integer('required_time').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('lesson_slides_node_key_uq').on(t.nodeId, t.key)],
);

/** Where a learner is in a lesson: the next slide to take and when it was opened (the time gate). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    slideIndex: integer('slide_index').notNull(),
    slideOpenedAt: timestamp('slide_opened_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.nodeId] })],
);

/**
 * A learner's SCORM runtime data for one SCORM slide (issue 29, decision 0200): the whole CMI data model as the
 * runtime last committed it (what a relaunch resumes from), and the facts progression reads from it. The package's
 * own session_time is kept in `cmi` but never credited: seat time follows the ledger (heartbeats).
 */
export const scoRuntime = pgTable(
  'sco_runtime',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    slideId: integer('slide_id')
      .notNull()
      .references(() => lessonSlides.id, { onDelete: 'cascade' }),
    cmi: jsonb('cmi').notNull(),
    /** completed, incomplete, not attempted, unknown (2004) / lesson_status of 1.2 read as completion. */
    completionStatus: text('completion_status').notNull(),
    /** passed, failed, unknown. */
    successStatus: text('success_status').notNull(),
    /** Scaled score 0..1 (1.2: raw / max), null when the package reported none. */
    scoreScaled: doublePrecision('score_scaled'),
    commits: integer('commits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.slideId] })],
);

/** Every answer a learner submits, graded: progress, derived data and reports come from these facts. */
export const inquirySubmissions = pgTable(
  'inquiry_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    slideId: integer('slide_id')
      .notNull()
      .references(() => lessonSlides.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').notNull(),
    correct: boolean('correct'),
    done: boolean('done').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('inquiry_submissions_lp_slide_idx').on(t.learnerProductId, t.slideId),
    // Poll results read each learner's latest vote on one slide.
    index('inquiry_submissions_slide_lp_idx').on(t.slideId, t.learnerProductId, t.submittedAt),
  ],
);

/**
 * A node an administrator marked exempt for one learner (decision 0078): the progression engine treats it as
 * it treats a node exempt by EXEMPT_IF_COMPLETE. Never removed: who, when and why stay on record.
 */
export const learnerNodeExemptions = pgTable(
  'learner_node_exemptions',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    exemptedAt: timestamp('exempted_at', { withTimezone: true }).notNull(),
    exemptedByUserId: integer('exempted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.nodeId] })],
);
