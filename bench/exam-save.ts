// npm run bench:exam: many learners saving exam answers at once (POST api/exam/saveQuestion) with real
// sessions and CSRF tokens, against PostgreSQL. Every save is durable: committed (one transaction that
// locks the attempt row) before its reply, no coalescing. Each learner first starts an attempt of a
// 20-question unit exam (warm-up), then saves answers to its questions in turn, changing them as it goes.
// Open-loop load (bench/support/load.ts); loopback only, fixed durations. Prints a Markdown table for
// docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { freshDatabase } from './support/bench-db.js';
import { cpuMs, postgresCpuMs } from './support/cpu.js';
import { type LoadRequest, type LoadResult, load } from './support/load.js';
import { startProfile } from './support/profiler.js';
import { runServer, stopServer } from './support/run-server.js';
import { seedLearners } from './support/seed-learners.js';
import { benchXsrfTokens } from './support/xsrf.js';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '60' },
    step: { type: 'string', default: '10' },
    /** Rising step rates after the sustained run (comma-separated; empty for none). */
    steps: { type: 'string', default: '1250,1500,2000' },
    'bench-db': { type: 'string', default: 'continuum_bench_exam' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    port: { type: 'string', default: '18521' },
    /** Write a V8 CPU profile of the server during the sustained run to this file. */
    profile: { type: 'string' },
  },
});
const LEARNERS = Number(args.learners);
const RATE = Number(args.rate);
const DURATION = Number(args.duration);
const STEP = Number(args.step);
const STEP_RATES = (args.steps ?? '').split(',').filter(Boolean).map(Number);
const CONNECTIONS = 64;
const P99_GOAL_MS = 50;
const EXAM_NODE = 3;
const QUESTIONS = 20;
const CHOICES = ['a', 'b', 'c', 'd'];
const secret = randomBytes(32).toString('base64url');

/** A fresh database: the learners of seedLearners, an open course and one unit exam of QUESTIONS questions. */
async function prepare(): Promise<string> {
  const { url, database } = await freshDatabase(args['database-url'] ?? '', args['bench-db'] ?? '');
  const db = database.db;
  await seedLearners(db, LEARNERS);
  await db.execute(sql`update nodes set metadata = '{"PROGRESSION":"PROGRESS_OPEN_ALL"}' where id = 1`);
  await db.execute(sql`insert into nodes (id, product_id, key, parent_id, position, type, title, metadata)
    values (${EXAM_NODE}, 1, 'exam', 1, 1, 'EXAM', 'Exam', '{"EXAM_TYPE":"UNIT"}')`);
  await db.execute(sql`insert into exams (node_id, settings) values (${EXAM_NODE}, '{"passingScore":70}'::jsonb)`);
  for (let i = 1; i <= QUESTIONS; i++) {
    const data = {
      id: `q${i}`,
      text: `Bench question ${i}?`,
      tags: ['bench'],
      choices: CHOICES.map((id, k) => ({ id, text: `Choice ${id} of ${i}`, correct: k === 1 })),
    };
    await db.execute(sql`insert into exam_questions (node_id, key, position, data)
      values (${EXAM_NODE}, ${`q${i}`}, ${i - 1}, ${JSON.stringify(data)}::jsonb)`);
  }
  // An imported package has a hash; the server may rely on it to cache the immutable course structure.
  await db.execute(sql`update products set package_hash = 'bench-exam-v1' where id = 1`);
  await database.close();
  return url;
}

function learners() {
  const tokens = benchXsrfTokens(secret, LEARNERS);
  const headers = (i: number) => ({
    'content-type': 'application/json',
    cookie: `SESSION=bench${i}.secret${i}; XSRF-TOKEN=${tokens[i - 1]}`,
    'x-xsrf-token': tokens[i - 1] ?? '',
  });
  return { headers, saves: new Uint32Array(LEARNERS + 1) };
}

/** Each learner starts its attempt (a bare nextQuestion), once. */
function startRequest(l: ReturnType<typeof learners>): LoadRequest {
  return {
    method: 'POST',
    path: '/api/exam/nextQuestion',
    build: (n) => {
      const i = (n % LEARNERS) + 1;
      return { headers: l.headers(i), body: JSON.stringify({ assessmentId: EXAM_NODE, learnerProductId: i }) };
    },
  };
}

/** Learner by learner, the next question of its attempt gets an answer (a changed one on later rounds). */
function saveRequest(l: ReturnType<typeof learners>): LoadRequest {
  let next = 0;
  return {
    method: 'POST',
    path: '/api/exam/saveQuestion',
    build: () => {
      const i = (next++ % LEARNERS) + 1;
      const k = l.saves[i] ?? 0;
      l.saves[i] = k + 1;
      return {
        headers: l.headers(i),
        body: JSON.stringify({
          assessmentId: EXAM_NODE,
          learnerProductId: i,
          currentQuestionNum: (k % QUESTIONS) + 1,
          userAnswer: CHOICES[Math.floor(k / QUESTIONS + i) % CHOICES.length],
        }),
      };
    },
  };
}

