import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/client.js';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

/** The real server as its own process (tsx), on embedded PGlite in `dataDir`. */
async function start(dataDir: string, port: number): Promise<ChildProcess> {
  // Embedded database whatever the suite runs on: the process owns its data directory.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEAT_TIME_FLUSH_MS: '4000',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/management/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** A cookie-keeping client speaking CSRF like the web app. */
function client(base: string) {
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

async function creditedSeconds(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  const result = await database.db.execute('select coalesce(sum(total_ms), 0)::int as ms from seat_time_chain');
  await database.close();
  return Number((result as unknown as { rows: { ms: number }[] }).rows[0]?.ms ?? 0) / 1000;
}

describe('seat time across a crash', () => {
  it('a killed process loses at most its flush window, never credits twice, and a graceful stop flushes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seat-crash-'));
    const port = 18_700 + Math.floor(Math.random() * 200);
    const base = `http://127.0.0.1:${port}`;
    let server = await start(dataDir, port);
    const call = client(base);
    await call('GET', '/api/account');
    expect((await call('POST', '/api/authentication', { username: 'learner', password: 'continuum' })).status).toBe(200);
    const [lp] = (await (await call('GET', '/api/user/products')).json()) as { learnerProductId: number }[];
    if (!lp) throw new Error('the demo learner has no product');
    const meta = (await (await call('GET', `/api/product/${lp.learnerProductId}/meta`)).json()) as { rootId: number };
    const started = Date.now();
    const startReply = await call('POST', '/api/tot/start', { learningComponentId: meta.rootId, name: 'home' });
    const { timeOnTaskId } = (await startReply.json()) as { timeOnTaskId: number };
    const beat = () => call('POST', '/api/tot/update', { timeOnTaskId, currentProductId: lp.learnerProductId });
    // The baseline is flushed (4 s window), then a beat stays pending and the process is killed.
    await new Promise((r) => setTimeout(r, 4500));
    expect((await beat()).status).toBe(200);
    server.kill('SIGKILL');
    await exited(server);
    const afterCrash = await creditedSeconds(dataDir);
    expect(afterCrash).toBe(0);

    // Restart on the same data; the session survives. A beat credits the real time since the last
    // credited instant, capped: never more than the wall-clock time that passed.
    server = await start(dataDir, port);
    expect((await beat()).status).toBe(200);
    // SIGTERM: the pending beat is written before the process exits.
    server.kill('SIGTERM');
    await exited(server);
    const total = await creditedSeconds(dataDir);
    const wall = (Date.now() - started) / 1000;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(Math.min(wall, 35));
  }, 300_000); // restarts a real server process several times; beside another test file on two cores (0101)
});
