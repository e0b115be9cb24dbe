import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { writePgliteTemplate } from './db-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite every in-memory test database starts from (db-template.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Once before all files: the migrated PGlite template (every file without DATABASE_URL, and the files that ask
 * for a database of their own, load a copy of it), and with DATABASE_URL (CI) the shared test database emptied and
 * migrated; files then share it and keep apart by creating their own rows.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'continuum-pglite-'));
  const template = join(dir, 'migrated.tar');
  await writePgliteTemplate(template);
  project.provide('pgliteTemplate', template);
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
    const database = await openDatabase({ url });
    await migrateDatabase(database);
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
