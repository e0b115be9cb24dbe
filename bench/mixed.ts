// npm run bench:mixed: N concurrent learners doing what learners do, all at once, against the server on PostgreSQL
// (issue 31, decision 0155). Each learner beats every 30 s and polls notifications every 60 s; the shares in a lesson,
// an exam and a chat open pages, answer, save and poll at the rates of bench/support/mixed-profile.ts; a sixtieth
// signs in each minute. For each N: a fresh database seeded set-based, the server (or two behind nginx with
// --instances 2), a warm-up (every learner's session cached, every exam learner's attempt started), then the mixed
// load open-loop for --duration seconds. Reported per call type: achieved rate, p50/p99, errors; CPU of the server,
// PostgreSQL and the load generator itself; memory of the server and PostgreSQL; the database's size.
// Bounded: loopback only, fixed durations, a drain limit; prints a Markdown table for docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Balancer, startBalancer } from '../e2e/support/balancer.js';
import { ensureNginx } from '../scripts/lib/nginx.mjs';
import { freshDatabase } from './support/bench-db.js';
import { cpuMs, postgresCpuMs } from './support/cpu.js';
import { load } from './support/load.js';
import { type Activity, type Call, type CallStats, runMixed, type Send } from './support/mixed-load.js';
import { PROFILE, ratesFor } from './support/mixed-profile.js';
import {
  CHOICES,
  EXAM_NODE,
  EXAM_QUESTIONS,
  LESSON_NODE,
  type MixedSeed,
  SIGN_IN_PASSWORD,
  seedMixed,
} from './support/mixed-seed.js';
import { runServer, stopServer } from './support/run-server.js';
import { benchXsrfTokens } from './support/xsrf.js';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '10000,30000,100000' },
    duration: { type: 'string', default: '60' },
    instances: { type: 'string', default: '1' },
    connections: { type: 'string', default: '128' },
    /** Users who sign in during the run (each many times over; a sign-in ends none of the learners' sessions). */
    'sign-in-users': { type: 'string', default: '2000' },
    port: { type: 'string', default: '4108' },
    /** With --instances 2: the second instance's port and the balancer's. */
    'second-port': { type: 'string', default: '4119' },
    'balancer-port': { type: 'string', default: '4118' },
    'bench-db': { type: 'string', default: 'h_perf' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const DURATION = Number(args.duration);
const INSTANCES = Number(args.instances);
const SIGN_IN_USERS = Number(args['sign-in-users']);
const P99_GOAL_MS = 100;
const HEARTBEAT_P99_GOAL_MS = 50;
const secret = randomBytes(32).toString('base64url');

/** Resident memory of a process (MiB). */
function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(m?.[1] ?? 0) / 1024);
}

/** PostgreSQL's memory: the proportional set size of all its processes (shared buffers counted once), MiB. */
function postgresPssMiB(): number {
  let kb = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      kb += Number(/Pss:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile, or not readable
    }
  }
  return Math.round(kb / 1024);
}

