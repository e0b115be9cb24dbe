import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMEMBER_GRACE_MS } from '../../platform/auth/session-plugin.js';
import { logRevocations } from '../../platform/auth/session-repo.js';
import { authSessions } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ concurrentLogins: 'allow' });
});
afterAll(() => t.close());

describe('GET api/account/sessions', () => {
  it('lists the user’s own browsers with the spec’s fields and marks the current one', async () => {
    const user = await createUser(t);
    const a = new TestClient(t.app, 'Browser A');
    const b = new TestClient(t.app, 'Browser B');
    await a.signIn(user.login, user.password, true);
    await b.signIn(user.login, user.password);
    const other = await createUser(t);
    await new TestClient(t.app).signIn(other.login, other.password, true);
    const res = await a.get('/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      userAgent: string;
      current: boolean;
      rememberMe: boolean;
      formattedTokenDate: string;
      ipAddress: string;
    }[];
    expect(list.map((s) => s.userAgent).sort()).toEqual(['Browser A', 'Browser B']);
    const mine = list.find((s) => s.current);
    expect(mine).toMatchObject({ userAgent: 'Browser A', rememberMe: true, ipAddress: '127.0.0.1' });
    expect(mine?.formattedTokenDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).get('/api/account/sessions')).statusCode).toBe(401);
  });
});

describe('DELETE api/account/sessions/{series}', () => {
  it('invalidates a remember-me session of one’s own: that browser is signed out for good', async () => {
    const user = await createUser(t);
    const here = new TestClient(t.app, 'here');
    const there = new TestClient(t.app, 'there');
    await here.signIn(user.login, user.password);
    await there.signIn(user.login, user.password, true);
    const series = there.cookies.get('remember-me')?.split('.')[0] ?? '';
    expect((await here.delete(`/api/account/sessions/${series}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.series, series))).toHaveLength(0);
    expect((await there.get('/api/account')).statusCode).toBe(401);
  });

  it('answers 404 for another user’s series and leaves it alone', async () => {
    const owner = await createUser(t);
    const intruder = await createUser(t);
    const ownerClient = new TestClient(t.app);
    await ownerClient.signIn(owner.login, owner.password, true);
    const series = ownerClient.cookies.get('remember-me')?.split('.')[0] ?? '';
    const client = new TestClient(t.app);
    await client.signIn(intruder.login, intruder.password);
    expect((await client.delete(`/api/account/sessions/${series}`)).statusCode).toBe(404);
    expect((await ownerClient.get('/api/account')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).delete('/api/account/sessions/whatever')).statusCode).toBe(401);
  });
});

describe('remember-me', () => {
  it('restores an expired session from the token and rotates the token', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password, true);
    const firstToken = client.cookies.get('remember-me');
    // The browser closed: its session cookie is gone, the persistent one stays.
    client.cookies.delete('SESSION');
    const res = await client.get('/api/account');
    expect(res.statusCode).toBe(200);
    expect(client.cookies.get('remember-me')).not.toBe(firstToken);
    expect(client.cookies.get('SESSION')).toBeDefined();
  });

  it('deletes the series when a rotated token is replayed', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password, true);
    const stolen = client.cookies.get('remember-me') ?? '';
    client.cookies.delete('SESSION');
    await client.get('/api/account'); // rotates
    t.clock.advance(REMEMBER_GRACE_MS + 1_000); // past the grace a parallel call of the same browser gets
    const thief = new TestClient(t.app);
    thief.cookies.set('remember-me', stolen);
    expect((await thief.get('/api/account')).statusCode).toBe(401);
    const series = stolen.split('.')[0] ?? '';
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.series, series))).toHaveLength(0);
    // The legitimate browser is signed out too: the series is compromised.
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('lets parallel calls carrying only the remember-me cookie through (grace for the just-rotated token)', async () => {
    const user = await createUser(t);
    const signIn = new TestClient(t.app);
    await signIn.signIn(user.login, user.password, true);
    let token = signIn.cookies.get('remember-me') ?? '';
    const series = token.split('.')[0] ?? '';
    let signedOut = 0;
    for (let round = 0; round < 20; round++) {
      // Five calls of one browser that has only its remember-me cookie (as after a restart), all at once.
      const replies = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: `remember-me=${token}` } }),
        ),
      );
      if (replies.some((r) => r.statusCode !== 200)) signedOut++;
      const issued = replies
        .flatMap((r) => r.cookies as { name: string; value: string }[])
        .filter((c) => c.name === 'remember-me');
      expect(issued).toHaveLength(1); // one call rotated; the others were let in on the grace
      token = issued[0]?.value ?? token;
    }
    expect(signedOut).toBe(0);
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.series, series))).toHaveLength(1);
  });

  it('expires an idle session without remember-me', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    t.clock.advance((t.config.sessionIdleMinutes + 1) * 60_000);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });
});

describe('session cache', () => {
  it('serves a known session without the database, and drops it once any instance logs its revocation', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    await t.app.sessions.pollRevocations();
    expect((await client.get('/api/account')).statusCode).toBe(200);
    const series = client.cookies.get('SESSION')?.split('.')[0] ?? '';
    // Another instance deletes the session: its rows change, this instance's cache does not yet.
    await t.database.db.delete(authSessions).where(eq(authSessions.series, series));
    expect((await client.get('/api/account')).statusCode).toBe(200);
    await logRevocations(t.database.db, [series]);
    await t.app.sessions.pollRevocations();
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });
});
