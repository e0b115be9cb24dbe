// Scale-out, proven (decision 0058): two instances of the built server on one PostgreSQL behind Debian's nginx.
// PostgreSQL only: PGlite is an embedded, single-process database, so two instances cannot share one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client.js';
import {
  authSessions,
  examAttemptQuestions,
  examAttempts,
  learnerProducts,
  seatTimeLedger,
} from '../apps/server/src/platform/db/schema/index.js';
import { CORRECT, importExamCourse, WRONG } from '../apps/server/src/test/exam-fixture.js';
import { createUser, type TestApp } from '../apps/server/src/test/harness.js';
import { NGINX } from '../scripts/lib/nginx.mjs';
import { type Balancer, startBalancer } from './support/balancer.js';
import { HttpClient } from './support/http-client.js';
import { freePort, Instance } from './support/instances.js';

const DATABASE_URL = process.env.DATABASE_URL;
/** Sign-ins per minute per client address; the whole file signs in far fewer times than this. */
const RATE_LIMIT = 30;
const root = new URL('..', import.meta.url).pathname;

/** The test's own database beside DATABASE_URL's (the server tests empty that one and run in parallel). */
function scaleDatabaseUrl(url: string): { url: string; name: string } {
  const u = new URL(url);
  const name = `${u.pathname.slice(1) || 'postgres'}_scale`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`DATABASE_URL's database name must be plain, got ${name}`);
  u.pathname = `/${name}`;
  return { url: u.toString(), name };
}