/** Learner i's cookie and CSRF pair, as the web app sends them. */
function headerMaker(n: number) {
  const tokens = benchXsrfTokens(secret, n);
  const get = new Array<Record<string, string>>(n + 1);
  const post = new Array<Record<string, string>>(n + 1);
  for (let i = 1; i <= n; i++) {
    const token = tokens[i - 1] ?? '';
    get[i] = { cookie: `SESSION=bench${i}.secret${i}; XSRF-TOKEN=${token}` };
    post[i] = {
      'content-type': 'application/json',
      cookie: `SESSION=bench${i}.secret${i}; XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    };
  }
  return { get: (i: number) => get[i] ?? {}, post: (i: number) => post[i] ?? {} };
}

/** The activities of N learners (the profile's rates), each call of a page sent at once as a browser would. */
function activities(n: number, seed: MixedSeed): Activity[] {
  const rates = ratesFor(n);
  const h = headerMaker(n);
  const tot = new Int32Array(n + 1).map((_, i) => i);
  const answered = new Uint32Array(n + 1);
  const saved = new Uint32Array(n + 1);
  const lessonLearner = (k: number) => seed.exam + 1 + (k % (n - seed.exam));
  const examLearner = (k: number) => 1 + (k % Math.max(1, seed.exam));
  const get = (name: string, i: number, path: string): Call => ({ name, method: 'GET', path, headers: h.get(i) });
  const post = (name: string, i: number, path: string, body: unknown): Call => ({
    name,
    method: 'POST',
    path,
    headers: h.post(i),
    body: JSON.stringify(body),
  });
  /** POST api/tot/start of a page: the heartbeats then name the record it opened, as the web app's do. */
  const totStart = async (send: Send, i: number, node: number) => {
    const r = await send(post('POST api/tot/start', i, '/api/tot/start', { learningComponentId: node, name: 'Bench' }), {
      readBody: true,
    });
    if (r?.status === 200) tot[i] = (JSON.parse(r.body) as { timeOnTaskId: number }).timeOnTaskId;
  };
  const lcPage = (send: Send, i: number, node: number) => [
    send(get('GET api/product/{lpId}/lc/{nodeId}', i, `/api/product/${i}/lc/${node}`)),
    send(get('GET api/product/{lpId}', i, `/api/product/${i}`)),
    totStart(send, i, node),
  ];
  return [
    {
      name: rates.heartbeat.name,
      perSecond: rates.heartbeat.perSecond,
      run: async (k, send) => {
        const i = (k % n) + 1;
        await send(post('POST api/tot/update', i, '/api/tot/update', { timeOnTaskId: tot[i], currentProductId: i }));
      },
    },
    {
      name: rates.notifications.name,
      perSecond: rates.notifications.perSecond,
      run: async (k, send) => {
        const i = (k % n) + 1;
        await send(get('GET api/notification/lp/{lpId}', i, `/api/notification/lp/${i}`));
      },
    },
    {
      // The course home's loader (apps/web features/course/api/prefetch.ts prefetchHome) after the account.
      name: rates.home.name,
      perSecond: rates.home.perSecond,
      run: async (k, send) => {
        const i = (k % n) + 1;
        await Promise.all([
          send(get('GET api/account', i, '/api/account')),
          send(get('GET api/product/{lpId}', i, `/api/product/${i}`)),
          send(get('GET api/product/{lpId}/state', i, `/api/product/${i}/state`)),
          send(get('GET api/product/{lpId}/meta', i, `/api/product/${i}/meta`)),
          send(get('GET api/product/{lpId}/progress', i, `/api/product/${i}/progress`)),
        ]);
      },
    },
    {
      // The lc page's loader (prefetchLc) for a lesson node, the lesson view's slides, and seat time's start.
      name: rates.lessonPage.name,
      perSecond: rates.lessonPage.perSecond,
      run: async (k, send) => {
        const i = lessonLearner(k);
        await Promise.all([
          ...lcPage(send, i, LESSON_NODE),
          send(get('GET api/lesson/{lpId}/{nodeId}', i, `/api/lesson/${i}/${LESSON_NODE}`)),
        ]);
      },
    },
    {
      name: rates.lessonAnswer.name,
      perSecond: rates.lessonAnswer.perSecond,
      run: async (k, send) => {
        const i = lessonLearner(k);
        const done = (answered[i] ?? 0) + 1;
        answered[i] = done;
        const a = seed.answers[(done - 1) % seed.answers.length];
        if (!a) return;
        await send({
          name: 'POST api/lesson/…/submit/{inquiryId}/true',
          method: 'POST',
          path: `/api/lesson/${i}/${LESSON_NODE}/${LESSON_NODE}/submit/${a.slideId}/true`,
          headers: h.post(i),
          body: a.body,
        });
      },
    },
    {
      // The lc page of an exam node and the exam's status (the intro's gates).
      name: rates.examPage.name,
      perSecond: rates.examPage.perSecond,
      run: async (k, send) => {
        const i = examLearner(k);
        await Promise.all([
          ...lcPage(send, i, EXAM_NODE),
          send(get('GET api/exam/check/{componentId}', i, `/api/exam/check/${EXAM_NODE}`)),
        ]);
      },
    },
    {
      // A question answered: its save, then the next question's fetch.
      name: rates.examQuestion.name,
      perSecond: rates.examQuestion.perSecond,
      run: async (k, send) => {
        const i = examLearner(k);
        const s = saved[i] ?? 0;
        saved[i] = s + 1;
        await send(
          post('POST api/exam/saveQuestion', i, '/api/exam/saveQuestion', {
            assessmentId: EXAM_NODE,
            learnerProductId: i,
            currentQuestionNum: (s % EXAM_QUESTIONS) + 1,
            userAnswer: CHOICES[Math.floor(s / EXAM_QUESTIONS + i) % CHOICES.length],
          }),
        );
        await send(
          post('POST api/exam/nextQuestion', i, '/api/exam/nextQuestion', { assessmentId: EXAM_NODE, learnerProductId: i }),
          {
            sequel: true,
          },
        );
      },
    },
    {
      name: rates.chatPoll.name,
      perSecond: rates.chatPoll.perSecond,
      run: async (k, send) => {
        const i = seed.exam + 1 + (k % Math.max(1, seed.chat));
        const lastDate = new Date(Date.now() - PROFILE.chatPollEverySeconds * 1000).toISOString();
        await send(
          post('POST api/support/instructor/chat', i, '/api/support/instructor/chat', {
            chatId: i,
            lastDate,
            learningComponentId: LESSON_NODE,
          }),
        );
      },
    },
    {
      // The login page's account check (401, with the CSRF cookie), then the sign-in itself.
      name: rates.signIn.name,
      perSecond: rates.signIn.perSecond,
      run: async (k, send) => {
        const id = seed.signInFrom + (k % seed.signIns);
        const first = await send({ name: 'GET api/account (signed out: 401)', method: 'GET', path: '/api/account', headers: {} });
        const setCookie = first?.headers['set-cookie'];
        const line = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => c.startsWith('XSRF-TOKEN=')) ?? '';
        const token = line.slice('XSRF-TOKEN='.length).split(';')[0] ?? '';
        await send(
          {
            name: 'POST api/authentication',
            method: 'POST',
            path: '/api/authentication',
            headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
            body: JSON.stringify({ username: `bench${id}`, password: SIGN_IN_PASSWORD }),
          },
          { sequel: true },
        );
      },
    },
  ];
}

interface SizeResult {
  learners: number;
  instances: number;
  loadavgBefore: number[];
  loadavgAfter: number[];
  warmSeconds: number;
  calls: CallStats[];
  activities: { name: string; targetPerSecond: number; done: number; perSecond: number }[];
  cpu: { server: number; postgres: number; generator: number };
  serverUsPerLearner: number;
  /** Server CPU per answered call (µs): steadier than throughput on a shared machine. */
  serverUsPerCall: number;
  postgresUsPerLearner: number;
  memory: { serverMaxRssMiB: number[]; postgresPssMiB: number };
  databaseMiB: number;
  perInstance: Record<string, number> | null;
  pass: boolean;
}

const goalOf = (name: string) => (name === 'POST api/tot/update' ? HEARTBEAT_P99_GOAL_MS : P99_GOAL_MS);
// The signed-out account check answers 401 by design: it is not an error.
const failed = (c: CallStats) => c.errors + (c.name.includes('(signed out: 401)') ? 0 : c.non2xx);

async function runSize(n: number): Promise<SizeResult> {
  const started = Date.now();
  const { url: dbUrl, database } = await freshDatabase(args['database-url'] ?? '', args['bench-db'] ?? 'h_perf');
  const rates = ratesFor(n);
  const seed = await seedMixed(database.db, n, {
    exam: rates.examPage.learners,
    chat: rates.chatPoll.learners,
    signIns: SIGN_IN_USERS,
  });
  await database.close();
  console.log(`  N=${n}: seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  // All sign-ins come from 127.0.0.1: the per-address limit (20 a minute) would turn them away; a real platform's
  // learners sign in from their own addresses.
  const env = { DATABASE_URL: dbUrl, SESSION_SECRET: secret, DEMO_SEED: 'false', RATE_LIMIT_AUTH_PER_MINUTE: '10000000' };
  const ports = INSTANCES === 2 ? [Number(args.port), Number(args['second-port'])] : [Number(args.port)];
  const servers = await Promise.all(ports.map((p) => runServer(env, p)));
  let balancer: Balancer | null = null;
  if (INSTANCES === 2) {
    const error = ensureNginx();
    if (error) throw new Error(error);
    balancer = await startBalancer(Number(args['balancer-port']), ports);
  }
  const url = balancer?.url ?? `http://127.0.0.1:${ports[0]}`;
  try {
    // Warm-up, closed loop: each learner beats once (its session then cached, as in steady state), each exam learner
    // starts its attempt. Not measured.
    const h = headerMaker(n);
    const warmStart = Date.now();
    await load({
      url,
      durationSeconds: 300,
      rate: null,
      connections: 32,
      count: n,
      request: {
        method: 'POST',
        path: '/api/tot/update',
        build: (k) => {
          const i = (k % n) + 1;
          return { headers: h.post(i), body: JSON.stringify({ timeOnTaskId: i, currentProductId: i }) };
        },
      },
    });
    await load({
      url,
      durationSeconds: 300,
      rate: null,
      connections: 32,
      count: seed.exam,
      request: {
        method: 'POST',
        path: '/api/exam/nextQuestion',
        build: (k) => ({
          headers: h.post((k % seed.exam) + 1),
          body: JSON.stringify({ assessmentId: EXAM_NODE, learnerProductId: (k % seed.exam) + 1 }),
        }),
      },
    });
    const warmSeconds = Math.round((Date.now() - warmStart) / 1000);
    console.log(`  N=${n}: warmed in ${warmSeconds} s; measuring ${DURATION} s`);

    const loadavgBefore = loadavg();
    const pids = servers.map((s) => s.pid ?? 0);
    const cpuBefore = { server: pids.reduce((a, p) => a + cpuMs(p), 0), postgres: postgresCpuMs() };
    const maxRss = pids.map(() => 0);
    const sampler = setInterval(() => {
      for (const [k, p] of pids.entries()) maxRss[k] = Math.max(maxRss[k] ?? 0, rssMiB(p));
    }, 1000);
    const accessBefore = balancer ? balancer.accessLog().length : 0;
    const result = await runMixed({
      url,
      connections: Number(args.connections),
      durationSeconds: DURATION,
      activities: activities(n, seed),
      drainSeconds: 30,
    });
    clearInterval(sampler);
    const seconds = result.seconds;
    const server = (pids.reduce((a, p) => a + cpuMs(p), 0) - cpuBefore.server) / (seconds * 1000);
    const postgres = (postgresCpuMs() - cpuBefore.postgres) / (seconds * 1000);
    const postgresPss = postgresPssMiB();
    let perInstance: Record<string, number> | null = null;
    if (balancer) {
      perInstance = {};
      for (const m of balancer
        .accessLog()
        .slice(accessBefore)
        .matchAll(/upstream=(\S+)/g)) {
        const key = m[1] ?? '?';
        perInstance[key] = (perInstance[key] ?? 0) + 1;
      }
    }
    const sizeDb = await (async () => {
      const { openDatabase } = await import('../apps/server/src/platform/db/client.js');
      const d = await openDatabase({ url: dbUrl });
      const r = await d.db.execute(sql`select pg_database_size(current_database())::bigint as b`);
      await d.close();
      return Math.round(Number((r as unknown as { rows: { b: string }[] }).rows[0]?.b ?? 0) / 2 ** 20);
    })();
    const calls = result.calls.sort((a, b) => a.name.localeCompare(b.name));
    const targets = Object.fromEntries(result.activities.map((a) => [a.name, a]));
    const pass =
      calls.every((c) => failed(c) === 0 && c.p99 <= goalOf(c.name)) &&
      result.activities.every((a) => a.perSecond >= a.targetPerSecond * 0.95);
    void targets;
    return {
      learners: n,
      instances: INSTANCES,
      loadavgBefore,
      loadavgAfter: loadavg(),
      warmSeconds,
      calls,
      activities: result.activities,
      cpu: { server: Math.round(server * 100) / 100, postgres: Math.round(postgres * 100) / 100, generator: result.generatorCpu },
      // CPU per learner: core-microseconds per second of load per learner (how many learners a core holds).
      serverUsPerLearner: Math.round(((server * 1e6) / n) * 10) / 10,
      serverUsPerCall: Math.round(
        (server * seconds * 1e6) /
          Math.max(
            1,
            calls.reduce((a, c) => a + c.count - c.errors, 0),
          ),
      ),
      postgresUsPerLearner: Math.round(((postgres * 1e6) / n) * 10) / 10,
      memory: { serverMaxRssMiB: maxRss, postgresPssMiB: postgresPss },
      databaseMiB: sizeDb,
      perInstance,
      pass,
    };
  } finally {
    await balancer?.close();
    await Promise.all(servers.map((s) => stopServer(s)));
  }
}

function report(r: SizeResult): string {
  const la = (x: number[]) => x.map((v) => v.toFixed(1)).join(' ');
  return [
    `N = ${r.learners.toLocaleString('en')} learners, ${r.instances} instance${r.instances > 1 ? 's behind nginx' : ''}, ${DURATION} s (load average before ${la(r.loadavgBefore)}, after ${la(r.loadavgAfter)}; warm-up ${r.warmSeconds} s): **${r.pass ? 'goal met' : 'goal missed'}**`,
    '',
    '| call | achieved req/s | p50 ms | p99 ms | max ms | errors | p99 goal ms |',
    '|---|---|---|---|---|---|---|',
    ...r.calls.map(
      (c) =>
        `| ${c.name} | ${c.rps} | ${c.p50} | ${c.p99} | ${c.max} | ${failed(c)}${c.statuses.length ? ` (${c.statuses.join(', ')})` : ''} | ${goalOf(c.name)} |`,
    ),
    '',
    `Activities (target/s → done/s): ${r.activities.map((a) => `${a.name} ${a.targetPerSecond} → ${a.perSecond}`).join('; ')}.`,
    `CPU (cores): server ${r.cpu.server}, PostgreSQL ${r.cpu.postgres}, load generator ${r.cpu.generator}; per learner: server ${r.serverUsPerLearner} µs/s, PostgreSQL ${r.postgresUsPerLearner} µs/s; server ${r.serverUsPerCall} µs per answered call.`,
    `Memory: server max RSS ${r.memory.serverMaxRssMiB.join(' + ')} MiB, PostgreSQL PSS ${r.memory.postgresPssMiB} MiB; database ${r.databaseMiB} MiB.`,
    ...(r.perInstance ? [`Requests per instance (nginx's upstream): ${JSON.stringify(r.perInstance)}.`] : []),
  ].join('\n');
}

async function main() {
  const sizes = (args.learners ?? '').split(',').filter(Boolean).map(Number);
  const started = Date.now();
  console.log(
    `bench:mixed: N = ${sizes.join(', ')}; ${INSTANCES} instance(s); ${DURATION} s each; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  const results: SizeResult[] = [];
  for (const n of sizes) {
    const r = await runSize(n);
    results.push(r);
    console.log(`\n${report(r)}\n`);
  }
  const passing = results.filter((r) => r.pass).map((r) => r.learners);
  console.log(
    `Largest N measured with every call within its p99 goal and no errors: ${passing.length ? Math.max(...passing).toLocaleString('en') : 'none'}. Whole run ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/mixed-${Date.now()}.json`, import.meta.url),
    JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
