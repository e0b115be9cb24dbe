import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

// Issue 14's three examples of crafted input answered 500, and their neighbours (decision 0051).
let t: TestApp;
let client: TestClient;
let lpId: number;
let base: string;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { write: (line) => lines.push(line) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const user = await createUser(t);
  lpId = (await importFixtureCourse(t, user.id)).lp.id;
  client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
});
afterAll(() => t.close());

const fields = (body: string) => (JSON.parse(body).fieldErrors as { field: string }[]).map((f) => f.field);

describe('ids within the database integer range', () => {
  it('answers 400 naming lpId for 2147483648 and 2^53, and 404 for 2147483647', async () => {
    for (const id of ['2147483648', '9007199254740993', '0', '-1', '1.5']) {
      const res = await client.get(`/api/product/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(fields(res.body)).toEqual(['lpId']);
    }
    expect((await client.get('/api/product/2147483647')).statusCode).toBe(404);
    expect((await client.get(`/api/product/${lpId}`)).statusCode).toBe(200);
  });

  it('bounds ids in bodies, queries and composite keys too', async () => {
    const body = await client.post('/api/exam/saveQuestion', { assessmentId: 2147483648 });
    expect(body.statusCode).toBe(400);
    expect(fields(body.body)).toContain('assessmentId');
    const query = await client.get(`/api/proctor/final-exam/code/ABCD1234?learnerProductId=2147483648`);
    expect(query.statusCode).toBe(400);
    expect(fields(query.body)).toEqual(['learnerProductId']);
    const key = await client.post(`/api/progression/start/${lpId}-99999999999`);
    expect(key.statusCode).toBe(400);
  });
});

describe('text without NUL or lone surrogates', () => {
  it('answers 400 naming postText for a NUL in a forum post', async () => {
    const res = await client.post('/api/forum/forumPostUser', { forumId: 1, postText: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(['postText']);
  });

  it('answers 400 naming username for a NUL in the form-encoded sign-in, before any session', async () => {
    const anonymous = new TestClient(t.app);
    const res = await anonymous.request({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%00b&password=secret-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(['username']);
  });

  it('answers 400 naming responseText for a lone surrogate in an assignment answer', async () => {
    const res = await client.post(`/api/assignment/1/lp/${lpId}/lc/1/response`, { responseText: 'x\ud800y' });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(['responseText']);
  });

  it('names fields no schema declares: extra keys, nested values, keys themselves', async () => {
    const res = await client.post('/api/forum/forumPostUser', { forumId: 1, postText: 'ok', extra: { deep: ['\udc00'] } });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(['extra.deep.0']);
    const key = await client.post('/api/forum/forumPostUser', { forumId: 1, postText: 'ok', 'k\u0000': 1 });
    expect(key.statusCode).toBe(400);
  });

  it('answers 4xx, never 5xx, for NUL and broken percent-encoding in path segments and queries', async () => {
    for (const url of [
      '/api/account/sessions/a%00b',
      '/asset-storage/site-asset/download/1/%00',
      '/asset-storage/lesson/1/1/a%00.png',
      '/api/product/%00',
      '/api/product/%ZZ',
      '/api/no-such%00route',
      '/api/forum/1?x=%00',
      '/api/forum/1?x=%ED%A0%80',
    ]) {
      const res = await client.request({ method: url.includes('sessions') ? 'DELETE' : 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('the heartbeat fast path with malformed beats', () => {
  it('answers an out-of-range id itself with the same 400, and leaves a form-encoded beat to Fastify', async () => {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { cookie, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' };
    const json = await fetch(`${base}/api/tot/update`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ timeOnTaskId: 2147483648 }),
    });
    expect(json.status).toBe(400);
    expect(fields(await json.text())).toEqual(['timeOnTaskId']);
    const before = lines.length;
    const form = await fetch(`${base}/api/tot/update`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'timeOnTaskId=1&x=a%00b',
    });
    expect(form.status).toBe(400);
    expect(fields(await form.text())).toEqual(['x']);
    expect(lines.slice(before).some((l) => l.includes('/api/tot/update'))).toBe(true);
  });
});
