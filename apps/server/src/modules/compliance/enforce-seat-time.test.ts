import { Authority } from '@continuum/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatTimeChain, seatTimeDaily, seatTimeLedger } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { recordFact } from '../progression/index.js';
import { verifyLedger } from '../seat-time/verify.js';
import { installProfiles, sourced, testProfile } from './test-profiles.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  installProfiles(t, [
    // A daily study cap of 3 minutes counted in Chicago's day (a fixture: no shipped profile caps study hours yet).
    testProfile('test-daily-cap', {
      time: { dailyCap: sourced({ kind: 'STUDY_HOURS_PER_DAY', hours: 0.05 }), dailyCapTimeZone: sourced('America/Chicago') },
    }),
  ]);
});
afterAll(() => t.close());

/** A welcome lesson outside any unit, then two units. */
const COURSE = (code: string, open = false) => ({
  'course.yaml': `code: ${code}\ntitle: Enforced Course\ntype: COURSE\ndurationDays: 30\naccount:\n  name: Test Academy\n${open ? 'metadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n' : ''}`,
  'nodes/00-welcome.yaml': 'key: w\ntype: KEY_POINTS\ntitle: Welcome\n',
  'nodes/01-m1/_node.yaml': 'key: m1\ntype: UNIT\ntitle: Module One\n',
  'nodes/01-m1/01-a.yaml': 'key: a\ntype: KEY_POINTS\ntitle: Lesson A\n',
  'nodes/01-m1/02-b.yaml': 'key: b\ntype: KEY_POINTS\ntitle: Lesson B\n',
  'nodes/02-m2/_node.yaml': 'key: m2\ntype: UNIT\ntitle: Module Two\n',
  'nodes/02-m2/01-c.yaml': 'key: c\ntype: KEY_POINTS\ntitle: Lesson C\n',
});

