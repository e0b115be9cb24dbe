import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRules } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { loadLearnerContext } from '../progression/learner-context.js';
import { minimumTime } from './minimum-time.js';
import { findSeatTime } from './repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A learner who studied the introduction for `seconds` (beats every 30 s). */
async function studied(seconds: number, rules: Record<string, string> = {}) {
  const user = await createUser(t);
  const course = await importFixtureCourse(t, user.id);
  if (Object.keys(rules).length) {
    await t.database.db
      .insert(productRules)
      .values(Object.entries(rules).map(([key, value]) => ({ productId: course.productId, key, value })));
  }
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const tot = (await client.post('/api/tot/start', { learningComponentId: course.id('intro'), name: 'Introduction' })).json()
    .timeOnTaskId;
  let left = seconds;
  while (left > 0) {
    await t.app.seatTime.coalescer.flush();
    const step = Math.min(30, left);
    t.clock.advance(step * 1000);
    await client.post('/api/tot/update', { timeOnTaskId: tot, currentProductId: course.lp.id });
    left -= step;
  }
  await t.app.seatTime.coalescer.flush();
  return { user, client, course };
}

describe('seat time in course progress', () => {
  it('reports the ledger’s time as hours, minutes, seconds and a share of the minimum', async () => {
    const { client, course } = await studied(150);
    const progress = (await client.get(`/api/product/${course.lp.id}/progress`)).json();
    // 150 s of a 120-minute minimum: 2.08% rounds to 2.1.
    expect(progress).toMatchObject({
      hoursCompleted: 0,
      minutesCompleted: 2,
      secondsCompleted: 30,
      timePercentComplete: 2.1,
      minimumRequiredMinutes: 120,
      showTimeProgress: true,
      maxTimeReached: false,
    });
  });

  it('says maxTimeReached once today’s credit meets the daily maximum', async () => {
    const { client, course } = await studied(90, { SC_SEAT_TIME_MAX_DAILY_MINUTES: '1' });
    const progress = (await client.get(`/api/product/${course.lp.id}/progress`)).json();
    expect(progress).toMatchObject({ minutesCompleted: 1, secondsCompleted: 0, maxTimeReached: true });
  });
});

describe('minimum course time', () => {
  it('reports what remains of the course minimum', async () => {
    const { user, course } = await studied(600);
    const ctx = await loadLearnerContext(
      { ...t, services: t.app.services },
      { ...user, authorities: ['ROLE_AUTHENTICATED'] },
      course.lp.id,
    );
    const seat = await findSeatTime(t.database.db, course.lp.id);
    expect(minimumTime(ctx, seat, { kind: 'course' })).toEqual({
      requiredMinutes: 120,
      creditedMinutes: 10,
      remainingMinutes: 110,
      met: false,
    });
    expect(minimumTime(ctx, seat, { kind: 'unit', nodeId: course.id('unit-exam') })).toBeNull();
  });
});

describe('GET api/admin/seat-time/{lpId}/time-sheet.csv', () => {
  it('exports per day and node for an administrator', async () => {
    const { course } = await studied(60);
    const admin = await createUser(t, { authorities: ['ROLE_AUTHENTICATED', 'ROLE_ADMIN'] });
    const client = new TestClient(t.app);
    await client.signIn(admin.login, admin.password);
    const res = await client.get(`/api/admin/seat-time/${course.lp.id}/time-sheet.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`time-sheet-${course.lp.id}.csv`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[3]).toBe(
      '"day","nodeId","titlePrefix","title","seconds","minutes","heartbeatBatches","firstCreditAt","lastCreditAt"',
    );
    expect(lines[4]).toContain('"Introduction","60","1.00","2"');
    expect(lines.at(-1)).toBe('"total","","","","60","1.00","","",""');
  });

  it('answers 403 to a learner, even for their own product, and 401 without a session', async () => {
    const { client, course } = await studied(30);
    expect((await client.get(`/api/admin/seat-time/${course.lp.id}/time-sheet.csv`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(`/api/admin/seat-time/${course.lp.id}/time-sheet.csv`)).statusCode).toBe(401);
  });
});
