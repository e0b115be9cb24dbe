import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from '../../test/harness.js';
import { sha256 } from '../crypto.js';
import { rateLimits } from '../db/schema/index.js';
import { pruneEnded } from './rate-limit-repo.js';
import { RateLimiter } from './rate-limiter.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = { max: 2, windowMs: 60_000 };

async function row(scope: string, key: string) {
  const [found] = await t.database.db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.scope, scope), eq(rateLimits.key, sha256(key))));
  return found;
}

describe('RateLimiter', () => {
  it('refuses past the maximum, starts a fresh window once the stored one has ended, and prunes ended rows', async () => {
    const limiter = new RateLimiter(t.database.db, t.clock);
    const scope = unique('test-scope');
    await limiter.hit(scope, 'k', rule);
    await limiter.hit(scope, 'k', rule);
    await expect(limiter.hit(scope, 'k', rule)).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    await limiter.hit(scope, 'other', rule); // keys are counted apart
    expect((await row(scope, 'k'))?.hits).toBe(3);

    t.clock.advance(60_001);
    await limiter.hit(scope, 'k', rule);
    expect((await row(scope, 'k'))?.hits).toBe(1);
    // The limiter prunes ended windows on a hit at most once a minute: 'other' has gone.
    expect(await row(scope, 'other')).toBeUndefined();

    t.clock.advance(60_001);
    await pruneEnded(t.database.db, t.clock.now());
    expect(await row(scope, 'k')).toBeUndefined();
  });

  it('counts concurrent hits exactly (one upsert each, row-locked)', async () => {
    const limiter = new RateLimiter(t.database.db, t.clock);
    const scope = unique('test-scope');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => limiter.hit(scope, 'k', { max: 4, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect((await row(scope, 'k'))?.hits).toBe(10);
  });
});
