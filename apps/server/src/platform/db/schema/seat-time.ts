import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { nodes } from './catalog.js';
import { learnerProducts } from './products.js';

/** A time-on-task record: the learner opened a learning component (POST api/tot/start). */
export const timeOnTask = pgTable(
  'time_on_task',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    exitedAt: timestamp('exited_at', { withTimezone: true }),
    complete: boolean('complete').notNull().default(false),
    /** The lesson audit (POST api/tot/lesson) as the learner leaves. */
    lessonName: text('lesson_name'),
    nextSlideName: text('next_slide_name'),
    previousSlideName: text('previous_slide_name'),
  },
  (t) => [index('time_on_task_lp_idx').on(t.learnerProductId)],
);

/**
 * Per learner (not per tab or product): when time was last credited. Every credit is bounded by the
 * wall-clock time since this instant, so two tabs or two courses never add up.
 * It also keeps the latest evidence of presence (start call or heartbeat) on the learner's two most recent
 * time-on-task records: a beat credits only the interval since the previous evidence on its own record
 * (decision 0056). Two slots, so two windows open side by side still credit; a third record's beat finds no
 * evidence and only sets it.
 */
export const seatTimeClock = pgTable('seat_time_clock', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastCreditAt: timestamp('last_credit_at', { withTimezone: true, precision: 3 }).notNull(),
  idle: boolean('idle').notNull().default(false),
  /** The record with the learner's latest evidence of presence, and its time. */
  totId: bigint('tot_id', { mode: 'number' }),
  totAt: timestamp('tot_at', { withTimezone: true, precision: 3 }),
  /** The record evidenced before it (another one), and the time of its latest evidence. */
  otherTotId: bigint('other_tot_id', { mode: 'number' }),
  otherTotAt: timestamp('other_tot_at', { withTimezone: true, precision: 3 }),
});

/** Credited seconds per learner product and course-calendar day, for the daily maximum. */
export const seatTimeDaily = pgTable(
  'seat_time_daily',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    creditedMs: integer('credited_ms').notNull().default(0),
    maxNoticeAt: timestamp('max_notice_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.day] })],
);

/**
 * The append-only ledger. Each entry's hash covers the previous entry's hash and its own fields, per
 * learner product, so an edited or deleted entry breaks the chain (npm run seat-time:verify).
 */
export const seatTimeLedger = pgTable(
  'seat_time_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    nodeId: integer('node_id').notNull(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    creditedMs: integer('credited_ms').notNull(),
    /** Server time of the last heartbeat this entry credits. */
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /**
     * Why an entry is not a credit: IDLE_FORFEIT (a negative entry: the unit's time forfeited by a bound profile's
     * idle rule, decision 0131). Null for credits. Covered by the hash only when set, so older entries keep theirs.
     */
    reason: text('reason'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  // One index: every read of the ledger is by learner product (per-node sums scan that product's entries).
  (t) => [index('seat_time_ledger_lp_seq_idx').on(t.learnerProductId, t.seq)],
);

/** The head of each learner product's chain: last sequence number and hash. */
export const seatTimeChain = pgTable('seat_time_chain', {
  learnerProductId: integer('learner_product_id')
    .primaryKey()
    .references(() => learnerProducts.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  headHash: text('head_hash').notNull(),
  totalMs: integer('total_ms').notNull().default(0),
});
