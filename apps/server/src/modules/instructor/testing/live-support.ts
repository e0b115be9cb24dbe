import { Authority } from '@continuum/contracts';
import type { StoredScheduleSlot } from '../../../platform/db/schema/index.js';
import { createUser, type TestApp } from '../../../test/harness.js';
import { assignInstructor } from '../../product/index.js';
import { upsertAvailability } from '../repo.js';

/** Makes live support available for a product: a new instructor, assigned to it, switched on (or on a schedule). */
export async function switchOnLiveSupport(t: TestApp, productId: number, schedule: StoredScheduleSlot[] = []) {
  const instructor = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR] });
  await assignInstructor(t.database.db, productId, instructor.id, t.clock.now());
  await upsertAvailability(t.database.db, instructor.id, schedule.length === 0, schedule, t.clock.now());
  return instructor;
}
