import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRules, seatTimeChain, seatTimeLedger } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { verifyLedger } from './verify.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function learner(rules: Record<string, string> = {}) {
  const user = await createUser(t);
  const course = await importFixtureCourse(t, user.id);
  if (Object.keys(rules).length) {
    await t.database.db
      .insert(productRules)
      .values(Object.entries(rules).map(([key, value]) => ({ productId: course.productId, key, value })));
  }
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const start = async (key = 'intro') => {
    const res = await client.post('/api/tot/start', { learningComponentId: course.id(key), name: key });
    expect(res.statusCode).toBe(200);
    return res.json().timeOnTaskId as number;
  };
  const beat = async (timeOnTaskId: number, extra: Record<string, unknown> = {}) => {
    const res = await client.post('/api/tot/update', { timeOnTaskId, currentProductId: course.lp.id, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json() as { maxTimeHit: boolean; popUpMessage: string | null };
  };
  const flush = () => t.app.seatTime.coalescer.flush();
  const credited = async (lpId = course.lp.id) => {
    await flush();
    const [chain] = await t.database.db.select().from(seatTimeChain).where(eq(seatTimeChain.learnerProductId, lpId));
    return (chain?.totalMs ?? 0) / 1000;
  };
  return { user, client, course, start, beat, flush, credited };
}

/** Advances the clock by `seconds`, then flushes so each beat is its own batch. */
async function after(seconds: number, flush: () => Promise<void>) {
  await flush();
  t.clock.advance(seconds * 1000);
}

describe('seat-time ledger', () => {
  it('credits the wall-clock time between heartbeats', async () => {
    const l = await learner();
    const tot = await l.start();
    for (let i = 0; i < 4; i++) {
      await after(30, l.flush);
      await l.beat(tot);
    }
    expect(await l.credited()).toBe(120);
  });

  it('never adds up two tabs of the same course', async () => {
    const l = await learner();
    const tabA = await l.start();
    const tabB = await l.start('_root');
    for (let i = 0; i < 6; i++) {
      await after(15, l.flush);
      await l.beat(i % 2 === 0 ? tabA : tabB);
    }
    expect(await l.credited()).toBe(90);
  });

  it('never adds up two courses open at once', async () => {
    const user = await createUser(t);
    const a = await importFixtureCourse(t, user.id);
    const b = await importFixtureCourse(t, user.id);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const totA = (await client.post('/api/tot/start', { learningComponentId: a.id('intro'), name: 'a' })).json().timeOnTaskId;
    const totB = (await client.post('/api/tot/start', { learningComponentId: b.id('intro'), name: 'b' })).json().timeOnTaskId;
    for (let i = 0; i < 4; i++) {
      await after(10, () => t.app.seatTime.coalescer.flush());
      await client.post('/api/tot/update', { timeOnTaskId: totA, currentProductId: a.lp.id });
      await client.post('/api/tot/update', { timeOnTaskId: totB, currentProductId: b.lp.id });
    }
    await t.app.seatTime.coalescer.flush();
    const total = await t.database.db.execute(
      sql`select coalesce(sum(total_ms), 0)::int as ms from seat_time_chain where learner_product_id in (${a.lp.id}, ${b.lp.id})`,
    );
    expect(Number((total as unknown as { rows: { ms: number }[] }).rows[0]?.ms) / 1000).toBe(40);
  });

  it('credits nothing for a gap longer than the heartbeat allows, and nothing for the first beat after idle', async () => {
    const l = await learner();
    const tot = await l.start();
    await after(30, l.flush);
    await l.beat(tot);
    await after(600, l.flush);
    await l.beat(tot);
    expect(await l.credited()).toBe(30);
    await after(30, l.flush);
    await l.beat(tot);
    expect(await l.credited()).toBe(60);
    // Idle: the next beat vouches for nothing before it, even within the heartbeat period.
    expect((await l.client.post(`/api/tot/idle/${l.course.lp.id}`)).statusCode).toBe(200);
    await after(10, l.flush);
    await l.beat(tot);
    expect(await l.credited()).toBe(60);
    await after(30, l.flush);
    await l.beat(tot);
    expect(await l.credited()).toBe(90);
  });

  it('ignores client timestamps', async () => {
    const l = await learner();
    const tot = await l.start();
    await after(10, l.flush);
    await l.beat(tot, { timestamp: '2020-01-01T00:00:00Z', secondsElapsed: 99999, clientTime: 1 });
    expect(await l.credited()).toBe(10);
  });

  it('stops crediting at the daily maximum, raises Max Time once, and resumes the next course day', async () => {
    const l = await learner({
      SC_SEAT_TIME_MAX_DAILY_MINUTES: '1',
      SC_SEAT_TIME_TIME_ZONE: 'America/Chicago',
      SC_SEAT_TIME_MAX_POPUP_MESSAGE: 'Texas allows 1 minute a day.',
    });
    // 23:58:30 in Chicago (UTC-6 in January).
    t.clock.set('2026-01-06T05:58:30Z');
    const tot = await l.start();
    const notices: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      await after(30, l.flush);
      notices.push((await l.beat(tot)).maxTimeHit);
    }
    // 60 s credited, the third beat (after midnight) belongs to the next day.
    expect(await l.credited()).toBe(90);
    t.clock.set('2026-01-06T06:30:00Z');
    await l.beat(tot);
    for (let i = 0; i < 4; i++) {
      await after(30, l.flush);
      notices.push((await l.beat(tot)).maxTimeHit);
    }
    expect(await l.credited()).toBe(90 + 30);
    expect(notices.filter(Boolean)).toHaveLength(1);
    const rows = await t.database.db.execute(
      sql`select to_char(day, 'YYYY-MM-DD') as day, credited_ms from seat_time_daily where learner_product_id = ${l.course.lp.id} order by day`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { day: '2026-01-05', credited_ms: 60_000 },
      { day: '2026-01-06', credited_ms: 60_000 },
    ]);
    t.clock.set(new Date());
  });
});

