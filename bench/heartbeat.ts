// npm run bench:heartbeat: seat-time heartbeats (POST api/tot/update) from 100,000 distinct learners with
// real sessions and CSRF tokens, against PostgreSQL and PGlite, beside a trivial Fastify route as the
// machine's ceiling. The load generator is open-loop (bench/support/load.ts). Bounded: loopback only, fixed durations. Prints a Markdown table for docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.js';
import { freshDatabase } from './support/bench-db.js';
import { type LoadRequest, type LoadResult, load } from './support/load.js';
import { startProfile } from './support/profiler.js';
import { runServer, stopServer } from './support/run-server.js';
import { seedLearners } from './support/seed-learners.js';
import { benchXsrfTokens } from './support/xsrf.js';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '60' },
    step: { type: 'string', default: '10' },
    targets: { type: 'string', default: 'postgres,pglite' },
    /** Rising step rates after the sustained run (comma-separated). */
    steps: { type: 'string', default: '4000,6000,8000,9000,10000,11000,12000,13000,14000,15000,16000,18000,20000' },
    /** Write a V8 CPU profile of each server's steady state (after the warm-up) into this directory. */
    profile: { type: 'string' },
    /** The server's SEAT_TIME_FLUSH_MS (default: the server's own default). */
    'flush-ms': { type: 'string' },
    'bench-db': { type: 'string', default: 'continuum_bench' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const LEARNERS = Number(args.learners);
const SUSTAIN_RATE = Math.ceil(LEARNERS / 30); // one beat per learner per 30 s
const DURATION = Number(args.duration);
const STEP = Number(args.step);
const CONNECTIONS = 64;
const BENCH_DB = args['bench-db'] ?? 'continuum_bench';
const STEP_RATES = (args.steps ?? '').split(',').filter(Boolean).map(Number);
const secret = randomBytes(32).toString('base64url');
const goals = { postgres: 50, pglite: 100 } as const;

function heartbeatRequest(): LoadRequest {
  const tokens = benchXsrfTokens(secret, LEARNERS);
  let next = 0;
  return {
    method: 'POST',
    path: '/api/tot/update',
    build: () => {
      const i = (next++ % LEARNERS) + 1;
      const token = tokens[i - 1] ?? '';
      return {
        headers: {
          'content-type': 'application/json',
          cookie: `SESSION=bench${i}.secret${i}; XSRF-TOKEN=${token}`,
          'x-xsrf-token': token,
        },
        body: JSON.stringify({ timeOnTaskId: i, currentProductId: i }),
      };
    },
  };
}

async function ceiling(): Promise<LoadResult> {
  const app = Fastify();
  app.post('/ping', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const result = await load({
    url: `http://127.0.0.1:${port}`,
    durationSeconds: STEP,
    rate: null,
    connections: CONNECTIONS,
    request: {
      method: 'POST',
      path: '/ping',
      build: () => ({ headers: { 'content-type': 'application/json' }, body: '{"timeOnTaskId":1}' }),
    },
  });
  await app.close();
  return result;
}

async function prepare(target: 'postgres' | 'pglite'): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (target === 'postgres') {
    const { url, database } = await freshDatabase(args['database-url'] ?? '', BENCH_DB);
    await seedLearners(database.db, LEARNERS);
    await database.close();
    return { env: { DATABASE_URL: url }, cleanup: async () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const database = await openDatabase({ dataDir: dir });
  await migrateDatabase(database);
  await seedLearners(database.db, LEARNERS);
  await database.close();
  return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function countCredited(target: 'postgres' | 'pglite', env: Record<string, string>): Promise<number> {
  const database = await openDatabase(target === 'postgres' ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const result = await database.db.execute(
    (await import('drizzle-orm')).sql`select count(*)::int as n from seat_time_chain where total_ms > 0`,
  );
  await database.close();
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

const ok = (r: LoadResult, p99Goal: number) =>
  r.errors === 0 && r.non2xx === 0 && r.p99 <= p99Goal && r.rps >= (r.targetRate ?? 0) * 0.95;

async function main() {
  console.log(`bench:heartbeat: ${LEARNERS} learners, sustain ${SUSTAIN_RATE}/s for ${DURATION}s, steps of ${STEP}s`);
  const top = await ceiling();
  console.log(`ceiling (trivial Fastify route, flat out): ${top.rps} req/s, p99 ${top.p99} ms`);
  const rows: string[] = [];
  const summary: Record<string, unknown> = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    memGiB: Math.round(totalmem() / 2 ** 30),
    ceiling: top,
  };
  for (const target of (args.targets ?? '').split(',') as ('postgres' | 'pglite')[]) {
    const port = 18_500 + (target === 'postgres' ? 1 : 2);
    const { env, cleanup } = await prepare(target);
    const inspectPort = 19_229 + (target === 'postgres' ? 1 : 2);
    const nodeArgs = [
      ...(args.profile ? [`--inspect=127.0.0.1:${inspectPort}`] : []),
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ];
    const flush: Record<string, string> = args['flush-ms'] ? { SEAT_TIME_FLUSH_MS: args['flush-ms'] } : {};
    const server = await runServer({ ...env, ...flush, SESSION_SECRET: secret, DEMO_SEED: 'false' }, port, nodeArgs);
    const url = `http://127.0.0.1:${port}`;
    const request = heartbeatRequest();
    // Warm up: every learner beats once, so sessions and time-on-task records are cached as in steady state.
    // (Closed loop, as fast as the cold path allows: each first beat reads its session from the database.)
    const warm = await load({ url, durationSeconds: 600, rate: null, connections: 32, request, count: LEARNERS });
    console.log(
      `  ${target} warm-up: ${warm.total} first beats at ${warm.rps} req/s (cold caches), errors ${warm.errors + warm.non2xx}`,
    );
    const profiler = args.profile ? await startProfile(inspectPort) : null;
    const sustained = await load({ url, durationSeconds: DURATION, rate: SUSTAIN_RATE, connections: CONNECTIONS, request });
    let best = ok(sustained, goals[target]) ? sustained : null;
    for (const rate of STEP_RATES) {
      const r = await load({ url, durationSeconds: STEP, rate, connections: CONNECTIONS * 2, request });
      console.log(`  ${target} at ${rate}/s: ${r.rps} req/s, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`);
      console.log(
        `    seconds with beats over 50 ms [second, count, max ms]: ${JSON.stringify(r.slowSeconds)} (from ${new Date(r.startedAt).toISOString().slice(11, 19)})`,
      );
      if (!ok(r, goals[target])) break;
      best = r;
    }
    // Flat out (closed loop), for comparison with the ceiling's flat-out figure.
    const flat = await load({ url, durationSeconds: STEP, rate: null, connections: CONNECTIONS, request });
    console.log(`  ${target} flat out: ${flat.rps} req/s, p99 ${flat.p99} ms, errors ${flat.errors}, non-2xx ${flat.non2xx}`);
    if (profiler) {
      mkdirSync(args.profile ?? '', { recursive: true });
      await profiler.stop(join(args.profile ?? '', `heartbeat-${target}-${Date.now()}.cpuprofile`));
    }
    await stopServer(server);
    const credited = await countCredited(target, env);
    await cleanup();
    const maxRate = best?.rps ?? 0;
    summary[target] = { sustained, best, flat, credited };
    rows.push(
      `| ${target} | ${sustained.targetRate}/s for ${DURATION} s | ${sustained.rps} | ${sustained.p50} | ${sustained.p99} | ${sustained.errors + sustained.non2xx} | ${goals[target]} | ${maxRate} | ${(maxRate / top.rps).toFixed(2)} | ${credited} |`,
    );
  }
  const table = [
    `Heartbeats, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Ceiling: trivial Fastify POST route ${top.rps} req/s (p99 ${top.p99} ms).`,
    '',
    '| database | load | achieved req/s | p50 ms | p99 ms | errors | p99 goal ms | max sustainable req/s | ratio to ceiling | learners credited |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}\n`);
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/heartbeat-${Date.now()}.json`, import.meta.url), JSON.stringify(summary, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
