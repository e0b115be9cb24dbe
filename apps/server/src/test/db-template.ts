import { readFile, writeFile } from 'node:fs/promises';
import { type Database, openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';

/**
 * A migrated (and optionally seeded) PGlite, dumped to `path` once per test run: every test file that needs an
 * in-memory database of its own then loads this copy (about 0.3 s) instead of booting PGlite and applying every
 * migration (2 s idle, 12 s under CI's load). Decision 0101.
 */
export async function writePgliteTemplate(path: string, prepare?: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    if (prepare) await prepare(database);
    const dump = await database.dumpDataDir();
    if (!dump) throw new Error('PGlite gave no data directory dump');
    await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

const loaded = new Map<string, Promise<Blob>>();

/**
 * A fresh in-memory PGlite: a copy of the template at `path` when there is one (read once per worker), else
 * booted and migrated here (a test file run on its own, outside the suite's global set-up).
 */
export async function openTemplateDatabase(path: string | undefined): Promise<Database> {
  if (!path) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  let blob = loaded.get(path);
  if (!blob) {
    blob = readFile(path).then((bytes) => new Blob([bytes]));
    loaded.set(path, blob);
  }
  return openDatabase({ loadDataDir: await blob });
}
