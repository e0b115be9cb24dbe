import { boolean, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** One weekly slot, minutes since midnight in the product's time zone (ISO day 1 Monday .. 7 Sunday). */
export interface StoredScheduleSlot {
  day: number;
  start: number;
  end: number;
}

/**
 * An instructor's live support (decision 0084): the "available now" switch and the weekly schedule. For a product
 * the instructor is assigned to, they are available when switched on or when now, in the product's time zone,
 * falls inside a slot.
 */
export const instructorAvailability = pgTable('instructor_availability', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  availableNow: boolean('available_now').notNull().default(false),
  schedule: jsonb('schedule').$type<StoredScheduleSlot[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
