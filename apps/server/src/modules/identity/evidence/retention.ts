import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/client.js';
import { DAY_MS, startRetentionLoop } from '../../../platform/retention-loop.js';
import { usersWithAllProductsClosedBefore } from '../../product/index.js';
import { deleteSignatureSamples } from '../biosig/evidence.js';
import { deleteTypingTimings } from '../typing/evidence.js';

/**
 * IDENTITY_EVIDENCE_RETENTION_DAYS (decision 0097): once every learner product of a user has been closed for
 * `days` days, their raw typing timings and signature samples are deleted in one transaction; the results
 * (typing evidence, the checks' PASS/FAIL and times) stay for the record. Answers how many users were purged.
 */
export async function purgeIdentitySamples(db: Db, clock: Clock, days: number): Promise<number> {
  const cutoff = new Date(clock.nowMs() - days * DAY_MS);
  return db.transaction(async (tx) => {
    const userIds = await usersWithAllProductsClosedBefore(tx, cutoff);
    if (userIds.length === 0) return 0;
    await deleteTypingTimings(tx, userIds);
    await deleteSignatureSamples(tx, userIds);
    return userIds.length;
  });
}

/** Runs the purge at start, then daily, like the mail retention; failures are logged by code only. */
export function startIdentityRetention(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; days: number }): {
  stop(): Promise<void>;
} {
  return startRetentionLoop({
    run: () => purgeIdentitySamples(deps.db, deps.clock, deps.days),
    everyMs: DAY_MS,
    log: deps.log,
    done: 'identity samples past retention deleted (users)',
    failed: 'identity samples purge failed',
    fields: { days: deps.days },
  });
}
