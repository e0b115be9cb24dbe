import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { nodes } from './catalog.js';
import { learnerProducts, products } from './products.js';

/** An assignment of a product, declared by the ASSIGNMENT slides of its package (matched by key on re-import). */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    assignmentText: text('assignment_text').notNull(),
  },
  (t) => [uniqueIndex('assignments_product_key_uq').on(t.productId, t.key)],
);

/** A learner's copy of an assignment: created with the first response, then carries the status. */
export const studentAssignments = pgTable(
  'student_assignments',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    /** The learning component (lesson) the learner answered it in. */
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('student_assignments_lp_assignment_uq').on(t.learnerProductId, t.assignmentId)],
);

/** The thread of a student assignment: the learner's responses and (later) instructors' comments. */
export const assignmentComments = pgTable(
  'assignment_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentAssignmentId: integer('student_assignment_id')
      .notNull()
      .references(() => studentAssignments.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instructorResponse: boolean('instructor_response').notNull(),
    commentText: text('comment_text').notNull(),
    commentDateTime: timestamp('comment_date_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('assignment_comments_sa_idx').on(t.studentAssignmentId, t.commentDateTime)],
);
