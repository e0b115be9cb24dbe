import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';

export interface WindowCount {
  hits: number;
  windowEndsAt: Date;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Counts one hit in one statement: a new row, one more hit in the current window, or a fresh window when the
 * stored one has ended. Row-locked by the upsert, so concurrent hits from any instance all count.
 */
export async function countHit(db: Db, scope: string, key: string, now: Date, windowMs: number): Promise<WindowCount> {
  const ended = sql`${rateLimits.windowEndsAt} <= ${at(now)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ scope, key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** Hits counted in the current window (0 when none or the window has ended). */
export async function currentHits(db: Db, scope: string, key: string, now: Date): Promise<WindowCount | null> {
  const [row] = await db
    .select({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.scope, scope), eq(rateLimits.key, key), sql`${rateLimits.windowEndsAt} > ${at(now)}`))
    .limit(1);
  return row ?? null;
}

export async function clearHits(db: Db, scope: string, key: string): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.scope, scope), eq(rateLimits.key, key)));
}

/** Deletes counters whose window ended before `now`. */
export async function pruneEnded(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now));
}