describe.skipIf(!DATABASE_URL)('two instances on one PostgreSQL behind nginx (skipped on PGlite: one process only)', () => {
  let database: Database;
  let balancer: Balancer;
  let a: Instance;
  let b: Instance;
  let fixture: TestApp;
  let course: Awaited<ReturnType<typeof importExamCourse>>;
  const dirs: string[] = [];

  async function learner() {
    const user = await createUser(fixture);
    const [lp] = await database.db
      .insert(learnerProducts)
      .values({ userId: user.id, productId: course.productId, status: 'IN_PROGRESS', createdAt: new Date() })
      .returning();
    if (!lp) throw new Error('enrol failed');
    return { user, lp, client: new HttpClient() };
  }

  async function signIn(client: HttpClient, base: string, login: string, password: string) {
    const res = await client.post(base, '/api/authentication', { username: login, password, rememberMe: false });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
    return res;
  }

  beforeAll(async () => {
    const started = Date.now();
    if (!existsSync(NGINX)) {
      const res = spawnSync(process.execPath, [join(root, 'scripts/lib/nginx.mjs')], { stdio: 'inherit' });
      if (res.status !== 0) throw new Error('nginx is missing and could not be installed');
    }
    // The built server, as deployed (npm test builds it first; a lone run builds it when missing or stale).
    const build = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import('./scripts/lib/setup.mjs').then((m) => m.ensureBuilt())"],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('building the server failed');

    const scale = scaleDatabaseUrl(DATABASE_URL as string);
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${scale.name} with (force)`);
    await admin.query(`create database ${scale.name}`);
    await admin.end();

    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    const storageDir = mkdtempSync(join(tmpdir(), 'continuum-scale-storage-'));
    dirs.push(storageDir);
    const env = (name: string): Record<string, string> => {
      const dataDir = mkdtempSync(join(tmpdir(), `continuum-scale-${name}-`));
      dirs.push(dataDir);
      return {
        NODE_ENV: 'production',
        DATABASE_URL: scale.url,
        // Shared by both: CSRF tokens minted by one instance are checked by the other.
        SESSION_SECRET: 'scale-out-test-secret-0123456789abcdef',
        PUBLIC_URL: `http://127.0.0.1:${portLb}`,
        DATA_DIR: dataDir,
        // Shared as S3 would be: course files written by one instance are read by the other.
        STORAGE_DIR: storageDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: String(RATE_LIMIT),
        // The balancer's address: its X-Forwarded-For names the client.
        TRUST_PROXY: '127.0.0.1',
      };
    };
    a = new Instance('instance A', portA as number, env('a'));
    b = new Instance('instance B', portB as number, env('b'));
    // Started together on an empty database: they take turns to migrate (main.ts's start-up lock).
    await Promise.all([a.start(), b.start()]);
    balancer = await startBalancer(portLb as number, [a.port, b.port]);

    database = await openDatabase({ url: scale.url });
    fixture = { database, clock: systemClock } as unknown as TestApp;
    course = await importExamCourse(fixture);
    console.log(`scale-out set-up: ${Date.now() - started} ms`);
  });

  afterAll(async () => {
    await balancer?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('signs in on one instance and serves the session from the other; the balancer uses both', async () => {
    const { user, client } = await learner();
    const signed = await signIn(client, a.url, user.login, user.password);
    expect(signed.body).toMatchObject({ login: user.login });
    const onB = await client.get(b.url, '/api/account');
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ login: user.login });
    // A state-changing call on B with the CSRF token A issued (SESSION_SECRET is shared).
    const saved = await client.post(b.url, '/api/account', { ...(onB.body as object), firstName: 'Scaled' });
    expect(saved.status).toBe(200);

    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await client.get(balancer.url, '/api/account');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ login: user.login, firstName: 'Scaled' });
      upstreams.add(res.upstream ?? '');
    }
    expect([...upstreams].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
  });

  it("records the client's address behind the balancer, and only the balancer's X-Forwarded-For is believed", async () => {
    const { user } = await learner();
    // The newest session's address (a sign-in ends the account's other sessions: CONCURRENT_LOGINS=expire).
    const newest = async () =>
      (
        await database.db
          .select({ ip: authSessions.ipAddress })
          .from(authSessions)
          .where(eq(authSessions.userId, user.id))
          .orderBy(desc(authSessions.createdAt))
          .limit(1)
      )[0]?.ip;
    // Through nginx from 127.0.0.2, with a forged header nginx replaces.
    await signIn(
      new HttpClient({ localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      balancer.url,
      user.login,
      user.password,
    );
    expect(await newest()).toBe('127.0.0.2');
    // Straight to an instance from 127.0.0.3: an untrusted peer's X-Forwarded-For is ignored.
    await signIn(
      new HttpClient({ localAddress: '127.0.0.3', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      b.url,
      user.login,
      user.password,
    );
    expect(await newest()).toBe('127.0.0.3');
  });

  it('sees a sign-out on one instance on the other within the 2 s revocation poll', async () => {
    const { user, client } = await learner();
    await signIn(client, a.url, user.login, user.password);
    // B caches the session now; keep the cookies a stolen copy would have.
    expect((await client.get(b.url, '/api/account')).status).toBe(200);
    const copy = new HttpClient();
    for (const [k, v] of client.cookies) copy.cookies.set(k, v);
    expect((await client.post(a.url, '/api/logout')).status).toBe(200);
    expect((await copy.get(a.url, '/api/account')).status).toBe(401);
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < 5_000) {
      status = (await copy.get(b.url, '/api/account')).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    const seenAfter = Date.now() - revokedAt;
    console.log(`revocation seen by the other instance after ${seenAfter} ms`);
    expect(status).toBe(401);
    // The poll runs every 2 s; 1.5 s more for a loaded machine's late timer and the query itself.
    expect(seenAfter).toBeLessThan(2_000 + 1_500);
  });

  it('credits seat time once for heartbeats spread over both instances', async () => {
    const { user, lp, client } = await learner();
    await signIn(client, balancer.url, user.login, user.password);
    const before = Date.now();
    const start = await client.post(balancer.url, '/api/tot/start', { learningComponentId: course.id('unit-exam') });
    expect(start.status).toBe(200);
    const tot = (start.body as { timeOnTaskId: number }).timeOnTaskId;
    const beat = () => client.post(balancer.url, '/api/tot/update', { timeOnTaskId: tot, currentProductId: lp.id });
    const upstreams = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const res = await beat();
      expect(res.status).toBe(200);
      upstreams.add(res.upstream ?? '');
    }
    // Then beats at once on both instances: the same wall-clock time seen by two coalescers.
    const burst = await Promise.all(Array.from({ length: 20 }, beat));
    for (const res of burst) {
      expect(res.status).toBe(200);
      upstreams.add(res.upstream ?? '');
    }
    const after = Date.now();
    expect(upstreams.size).toBe(2);
    await new Promise((r) => setTimeout(r, 500)); // both instances flush every 100 ms
    const [row] = await database.db
      .select({ ms: sql<number>`coalesce(sum(${seatTimeLedger.creditedMs}), 0)::int`, entries: sql<number>`count(*)::int` })
      .from(seatTimeLedger)
      .where(eq(seatTimeLedger.learnerProductId, lp.id));
    const credited = row?.ms ?? 0;
    console.log(`seat time: ${credited} ms credited for ${after - before} ms of heartbeats (${row?.entries} ledger entries)`);
    // Never more than the wall-clock time the beats spanned (a double credit would be about twice that) ...
    expect(credited).toBeLessThanOrEqual(after - before);
    // ... and not less than the time between the first beat and the last sequential one, minus scheduling slack.
    expect(credited).toBeGreaterThanOrEqual(12 * 200 - 300);
  });

  it('continues an exam attempt started on one instance on the other, and each sees the other’s writes', async () => {
    const { user, lp, client } = await learner();
    await signIn(client, a.url, user.login, user.password);
    const examId = course.id('unit-exam');
    const flow = (base: string, call: string, body: Record<string, unknown>) =>
      client.post(base, `/api/exam/${call}`, { assessmentId: examId, learnerProductId: lp.id, ...body });

    const started = await flow(a.url, 'nextQuestion', {});
    expect(started.status).toBe(200);
    const pa = (started.body as { personAssessmentId: number }).personAssessmentId;
    const onB = await flow(b.url, 'saveQuestion', { personAssessmentId: pa, currentQuestionNum: 1, userAnswer: CORRECT });
    expect(onB.body).toMatchObject({ personAssessmentId: pa, currentQuestionNum: 1, answeredQuestions: [1] });
    // A holds the attempt's facts in its cache (decision 0047) and still sees B's answer.
    const onA = await flow(a.url, 'nextQuestion', { personAssessmentId: pa, currentQuestionNum: 2, userAnswer: WRONG });
    expect(onA.body).toMatchObject({ currentQuestionNum: 3, answeredQuestions: [1, 2] });
    const nextB = await flow(b.url, 'nextQuestion', { personAssessmentId: pa, currentQuestionNum: 3, userAnswer: CORRECT });
    expect(nextB.body).toMatchObject({ currentQuestionNum: 4, answeredQuestions: [1, 2, 3] });
    const lastA = await flow(a.url, 'saveQuestion', { personAssessmentId: pa, currentQuestionNum: 4, userAnswer: CORRECT });
    expect(lastA.body).toMatchObject({ currentQuestionNum: 4, answeredQuestions: [1, 2, 3, 4] });

    const finished = await client.post(b.url, `/api/exam/finish/${pa}`);
    expect(finished.status).toBe(200);
    // A's cached facts do not let a save into the attempt B finished.
    const late = await flow(a.url, 'saveQuestion', { personAssessmentId: pa, currentQuestionNum: 2, userAnswer: CORRECT });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'EXAM_ALREADY_FINISHED' });

    const answers = await database.db
      .select({ answer: examAttemptQuestions.userAnswer })
      .from(examAttemptQuestions)
      .where(eq(examAttemptQuestions.attemptId, pa))
      .orderBy(examAttemptQuestions.position);
    expect(answers.map((r) => r.answer)).toEqual([CORRECT, WRONG, CORRECT, CORRECT]);
    const [attempt] = await database.db.select().from(examAttempts).where(eq(examAttempts.id, pa));
    expect(attempt).toMatchObject({ numCorrect: 3, passed: true });
  });

  it('restarts each instance in turn under load with no failed request', async () => {
    const workers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const w = await learner();
        await signIn(w.client, balancer.url, w.user.login, w.user.password);
        const tot = await w.client.post(balancer.url, '/api/tot/start', { learningComponentId: course.id('unit-exam') });
        return { ...w, tot: (tot.body as { timeOnTaskId: number }).timeOnTaskId };
      }),
    );
    let running = true;
    const results: { status: number; upstream: string | null; what: string }[] = [];
    const load = workers.map(async (w, i) => {
      for (let n = 0; running; n++) {
        const what = n % 2 === 0 ? 'GET /api/account' : 'POST /api/tot/update';
        const res =
          n % 2 === 0
            ? await w.client
                .get(balancer.url, '/api/account')
                .catch((e: Error) => ({ status: 0, upstream: null, text: e.message }))
            : await w.client
                .post(balancer.url, '/api/tot/update', { timeOnTaskId: w.tot, currentProductId: w.lp.id })
                .catch((e: Error) => ({ status: 0, upstream: null, text: e.message }));
        results.push({
          status: res.status,
          upstream: res.upstream,
          what: `${what} (worker ${i}) ${res.status === 200 ? '' : res.text.slice(0, 200)}`,
        });
        await new Promise((r) => setTimeout(r, 40));
      }
    });
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const t0 = Date.now();
    await pause(500);
    for (const instance of [a, b]) {
      expect(await instance.stop()).toEqual({ code: 0, signal: null });
      await pause(300);
      await instance.start();
      // As a rolling deploy does: the next instance goes down only once the balancer sends this one requests
      // again (nginx tries an instance that refused a connection again after fail_timeout, 1 s).
      const back = results.length;
      const address = `127.0.0.1:${instance.port}`;
      const deadline = Date.now() + 10_000;
      while (!results.slice(back).some((r) => r.status === 200 && r.upstream === address) && Date.now() < deadline) {
        await pause(50);
      }
    }
    await pause(500);
    running = false;
    await Promise.all(load);
    const failed = results.filter((r) => r.status !== 200);
    const byUpstream = new Map<string, number>();
    for (const r of results) byUpstream.set(r.upstream ?? '', (byUpstream.get(r.upstream ?? '') ?? 0) + 1);
    console.log(
      `rolling restart: ${results.length} requests in ${Date.now() - t0} ms, ${failed.length} failed; by upstream: ${JSON.stringify(Object.fromEntries(byUpstream))}`,
    );
    if (failed.length > 0) console.log(balancer.errorLog());
    expect(failed.map((r) => r.what)).toEqual([]);
    expect(results.length).toBeGreaterThan(200);
  }, 120_000);

  it('counts sign-in attempts against one limit across both instances (rate limits are stored in PostgreSQL)', async () => {
    const client = new HttpClient();
    const attempt = (base: string) =>
      client.post(base, '/api/authentication', { username: 'nobody-scale', password: 'wrong-password', rememberMe: false });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      const [onA, onB] = await Promise.all([attempt(a.url), attempt(b.url)]);
      statuses.push(onA.status, onB.status);
    }
    const allowed = statuses.filter((s) => s !== 429).length;
    // One shared count: at most RATE_LIMIT attempts pass in all (per-process counters would let about twice through).
    expect(allowed).toBeLessThanOrEqual(RATE_LIMIT);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
