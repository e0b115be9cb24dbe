import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/client.js';
import { migrateDatabase } from '../../apps/server/src/platform/db/migrate.js';

/**
 * Drops and recreates the PostgreSQL database `name` on the server `serverUrl` points at, migrates it and
 * returns it open with its URL (each run starts from the same empty state).
 */
export async function freshDatabase(serverUrl: string, name: string): Promise<{ url: string; database: Database }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  return { url, database };
}
