import {
  Authority,
  type InstructorAvailabilityBody,
  type InstructorAvailabilityReply,
  type InstructorScheduleReply,
  minutesOfDay,
  type ProductInstructorRow,
  type ScheduleSlot,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import type { StoredScheduleSlot } from '../../platform/db/schema/index.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { findUserWithAuthorities } from '../account/index.js';
import { audit } from '../audit/index.js';
import { CourseRules, courseTimeZone } from '../catalog/index.js';
import {
  assignInstructor,
  findInstructorProducts,
  findLearnerProductWithProduct,
  findProductInstructorIds,
  findProductName,
  findProductRules,
  mayUseLearnerProduct,
  unassignInstructor,
} from '../product/index.js';
import { type InstructorLiveSupport, liveSupportAvailable } from './availability.js';
import { type AvailabilityRow, findAvailabilities, findIdentities, findLiveSupport, upsertAvailability } from './repo.js';

export const INSTRUCTOR_AVAILABILITY_CHANGED = 'INSTRUCTOR_AVAILABILITY_CHANGED';
export const PRODUCT_INSTRUCTOR_ADDED = 'PRODUCT_INSTRUCTOR_ADDED';
export const PRODUCT_INSTRUCTOR_REMOVED = 'PRODUCT_INSTRUCTOR_REMOVED';

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function toSlots(stored: StoredScheduleSlot[]): ScheduleSlot[] {
  return [...stored]
    .sort((a, b) => a.day - b.day || a.start - b.start || a.end - b.end)
    .map((s) => ({ dayOfWeek: s.day, start: timeOf(s.start), end: timeOf(s.end) }));
}

const supportOf = (row: AvailabilityRow): InstructorLiveSupport => ({ on: row.availableNow, schedule: row.schedule });

/** Whether live support is available now for a product (its instructors, its rules' time zone): the learner context's reading. */
export async function productLiveSupport(db: Db, productId: number, rules: CourseRules, now: Date): Promise<boolean> {
  return liveSupportAvailable(await findLiveSupport(db, productId), now, courseTimeZone(rules));
}

/** Decides from a hot read's liveSupportJsonSql column (lesson state) with the product's rules, at `now` (the app's clock). */
export function liveSupportFromJson(support: InstructorLiveSupport[] | null, rules: CourseRules, now: Date): boolean {
  return liveSupportAvailable(support ?? [], now, courseTimeZone(rules));
}

/** GET api/instructor/availability: the caller's switch and schedule, with the products they serve and whether each has live support now. */
export async function getMyAvailability(ctx: AppContext, actor: SessionUser): Promise<InstructorAvailabilityReply> {
  const db = ctx.database.db;
  const [[row], products] = await Promise.all([findAvailabilities(db, [actor.id]), findInstructorProducts(db, actor.id)]);
  const now = ctx.clock.now();
  const withZones = await Promise.all(
    products.map(async (p) => {
      const rules = new CourseRules(await findProductRules(db, p.id));
      const timeZone = courseTimeZone(rules);
      return { ...p, timeZone, available: liveSupportAvailable(await findLiveSupport(db, p.id), now, timeZone) };
    }),
  );
  return {
    availableNow: row?.availableNow ?? false,
    schedule: toSlots(row?.schedule ?? []),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    products: withZones,
  };
}

/** PUT api/instructor/availability: replaces the caller's switch and schedule (audited). */
export async function putMyAvailability(
  ctx: AppContext,
  actor: SessionUser,
  body: InstructorAvailabilityBody,
): Promise<InstructorAvailabilityReply> {
  const schedule = body.schedule.map((s) => ({ day: s.dayOfWeek, start: minutesOfDay(s.start), end: minutesOfDay(s.end) }));
  await ctx.database.db.transaction(async (tx) => {
    await upsertAvailability(tx, actor.id, body.availableNow, schedule, ctx.clock.now());
    await audit(tx, ctx.clock, actor.login, INSTRUCTOR_AVAILABILITY_CHANGED, {
      availableNow: String(body.availableNow),
      slots: String(schedule.length),
    });
  });
  return getMyAvailability(ctx, actor);
}

/** GET api/admin/products/{productId}/instructors. */
export async function listProductInstructors(ctx: AppContext, productId: number): Promise<ProductInstructorRow[]> {
  const db = ctx.database.db;
  if (!(await findProductName(db, productId))) throw notFound('product');
  const ids = await findProductInstructorIds(db, productId);
  if (ids.length === 0) return [];
  const [people, availability] = await Promise.all([findIdentities(db, ids), findAvailabilities(db, ids)]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const on = new Map(availability.map((a) => [a.userId, a.availableNow]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p
      ? [{ userId: id, login: p.login, firstName: p.firstName, lastName: p.lastName, availableNow: on.get(id) ?? false }]
      : [];
  });
}

/** POST api/admin/products/{productId}/instructors: assigns a user holding ROLE_INSTRUCTOR, by login (audited). */
export async function addProductInstructor(
  ctx: AppContext,
  actor: SessionUser,
  productId: number,
  login: string,
): Promise<ProductInstructorRow[]> {
  const db = ctx.database.db;
  const product = await findProductName(db, productId);
  if (!product) throw notFound('product');
  const user = await findUserWithAuthorities(db, login);
  if (!user)
    throw new AppError('USER_NOT_FOUND', 400, 'No user has this login', [{ field: 'login', message: 'no user has this login' }]);
  if (!user.authorities.includes(Authority.INSTRUCTOR))
    throw badRequest('login', 'the user is not an instructor (ROLE_INSTRUCTOR)');
  await db.transaction(async (tx) => {
    await assignInstructor(tx, productId, user.id, ctx.clock.now());
    await audit(tx, ctx.clock, actor.login, PRODUCT_INSTRUCTOR_ADDED, { productId: String(productId), instructor: user.login });
  });
  return listProductInstructors(ctx, productId);
}

/** DELETE api/admin/products/{productId}/instructors/{userId} (audited); 404 when not assigned. */
export async function removeProductInstructor(
  ctx: AppContext,
  actor: SessionUser,
  productId: number,
  userId: number,
): Promise<ProductInstructorRow[]> {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await unassignInstructor(tx, productId, userId))) throw notFound('product instructor');
    await audit(tx, ctx.clock, actor.login, PRODUCT_INSTRUCTOR_REMOVED, { productId: String(productId), userId: String(userId) });
  });
  return listProductInstructors(ctx, productId);
}

