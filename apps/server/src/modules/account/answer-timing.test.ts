import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { accountWorkSettled } from './after-reply.js';

/**
 * Whether an account exists must not show in the answer to a reset request, nor in its timing (issue 14,
 * decision 0053). The answers are compared exactly; the medians are printed for the decision record, not
 * asserted (speed belongs to benchmarks, and a timed assertion would be flaky on a shared machine).
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, rateLimitAccountMailsPerHour: 10_000 });
});
afterAll(async () => {
  await accountWorkSettled();
  await t.close();
  await smtp.close();
});

const ROUNDS = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('reset request: an existing and an unknown e-mail', () => {
  it('get the same answer; the medians are printed', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.get('/api/account'); // CSRF cookie first, so each timed call is one request
    const times = { existing: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < ROUNDS; i++) {
      for (const kind of ['existing', 'unknown'] as const) {
        const email = kind === 'existing' ? user.email : `${unique('nobody')}@example.test`;
        const start = performance.now();
        const res = await client.post('/api/account/reset_password/init', { email });
        times[kind].push(performance.now() - start);
        bodies.add(`${res.statusCode} ${res.body} ${res.headers['content-type']}`);
        await accountWorkSettled(); // the e-mail of one round does not weigh on the next
      }
    }
    expect([...bodies]).toEqual(['200 {"ok":true} application/json; charset=utf-8']);
    console.info(
      `reset request median over ${ROUNDS}: existing ${median(times.existing).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms`,
    );
  });
});

/**
 * The same from another process over a real socket, as a client would see it: in-process (inject) figures
 * also count the work started after the reply, since it shares the event loop with the measuring code.
 */
const CLIENT = `
const [base, existing, rounds] = process.argv.slice(1);
const first = await fetch(base + '/api/account');
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const headers = { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=' + xsrf, 'x-xsrf-token': xsrf };
const times = { existing: [], unknown: [] };
for (let i = 0; i < Number(rounds); i++) {
  for (const kind of ['existing', 'unknown']) {
    const email = kind === 'existing' ? existing : 'nobody' + i + '-' + Math.random().toString(36).slice(2) + '@example.test';
    const start = performance.now();
    const res = await fetch(base + '/api/account/reset_password/init', { method: 'POST', headers, body: JSON.stringify({ email }) });
    await res.text();
    times[kind].push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 250)); // the e-mail of one call is out before the next
  }
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
console.log(JSON.stringify({ existing: median(times.existing), unknown: median(times.unknown) }));
`;

describe('reset request over a socket, measured from another process', () => {
  it('prints both medians', { timeout: 60_000 }, async () => {
    const user = await createUser(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENT, base, user.email, String(ROUNDS)]);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const medians = JSON.parse(out) as { existing: number; unknown: number };
    console.info(
      `reset request over a socket, median over ${ROUNDS}: existing ${medians.existing.toFixed(1)} ms, unknown ${medians.unknown.toFixed(1)} ms`,
    );
  });
});
