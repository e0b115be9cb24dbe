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
  /**
   * Subscribes to a NOTIFY channel (decision 0088): every instance on the database hears what any of them
   * notifies, on commit. `onPayload` gets each payload, and RESUBSCRIBED after the listening connection was lost
   * and made again (what was notified in between is unknown: subscribers re-read). Resolves to the unsubscribe.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite's whole data directory as a tarball (a copy to start another in-memory database from); null on PostgreSQL. */
  dumpDataDir(): Promise<Blob | null>;
  close(): Promise<void>;
}

/** The payload a listener gets after its connection was lost and made again (see Database.listen). */
export const RESUBSCRIBED = '\u0000resubscribed';

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface DatabaseOptions {
  /** postgres://... uses a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts as a copy of this dumped data directory (PGlite's dumpDataDir): the test suite
   * migrates once and each test file loads the copy (about 0.3 s) instead of booting and migrating (2-13 s).
   */
  loadDataDir?: Blob | undefined;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Generic plans for named statements only: drizzle's statements are unnamed and planned per call as
    // before; the named ones (prepared()) are hot-path statements whose best plan does not depend on values.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c plan_cache_mode=force_generic_plan' });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listener = new PgListener(options.url);
    return {
      db,
      kind: 'postgres',
      prepared: async <R>(name: string, text: string, values: unknown[]) =>
        (await pool.query<R & pg.QueryResultRow>({ name, text, values })).rows as R[],
      ping: () => ping(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      dumpDataDir: async () => null,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = options.loadDataDir ? new PGlite({ loadDataDir: options.loadDataDir }) : new PGlite();
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
    listen: async (channel, onPayload) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
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

/**
 * One connection of its own for LISTEN (a pooled one would be handed to other queries): made on the first
 * subscription, made again a second after it fails, each channel listened to again and its subscribers told.
 */
class PgListener {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onPayload);
    const client = await this.connection();
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      set.delete(onPayload);
    };
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      for (const handler of this.handlers.get(n.channel) ?? []) handler(n.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (this.closed || this.retry) return;
    const again = () => {
      this.retry = undefined;
      if (this.closed) return;
      this.connection().then(
        () => {
          for (const set of this.handlers.values()) for (const handler of set) handler(RESUBSCRIBED);
        },
        () => {
          this.retry = setTimeout(again, 1_000);
        },
      );
    };
    this.retry = setTimeout(again, 1_000);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}
