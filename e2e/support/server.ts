import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { seedDemo } from '../../apps/server/src/modules/demo/seed.js';
import { type Clock, systemClock } from '../../apps/server/src/platform/clock.js';
import { type AppConfig, loadConfig } from '../../apps/server/src/platform/config.js';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/client.js';
import { migrateDatabase } from '../../apps/server/src/platform/db/migrate.js';
import { startSmtpServer } from '../../apps/server/src/test/smtp.js';
import { E2E_DATABASE } from './global-setup.js';

export interface E2EServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  close(): Promise<void>;
}

function e2eDatabaseUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const u = new URL(url);
  u.pathname = `/${E2E_DATABASE}`;
  return u.toString();
}

/**
 * The real server, in this process, serving the built web app on a free port, with a real SMTP
 * server beside it. Journeys read the database directly to check what was stored.
 */
export async function startServer(overrides: Partial<AppConfig> = {}, clock: Clock = systemClock): Promise<E2EServer> {
  const smtp = await startSmtpServer();
  const database = await openDatabase({ url: e2eDatabaseUrl() });
  await migrateDatabase(database);
  await seedDemo(database.db, systemClock);
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MINUTE: '1000' }),
    webDist: fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
    smtpUrl: smtp.url,
    demoSeed: true,
    ...overrides,
  };
  const app = await buildApp({ config, database, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  config.publicUrl = url;
  return {
    url,
    app,
    database,
    config,
    smtp,
    close: async () => {
      await app.close();
      await database.close();
      await smtp.close();
    },
  };
}
