import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/harness.js';
import { randomToken } from '../crypto.js';
import { authSessions } from '../db/schema/index.js';
import { findSessionWithUser, insertSession, touchSessions } from './session-repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(userId: number, at: Date) {
  const series = randomToken(16);
  await insertSession(t.database.db, {
    series,
    userId,
    sessionHash: 'hash',
    rememberMe: false,
    ipAddress: '127.0.0.1',
    userAgent: 'test',
    tokenDate: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 86_400_000),
    createdAt: at,
  });
  return series;
}

const lastSeen = async (series: string) =>
  (await t.database.db.select().from(authSessions).where(eq(authSessions.series, series)))[0]?.lastSeenAt.toISOString();

describe('session repository', () => {
  it('touches exactly the sessions named, in one statement', async () => {
    const user = await createUser(t);
    const start = new Date('2026-01-05T12:00:00Z');
    const [a, b, c] = [await session(user.id, start), await session(user.id, start), await session(user.id, start)];
    const later = new Date('2026-01-05T12:05:00Z');
    await touchSessions(t.database.db, [a, c], later);
    expect([await lastSeen(a), await lastSeen(b), await lastSeen(c)]).toEqual([
      later.toISOString(),
      start.toISOString(),
      later.toISOString(),
    ]);
    await touchSessions(t.database.db, [], later);
  });

  it('shares one frozen copy of recurring values between cached users', async () => {
    const [u1, u2] = [await createUser(t), await createUser(t)];
    const now = new Date();
    const one = await findSessionWithUser(t.database.db, await session(u1.id, now));
    const two = await findSessionWithUser(t.database.db, await session(u2.id, now));
    expect(one?.user.authorities).toEqual(two?.user.authorities);
    expect(one?.user.authorities).toBe(two?.user.authorities);
    expect(Object.isFrozen(one?.user.authorities)).toBe(true);
  });
});
