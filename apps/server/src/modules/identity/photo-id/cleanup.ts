import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/client.js';
import { HOUR_MS, startRetentionLoop } from '../../../platform/retention-loop.js';
import type { ObjectStorage } from '../../../platform/storage/storage.js';
import * as repo from './repo.js';

/**
 * An upload form lives ID_PHOTO_POLICY_SECONDS (300 s); one still unconfirmed a day after it was issued was
 * abandoned (the browser's POST failed, the tab closed, or the file was refused). Decision 0098.
 */
export const UNCONFIRMED_ID_PHOTO_RETENTION_HOURS = 24;
/** Rows handled per batch, so one run never holds a long list in memory. */
const BATCH = 200;

/**
 * Deletes from storage, then from `id_photos`, every upload issued more than `hours` before the Clock's now and
 * never confirmed; confirmed photos are never touched. The object goes first: a crash between the two leaves a
 * row whose object is gone, which the next run removes (deleting a missing object succeeds). Answers how many.
 */
export async function purgeUnconfirmedIdPhotos(
  deps: { db: Db; clock: Clock; storage: ObjectStorage },
  hours = UNCONFIRMED_ID_PHOTO_RETENTION_HOURS,
): Promise<number> {
  const cutoff = new Date(deps.clock.nowMs() - hours * HOUR_MS);
  let removed = 0;
  for (;;) {
    const stale = await repo.findUnconfirmedBefore(deps.db, cutoff, BATCH);
    for (const row of stale) {
      await deps.storage.delete(row.storageKey);
      if (await repo.deleteUnconfirmed(deps.db, row.id)) removed++;
    }
    if (stale.length < BATCH) return removed;
  }
}

/** Runs the clean-up at start, then hourly. */
export function startIdPhotoCleanup(deps: { db: Db; clock: Clock; storage: ObjectStorage; log: FastifyBaseLogger }): {
  stop(): Promise<void>;
} {
  return startRetentionLoop({
    run: () => purgeUnconfirmedIdPhotos(deps),
    everyMs: HOUR_MS,
    log: deps.log,
    done: 'unconfirmed photo-ID uploads deleted',
    failed: 'unconfirmed photo-ID clean-up failed',
    fields: { hours: UNCONFIRMED_ID_PHOTO_RETENTION_HOURS },
  });
}
