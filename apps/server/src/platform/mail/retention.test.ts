import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTemplateDatabase } from '../../test/db-template.js';
import { unique } from '../../test/harness.js';
import { ManualClock } from '../clock.js';
import type { Database } from '../db/client.js';
import { emailMessages } from '../db/schema/index.js';
import { purgeStoredMail, startMailRetention } from './retention.js';

/*
 * A database of its own (in-memory PGlite), even when DATABASE_URL names a shared PostgreSQL: every other test
 * file's app runs the start-up purge with the real date, which deleted this file's dated rows under it
 * (CI, 2026-11-26: "expected 0 to be 1"), and a purge here with an old clock must not reach their mail either.
 */
let t: { database: Database };
const log = Fastify({ logger: false }).log;
beforeAll(async () => {
  const database = await openTemplateDatabase(inject('pgliteTemplate'));
  t = { database };
});
afterAll(() => t.database.close());

async function storeAt(sentDate: string): Promise<number> {
  const [row] = await t.database.db
    .insert(emailMessages)
    .values({
      kind: 'test',
      subject: 's',
      fromAddress: 'f@x.test',
      toAddress: `${unique('ret')}@x.test`,
      htmlText: 'h',
      plainText: 'p',
      sentDate: new Date(sentDate),
    })
    .returning({ id: emailMessages.id });
  return row?.id ?? 0;
}

const remaining = async (ids: number[]) =>
  (await t.database.db.select({ id: emailMessages.id }).from(emailMessages).where(inArray(emailMessages.id, ids)))
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('stored mail retention', () => {
  it('deletes what is older than the retention by the Clock, keeps the rest', async () => {
    const old = await storeAt('2001-01-01T00:00:00Z');
    const recent = await storeAt('2001-03-15T00:00:00Z');
    const clock = new ManualClock('2001-03-31T00:00:00Z');
    expect(await purgeStoredMail(t.database.db, clock, 90)).toBe(0);
    clock.advance(2 * 86_400_000); // 2001-04-02: the first message is now 91 days old
    expect(await purgeStoredMail(t.database.db, clock, 90)).toBe(1);
    expect(await remaining([old, recent])).toEqual([recent]);
  });

  it('runs at start, then once a day', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const clock = new ManualClock('2002-06-01T00:00:00Z');
      const first = await storeAt('2002-01-01T00:00:00Z');
      const second = await storeAt('2002-05-31T00:00:00Z');
      const retention = startMailRetention({ db: t.database.db, clock, log, days: 30 });
      await vi.waitFor(async () => expect(await remaining([first, second])).toEqual([second]));
      clock.advance(31 * 86_400_000);
      vi.advanceTimersByTime(86_400_000);
      await retention.stop();
      expect(await remaining([second])).toEqual([]);
      const [gone] = await t.database.db.select().from(emailMessages).where(eq(emailMessages.id, first));
      expect(gone).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
