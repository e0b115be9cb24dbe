import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from './app.js';
import { DEMO_LOGINS, DEMO_PASSWORD, demoCredentialsPresent, seedDemo } from './modules/demo/seed.js';
import { systemClock } from './platform/clock.js';
import { loadConfig } from './platform/config.js';
import { randomToken } from './platform/crypto.js';
import { openDatabase } from './platform/db/client.js';
import { migrateDatabase } from './platform/db/migrate.js';
import { unsharedSettings } from './platform/shared-settings.js';
import { openStorage } from './platform/storage/open-storage.js';

/** A secret kept in DATA_DIR so sessions' CSRF tokens survive a restart. */
function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomToken(32);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Below compose.yaml's stop_grace_period (30 s), so the process ends on its own terms. */
const SHUTDOWN_DEADLINE_MS = 25_000;

/** Any fixed number: the advisory lock instances of one database take turns under while they migrate and seed. */
const STARTUP_LOCK = 581_058;

/**
 * Runs `work` while holding PostgreSQL's session advisory lock on a connection of its own: instances started
 * together (a compose file, a rolling deploy) would otherwise migrate and seed one database at once, and the
 * loser fails on the tables or rows the winner just created (decision 0058). PGlite is one process: no lock.
 */
async function oneInstanceAtATime<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    // Ending the connection releases the lock, also when `work` failed.
    await client.end();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  config.dataDir = resolve(config.dataDir);
  config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  for (const line of unsharedSettings(config)) console.warn(line);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const storage = openStorage(config.storage);
  const refused = await oneInstanceAtATime(config.databaseUrl, async () => {
    await migrateDatabase(database);
    if (config.env === 'production') return demoCredentialsPresent(database.db);
    if (config.demoSeed && (await seedDemo(database.db, systemClock, storage))) {
      console.log('Seeded the demo accounts and products.');
    }
    return false;
  });
  if (refused) {
    console.error('Refusing to start in production: a demo account still has the demo password.');
    await database.close();
    process.exit(1);
  }
  const app = await buildApp({ config, database, storage, secret: loadSecret(config.dataDir, config.sessionSecret) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() stops listening at once (a balancer's next connection is refused and goes to another
    // instance), lets the requests already accepted finish, then writes pending seat time. A request that
    // never ends must not keep the process forever: orchestrators kill it anyway (compose: after 30 s).
    setTimeout(() => {
      console.error('Shutdown took longer than 25 s: exiting with requests still open.');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\nContinuum is running at ${url} (database: ${database.kind})`);
  if (config.demoSeed) {
    console.log(`Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_LOGINS.join(', ')}\n`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