async function boundLearner(profileId: string | null, open = false) {
  const user = await createUser(t);
  const course = await importCoursePackage(t, user.id, COURSE(unique('EN').toUpperCase(), open));
  if (profileId) {
    // Signed in now: a test that moves the clock a year on would find an older session expired.
    const a = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const admin = new TestClient(t.app);
    await admin.signIn(a.login, a.password);
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${course.productId}/compliance-bindings`,
      payload: { bindings: [{ profileId, profileVersion: 1, approvalNumber: 'A-1', approvalExpiresOn: null, creditHours: 1 }] },
    });
    expect(res.statusCode).toBe(200);
  }
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const flush = () => t.app.seatTime.coalescer.flush();
  const start = async (key: string) => {
    const res = await client.post('/api/tot/start', { learningComponentId: course.id(key), name: key });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().timeOnTaskId as number;
  };
  /** Beats every 30 s for `seconds` on a record, each its own batch. */
  const study = async (tot: number, seconds: number) => {
    for (let s = 0; s < seconds; s += 30) {
      await flush();
      t.clock.advance(30_000);
      const res = await client.post('/api/tot/update', { timeOnTaskId: tot, currentProductId: course.lp.id });
      expect(res.statusCode).toBe(200);
    }
    await flush();
  };
  const byNode = async () => {
    const rows = await t.database.db
      .select({ nodeId: seatTimeLedger.nodeId, ms: sql<string>`sum(${seatTimeLedger.creditedMs})` })
      .from(seatTimeLedger)
      .where(eq(seatTimeLedger.learnerProductId, course.lp.id))
      .groupBy(seatTimeLedger.nodeId);
    return new Map(rows.map((r) => [r.nodeId, Number(r.ms)]));
  };
  /** The learner finished a lesson (as the lesson module records it), so the next one opens. */
  const complete = (key: string) => recordFact(t.database.db, course.lp.id, course.id(key), 'COMPLETE', t.clock.now());
  return { user, client, course, start, study, byNode, flush, complete };
}

describe('idle handling from the bound profile (NMLS: logout at 360 s, the unit restarted with its time forfeited)', () => {
  it('forfeits the current unit’s credited time with its reason, keeps other units and the hash chain, and ends the session', async () => {
    const l = await boundLearner('nmls-ce-online-self-study');
    const c = l.course;
    await l.study(await l.start('w'), 60); // Outside Module One: kept.
    await l.complete('w');
    await l.study(await l.start('a'), 90);
    await l.complete('a');
    const totB = await l.start('b');
    await l.study(totB, 60); // Module One: 150 s, forfeited.
    // The learner's client saw 360 s of idleness on lesson B.
    t.clock.advance(360_000);
    const res = await l.client.post(`/api/tot/idle-timeout/${c.lp.id}`, { timeOnTaskId: totB });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggedOut: true, forfeitedMs: 150_000, reason: 'IDLE_ACTION' });

    const sums = await l.byNode();
    expect(sums.get(c.id('a'))).toBe(0);
    expect(sums.get(c.id('b'))).toBe(0);
    expect(sums.get(c.id('w'))).toBe(60_000);
    const forfeits = await t.database.db
      .select({ ms: seatTimeLedger.creditedMs, reason: seatTimeLedger.reason, nodeId: seatTimeLedger.nodeId })
      .from(seatTimeLedger)
      .where(and(eq(seatTimeLedger.learnerProductId, c.lp.id), eq(seatTimeLedger.reason, 'IDLE_FORFEIT')));
    expect(forfeits.map((f) => [f.nodeId, f.ms]).sort()).toEqual(
      [
        [c.id('a'), -90_000],
        [c.id('b'), -60_000],
      ].sort(),
    );
    const [chain] = await t.database.db.select().from(seatTimeChain).where(eq(seatTimeChain.learnerProductId, c.lp.id));
    expect(chain?.totalMs).toBe(60_000);
    expect((await verifyLedger(t.database.db)).filter((p) => p.learnerProductId === c.lp.id)).toEqual([]);
    // The session is over on the server, not only in the browser.
    expect((await l.client.get('/api/account')).statusCode).toBe(401);
  });

  it('a tampered forfeit entry breaks the chain (its reason is covered by the hash)', async () => {
    const l = await boundLearner('nmls-ce-online-self-study');
    await l.complete('w');
    const tot = await l.start('a');
    await l.study(tot, 60);
    await l.client.post(`/api/tot/idle-timeout/${l.course.lp.id}`, { timeOnTaskId: tot });
    await t.database.db
      .update(seatTimeLedger)
      .set({ reason: 'SOMETHING_ELSE' })
      .where(and(eq(seatTimeLedger.learnerProductId, l.course.lp.id), eq(seatTimeLedger.reason, 'IDLE_FORFEIT')));
    const problems = (await verifyLedger(t.database.db)).filter((p) => p.learnerProductId === l.course.lp.id);
    expect(problems.map((p) => p.problem)).toContain('hash mismatch');
  });

  it('without a bound profile the course’s own rule stands: idle stops crediting, nothing is forfeited, the session stays', async () => {
    const l = await boundLearner(null);
    const tot = await l.start('w');
    await l.study(tot, 60);
    const res = await l.client.post(`/api/tot/idle-timeout/${l.course.lp.id}`, { timeOnTaskId: tot });
    expect(res.json()).toEqual({ loggedOut: false, forfeitedMs: 0, reason: null });
    expect((await l.byNode()).get(l.course.id('w'))).toBe(60_000);
    expect((await l.client.get('/api/account')).statusCode).toBe(200);
  });

  it('refuses another learner’s enrolment (404)', async () => {
    const a = await boundLearner('nmls-ce-online-self-study');
    const b = await boundLearner('nmls-ce-online-self-study');
    const res = await b.client.post(`/api/tot/idle-timeout/${a.course.lp.id}`, {});
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe('daily cap from the bound profile, counted in the profile’s zone', () => {
  it('caps a day at the profile’s hours and starts a new day at midnight in Chicago, not UTC', async () => {
    // 05:55 UTC is 23:55 in Chicago (CST, UTC-6) on 2027-01-14; UTC's day is already the 15th.
    t.clock.set('2027-01-15T05:55:00Z');
    const l = await boundLearner('test-daily-cap');
    const tot = await l.start('w');
    await l.study(tot, 240); // 4 minutes before Chicago's midnight: 3 credited (the cap), 1 not.
    const day = (d: string) =>
      t.database.db
        .select({ ms: seatTimeDaily.creditedMs })
        .from(seatTimeDaily)
        .where(and(eq(seatTimeDaily.learnerProductId, l.course.lp.id), eq(seatTimeDaily.day, d)));
    expect((await day('2027-01-14'))[0]?.ms).toBe(180_000);
    // Across 06:00 UTC: the beat at 05:59:30 is still the capped 14th; from 06:00 a new day in Chicago credits again.
    await l.study(tot, 120);
    expect((await day('2027-01-15'))[0]?.ms).toBe(90_000);
    expect((await l.byNode()).get(l.course.id('w'))).toBe(270_000);
  });

  it('leaves the course’s own stricter cap standing', async () => {
    t.clock.set('2027-02-15T12:00:00Z');
    const l = await boundLearner('test-daily-cap');
    await t.database.db.execute(
      sql`insert into product_rules (product_id, key, value) values (${l.course.productId}, 'SC_SEAT_TIME_MAX_DAILY_MINUTES', '1')`,
    );
    const tot = await l.start('w');
    await l.study(tot, 180);
    expect((await l.byNode()).get(l.course.id('w'))).toBe(60_000);
  });
});

describe('linear lock from the bound profile (NMLS §5.3.3)', () => {
  it('locks a course its author opened (PROGRESS_OPEN_ALL): a later unit waits for the earlier ones', async () => {
    const nmls = await boundLearner('nmls-ce-online-self-study', true);
    const refused = await nmls.client.post('/api/tot/start', { learningComponentId: nmls.course.id('c'), name: 'c' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NODE_LOCKED');
    for (const key of ['w', 'a', 'b']) await nmls.complete(key);
    await nmls.start('c');

    const open = await boundLearner(null, true);
    await open.start('c');
  });

  it('locks a later unit’s page and its key points too (resources), until the earlier ones are complete', async () => {
    const nmls = await boundLearner('nmls-ce-online-self-study', true);
    const url = `/api/product/${nmls.course.lp.id}/${nmls.course.id('c')}/key-points`;
    const refused = await nmls.client.get(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('RESOURCE_LOCKED');
    for (const key of ['w', 'a', 'b']) await nmls.complete(key);
    expect((await nmls.client.get(url)).statusCode).toBe(200);

    const open = await boundLearner(null, true);
    expect((await open.client.get(`/api/product/${open.course.lp.id}/${open.course.id('c')}/key-points`)).statusCode).toBe(200);
  });
});

describe('GET api/product/{lpId}/compliance: what the learner is told', () => {
  it('lists the tightened rules with their reason keys and the idle rule the client applies; 401 / 404 otherwise', async () => {
    const l = await boundLearner('nmls-ce-online-self-study');
    const res = await l.client.get(`/api/product/${l.course.lp.id}/compliance`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.idle).toEqual({ timeoutSeconds: 360, warningShown: false, action: 'LOG_OUT_FORFEIT_UNIT' });
    expect(body.profiles.map((p: { profileId: string }) => p.profileId)).toEqual(['nmls-ce-online-self-study']);
    expect(body.reasons).toContainEqual(
      expect.objectContaining({ rule: 'IDLE_TIMEOUT', reasonKey: 'compliance.reason.IDLE_TIMEOUT', value: '360' }),
    );
    const other = await boundLearner(null);
    expect((await other.client.get(`/api/product/${l.course.lp.id}/compliance`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/product/${other.course.lp.id}/compliance`)).json().reasons).toEqual([]);
    expect((await new TestClient(t.app).get(`/api/product/${l.course.lp.id}/compliance`)).statusCode).toBe(401);
  });
});
