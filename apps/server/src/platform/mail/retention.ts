import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { emailMessages } from '../db/schema/index.js';
import { DAY_MS, startRetentionLoop } from '../retention-loop.js';

/** Deletes stored mail sent more than `days` days before the Clock's now; answers how many rows went. */
export async function purgeStoredMail(db: Db, clock: Clock, days: number): Promise<number> {
  const cutoff = new Date(clock.nowMs() - days * DAY_MS);
  const gone = await db.delete(emailMessages).where(lt(emailMessages.sentDate, cutoff)).returning({ id: emailMessages.id });
  return gone.length;
}

/**
 * Runs the purge at start, then once a day (MAIL_RETENTION_DAYS, decision 0052). The timer only paces the
 * runs; what is old is decided by the Clock. A failed run is logged (codes only) and retried the next day.
 */
export function startMailRetention(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; days: number }): {
  stop(): Promise<void>;
} {
  return startRetentionLoop({
    run: () => purgeStoredMail(deps.db, deps.clock, deps.days),
    everyMs: DAY_MS,
    log: deps.log,
    done: 'stored e-mail past retention deleted',
    failed: 'stored e-mail purge failed',
    fields: { days: deps.days },
  });
}
