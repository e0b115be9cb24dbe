// npm run bench:lesson: many learners answering lesson slides at once (POST api/lesson/{lpId}/{lcId}/
// {lessonId}/submit/{inquiryId}/true) with real sessions and CSRF tokens, against PostgreSQL. Each learner
// answers the slides of one lesson in order (every type the server grades in one request) and then
// answers them again, so most requests advance a slide and the rest re-answer a taken one. Open-loop load
// (bench/support/load.ts); loopback only, fixed durations. Prints a Markdown table for docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Inquiry } from '../apps/server/src/modules/lesson/slides/inquiry-schema.js';
import { syncSlideActivities } from '../apps/server/src/modules/lesson/slides/slide-activities.js';
import { rightAnswer } from '../apps/server/src/modules/lesson/testing/key-answers.js';
import {
  completeStorySample,
  forumSample,
  hotSpotSample,
  matchingSample,
  multipleChoiceSample,
  sortingSample,
  studentPollSample,
  textEditSample,
  trueFalseSample,
} from '../apps/server/src/modules/lesson/testing/sample-inquiries.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { freshDatabase } from './support/bench-db.js';
import { type LoadRequest, type LoadResult, load } from './support/load.js';
import { startProfile } from './support/profiler.js';
import { runServer, stopServer } from './support/run-server.js';
import { seedLearners } from './support/seed-learners.js';
import { benchXsrfTokens } from './support/xsrf.js';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '20000' },
    rate: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '60' },
    step: { type: 'string', default: '10' },
    /** Rising step rates after the sustained run (comma-separated). */
    steps: { type: 'string', default: '1250,1500,2000,2500,3000' },
    /** Write a V8 CPU profile of the server's sustained run into this directory. */
    profile: { type: 'string' },
    'bench-db': { type: 'string', default: 'continuum_bench_lesson' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    port: { type: 'string', default: '18511' },
  },
});
const LEARNERS = Number(args.learners);
const RATE = Number(args.rate);
const DURATION = Number(args.duration);
const STEP = Number(args.step);
const STEP_RATES = (args.steps ?? '').split(',').filter(Boolean).map(Number);
const CONNECTIONS = 64;
const P99_GOAL_MS = 50;
const LESSON_NODE = 2; // the lesson node seedLearners creates
const secret = randomBytes(32).toString('base64url');

/** The lesson every learner answers: one content slide and each type graded in a single request. */
const SLIDES: { type: string; data: Record<string, unknown>; answer: unknown }[] = [
  {
    type: 'CONTENT',
    data: { id: 'welcome', type: 'CONTENT', title: 'Welcome', content: 'Read me.', requiredTime: 0, resources: [] },
    answer: {},
  },
  ...[
    trueFalseSample,
    multipleChoiceSample,
    textEditSample,
    sortingSample,
    matchingSample,
    completeStorySample,
    hotSpotSample,
    studentPollSample,
    forumSample,
  ].map((q: Inquiry) => ({ type: q.type, data: q as unknown as Record<string, unknown>, answer: rightAnswer(q, []) })),
];

async function prepare(): Promise<{ url: string; slideIds: number[] }> {
  const { url, database } = await freshDatabase(args['database-url'] ?? '', args['bench-db'] ?? '');
  await seedLearners(database.db, LEARNERS);
  const slideIds: number[] = [];
  for (const [position, s] of SLIDES.entries()) {
    const result = await database.db.execute(sql`
      insert into lesson_slides (node_id, key, position, type, title, required_time, data)
      values (${LESSON_NODE}, ${String(s.data.id)}, ${position}, ${s.type}, ${String(s.data.title)}, 0, ${JSON.stringify(s.data)}::jsonb)
      returning id`);
    slideIds.push(Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id));
  }
  // The import would do this (same transaction as the slides): the FORUM slide's forum becomes a row.
  await syncSlideActivities(database.db, 1);
  // An imported package has a hash; the server may rely on it to cache the immutable course structure.
  await database.db.execute(sql`update products set package_hash = 'bench-lesson-v1' where id = 1`);
  await database.close();
  return { url, slideIds };
}

/** Learner i (1-based) has session bench<i>, learner product i; each answers the next slide of the lesson. */
function learners() {
  const tokens = benchXsrfTokens(secret, LEARNERS);
  const answered = new Uint32Array(LEARNERS + 1);
  const headers = (i: number) => ({
    'content-type': 'application/json',
    cookie: `SESSION=bench${i}.secret${i}; XSRF-TOKEN=${tokens[i - 1]}`,
    'x-xsrf-token': tokens[i - 1] ?? '',
  });
  return { headers, answered };
}

function openLessonRequest(l: ReturnType<typeof learners>): LoadRequest {
  return {
    method: 'GET',
    path: '/',
    build: (n) => {
      const i = (n % LEARNERS) + 1;
      return { headers: l.headers(i), path: `/api/lesson/${i}/${LESSON_NODE}` };
    },
  };
}

