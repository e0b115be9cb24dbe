import { existsSync } from 'node:fs';
import pg from 'pg';

/** The journeys' database on DATABASE_URL's server; E2E_DATABASE names another so two runs never share one. */
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'continuum_e2e';
if (!/^[a-z_][a-z0-9_]*$/.test(E2E_DATABASE))
  throw new Error(`E2E_DATABASE must be a plain lower-case name, got ${E2E_DATABASE}`);

/**
 * The journeys need the built web app. With DATABASE_URL they get a database of their own on that
 * server (dropped and re-created here); without it each journey file uses an in-memory PGlite.
 */
export default async function setup(): Promise<void> {
  const index = new URL('../../apps/web/dist/index.html', import.meta.url);
  if (!existsSync(index)) throw new Error('apps/web/dist is missing: run `npm run build -w @continuum/web` first');
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists ${E2E_DATABASE} with (force)`);
  await client.query(`create database ${E2E_DATABASE}`);
  await client.end();
}
