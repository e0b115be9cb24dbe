import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, instructorAvailability, productInstructors } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { appWithAdmin, putRule, signedIn as signedInTo } from '../../test/enrolled-learner.js';
import { createTestApp, type TestApp, TestClient, unique } from '../../test/harness.js';
import { recordFact } from '../progression/index.js';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t.close());

const signedIn = (authorities?: string[]) => signedInTo(t, authorities);

const instructor = () => signedIn([Authority.AUTHENTICATED, Authority.INSTRUCTOR]);

async function learnerAtLiveSection() {
  const { user, client } = await signedIn();
  const course = await importFixtureCourse(t, user.id);
  for (const key of ['intro', 'unit/intro', 'unit/a', 'unit-exam'])
    await recordFact(t.database.db, course.lp.id, course.id(key), 'COMPLETE', t.clock.now());
  return { user, client, ...course };
}

const putAvailability = (client: TestClient, payload: unknown) =>
  client.request({ method: 'PUT', url: '/api/instructor/availability', payload: payload as Record<string, unknown> });
const setZone = (productId: number, zone: string) => putRule(admin, productId, 'SC_SEAT_TIME_TIME_ZONE', zone);

describe('administrators assign instructors to products', () => {
  it('lists, adds by login and removes, audited, and refuses a user who is not an instructor', async () => {
    const { user: learner } = await signedIn();
    const { productId } = await importFixtureCourse(t, learner.id);
    const { user: teacher } = await instructor();
    const url = `/api/admin/products/${productId}/instructors`;
    expect((await admin.get(url)).json()).toEqual([]);
    const added = await admin.post(url, { login: teacher.login });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([
      { userId: teacher.id, login: teacher.login, firstName: 'Test', lastName: 'User', availableNow: false },
    ]);
    const rows = await t.database.db.select().from(productInstructors).where(eq(productInstructors.productId, productId));
    expect(rows.map((r) => r.userId)).toEqual([teacher.id]);
    const notInstructor = await admin.post(url, { login: learner.login });
    expect(notInstructor.statusCode).toBe(400);
    expect(notInstructor.json().fieldErrors[0].field).toBe('login');
    const nobody = await admin.post(url, { login: unique('none') });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fieldErrors[0].field).toBe('login');
    const empty = await admin.post(url, { login: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors[0].field).toBe('login');
    expect((await admin.post('/api/admin/products/2147483000/instructors', { login: teacher.login })).statusCode).toBe(404);

    const removed = await admin.delete(`${url}/${teacher.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    expect((await admin.delete(`${url}/${teacher.id}`)).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.principal, (await admin.get('/api/account')).json().login));
    expect(audits.map((a) => a.type)).toEqual(expect.arrayContaining(['PRODUCT_INSTRUCTOR_ADDED', 'PRODUCT_INSTRUCTOR_REMOVED']));
  });

  it('answers 403 to learners and instructors', async () => {
    const { user: learner, client } = await signedIn();
    const { productId } = await importFixtureCourse(t, learner.id);
    const url = `/api/admin/products/${productId}/instructors`;
    expect((await client.get(url)).statusCode).toBe(403);
    expect((await client.post(url, { login: learner.login })).statusCode).toBe(403);
    const teacher = await instructor();
    expect((await teacher.client.post(url, { login: teacher.user.login })).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
  });
});

describe('an instructor’s availability', () => {
  it('reads and replaces the switch and weekly schedule, sorted, audited', async () => {
    const { user, client } = await instructor();
    expect((await client.get('/api/instructor/availability')).json()).toMatchObject({
      availableNow: false,
      schedule: [],
      updatedAt: null,
    });
    const res = await putAvailability(client, {
      availableNow: true,
      schedule: [
        { dayOfWeek: 3, start: '13:00', end: '17:30' },
        { dayOfWeek: 1, start: '09:00', end: '12:00' },
        { dayOfWeek: 7, start: '22:00', end: '24:00' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().schedule).toEqual([
      { dayOfWeek: 1, start: '09:00', end: '12:00' },
      { dayOfWeek: 3, start: '13:00', end: '17:30' },
      { dayOfWeek: 7, start: '22:00', end: '24:00' },
    ]);
    const [row] = await t.database.db.select().from(instructorAvailability).where(eq(instructorAvailability.userId, user.id));
    expect(row).toMatchObject({ availableNow: true, schedule: expect.arrayContaining([{ day: 7, start: 1320, end: 1440 }]) });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, user.login), eq(auditEvents.type, 'INSTRUCTOR_AVAILABILITY_CHANGED')));
    expect(audits).toHaveLength(1);
  });

  it('answers 400 naming the field for bad times, start not before end and too many slots per day', async () => {
    const { client } = await instructor();
    const field = async (payload: unknown) => {
      const res = await putAvailability(client, payload);
      expect(res.statusCode).toBe(400);
      return res.json().fieldErrors.map((f: { field: string }) => f.field);
    };
    expect(await field({ availableNow: true, schedule: [{ dayOfWeek: 1, start: '9:00', end: '12:00' }] })).toEqual([
      'schedule.0.start',
    ]);
    expect(await field({ availableNow: true, schedule: [{ dayOfWeek: 1, start: '09:00', end: '25:00' }] })).toEqual([
      'schedule.0.end',
    ]);
    expect(await field({ availableNow: true, schedule: [{ dayOfWeek: 2, start: '12:00', end: '12:00' }] })).toEqual([
      'schedule.0.end',
    ]);
    expect(await field({ availableNow: true, schedule: [{ dayOfWeek: 8, start: '10:00', end: '12:00' }] })).toEqual([
      'schedule.0.dayOfWeek',
    ]);
    expect(await field({ availableNow: 'yes', schedule: [] })).toEqual(['availableNow']);
    const five = ['08:00', '10:00', '12:00', '14:00', '16:00'].map((start) => ({
      dayOfWeek: 4,
      start,
      end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    }));
    expect(await field({ availableNow: false, schedule: five })).toEqual(['schedule.4.dayOfWeek']);
  });

  it('answers 403 to learners and administrators who are not instructors', async () => {
    const { client } = await signedIn();
    expect((await client.get('/api/instructor/availability')).statusCode).toBe(403);
    expect((await putAvailability(client, { availableNow: true, schedule: [] })).statusCode).toBe(403);
    expect((await admin.get('/api/instructor/availability')).statusCode).toBe(403);
  });
});

describe('live support drives the instructor-required section', () => {
  it('opens the section only while an assigned instructor is switched on', async () => {
    const { client, lp, id, productId } = await learnerAtLiveSection();
    const state = async () => (await client.get(`/api/product/${lp.id}/state`)).json();
    expect((await state()).componentStatusMap[id('live')]).toBe('LOCKED');
    const teacher = await instructor();
    await putAvailability(teacher.client, { availableNow: true, schedule: [] });
    // Switched on but not assigned to this product: still locked.
    expect((await state()).componentStatusMap[id('live')]).toBe('LOCKED');
    expect((await admin.post(`/api/admin/products/${productId}/instructors`, { login: teacher.user.login })).statusCode).toBe(
      200,
    );
    const open = await state();
    expect(open.instructorAvailable).toBe(true);
    expect(open.componentStatusMap[id('live')]).toBe('AVAILABLE');
    const page = (await client.get(`/api/product/${lp.id}/lc/${id('live/qa')}`)).json();
    expect(page.contactInstructor).toEqual({ available: true });
    await putAvailability(teacher.client, { availableNow: false, schedule: [] });
    expect((await state()).componentStatusMap[id('live')]).toBe('LOCKED');
    expect((await client.post(`/api/progression/${lp.id}/${id('live/qa')}`)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('follows the weekly schedule in the product’s time zone, edges included', async () => {
    const { client, lp, id, productId } = await learnerAtLiveSection();
    expect((await setZone(productId, 'America/New_York')).statusCode).toBe(200);
    const teacher = await instructor();
    await admin.post(`/api/admin/products/${productId}/instructors`, { login: teacher.user.login });
    await putAvailability(teacher.client, { availableNow: false, schedule: [{ dayOfWeek: 1, start: '09:00', end: '17:00' }] });
    const live = async () => (await client.get(`/api/product/${lp.id}/state`)).json().componentStatusMap[id('live')];
    t.clock.set('2026-01-05T13:59:00Z'); // Monday 08:59 in New York
    expect(await live()).toBe('LOCKED');
    t.clock.set('2026-01-05T14:00:00Z'); // 09:00
    expect(await live()).toBe('AVAILABLE');
    t.clock.set('2026-01-05T21:59:00Z'); // 16:59
    expect(await live()).toBe('AVAILABLE');
    t.clock.set('2026-01-05T22:00:00Z'); // 17:00, the end is excluded
    expect(await live()).toBe('LOCKED');
    // The same instant read in Tokyo is Tuesday: the schedule no longer matches.
    t.clock.set('2026-01-05T15:00:00Z');
    expect(await live()).toBe('AVAILABLE');
    expect((await setZone(productId, 'Asia/Tokyo')).statusCode).toBe(200);
    expect(await live()).toBe('LOCKED');
    const schedule = (await client.get(`/api/product/${lp.id}/instructor-schedule`)).json();
    expect(schedule).toEqual({
      timeZone: 'Asia/Tokyo',
      available: false,
      slots: [{ dayOfWeek: 1, start: '09:00', end: '17:00' }],
    });
  });

  it('reads the schedule with its own app’s clock: another app built in the same process does not move it', async () => {
    const { client, lp, id, productId } = await learnerAtLiveSection();
    expect((await setZone(productId, 'America/New_York')).statusCode).toBe(200);
    const teacher = await instructor();
    await admin.post(`/api/admin/products/${productId}/instructors`, { login: teacher.user.login });
    await putAvailability(teacher.client, { availableNow: false, schedule: [{ dayOfWeek: 1, start: '09:00', end: '17:00' }] });
    // Built after this file's app: a clock provided process-wide would now be this one's (decision 0114).
    const other = await createTestApp();
    try {
      other.clock.set('2026-01-05T13:59:00Z'); // Monday 08:59 in New York: closed
      t.clock.set('2026-01-05T14:00:00Z'); // 09:00: open
      const state = (await client.get(`/api/product/${lp.id}/state`)).json();
      expect(state.componentStatusMap[id('live')]).toBe('AVAILABLE');
      const notifications = (await client.get(`/api/notification/lp/${lp.id}`)).json();
      expect(notifications.contactInstructor).toEqual({ available: true });
    } finally {
      await other.close();
    }
  });

  it('serves the schedule to the learner only: another learner’s product answers 404', async () => {
    const a = await learnerAtLiveSection();
    const b = await signedIn();
    expect((await b.client.get(`/api/product/${a.lp.id}/instructor-schedule`)).statusCode).toBe(404);
    expect((await a.client.get(`/api/product/${a.lp.id}/instructor-schedule`)).json()).toMatchObject({
      available: false,
      slots: [],
    });
  });
});
