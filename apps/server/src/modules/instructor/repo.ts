import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { instructorAvailability, type StoredScheduleSlot } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';
import { productInstructorIdsSql } from '../product/index.js';
import type { InstructorLiveSupport } from './availability.js';

export type AvailabilityRow = typeof instructorAvailability.$inferSelect;

export async function findAvailabilities(db: Db, userIds: number[]): Promise<AvailabilityRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(instructorAvailability).where(inArray(instructorAvailability.userId, userIds));
}

/** Who these users are (login, names), through account's identity piece. */
export async function findIdentities(db: Db, userIds: number[]) {
  const who = userIdentities(db);
  return db.select().from(who).where(inArray(who.id, userIds));
}

export async function upsertAvailability(
  db: Db,
  userId: number,
  availableNow: boolean,
  schedule: StoredScheduleSlot[],
  at: Date,
): Promise<void> {
  await db
    .insert(instructorAvailability)
    .values({ userId, availableNow, schedule, updatedAt: at })
    .onConflictDoUpdate({ target: instructorAvailability.userId, set: { availableNow, schedule, updatedAt: at } });
}

/**
 * A query piece for a hot read's single statement: the live support of the instructors assigned to a product, a
 * JSON array of {on, schedule} (empty when none). The caller decides with liveSupportAvailable, in the product's
 * time zone, so that the clock stays the app's.
 */
export function liveSupportJsonSql(productId: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('on', piece_ia.available_now, 'schedule', piece_ia.schedule))
    from instructor_availability piece_ia where piece_ia.user_id in (${productInstructorIdsSql(productId)})), '[]'::json)`;
}

/** The live support of a product's assigned instructors, on its own (one round trip). */
export async function findLiveSupport(db: Db, productId: number): Promise<InstructorLiveSupport[]> {
  const result = await db.execute(sql`select ${liveSupportJsonSql(sql`${productId}::int`)} as support`);
  const rows = (result as unknown as { rows: { support: InstructorLiveSupport[] | string }[] }).rows;
  const support = rows[0]?.support ?? [];
  return typeof support === 'string' ? (JSON.parse(support) as InstructorLiveSupport[]) : support;
}
