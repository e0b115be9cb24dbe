import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The database handle every repo takes: either driver, or a transaction of either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * One statement of a hot path, on its own (autocommit, never inside a transaction), as a named
   * prepared statement: PostgreSQL parses and plans it once per connection and then runs its generic
   * plan, instead of planning it on every call (decision 0048). `text` uses $1, $2, ... placeholders.
   */
  prepared<R>(name: string, text: string, values: unknown[]): Promise<R[]>;
  /** Runs `select 1`; false when the database cannot be reached. */
  ping(): Promise<boolean>;
  /** The connection pool's counts (PostgreSQL); null for PGlite, which is one connection in this process. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... uses a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Generic plans for named statements only: drizzle's statements are unnamed and planned per call as
    // before; the named ones (prepared()) are hot-path statements whose best plan does not depend on values.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c plan_cache_mode=force_generic_plan' });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      prepared: async <R>(name: string, text: string, values: unknown[]) =>
        (await pool.query<R & pg.QueryResultRow>({ name, text, values })).rows as R[],
      ping: () => ping(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // In process, no round trip to save: a plain parameterised query.
    prepared: async <R>(_name: string, text: string, values: unknown[]) => (await client.query<R>(text, values)).rows,
    ping: () => ping(db),
    poolStats: () => null,
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
