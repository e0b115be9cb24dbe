import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password.js';
import { systemClock } from '../../platform/clock.js';
import { type Database, openDatabase } from '../../platform/db/client.js';
import { migrateDatabase } from '../../platform/db/migrate.js';
import { examAttemptQuestions, examAttempts, learnerProducts, nodes } from '../../platform/db/schema/index.js';
import { insertUser } from '../account/repo.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';

/**
 * Crash test of the exam engine (issue 7): a learner saves answers in a loop while the real server (its own
 * process) is killed with SIGKILL and restarted, CYCLES times; starts race in pairs and attempts are
 * finished now and then. Afterwards every acknowledged save must be in the database (or a later save of
 * the same question that was in flight at the kill), and no attempt or attempt question is duplicated.
 * PGlite in a data directory by default; PostgreSQL (a database of its own) when DATABASE_URL is set.
 */
const CYCLES = Number(process.env.EXAM_CRASH_CYCLES ?? 50);
const QUESTIONS = 12;
const CHOICES = ['a', 'b', 'c'];
const PASSWORD = 'crash-test-pass';
const SECRET = 'exam-crash-test-session-secret-0123456789';
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const port = 18_113 + Math.floor(Math.random() * 80);
const base = `http://127.0.0.1:${port}`;

let bundleDir = '';
let dataDir = '';
let pgUrl: string | undefined;
let pgName = '';
let courseDir = '';

function coursePackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'exam-crash-course-'));
  // fixedOrder: the ids saved (shown letters) are then the authored ids the rows are checked against.
  const questions = Array.from(
    { length: QUESTIONS },
    (_, i) => `  - id: q${i + 1}
    text: "Crash question ${i + 1}?"
    fixedOrder: true
    choices:
      - { text: "First ${i + 1}" }
      - { text: "Second ${i + 1}", correct: true }
      - { text: "Third ${i + 1}" }
`,
  ).join('');
  const files: Record<string, string> = {
    'course.yaml': `code: CRASH-EXAM\ntitle: Crash Course\ntype: COURSE\naccount:\n  name: Crash Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
    'nodes/01-exam.yaml': `key: exam\ntype: EXAM\ntitle: Crash Exam\nmetadata:\n  EXAM_TYPE: UNIT\nexam:\n  passingScore: 70\nquestions:\n${questions}`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function openStore(): Promise<Database> {
  return pgUrl ? openDatabase({ url: pgUrl }) : openDatabase({ dataDir });
}

/** The course, a learner and their enrolment, written before the server first starts. */
async function prepare(): Promise<{ login: string; examId: number; lpId: number }> {
  const database = await openStore();
  await migrateDatabase(database);
  const db = database.db;
  courseDir = coursePackage();
  const { productId } = await importCourseFolder(db, systemClock, courseDir);
  const [exam] = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.productId, productId), eq(nodes.key, 'exam')));
  const now = new Date();
  const user = await insertUser(
    db,
    {
      login: 'crashlearner',
      email: 'crash@example.test',
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Crash',
      lastName: 'Learner',
      langKey: 'en',
      activated: true,
      createdAt: now,
      updatedAt: now,
    },
    [Authority.AUTHENTICATED],
  );
  const [lp] = await db
    .insert(learnerProducts)
    .values({ userId: user.id, productId, status: 'IN_PROGRESS', createdAt: now })
    .returning();
  await database.close();
  if (!exam || !lp) throw new Error('prepare failed');
  return { login: user.login, examId: exam.id, lpId: lp.id };
}

/** The built server as its own process (bundled once, so a restart costs what production's does). */
async function start(): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [join(bundleDir, 'main.js')], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'development',
      ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      DEMO_SEED: 'false',
      // The job queue (pg-boss) is not what is under test: without it each of the 50 boots is shorter and leaves no
      // queue connections behind on the suite's shared PostgreSQL.
      SCHEDULED_JOBS: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/management/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve())));

/** A cookie-keeping client speaking CSRF like the web app. */
function client() {
  const jar = new Map<string, string>();
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) jar.set(k, v.join('='));
    }
    return res;
  };
}

beforeAll(async () => {
  bundleDir = mkdtempSync(join(serverDir, '.exam-crash-'));
  await build({
    entryPoints: { main: join(serverDir, 'src/main.ts') },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outdir: bundleDir,
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'bundle-contracts',
        setup(b) {
          b.onResolve({ filter: /^@continuum\/contracts$/ }, () => ({
            path: fileURLToPath(new URL('../../../../../packages/contracts/src/index.ts', import.meta.url)),
          }));
        },
      },
    ],
  });
  dataDir = mkdtempSync(join(tmpdir(), 'exam-crash-data-'));
  if (process.env.DATABASE_URL) {
    pgName = `continuum_exam_crash_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.query(`create database ${pgName}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${pgName}`;
    pgUrl = u.toString();
  }
}, 120_000);

