import pg from 'pg';
import { openDatabase } from '../platform/db/client.js';
import { migrateDatabase } from '../platform/db/migrate.js';

/**
 * With DATABASE_URL (CI), the test database is emptied and migrated once before all files run;
 * files then share it and keep apart by creating their own rows. Without it, each file opens its
 * own in-memory PGlite (see harness.ts) and nothing is needed here.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  await database.close();
}
