import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../apps/server/src/app.js';
import { seedDemo } from '../../apps/server/src/modules/demo/seed.js';
import { type Clock, systemClock } from '../../apps/server/src/platform/clock.js';
import { type AppConfig, loadConfig } from '../../apps/server/src/platform/config.js';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/client.js';
import { migrateDatabase } from '../../apps/server/src/platform/db/migrate.js';
import { openTemplateDatabase } from '../../apps/server/src/test/db-template.js';
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

/**
 * The journey file's own database, a copy of the template the global set-up migrated and seeded: on PostgreSQL a
 * new database made from it (dropped again on close), on PGlite the dumped data directory loaded in memory.
 */
async function openJourneyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('e2eTemplate');
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openTemplateDatabase(template), drop: async () => undefined };
  const name = `${E2E_DATABASE}_f${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template ${template}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  // Dropped without force: a connection the file left open is not cut under a later file's feet (an uncaught
  // 57P01 there); such a copy stays until the global teardown drops every journey database.
  const drop = () => admin(`drop database if exists ${name}`).catch(() => undefined);
  return { database: await openDatabase({ url: u.toString() }), drop };
}

/**
 * The real server, in this process, serving the built web app on a free port, with a real SMTP
 * server beside it. Journeys read the database directly to check what was stored.
 */
export async function startServer(overrides: Partial<AppConfig> = {}, clock: Clock = systemClock): Promise<E2EServer> {
  const smtp = await startSmtpServer();
  const { database, drop } = await openJourneyDatabase();
  // Both find the template's work done and return at once; kept so a journey never runs on an unmigrated copy.
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
      await drop();
      await smtp.close();
    },
  };
}