/** GET api/product/{lpId}/instructor-schedule: the weekly hours of the product's instructors, in its time zone. */
export async function learnerInstructorSchedule(
  ctx: AppContext,
  actor: SessionUser,
  lpId: number,
): Promise<InstructorScheduleReply> {
  const db = ctx.database.db;
  const found = await findLearnerProductWithProduct(db, lpId);
  if (!found || !mayUseLearnerProduct(actor, found.lp, 'read')) throw notFound('learner product');
  const productId = found.product.id;
  const [ruleValues, ids] = await Promise.all([findProductRules(db, productId), findProductInstructorIds(db, productId)]);
  const timeZone = courseTimeZone(new CourseRules(ruleValues));
  const rows = await findAvailabilities(db, ids);
  const support = rows.map(supportOf);
  // The union of the instructors' slots, each distinct slot once.
  const seen = new Set<string>();
  const merged = rows
    .flatMap((r) => r.schedule)
    .filter((s) => {
      const key = `${s.day}:${s.start}:${s.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { timeZone, available: liveSupportAvailable(support, ctx.clock.now(), timeZone), slots: toSlots(merged) };
}

/** Sets an instructor's switch and schedule without audit (the demo seeder's always-available instructor). */
export async function seedLiveSupport(db: Db, userId: number, availableNow: boolean, at: Date): Promise<void> {
  await upsertAvailability(db, userId, availableNow, [], at);
}
