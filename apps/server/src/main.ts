import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { DEMO_LOGINS, DEMO_PASSWORD, demoCredentialsPresent, seedDemo } from './modules/demo/seed.js';
import { systemClock } from './platform/clock.js';
import { loadConfig } from './platform/config.js';
import { randomToken } from './platform/crypto.js';
import { openDatabase } from './platform/db/client.js';
import { migrateDatabase } from './platform/db/migrate.js';
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

async function main(): Promise<void> {
  const config = loadConfig();
  config.dataDir = resolve(config.dataDir);
  config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const storage = openStorage(config.storage);
  if (config.env === 'production') {
    if (await demoCredentialsPresent(database.db)) {
      console.error('Refusing to start in production: a demo account still has the demo password.');
      await database.close();
      process.exit(1);
    }
  } else if (config.demoSeed && (await seedDemo(database.db, systemClock, storage))) {
    console.log('Seeded the demo accounts and products.');
  }
  const app = await buildApp({ config, database, storage, secret: loadSecret(config.dataDir, config.sessionSecret) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
