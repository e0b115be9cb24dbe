// npm run bench:chat: live chat (decision 0088) on PostgreSQL, on top of the seat-time heartbeat load: 3,334 beats/s
// (100,000 learners' rate; to stay under 2 minutes the beats come from 20,000 learners warmed first, every 6 s, since a
// cold first beat reads its session from the database and 100,000 of those alone take minutes), 2,000 learners poll their chat every 6 s (POST api/support/instructor/chat,
// 334/s) and 200 conversations are active: each learner holds a push stream (server-sent events) and, every 6 s, the
// instructor and the learner each send one message. Measured: the poll reply's p99 (goal 50 ms) and the push
// delivery p99, from the instructor's send to the learner's stream (goal 1 s). Bounded: loopback, fixed durations.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Agent, request } from 'undici';
import { freshDatabase } from './support/bench-db.js';
import { type LoadRequest, load } from './support/load.js';
import { runServer, stopServer } from './support/run-server.js';
import { seedLearners } from './support/seed-learners.js';
import { benchXsrfTokens } from './support/xsrf.js';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '20000' },
    /** Beats per second (100,000 learners every 30 s). */
    'beat-rate': { type: 'string', default: '3334' },
    pollers: { type: 'string', default: '2000' },
    conversations: { type: 'string', default: '200' },
    duration: { type: 'string', default: '45' },
    'bench-db': { type: 'string', default: 'continuum_bench_chat' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const LEARNERS = Number(args.learners);
const POLLERS = Number(args.pollers);
const CONVERSATIONS = Number(args.conversations);
const DURATION = Number(args.duration);
const INSTRUCTOR = LEARNERS + 1;
const EVERY_MS = 6_000;
const secret = randomBytes(32).toString('base64url');
const PORT = 18_531;
const url = `http://127.0.0.1:${PORT}`;

/** Chat i belongs to learner i (learner product i), answered by the one instructor, with one message. */
async function seedChats(db: Parameters<typeof seedLearners>[0]) {
  await db.execute(sql`
    insert into users (id, login, email, password_hash, first_name, last_name, lang_key, activated, created_at, updated_at)
    values (${INSTRUCTOR}, 'benchstaff', 'benchstaff@bench.test', 'not-a-login', 'Bench', 'Instructor', 'en', true, now(), now())`);
  await db.execute(sql`insert into user_authorities (user_id, authority) values
    (${INSTRUCTOR}, 'ROLE_AUTHENTICATED'), (${INSTRUCTOR}, 'ROLE_INSTRUCTOR')`);
  await db.execute(sql`insert into product_instructors (product_id, user_id, created_at) values (1, ${INSTRUCTOR}, now())`);
  await db.execute(sql`
    insert into auth_sessions (series, user_id, session_hash, remember_me, ip_address, user_agent, token_date, last_seen_at, expires_at, created_at)
    values ('bench${sql.raw(String(INSTRUCTOR))}', ${INSTRUCTOR},
      rtrim(translate(encode(sha256(convert_to('secret' || ${INSTRUCTOR}, 'UTF8')), 'base64'), '+/', '-_'), '='),
      false, '127.0.0.1', 'bench', now(), now(), now() + interval '1 day', now())`);
  await db.execute(sql`
    insert into chats (id, learner_product_id, user_id, product_id, node_id, status, instructor_user_id, started_at, answered_at, last_message_at)
    select i, i, i, 1, 2, 'ACTIVE', ${INSTRUCTOR}, now(), now(), now() from generate_series(1, ${POLLERS}) as i`);
  await db.execute(sql`select setval(pg_get_serial_sequence('chats', 'id'), ${POLLERS})`);
  await db.execute(sql`
    insert into chat_messages (chat_id, from_learner, author_user_id, message, created_at)
    select i, true, i, 'Hello', now() from generate_series(1, ${POLLERS}) as i`);
}

function headersOf(tokens: string[], i: number): Record<string, string> {
  const token = tokens[i - 1] ?? '';
  return {
    'content-type': 'application/json',
    cookie: `SESSION=bench${i}.secret${i}; XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
  };
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
};

async function main() {
  console.log(
    `bench:chat: ${args['beat-rate']} beats/s from ${LEARNERS} learners, ${POLLERS} polling every 6 s, ${CONVERSATIONS} conversations, ${DURATION} s`,
  );
  const started = Date.now();
  const { url: dbUrl, database } = await freshDatabase(args['database-url'] ?? '', args['bench-db'] ?? 'continuum_bench_chat');
  await seedLearners(database.db, LEARNERS);
  await seedChats(database.db);
  await database.close();
  const tokens = benchXsrfTokens(secret, INSTRUCTOR);
  const server = await runServer({ DATABASE_URL: dbUrl, SESSION_SECRET: secret, DEMO_SEED: 'false' }, PORT);
  console.log(`  seeded and started in ${Math.round((Date.now() - started) / 1000)} s`);

  // The learners' push streams: each `chat` event's messages, timed on arrival.
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const agent = new Agent({ connections: CONVERSATIONS + 10 });
  const streams = await Promise.all(
    Array.from({ length: CONVERSATIONS }, async (_, k) => {
      const i = k + 1;
      const res = await request(`${url}/api/support/instructor/chat/${i}/events`, {
        dispatcher: agent,
        headers: { ...headersOf(tokens, i), accept: 'text/event-stream' },
      });
      if (res.statusCode !== 200) throw new Error(`stream ${i}: ${res.statusCode}`);
      let buffer = '';
      res.body.setEncoding('utf8');
      res.body.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) {
            for (const m of (JSON.parse(data.slice(6)) as { messages: { message: string }[] }).messages) {
              const at = sentAt.get(m.message);
              if (at !== undefined) {
                delivery.push(now - at);
                sentAt.delete(m.message);
              }
            }
          }
          cut = buffer.indexOf('\n\n');
        }
      });
      res.body.on('error', () => {});
      return res;
    }),
  );

  const heartbeat: LoadRequest = {
    method: 'POST',
    path: '/api/tot/update',
    build: (n) => {
      const i = (n % LEARNERS) + 1;
      return { headers: headersOf(tokens, i), body: JSON.stringify({ timeOnTaskId: i, currentProductId: i }) };
    },
  };
  const poll: LoadRequest = {
    method: 'POST',
    path: '/api/support/instructor/chat',
    build: (n) => {
      const i = (n % POLLERS) + 1;
      const lastDate = new Date(Date.now() - EVERY_MS).toISOString();
      return { headers: headersOf(tokens, i), body: JSON.stringify({ chatId: i, lastDate, learningComponentId: 2 }) };
    },
  };
  // Each conversation: the instructor's message (timed to the learner's stream) and the learner's, every 6 s.
  const conversation: LoadRequest = {
    method: 'POST',
    path: '/api/instructor/chats/1',
    build: (n) => {
      const k = (Math.floor(n / 2) % CONVERSATIONS) + 1;
      if (n % 2 === 0) {
        const message = `m${n}`;
        sentAt.set(message, performance.now());
        return { path: `/api/instructor/chats/${k}`, headers: headersOf(tokens, INSTRUCTOR), body: JSON.stringify({ message }) };
      }
      return {
        path: '/api/support/instructor/chat',
        headers: headersOf(tokens, k),
        body: JSON.stringify({ chatId: k, message: `learner ${n}` }),
      };
    },
  };
  const rate = (count: number, everyMs: number) => Math.ceil((count * 1000) / everyMs);
  // Warm-up: every beating learner once (closed loop), so sessions are cached as in steady state.
  const warm = await load({ url, durationSeconds: 60, rate: null, connections: 32, request: heartbeat, count: LEARNERS });
  console.log(`  warm-up: ${warm.total} first beats at ${warm.rps} req/s, errors ${warm.errors + warm.non2xx}`);
  // Bounded: a server that cannot keep up leaves a backlog; past the run plus 30 s the figures so far are printed.
  const all = Promise.all([
    load({ url, durationSeconds: DURATION, rate: Number(args['beat-rate']), connections: 64, request: heartbeat }),
    load({ url, durationSeconds: DURATION, rate: rate(POLLERS, EVERY_MS), connections: 32, request: poll }),
    load({ url, durationSeconds: DURATION, rate: rate(CONVERSATIONS * 2, EVERY_MS), connections: 16, request: conversation }),
  ]);
  const done = await Promise.race([all, new Promise<null>((r) => setTimeout(() => r(null), (DURATION + 30) * 1000))]);
  await new Promise((r) => setTimeout(r, 2_000));
  const lost = sentAt.size;
  for (const s of streams) s.body.destroy();
  if (!done) {
    console.log(
      `  the load did not drain within ${DURATION + 30} s (server past capacity). Push delivery so far: ${delivery.length} messages, p50 ${percentile(delivery, 0.5)} ms, p99 ${percentile(delivery, 0.99)} ms, not delivered ${lost}.`,
    );
    server.kill('SIGKILL');
    process.exit(2);
  }
  const [beats, polls, sends] = done;
  await agent.close();
  await stopServer(server);

  const row = (name: string, r: typeof beats) =>
    `| ${name} | ${r.targetRate}/s | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`;
  const table = [
    `Chat, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL, ${DURATION} s.`,
    '',
    '| load | rate | achieved req/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    row('heartbeats (POST api/tot/update)', beats),
    row('chat polls (POST api/support/instructor/chat)', polls),
    row('chat sends (instructor and learner)', sends),
    '',
    `Push delivery (instructor's send to the learner's stream): ${delivery.length} messages, p50 ${percentile(delivery, 0.5)} ms, p99 ${percentile(delivery, 0.99)} ms, max ${percentile(delivery, 1)} ms, not delivered ${lost}.`,
    `Whole run: ${Math.round((Date.now() - started) / 1000)} s.`,
  ].join('\n');
  console.log(`\n${table}\n`);
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/chat-${Date.now()}.json`, import.meta.url),
    JSON.stringify(
      {
        beats,
        polls,
        sends,
        delivery: { n: delivery.length, p50: percentile(delivery, 0.5), p99: percentile(delivery, 0.99), lost },
      },
      null,
      2,
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
