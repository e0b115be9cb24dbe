import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFixtureCourse } from './course-fixture.js';
import { importExamCourse } from './exam-fixture.js';
import { injectOptions, requestsFor } from './fuzz/route-requests.js';
import { createTestApp, createUser, type TestApp, TestClient } from './harness.js';

/**
 * The standing check of decision 0051: every route, fed requests derived from its own zod schemas and
 * made hostile (ids past int4, NUL, lone surrogates, wrong types, broken JSON, odd path segments), never
 * answers 5xx, and the server is healthy afterwards. FUZZ_RUNS sets requests per route (npm run fuzz),
 * FUZZ_SEED replays a run; the seed is printed when a route fails. FUZZ_LOG names a file that receives every
 * 5xx request (for counting classes).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let t: TestApp;
let learner: TestClient;
let anonymous: TestClient;
let login: { login: string; password: string };
let lpId = 0;
const ids: number[] = [];
const figures = { requests: 0, routes: 0, ms: 0, byStatus: new Map<number, number>(), slowest: [] as [string, number][] };

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t);
  login = { login: user.login, password: user.password };
  const course = await importFixtureCourse(t, user.id);
  const exams = await importExamCourse(t);
  const { learnerProducts } = await import('../platform/db/schema/index.js');
  const [examLp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId: exams.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  lpId = course.lp.id;
  ids.push(user.id, course.lp.id, course.productId, exams.productId, examLp?.id ?? 1);
  for (const key of ['unit-exam', 'final']) ids.push(course.id(key), exams.id(key));
  learner = new TestClient(t.app);
  await learner.signIn(login.login, login.password);
  const tot = await learner.post('/api/tot/start', { learningComponentId: course.id('unit-exam'), name: 'fuzz' });
  if (tot.statusCode === 200) ids.push(tot.json().timeOnTaskId);
  anonymous = new TestClient(t.app, 'fuzz-anonymous');
}, 60_000);

afterAll(async () => {
  const statuses = [...figures.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.info(
    `fuzz: ${figures.requests} requests over ${figures.routes} routes in ${figures.ms} ms (seed ${SEED}, ${RUNS}/route); ${statuses.join(', ')}`,
  );
  const slowest = figures.slowest.sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.info(`fuzz: slowest routes ${slowest.map(([r, ms]) => `${r} ${ms} ms`).join('; ')}`);
  await t?.close();
});

describe('fuzzing every route from its own schemas', () => {
  it('answers no request with 5xx, and stays healthy', async () => {
    const started = performance.now();
    const routes = t.app.routeTable.filter((r) => !(r.method === 'GET' && r.url === '/*'));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const routeStarted = performance.now();
      // Every 5xx is recorded (not only the first) so a run counts them; the route fails after its run.
      const errors: string[] = [];
      await fc.assert(
        fc.asyncProperty(requestsFor(route, { ids }), async (request) => {
          const client = request.anonymous ? anonymous : learner;
          const res = await client.request({ ...injectOptions(request), csrf: true });
          figures.requests++;
          figures.byStatus.set(res.statusCode, (figures.byStatus.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            errors.push(
              `${request.anonymous ? 'anonymous ' : ''}${request.method} ${request.url.slice(0, 160)} ${request.headers['content-type'] ?? ''} ${(request.payload ?? '').slice(0, 160)} -> ${res.statusCode}`,
            );
          }
        }),
        // Each route its own seed (derived from the run's), so routes do not all get the same sample sequence.
        { numRuns: RUNS, seed: SEED + index },
      );
      if (errors.length && process.env.FUZZ_LOG) appendFileSync(process.env.FUZZ_LOG, `${errors.join('\n')}\n`);
      if (errors.length)
        failures.push(`${route.method} ${route.url}: ${errors.length} x 5xx, e.g.\n    ${errors.slice(0, 3).join('\n    ')}`);
      figures.routes++;
      figures.slowest.push([`${route.method} ${route.url}`, Math.round(performance.now() - routeStarted)]);
      // A fuzzed sign-out or session removal ends the learner's session: sign in again for the next route.
      if ((await learner.get('/api/account')).statusCode !== 200) await learner.signIn(login.login, login.password);
    }
    figures.ms = Math.round(performance.now() - started);
    if (failures.length) console.error(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED})\n${failures.join('\n')}`);
    expect(failures, `seed ${SEED}, replay with FUZZ_SEED=${SEED}`).toEqual([]);

    const health = await t.app.inject({ method: 'GET', url: '/management/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'UP' });
    const lp = await learner.get(`/api/product/${lpId}`);
    expect(lp.statusCode).toBe(200);
  }, 600_000);
});