afterAll(async () => {
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  if (courseDir) rmSync(courseDir, { recursive: true, force: true });
  if (dataDir && !process.env.EXAM_CRASH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  else if (dataDir) console.log(`exam crash: data kept in ${dataDir}`);
  if (pgUrl && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.end();
  }
});

type AttemptRow = typeof examAttempts.$inferSelect;
type QuestionRow = Pick<typeof examAttemptQuestions.$inferSelect, 'attemptId' | 'position' | 'userAnswer'>;

/**
 * What the database holds after the run. PGlite is read in a fresh process: the data directory has been
 * through dozens of crash recoveries by other processes, and a second PGlite instance inside the test
 * worker is not what is under test.
 */
async function readBack(lpId: number): Promise<{ attempts: AttemptRow[]; rows: QuestionRow[] }> {
  if (pgUrl) {
    const database = await openStore();
    try {
      const attempts = await database.db.select().from(examAttempts).where(eq(examAttempts.learnerProductId, lpId));
      const rows = await database.db.select().from(examAttemptQuestions);
      return { attempts, rows };
    } finally {
      await database.close();
    }
  }
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(process.argv[1]);
    const a = await db.query('select id, finished_at as "finishedAt", attempt_number as "attemptNumber" from exam_attempts where learner_product_id = $1', [Number(process.argv[2])]);
    const q = await db.query('select attempt_id as "attemptId", position, user_answer as "userAnswer" from exam_attempt_questions');
    await db.close();
    process.stdout.write(JSON.stringify({ attempts: a.rows, rows: q.rows }));`;
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, join(dataDir, 'db'), String(lpId)], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
    });
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`read-back exited ${code}`))));
  });
  return JSON.parse(out);
}

interface Save {
  attempt: number;
  position: number;
  answer: string;
  acked: boolean;
}

describe('exam saves across SIGKILL', () => {
  it(`keeps every acknowledged save and never duplicates an attempt over ${CYCLES} kills`, async () => {
    const { login, examId, lpId } = await prepare();
    const call = client();
    let server = await start();
    await call('GET', '/api/account');
    expect((await call('POST', '/api/authentication', { username: login, password: PASSWORD })).status).toBe(200);

    const saves: Save[] = [];
    const startedAttempts = new Set<number>();
    let seq = 0;
    let finished = 0;
    let refused = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      if (cycle > 0) server = await start();
      // Two starts at once (a double click, two tabs): they must resume or create one attempt.
      const starts = await Promise.all(
        [0, 1].map(() => call('POST', '/api/exam/nextQuestion', { assessmentId: examId, questionSequenceRequest: 'CURRENT' })),
      );
      const ids = new Set<number>();
      for (const r of starts) {
        expect(r.status, await r.clone().text()).toBe(200);
        ids.add(((await r.json()) as { personAssessmentId: number }).personAssessmentId);
      }
      expect(ids.size).toBe(1);
      const attempt = [...ids][0] ?? 0;
      startedAttempts.add(attempt);

      // Every fifth cycle the attempt is submitted (the next cycle starts a new one) before the saves.
      if (cycle % 5 === 4) {
        const done = await call('POST', `/api/exam/finish/${attempt}`);
        expect(done.status).toBe(200);
        finished++;
        // Killed right after the acknowledged finish: the next start must not resume it.
        server.kill('SIGKILL');
        await exited(server);
        continue;
      }

      // Saves in a loop until the kill lands, somewhere in the middle of one.
      const killAt = Date.now() + 100 + Math.floor(Math.random() * 300);
      const killer = new Promise<void>((resolve) =>
        setTimeout(
          () => {
            server.kill('SIGKILL');
            resolve();
          },
          Math.max(0, killAt - Date.now()),
        ),
      );
      let killed = false;
      void killer.then(() => {
        killed = true;
      });
      while (!killed) {
        const position = (seq % QUESTIONS) + 1;
        const answer = CHOICES[(seq * 7 + cycle) % CHOICES.length] ?? 'a';
        seq++;
        const save: Save = { attempt, position, answer, acked: false };
        saves.push(save);
        try {
          const res = await call('POST', '/api/exam/saveQuestion', {
            assessmentId: examId,
            personAssessmentId: attempt,
            currentQuestionNum: position,
            userAnswer: answer,
          });
          if (res.status === 200) save.acked = true;
          else refused++;
        } catch {
          // The connection died with the process: not acknowledged.
        }
      }
      await killer;
      await exited(server);
    }
    // The state the last kill left is read as is (the reader recovers it like a restart would).

    const { attempts, rows } = await readBack(lpId);
    {
      // No duplicated attempt: at most one unfinished, and every attempt is one the learner was given.
      expect(attempts.filter((a) => !a.finishedAt).length).toBeLessThanOrEqual(1);
      expect(new Set(attempts.map((a) => a.id))).toEqual(startedAttempts);
      expect(attempts.length).toBe(finished + (attempts.some((a) => !a.finishedAt) ? 1 : 0));
      expect(new Set(attempts.map((a) => a.attemptNumber)).size).toBe(attempts.length);
      // No duplicated question: each attempt has its positions 1..n once.
      for (const a of attempts) {
        const mine = rows.filter((r) => r.attemptId === a.id).map((r) => r.position);
        expect(mine.sort((x, y) => x - y)).toEqual(Array.from({ length: QUESTIONS }, (_, i) => i + 1));
      }
      // Every acknowledged save is there: the stored answer is the last acknowledged one for the question,
      // or a later save of that question that was in flight when the process died.
      let checked = 0;
      for (const a of attempts) {
        for (let position = 1; position <= QUESTIONS; position++) {
          const history = saves.filter((s) => s.attempt === a.id && s.position === position);
          const lastAcked = history.map((s) => s.acked).lastIndexOf(true);
          const stored = rows.find((r) => r.attemptId === a.id && r.position === position)?.userAnswer ?? null;
          if (lastAcked < 0) continue;
          const allowed = new Set(history.slice(lastAcked).map((s) => s.answer));
          expect(allowed.has(stored ?? ''), `attempt ${a.id} question ${position}: ${stored}`).toBe(true);
          checked++;
        }
      }
      const acked = saves.filter((s) => s.acked).length;
      console.log(`exam crash: ${CYCLES} kills, ${acked} acknowledged saves of ${saves.length}, ${attempts.length} attempts`);
      expect(acked).toBeGreaterThan(CYCLES);
      expect(checked).toBeGreaterThan(0);
      expect(refused).toBe(0);
    }
  }, 900_000); // 50 real server restarts; beside another test file on two cores (decision 0101)
});
