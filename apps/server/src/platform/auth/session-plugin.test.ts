import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { authSessions } from '../db/schema/index.js';
import { logRevocations } from './session-repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('session cache and the revocation log', () => {
  it('drops a session another instance revoked before this instance had polled at all', async () => {
    // Straight after start-up, before the 2 s poll timer has fired once: the instance's first cached
    // sessions must already be tracked (two instances started together, then a sign-out on the other).
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    expect((await client.get('/api/account')).statusCode).toBe(200);
    const series = client.cookies.get('SESSION')?.split('.')[0] ?? '';
    // The other instance's sign-out: the row goes, then the revocation is logged.
    await t.database.db.delete(authSessions).where(eq(authSessions.series, series));
    expect((await client.get('/api/account')).statusCode).toBe(200); // served from this instance's cache
    await logRevocations(t.database.db, [series]);
    await t.app.sessions.pollRevocations();
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });
});
