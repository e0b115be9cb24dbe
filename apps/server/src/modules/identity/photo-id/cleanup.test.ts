import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idPhotos } from '../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../platform/storage/local-storage.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp } from '../../../test/harness.js';
import { purgeUnconfirmedIdPhotos } from './cleanup.js';

const HOUR = 3_600_000;
let t: TestApp;
let storage: LocalStorage;
beforeAll(async () => {
  // A database of its own even on a shared PostgreSQL: the purge removes every stale upload, other files' too.
  t = await createTestApp({}, undefined, { ownDatabase: true });
  storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'id-photo-cleanup-')));
});
afterAll(() => t.close());

describe('purgeUnconfirmedIdPhotos', () => {
  it('deletes the object and the row of uploads unconfirmed for over 24 h, and nothing else', async () => {
    const user = await createUser(t);
    const { lp } = await createLearnerProduct(t, user.id);
    const now = t.clock.nowMs();
    const upload = async (name: string, requestedHoursAgo: number, confirmed: boolean, stored = true) => {
      const storageKey = `id-photos/u${user.id}/lp${lp.id}/${name}.png`;
      if (stored) await storage.put(storageKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
      const requestedAt = new Date(now - requestedHoursAgo * HOUR);
      const [row] = await t.database.db
        .insert(idPhotos)
        .values({
          learnerProductId: lp.id,
          userId: user.id,
          storageKey,
          idPhotoType: 'DRIVERS_LICENSE',
          mimeType: 'image/png',
          requestedAt,
          expiresAt: new Date(requestedAt.getTime() + 300_000),
          ...(confirmed ? { confirmedAt: new Date(requestedAt.getTime() + 60_000), sizeBytes: 4 } : {}),
        })
        .returning();
      if (!row) throw new Error('no row');
      return row;
    };
    const stale = await upload('stale', 25, false);
    const neverPosted = await upload('never-posted', 30, false, false);
    const fresh = await upload('fresh', 23, false);
    const confirmedOld = await upload('confirmed', 48, true);

    expect(await purgeUnconfirmedIdPhotos({ db: t.database.db, clock: t.clock, storage })).toBe(2);

    const left = await t.database.db
      .select({ id: idPhotos.id })
      .from(idPhotos)
      .where(inArray(idPhotos.id, [stale.id, neverPosted.id, fresh.id, confirmedOld.id]));
    expect(left.map((r) => r.id).sort()).toEqual([fresh.id, confirmedOld.id].sort());
    expect(await storage.stat(stale.storageKey)).toBeNull();
    expect(await storage.stat(fresh.storageKey)).not.toBeNull();
    expect(await storage.stat(confirmedOld.storageKey)).not.toBeNull();

    // A day later the once-fresh upload is stale too; the confirmed photo stays for good.
    t.clock.advance(2 * HOUR);
    expect(await purgeUnconfirmedIdPhotos({ db: t.database.db, clock: t.clock, storage })).toBe(1);
    expect(await t.database.db.select().from(idPhotos).where(eq(idPhotos.id, fresh.id))).toEqual([]);
    expect(await storage.stat(confirmedOld.storageKey)).not.toBeNull();
  });
});