function submitRequest(l: ReturnType<typeof learners>, slideIds: number[]): LoadRequest {
  let next = 0;
  return {
    method: 'POST',
    path: '/',
    build: () => {
      const i = (next++ % LEARNERS) + 1;
      const k = (l.answered[i] ?? 0) % SLIDES.length;
      l.answered[i] = (l.answered[i] ?? 0) + 1;
      return {
        headers: l.headers(i),
        path: `/api/lesson/${i}/${LESSON_NODE}/${LESSON_NODE}/submit/${slideIds[k]}/true`,
        body: JSON.stringify(SLIDES[k]?.answer ?? {}),
      };
    },
  };
}

async function countRows(url: string): Promise<{ submissions: number; advanced: number }> {
  const database = await openDatabase({ url });
  const s = await database.db.execute(sql`select count(*)::int as n from inquiry_submissions`);
  const a = await database.db.execute(sql`select coalesce(sum(slide_index), 0)::int as n from lesson_progress`);
  await database.close();
  const n = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return { submissions: n(s), advanced: n(a) };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks of 1/100 s
  } catch {
    return Number.NaN;
  }
}

const ok = (r: LoadResult) => r.errors === 0 && r.non2xx === 0 && r.p99 <= P99_GOAL_MS && r.rps >= (r.targetRate ?? 0) * 0.95;
const line = (label: string, r: LoadResult) =>
  `  ${label}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}, non-2xx ${r.non2xx}`;

async function main() {
  console.log(
    `bench:lesson: ${LEARNERS} learners, ${SLIDES.length} slides, ${RATE}/s for ${DURATION} s, then steps of ${STEP} s`,
  );
  const { url, slideIds } = await prepare();
  const port = Number(args.port);
  const inspectPort = port + 700;
  const server = await runServer(
    { DATABASE_URL: url, SESSION_SECRET: secret, DEMO_SEED: 'false' },
    port,
    args.profile ? [`--inspect=127.0.0.1:${inspectPort}`] : [],
  );
  const base = `http://127.0.0.1:${port}`;
  const l = learners();
  // Warm-up: every learner opens the lesson once (as a learner does before answering), which also reads
  // each session from the database once, as after any restart.
  const warm = await load({
    url: base,
    durationSeconds: 600,
    rate: null,
    connections: 32,
    request: openLessonRequest(l),
    count: LEARNERS,
  });
  console.log(line('warm-up (GET api/lesson, cold sessions)', warm));
  const request = submitRequest(l, slideIds);
  const profiler = args.profile ? await startProfile(inspectPort) : null;
  const cpuBefore = cpuSeconds(server.pid);
  const sustained = await load({ url: base, durationSeconds: DURATION, rate: RATE, connections: CONNECTIONS, request });
  // The server's own CPU per answer: what the machine's other load cannot distort.
  const serverCpuMs = Math.round(((cpuSeconds(server.pid) - cpuBefore) * 1000 * 100) / Math.max(1, sustained.total)) / 100;
  console.log(line(`sustained ${RATE}/s`, sustained), `server CPU ${serverCpuMs} ms per answer`);
  if (profiler) {
    mkdirSync(args.profile ?? '', { recursive: true });
    await profiler.stop(join(args.profile ?? '', `lesson-submit-${Date.now()}.cpuprofile`));
  }
  let best = ok(sustained) ? sustained : null;
  const steps: LoadResult[] = [];
  for (const rate of STEP_RATES) {
    const r = await load({ url: base, durationSeconds: STEP, rate, connections: CONNECTIONS * 2, request });
    steps.push(r);
    console.log(line(`step ${rate}/s`, r));
    if (!ok(r)) break;
    best = r;
  }
  const flat = await load({ url: base, durationSeconds: STEP, rate: null, connections: CONNECTIONS, request });
  console.log(line('flat out', flat));
  await stopServer(server);
  const rows = await countRows(url);
  const summary = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    memGiB: Math.round(totalmem() / 2 ** 30),
    loadAverageAtEnd: loadavg(),
    learners: LEARNERS,
    serverCpuMs,
    warm,
    sustained,
    steps,
    best,
    flat,
    rows,
  };
  const table = [
    `Lesson submits, ${summary.date.slice(0, 10)}, ${summary.cpus} cores, ${summary.memGiB} GiB, Node ${process.version}, PostgreSQL; load average at the end ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}.`,
    '',
    '| load | achieved req/s | p50 ms | p99 ms | max ms | errors | p99 goal ms | max sustainable req/s | flat out req/s | server CPU ms/answer |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${RATE}/s for ${DURATION} s, ${LEARNERS} learners | ${sustained.rps} | ${sustained.p50} | ${sustained.p99} | ${sustained.max} | ${sustained.errors + sustained.non2xx} | ${P99_GOAL_MS} | ${best?.rps ?? 0} | ${flat.rps} | ${serverCpuMs} |`,
    '',
    `Stored: ${rows.submissions} submissions; ${rows.advanced} slide advances.`,
  ].join('\n');
  console.log(`\n${table}\n`);
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/lesson-submit-${Date.now()}.json`, import.meta.url), JSON.stringify(summary, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
