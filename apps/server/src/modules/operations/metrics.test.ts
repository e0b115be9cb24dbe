import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Authority } from '@continuum/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

const PROMTOOL = '/usr/bin/promtool';
/** prom-client's default gauges whose names end in _total (its choice, which promtool's lint remarks on). */
const PROM_CLIENT_OWN = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];
const TOKEN = 'scraper-token-0123456789abcdef0123456789';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics/prometheus', headers: authorization ? { authorization } : {} });

describe('GET metrics/metrics and /metrics/prometheus', () => {
  it('counts requests by route template, never by raw URL', async () => {
    await admin.get('/api/persons/nobody0000');
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_server_request_duration_seconds_count\{[^}]*route="\/api\/persons\/:login"[^}]*status="404"/);
    expect(res.body).not.toContain('nobody0000');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('nodejs_gc_duration_seconds');
  });

  it('is text a real Prometheus parser accepts (promtool check metrics)', async () => {
    // Installed by `npm test` (scripts/lib/promtool.mjs); a missing parser is a failure, not a skip.
    expect(existsSync(PROMTOOL), 'promtool missing: run node scripts/lib/promtool.mjs').toBe(true);
    const res = await scrape(`Bearer ${TOKEN}`);
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: res.body, encoding: 'utf8' });
    // A parse error exits 1 with 'error while linting' (seen with a broken line). Lint advice is printed too, one
    // line per metric: the only advice allowed is about three gauges prom-client itself names with _total.
    expect(check.error).toBeUndefined();
    expect(check.stderr).not.toContain('error while linting');
    const advice = `${check.stdout}\n${check.stderr}`.split('\n').filter((line) => line.trim() !== '');
    const ours = advice.filter((line) => !PROM_CLIENT_OWN.some((name) => line.startsWith(`${name} `)));
    expect(ours).toEqual([]);
    expect(check.status === 0 || advice.length > 0).toBe(true);
  });

  it('answers the JSON of every metric to an administrator', async () => {
    const res = await admin.get('/metrics/metrics');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string }[]).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['http_server_request_duration_seconds', 'process_cpu_seconds_total']));
  });

  it('shows the heartbeat coalescer: learners pending, then the lag and size of the flush that wrote them', async () => {
    const sample = async (name: string) => {
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
      return Number(line?.split(' ').pop());
    };
    const before = await sample('seat_time_coalescer_lag_seconds_count');
    const writtenBefore = await sample('seat_time_coalescer_learners_written_total');
    const user = await createUser(t);
    const course = await importFixtureCourse(t, user.id);
    const learner = new TestClient(t.app);
    await learner.signIn(user.login, user.password);
    const tot = (await learner.post('/api/tot/start', { learningComponentId: course.id('intro'), name: 'Introduction' })).json()
      .timeOnTaskId as number;
    await t.app.seatTime.coalescer.flush();
    t.clock.advance(30_000);
    expect((await learner.post('/api/tot/update', { timeOnTaskId: tot, currentProductId: course.lp.id })).statusCode).toBe(200);
    expect(await sample('seat_time_coalescer_pending_learners')).toBeGreaterThanOrEqual(1);
    await t.app.seatTime.coalescer.flush();
    expect(await sample('seat_time_coalescer_lag_seconds_count')).toBeGreaterThan(before);
    expect(await sample('seat_time_coalescer_learners_written_total')).toBeGreaterThanOrEqual(writtenBefore + 1);
    expect(await sample('seat_time_coalescer_lag_seconds_sum')).toBeGreaterThan(0);
  });

  it('refuses a wrong token, a learner and nobody', async () => {
    expect((await scrape('Bearer wrong-token')).statusCode).toBe(401);
    expect((await scrape()).statusCode).toBe(401);
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    expect((await client.get('/metrics/prometheus')).statusCode).toBe(403);
    expect((await client.get('/metrics/metrics')).statusCode).toBe(403);
    expect((await admin.get('/metrics/prometheus')).statusCode).toBe(200);
  });
});