// Issue 14, part 12: seat time credited that nobody studied. Each case failed before the rule of decision 0056.
describe('seat time credits only what the server can vouch for', () => {
  it('credits nothing for the first beat after a gap with no idle call (a hidden tab, a sleeping laptop)', async () => {
    const l = await learner();
    const tot = await l.start();
    await after(30, l.flush);
    await l.beat(tot);
    await after(30, l.flush);
    await l.beat(tot);
    // The tab is hidden for ten minutes: no beats, no idle call. The beat after it vouches for nothing before it.
    await after(600, l.flush);
    await l.beat(tot);
    await after(30, l.flush);
    await l.beat(tot);
    expect(await l.credited()).toBe(90);
  });

  it('credits nothing for a gap inside one flush window either', async () => {
    const l = await learner();
    const tot = await l.start();
    // No flush between these beats: the coalescer must not bridge the 570 s nobody vouched for.
    t.clock.advance(30_000);
    await l.beat(tot);
    t.clock.advance(600_000);
    await l.beat(tot);
    t.clock.advance(30_000);
    await l.beat(tot);
    expect(await l.credited()).toBe(60);
  });

  it('credits the gap before a page opens to nobody, not to the page being opened', async () => {
    const user = await createUser(t);
    const x = await importFixtureCourse(t, user.id);
    const y = await importFixtureCourse(t, user.id);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const flush = () => t.app.seatTime.coalescer.flush();
    const totX = (await client.post('/api/tot/start', { learningComponentId: x.id('intro'), name: 'x' })).json().timeOnTaskId;
    await after(30, flush);
    await client.post('/api/tot/update', { timeOnTaskId: totX, currentProductId: x.lp.id });
    // 30 s spent elsewhere, then course Y opens and is studied for 30 s.
    await after(30, flush);
    const totY = (await client.post('/api/tot/start', { learningComponentId: y.id('intro'), name: 'y' })).json().timeOnTaskId;
    await after(30, flush);
    await client.post('/api/tot/update', { timeOnTaskId: totY, currentProductId: y.lp.id });
    await flush();
    const totals = await t.database.db.execute(
      sql`select learner_product_id as lp, total_ms as ms from seat_time_chain where learner_product_id in (${x.lp.id}, ${y.lp.id}) order by 1`,
    );
    expect((totals as unknown as { rows: { lp: number; ms: number }[] }).rows.map((r) => Number(r.ms) / 1000)).toEqual([30, 30]);
  });

  it('credits a page opened in the same course from its start call only', async () => {
    const l = await learner();
    const home = await l.start('_root');
    await after(30, l.flush);
    await l.beat(home);
    // 20 s later the learner opens the introduction (the 20 s on home have no closing beat), then studies it 30 s.
    await after(20, l.flush);
    const intro = await l.start('intro');
    await after(30, l.flush);
    await l.beat(intro);
    expect(await l.credited()).toBe(60);
  });

  it('counts a start call as activity: it ends an idle spell', async () => {
    const l = await learner();
    const home = await l.start('_root');
    await after(30, l.flush);
    await l.beat(home);
    expect((await l.client.post(`/api/tot/idle/${l.course.lp.id}`)).statusCode).toBe(200);
    await after(300, l.flush);
    const intro = await l.start('intro');
    await after(30, l.flush);
    await l.beat(intro);
    expect(await l.credited()).toBe(60);
  });

  it('refuses POST api/tot/start for a node the progression engine locks, and credits it nothing', async () => {
    const l = await learner();
    // The unit comes after the course introduction, which is not complete: the unit and all under it are locked.
    const res = await l.client.post('/api/tot/start', { learningComponentId: l.course.id('unit/intro'), name: 'locked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NODE_LOCKED');
    const records = await t.database.db.execute(
      sql`select count(*)::int as n from time_on_task where learner_product_id = ${l.course.lp.id}`,
    );
    expect((records as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await after(5, l.flush);
    expect(await l.credited()).toBe(0);
  });

  it('names the course day with the Max Time notice, from the course calendar, not the browser’s', async () => {
    // 23:58 on 2026-11-25 in Paris: the notice is for the 25th.
    t.clock.set('2026-11-25T22:58:00Z');
    const l = await learner({ SC_SEAT_TIME_MAX_DAILY_MINUTES: '1', SC_SEAT_TIME_TIME_ZONE: 'Europe/Paris' });
    const tot = await l.start();
    const replies: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      await after(30, l.flush);
      replies.push(await l.beat(tot));
    }
    expect(replies.at(-1)).toEqual({ maxTimeHit: true, popUpMessage: expect.any(String), day: '2026-11-25' });
    // 23:10 on the 25th in UTC (and still the 25th in any browser west of it) is 2026-11-26 in Paris: the
    // course's day is the one the client must remember the notice for.
    await l.flush();
    t.clock.set('2026-11-25T23:10:00Z');
    await l.beat(tot);
    for (let i = 0; i < 3; i++) {
      await after(30, l.flush);
      replies.push(await l.beat(tot));
    }
    expect(replies.slice(3)).toEqual([
      { maxTimeHit: false, popUpMessage: null },
      { maxTimeHit: false, popUpMessage: null },
      { maxTimeHit: true, popUpMessage: expect.any(String), day: '2026-11-26' },
    ]);
    t.clock.set(new Date());
  });
});

describe('seat-time routes', () => {
  it('answers 404 for another learner’s time-on-task and a node outside one’s products', async () => {
    const a = await learner();
    const b = await learner();
    const totB = await b.start();
    expect((await a.client.post('/api/tot/update', { timeOnTaskId: totB })).statusCode).toBe(404);
    expect((await a.client.post('/api/tot/lesson', { exitedTimeOnTaskId: totB, complete: true })).statusCode).toBe(404);
    expect((await a.client.post('/api/tot/start', { learningComponentId: b.course.id('intro'), name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await a.client.post(`/api/tot/idle/${b.course.lp.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field and 401 without a session', async () => {
    const a = await learner();
    const res = await a.client.post('/api/tot/update', { timeOnTaskId: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('timeOnTaskId');
    expect((await new TestClient(t.app).post('/api/tot/update', { timeOnTaskId: 1 })).statusCode).toBe(401);
  });

  it('chains entries by hash; the verifier finds an edited entry', async () => {
    const l = await learner();
    const tot = await l.start();
    for (let i = 0; i < 3; i++) {
      await after(20, l.flush);
      await l.beat(tot);
    }
    await l.flush();
    expect((await verifyLedger(t.database.db)).filter((p) => p.learnerProductId === l.course.lp.id)).toEqual([]);
    const entries = await t.database.db.select().from(seatTimeLedger).where(eq(seatTimeLedger.learnerProductId, l.course.lp.id));
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    await t.database.db
      .update(seatTimeLedger)
      .set({ creditedMs: 3_600_000 })
      .where(eq(seatTimeLedger.id, entries[1]?.id ?? 0));
    const problems = (await verifyLedger(t.database.db)).filter((p) => p.learnerProductId === l.course.lp.id);
    expect(problems).toEqual([expect.objectContaining({ seq: 2, problem: 'hash mismatch' })]);
  });

  it('loses at most the flush window (and the interval its beats opened) when the process dies, and never credits twice', async () => {
    const l = await learner();
    const tot = await l.start();
    await after(30, l.flush);
    await l.beat(tot);
    await l.flush();
    await after(30, l.flush);
    await l.beat(tot);
    // The process dies: the pending beat is dropped without a flush.
    // (What a new process has: no pending beats and no learner slots.)
    const memory = t.app.seatTime.coalescer as unknown as { pending: unknown[]; slots: Map<number, unknown> };
    memory.pending = [];
    memory.slots.clear();
    expect(await l.credited()).toBe(30);
    // A new process picks up. The lost beat was the evidence the next one would close an interval on: 60 s since
    // the last evidence the server kept is more than a heartbeat allows, so that beat credits nothing.
    t.clock.advance(30_000);
    await l.beat(tot);
    expect(await l.credited()).toBe(30);
    t.clock.advance(30_000);
    await l.beat(tot);
    expect(await l.credited()).toBe(60);
  });
});
