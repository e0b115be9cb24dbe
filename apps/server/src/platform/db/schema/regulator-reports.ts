import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { learnerProducts } from './products.js';

/**
 * What must be reported to a regulator (issue 28, decision 0150): one row per completed learner product and bound
 * profile with a reporting channel, written in the completion's transaction. The learner key itself (NMLS ID,
 * licence number) is not copied here: it stays with the affidavit (licence numbers sealed) and is read when a file
 * is made, so this table holds no more PII than a name would reveal.
 */
export const regulatorReportItems = pgTable(
  'regulator_report_items',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    userId: integer('user_id').notNull(),
    profileId: text('profile_id').notNull(),
    profileVersion: integer('profile_version').notNull(),
    regulator: text('regulator').notNull(),
    channel: text('channel').notNull(),
    learnerKeyKind: text('learner_key_kind').notNull(),
    approvalNumber: text('approval_number').notNull(),
    creditHours: numeric('credit_hours', { precision: 7, scale: 2 }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    completedOn: date('completed_on').notNull(),
    dueOn: date('due_on').notNull(),
    zone: text('zone').notNull(),
    /** BLOCKED, DUE, EXPORTED, ACCEPTED, REJECTED (back in the queue), LATE. */
    status: text('status').notNull(),
    blockedReason: text('blocked_reason'),
    rejectionReason: text('rejection_reason'),
    exportId: integer('export_id'),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    timesExported: integer('times_exported').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('regulator_report_items_lp_profile').on(t.learnerProductId, t.profileId),
    index('regulator_report_items_open').on(t.status, t.dueOn).where(sql`${t.status} in ('BLOCKED', 'DUE', 'LATE', 'REJECTED')`),
  ],
);

/** A file made for a regulator: its bytes, their SHA-256, and the items (rows) it carries, in file order. */
export const regulatorReportExports = pgTable('regulator_report_exports', {
  id: serial('id').primaryKey(),
  format: text('format').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  content: text('content').notNull(),
  sha256: text('sha256').notNull(),
  itemIds: jsonb('item_ids').$type<number[]>().notNull(),
  rowCount: integer('row_count').notNull(),
  reexportReason: text('reexport_reason'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The morning digest's claim (decision 0152): one row per zone and day, inserted by the run that sends it, so two
 * instances (or a retried job) never send the same morning twice.
 */
export const regulatorReportDigests = pgTable(
  'regulator_report_digests',
  {
    zone: text('zone').notNull(),
    day: date('day').notNull(),
    items: integer('items').notNull(),
    markedLate: integer('marked_late').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.day] })],
);
