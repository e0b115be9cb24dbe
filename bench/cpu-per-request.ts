// Server CPU time per request (user + system, read from /proc), for the heartbeat route and for a trivial
// Fastify route in its own process. Unlike throughput, this figure barely moves when other work shares the
// cores, so it guides optimisation on a busy machine. Usage: npx tsx bench/cpu-per-request.ts [--learners N]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase } from './support/bench-db.js';
import { cpuMs, postgresCpuMs } from './support/cpu.js';
import { load } from './support/load.js';
import { startProfile } from './support/profiler.js';
import { runServer, stopServer } from './support/run-server.js';
import { seedLearners } from './support/seed-learners.js';
import { benchXsrfTokens } from './support/xsrf.js';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '40000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'bench-db': { type: 'string', default: 'continuum_bench_cpu' },
    /** The server's SEAT_TIME_FLUSH_MS (a long one shows the request path's cost without the flushes). */
    'flush-ms': { type: 'string', default: '500' },
    /** Write a V8 CPU profile of the heartbeat server's measured span to this file. */
    profile: { type: 'string' },
    /** Write a sampled heap profile (allocations still reachable at the end) of the measured span to this file. */
    'heap-profile': { type: 'string' },
  },
});
const LEARNERS = Number(args.learners);
const REQUESTS = Number(args.requests);
const secret = randomBytes(32).toString('base64url');
async function measure(
  pid: number,
  url: string,
  request: Parameters<typeof load>[0]['request'],
  warm: number,
  inspectPort?: number,
) {
  await load({ url, durationSeconds: 60, rate: null, connections: 32, request, count: warm }); // warm JIT and caches (every learner once)
  const heap = args['heap-profile'];
  const profiler = inspectPort && (args.profile || heap) ? await startProfile(inspectPort, heap ? 'heap' : 'cpu') : null;
  const before = cpuMs(pid);
  const pgBefore = postgresCpuMs();
  const r = await load({ url, durationSeconds: 120, rate: null, connections: 32, request, count: REQUESTS });
  await new Promise((resolve) => setTimeout(resolve, 1500)); // the last flush lands
  const used = cpuMs(pid) - before;
  const pgUsed = postgresCpuMs() - pgBefore;
  if (profiler) await profiler.stop(heap ?? args.profile ?? '');
  return {
    requests: r.total,
    cpuMs: used,
    usPerRequest: Math.round((used * 1000) / r.total),
    postgresUsPerRequest: Math.round((pgUsed * 1000) / r.total),
    errors: r.errors + r.non2xx,
  };
}

async function main() {
  // Trivial route, its own process (as the server is).
  const trivialFile = join(tmpdir(), 'trivial-fastify.mjs');
  writeFileSync(
    trivialFile,
    `import Fastify from '${import.meta.resolve('fastify')}';
const app = Fastify(); app.post('/ping', async () => ({ ok: true }));
await app.listen({ port: 18700, host: '127.0.0.1' }); console.log('up');`,
  );
  const trivial = spawn(process.execPath, [trivialFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => trivial.stdout?.once('data', r));
  const ping = await measure(
    trivial.pid ?? 0,
    'http://127.0.0.1:18700',
    {
      method: 'POST',
      path: '/ping',
      build: () => ({ headers: { 'content-type': 'application/json' }, body: '{"timeOnTaskId":1}' }),
    },
    5000,
  );
  trivial.kill();
  console.log('trivial route', ping);

  const { url, database } = await freshDatabase(args['database-url'] ?? '', args['bench-db'] ?? '');
  await seedLearners(database.db, LEARNERS);
  await database.close();
  const server = await runServer(
    { DATABASE_URL: url, SESSION_SECRET: secret, DEMO_SEED: 'false', SEAT_TIME_FLUSH_MS: args['flush-ms'] ?? '500' },
    18701,
    [
      ...(args.profile || args['heap-profile'] ? ['--inspect=127.0.0.1:19300'] : []),
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
  );
  const tokens = benchXsrfTokens(secret, LEARNERS);
  let next = 0;
  const heartbeat = await measure(
    server.pid ?? 0,
    'http://127.0.0.1:18701',
    {
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
    },
    LEARNERS,
    19300,
  );
  await stopServer(server);
  console.log('heartbeat', heartbeat);
  console.log(`heartbeat costs ${(heartbeat.usPerRequest / ping.usPerRequest).toFixed(2)}x the trivial route's server CPU`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