async function countRows(url: string) {
  const database = await openDatabase({ url });
  const n = async (q: ReturnType<typeof sql>) =>
    Number(((await database.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const attempts = await n(sql`select count(*)::int as n from exam_attempts`);
  const answered = await n(sql`select count(*)::int as n from exam_attempt_questions where user_answer is not null`);
  await database.close();
  return { attempts, answered };
}

const ok = (r: LoadResult) => r.errors === 0 && r.non2xx === 0 && r.p99 <= P99_GOAL_MS && r.rps >= (r.targetRate ?? 0) * 0.95;
const line = (label: string, r: LoadResult) =>
  `  ${label}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}, non-2xx ${r.non2xx}`;

async function main() {
  console.log(`bench:exam: ${LEARNERS} learners, ${QUESTIONS} questions, ${RATE}/s for ${DURATION} s, then steps of ${STEP} s`);
  const url = await prepare();
  const port = Number(args.port);
  const server = await runServer(
    { DATABASE_URL: url, SESSION_SECRET: secret, DEMO_SEED: 'false' },
    port,
    args.profile ? ['--inspect=127.0.0.1:19310'] : [],
  );
  const base = `http://127.0.0.1:${port}`;
  const l = learners();
  const warm = await load({
    url: base,
    durationSeconds: 600,
    rate: null,
    connections: 32,
    request: startRequest(l),
    count: LEARNERS,
  });
  console.log(line('warm-up (start one attempt per learner)', warm));
  const request = saveRequest(l);
  const profiler = args.profile ? await startProfile(19310) : null;
  const cpuBefore = { server: cpuMs(server.pid ?? 0), postgres: postgresCpuMs() };
  console.log(`  sustained run starts at ${(Date.now() / 1000).toFixed(1)} (epoch s)`);
  const sustained = await load({ url: base, durationSeconds: DURATION, rate: RATE, connections: CONNECTIONS, request });
  // CPU per save: the figure that says where the time goes, steady even when throughput is noisy.
  const cpu = {
    serverUsPerSave: Math.round(((cpuMs(server.pid ?? 0) - cpuBefore.server) * 1000) / Math.max(1, sustained.total)),
    postgresUsPerSave: Math.round(((postgresCpuMs() - cpuBefore.postgres) * 1000) / Math.max(1, sustained.total)),
  };
  if (profiler) await profiler.stop(args.profile ?? '');
  console.log(line(`sustained ${RATE}/s`, sustained));
  console.log(`  seconds with saves over 50 ms [second, count, max ms]: ${JSON.stringify(sustained.slowSeconds)}`);
  console.log(`  CPU per save: server ${cpu.serverUsPerSave} µs, PostgreSQL ${cpu.postgresUsPerSave} µs`);
  let best = ok(sustained) ? sustained : null;
  const steps: LoadResult[] = [];
  for (const rate of STEP_RATES) {
    const r = await load({ url: base, durationSeconds: STEP, rate, connections: CONNECTIONS * 2, request });
    steps.push(r);
    console.log(line(`step ${rate}/s`, r));
    if (!ok(r)) break;
    best = r;
  }
  await stopServer(server);
  const rows = await countRows(url);
  const date = new Date().toISOString();
  const summary = {
    date,
    cpus: cpus().length,
    memGiB: Math.round(totalmem() / 2 ** 30),
    learners: LEARNERS,
    warm,
    sustained,
    cpu,
    steps,
    best,
    rows,
  };
  const table = [
    `Exam saves, ${date.slice(0, 10)}, ${summary.cpus} cores, ${summary.memGiB} GiB, Node ${process.version}, PostgreSQL; load average at the end ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}.`,
    '',
    '| load | achieved req/s | p50 ms | p99 ms | max ms | errors | p99 goal ms | max sustainable req/s |',
    '|---|---|---|---|---|---|---|---|',
    `| ${RATE}/s for ${DURATION} s, ${LEARNERS} learners | ${sustained.rps} | ${sustained.p50} | ${sustained.p99} | ${sustained.max} | ${sustained.errors + sustained.non2xx} | ${P99_GOAL_MS} | ${best?.rps ?? 0} |`,
    '',
    `CPU per save during the sustained run: server ${cpu.serverUsPerSave} µs, PostgreSQL ${cpu.postgresUsPerSave} µs.`,
    `Stored: ${rows.attempts} attempts; ${rows.answered} answered questions.`,
  ].join('\n');
  console.log(`\n${table}\n`);
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/exam-save-${Date.now()}.json`, import.meta.url), JSON.stringify(summary, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
