import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../../apps/server/src/modules/demo/seed.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { openDatabase } from '../../apps/server/src/platform/db/client.js';
import { migrateDatabase } from '../../apps/server/src/platform/db/migrate.js';
import { writePgliteTemplate } from '../../apps/server/src/test/db-template.js';

/** The journeys' databases on DATABASE_URL's server are named from this; E2E_DATABASE names another so two runs never share one. */
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'continuum_e2e';
if (!/^[a-z_][a-z0-9_]*$/.test(E2E_DATABASE))
  throw new Error(`E2E_DATABASE must be a plain lower-case name, got ${E2E_DATABASE}`);
/** The migrated and seeded database each journey file's own database is created from (PostgreSQL). */
export const E2E_TEMPLATE = `${E2E_DATABASE}_template`;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite holding the migrated schema and the demo seed (no DATABASE_URL). */
    e2eTemplate: string;
  }
}

/**
 * The journeys need the built web app. The demo is migrated and seeded once here, into a template: on PostgreSQL
 * a database each journey file copies with CREATE DATABASE ... TEMPLATE, on PGlite a dumped data directory each
 * file loads. Every file then has data of its own, so files run in parallel (decision 0101).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const index = new URL('../../apps/web/dist/index.html', import.meta.url);
  if (!existsSync(index)) throw new Error('apps/web/dist is missing: run `npm run build -w @continuum/web` first');
  const url = process.env.DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'continuum-e2e-'));
  const seed = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    await seedDemo(database.db, systemClock);
  };
  if (!url) {
    const template = join(dir, 'seeded.tar');
    await writePgliteTemplate(template, seed);
    project.provide('e2eTemplate', template);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  await dropJourneyDatabases(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${E2E_TEMPLATE}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${E2E_TEMPLATE}`;
  const database = await openDatabase({ url: u.toString() });
  await migrateDatabase(database);
  await seed(database);
  await database.close();
  project.provide('e2eTemplate', E2E_TEMPLATE);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropJourneyDatabases(url);
  };
}

/** Drops the template and every journey file's copy (a run killed half-way leaves some behind). */
async function dropJourneyDatabases(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [E2E_TEMPLATE, `${E2E_DATABASE}\\_f%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
