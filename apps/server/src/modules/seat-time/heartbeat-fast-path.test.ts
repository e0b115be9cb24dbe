import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRules } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

// app.inject() enters Fastify directly, so these tests send real HTTP to a listening server: the only way in
// to the fast path. Which path answered is read from the request log (Fastify logs each request it routes;
// the fast path logs none).
const lines: string[] = [];
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { write: (line) => lines.push(line) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
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
  const timeOnTaskId = (await client.post('/api/tot/start', { learningComponentId: course.id('intro'), name: 'intro' })).json()
    .timeOnTaskId as number;
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = client.cookies.get('XSRF-TOKEN') ?? '';
  return { client, course, timeOnTaskId, cookie, xsrf };
}

/** POSTs api/tot/update over the network; `routedByFastify` tells whether Fastify saw the request. */
async function beat(headers: Record<string, string>, body: string) {
  const before = lines.length;
  const res = await fetch(`${base}/api/tot/update`, { method: 'POST', headers, body });
  const text = await res.text();
  const routedByFastify = lines.slice(before).some((l) => l.includes('/api/tot/update'));
  return { res, text, routedByFastify };
}

const json = { 'content-type': 'application/json' };

describe('heartbeat fast path (POST api/tot/update over HTTP)', () => {
  it('answers a signed-in learner with a valid CSRF token outside Fastify, with the API headers, and credits the beat', async () => {
    const l = await learner();
    const body = JSON.stringify({ timeOnTaskId: l.timeOnTaskId, currentProductId: l.course.lp.id });
    const fast = await beat({ ...json, cookie: l.cookie, 'x-xsrf-token': l.xsrf }, body);
    expect(fast.routedByFastify).toBe(false);
    expect(fast.res.status).toBe(200);
    expect(JSON.parse(fast.text)).toEqual({ maxTimeHit: false, popUpMessage: null });
    expect(fast.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(fast.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fast.res.headers.get('cache-control')).toBe('no-store');
    expect(fast.res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(fast.res.headers.get('set-cookie')).toBeNull();
    // The same request through Fastify (inject) answers the same body.
    const slow = await l.client.post('/api/tot/update', JSON.parse(body));
    expect(slow.json()).toEqual(JSON.parse(fast.text));
    // Both beats reached the coalescer: 30 s later a beat credits the time since them.
    await t.app.seatTime.coalescer.flush();
    t.clock.advance(30_000);
    expect((await beat({ ...json, cookie: l.cookie, 'x-xsrf-token': l.xsrf }, body)).res.status).toBe(200);
    const progress = await l.client.get(`/api/product/${l.course.lp.id}/progress`);
    expect(progress.statusCode).toBe(200);
    await t.app.seatTime.coalescer.flush();
    const after = await l.client.get(`/api/product/${l.course.lp.id}/progress`);
    expect(after.json().secondsCompleted + after.json().minutesCompleted * 60).toBeGreaterThanOrEqual(30);
  });

  it('leaves to Fastify whatever it cannot answer exactly as the route would: no session, bad CSRF, another content type', async () => {
    const l = await learner();
    const body = JSON.stringify({ timeOnTaskId: l.timeOnTaskId });
    const anonymous = await beat(json, body);
    expect(anonymous.routedByFastify).toBe(true);
    expect(anonymous.res.status).toBe(401);

    const badCsrf = await beat({ ...json, cookie: l.cookie, 'x-xsrf-token': `${l.xsrf}x` }, body);
    expect(badCsrf.routedByFastify).toBe(true);
    expect(badCsrf.res.status).toBe(403);
    expect(JSON.parse(badCsrf.text).code).toBe('CSRF_INVALID');

    const noHeader = await beat({ ...json, cookie: l.cookie }, body);
    expect(noHeader.routedByFastify).toBe(true);
    expect(noHeader.res.status).toBe(403);

    const text = await beat({ 'content-type': 'text/plain', cookie: l.cookie, 'x-xsrf-token': l.xsrf }, body);
    expect(text.routedByFastify).toBe(true);
    expect(text.res.status).toBe(400); // Fastify reads text/plain as a string, which fails the schema
  });

  it('answers malformed bodies with the same 400 as every route, naming the field', async () => {
    const l = await learner();
    const headers = { ...json, cookie: l.cookie, 'x-xsrf-token': l.xsrf };
    const fast = await beat(headers, JSON.stringify({ timeOnTaskId: 'abc' }));
    expect(fast.routedByFastify).toBe(false);
    expect(fast.res.status).toBe(400);
    const slow = await l.client.post('/api/tot/update', { timeOnTaskId: 'abc' });
    expect(slow.statusCode).toBe(400);
    expect(JSON.parse(fast.text)).toEqual(slow.json());
    expect(JSON.parse(fast.text).fieldErrors[0].field).toBe('timeOnTaskId');

    const broken = await beat(headers, '{"timeOnTaskId": 1');
    expect(broken.res.status).toBe(400);
    expect(JSON.parse(broken.text).code).toBe('BAD_REQUEST');
  });

  it("answers 404 for another learner's time-on-task record", async () => {
    const owner = await learner();
    const other = await learner();
    const res = await beat(
      { ...json, cookie: other.cookie, 'x-xsrf-token': other.xsrf },
      JSON.stringify({ timeOnTaskId: owner.timeOnTaskId }),
    );
    expect(res.routedByFastify).toBe(false);
    expect(res.res.status).toBe(404);
    expect(JSON.parse(res.text).code).toBe('NOT_FOUND');
  });

  it('raises the max-time notice once a day, as the route does, when the daily maximum is reached', async () => {
    const l = await learner({ SC_SEAT_TIME_MAX_DAILY_MINUTES: '1', SC_SEAT_TIME_MAX_POPUP_MESSAGE: 'One minute a day.' });
    const body = JSON.stringify({ timeOnTaskId: l.timeOnTaskId, currentProductId: l.course.lp.id });
    const replies: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      await t.app.seatTime.coalescer.flush();
      t.clock.advance(30_000);
      const r = await beat({ ...json, cookie: l.cookie, 'x-xsrf-token': l.xsrf }, body);
      expect(r.routedByFastify).toBe(false);
      expect(r.res.status).toBe(200);
      replies.push(JSON.parse(r.text));
    }
    // 60 s are credited by the second beat's flush; the third beat is the first to see the maximum reached.
    expect(replies).toEqual([
      { maxTimeHit: false, popUpMessage: null },
      { maxTimeHit: false, popUpMessage: null },
      { maxTimeHit: true, popUpMessage: 'One minute a day.', day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      { maxTimeHit: false, popUpMessage: null },
    ]);
  });

  it('stops answering a session once it is signed out', async () => {
    const l = await learner();
    const body = JSON.stringify({ timeOnTaskId: l.timeOnTaskId });
    expect((await beat({ ...json, cookie: l.cookie, 'x-xsrf-token': l.xsrf }, body)).res.status).toBe(200);
    expect((await l.client.post('/api/logout')).statusCode).toBeLessThan(300);
    const after = await beat({ ...json, cookie: l.cookie, 'x-xsrf-token': l.xsrf }, body);
    expect(after.routedByFastify).toBe(true);
    expect(after.res.status).toBe(401);
  });
});
