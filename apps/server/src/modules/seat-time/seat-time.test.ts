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
    const tabB = await l.start('unit/intro');
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

  it('credits only the cap after a long gap, and nothing for the first beat after idle', async () => {
    const l = await learner();
    const tot = await l.start();
    await after(30, l.flush);
    await l.beat(tot);
    await after(600, l.flush);
    await l.beat(tot);
    expect(await l.credited()).toBe(30 + 35);
    expect((await l.client.post(`/api/tot/idle/${l.course.lp.id}`)).statusCode).toBe(200);
    await after(300, l.flush);
    await l.beat(tot);
    expect(await l.credited()).toBe(65);
    await after(30, l.flush);
    await l.beat(tot);
    expect(await l.credited()).toBe(95);
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

  it('loses at most the flush window when the process dies, and never credits twice after restart', async () => {
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
    // A new process picks up: the next beat credits the real gap since the last credited beat, capped.
    t.clock.advance(30_000);
    await l.beat(tot);
    expect(await l.credited()).toBe(65);
  });
});
