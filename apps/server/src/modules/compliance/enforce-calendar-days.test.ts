import { Authority } from '@continuum/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCoursePackage } from '../../test/course-fixture.js';
import { creditSeatTime } from '../../test/enrolled-learner.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { bindProfile, installProfiles, sourced, testProfile } from './test-profiles.js';

/**
 * Minimum calendar days (issue 27): a course bound to a profile that says "N days for H credit hours" cannot complete
 * before N days (proportionally fewer for fewer hours) after the learner's first credited study, counted in the
 * course's calendar, on the test app's clock. A test profile: no shipped profile has a cited value for it.
 */
let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  installProfiles(t, [
    testProfile('test-calendar-days', { time: { minimumCalendarDays: sourced({ creditHours: 8, days: 4 }) } }),
  ]);
});
afterAll(() => t.close());

async function learner(profileId: string | null, creditHours: number) {
  const user = await createUser(t);
  // Signed in afresh for each call: the test moves the clock by days, past a session's life.
  const client = async (u = user) => {
    const c = new TestClient(t.app);
    await c.signIn(u.login, u.password);
    return c;
  };
  const course = await importCoursePackage(t, user.id, {
    'course.yaml': `code: ${unique('D').toUpperCase()}\ntitle: Paced\ntype: COURSE\naccount:\n  name: Academy\nrules:\n  SC_SEAT_TIME_TIME_ZONE: America/Chicago\n`,
    'nodes/01-page.yaml': 'key: page\ntype: KEY_POINTS\ntitle: Page\n',
  });
  if (profileId) await bindProfile(t, course.productId, profileId, creditHours);
  const lpId = course.lp.id;
  const credit = (minutes: number) =>
    creditSeatTime(t, { learnerProductId: lpId, userId: user.id, nodeId: course.id('page'), ms: minutes * 60_000 });
  // The content is done by an exemption: the calendar days stand whatever an exemption says.
  const finishPage = async () => {
    const admin = await client(await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] }));
    const res = await admin.post(`/api/admin/enrolments/${lpId}/exempt`, { nodeId: course.id('page'), reason: 'Prior learning' });
    expect(res.statusCode).toBe(200);
  };
  const complete = async () => (await client()).post(`/app/progression/completeProduct/${lpId}/COMPLETE`);
  const status = async () => (await (await client()).get(`/api/completion/${lpId}`)).json();
  return { credit, finishPage, complete, status };
}

describe('minimum calendar days at completion, on the server’s clock', () => {
  it('8 credit hours in at least 4 days: refused on the third day after the first study, completed on the fourth', async () => {
    // 23:30 in Chicago on 2026-01-04 (05:30 UTC on the 5th): the first study counts from the 4th, the course's day.
    t.clock.set('2026-01-05T05:30:00Z');
    const me = await learner('test-calendar-days', 8);
    await me.credit(10);
    await me.finishPage();
    expect(await me.status()).toMatchObject({ step: 'MIN_CALENDAR_DAYS_NOT_MET', earliestCompletionDay: '2026-01-08' });
    t.clock.advance(3 * DAY - 6 * 3_600_000); // 2026-01-07 17:30 Chicago: still the third day after
    const refused = await me.complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MIN_CALENDAR_DAYS_NOT_MET');
    t.clock.advance(7 * 3_600_000); // 2026-01-08 00:30 Chicago
    expect(await me.status()).toMatchObject({ step: 'READY', earliestCompletionDay: null });
    expect((await me.complete()).statusCode).toBe(200);
  });

  it('fewer credit hours take proportionally fewer days: 2 hours of a 4-days-for-8-hours rule need 1 day', async () => {
    t.clock.set('2026-02-02T15:00:00Z');
    const me = await learner('test-calendar-days', 2);
    await me.credit(10);
    await me.finishPage();
    expect(await me.status()).toMatchObject({ step: 'MIN_CALENDAR_DAYS_NOT_MET', earliestCompletionDay: '2026-02-03' });
    t.clock.advance(DAY);
    expect((await me.status()).step).toBe('READY');
  });

  it('a course bound to no such profile completes the day it starts', async () => {
    t.clock.set('2026-03-02T15:00:00Z');
    const me = await learner(null, 8);
    await me.credit(10);
    await me.finishPage();
    expect(await me.status()).toMatchObject({ step: 'READY', earliestCompletionDay: null });
  });
});
