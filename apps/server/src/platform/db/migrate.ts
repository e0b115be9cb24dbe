import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

/** The committed SQL migrations: next to src/ in development, next to dist/ when bundled. */
export function migrationsFolder(): string {
  const candidates = ['../../../migrations', '../migrations'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Applies every pending migration; safe to run on each start. */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the two drivers' migrators take their own db types
    await migratePg(database.db as any, { migrationsFolder: migrationsFolderPath });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePglite(database.db as any, { migrationsFolder: migrationsFolderPath });
  }
}

/** Migrations in the folder and applied to the database (drizzle's own table), for the health check. */
export async function migrationStatus(database: Database): Promise<{ known: number; applied: number }> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return { known: journal.entries.length, applied: Number(rows[0]?.n ?? 0) };
}
