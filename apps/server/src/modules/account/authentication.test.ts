import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, authSessions } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST api/authentication', () => {
  it('signs in with login and password, sets an httpOnly session cookie and records the audit event', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    const res = await client.post('/api/authentication', { username: user.login, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ login: user.login, authorities: ['ROLE_AUTHENTICATED'] });
    const session = res.cookies.find((c) => c.name === 'SESSION');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect((await client.get('/api/account')).json().login).toBe(user.login);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, user.login));
    expect(events.map((e) => e.type)).toContain('AUTHENTICATION_SUCCESS');
  });

  it('accepts the form-encoded fields the spec names', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.get('/api/account');
    const res = await client.request({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${user.login}&password=${user.password}&rememberMe=true`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.some((c) => c.name === 'remember-me')).toBe(true);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password and audits the failure', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    const res = await client.post('/api/authentication', { username: user.login, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, user.login));
    expect(events.map((e) => e.type)).toContain('AUTHENTICATION_FAILURE');
  });

  it('refuses an account that was never activated', async () => {
    const user = await createUser(t, { activated: false });
    const res = await new TestClient(t.app).post('/api/authentication', { username: user.login, password: user.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ACCOUNT_NOT_ACTIVATED');
  });

  it('names the missing field in a 400', async () => {
    const res = await new TestClient(t.app).post('/api/authentication', { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'username' })]));
  });

  it('requires the CSRF header on sign-in', async () => {
    const user = await createUser(t);
    const res = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/authentication',
      payload: { username: user.login, password: user.password },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it('issues a new session id at each sign-in and a new CSRF token bound to it', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const first = client.cookies.get('SESSION');
    const firstXsrf = client.cookies.get('XSRF-TOKEN');
    await client.signIn(user.login, user.password);
    expect(client.cookies.get('SESSION')).not.toBe(first);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(firstXsrf);
    // The old session is gone from the store.
    const series = first?.split('.')[0] ?? '';
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.series, series))).toHaveLength(0);
  });

  it('rejects a CSRF token minted for another session', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const ca = new TestClient(t.app);
    const cb = new TestClient(t.app);
    await ca.signIn(a.login, a.password);
    await cb.signIn(b.login, b.password);
    // A's token is first used (and remembered as verified) for A's own session...
    const own = await ca.post('/api/account/change_password', { currentPassword: 'not-the-password', newPassword: 'x-pass-1' });
    expect(own.json().code).not.toBe('CSRF_INVALID');
    // ...and still refused for B's.
    cb.cookies.set('XSRF-TOKEN', ca.cookies.get('XSRF-TOKEN') ?? '');
    const res = await cb.post('/api/account/change_password', { currentPassword: b.password, newPassword: 'another-pass' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });
});

describe('POST api/logout', () => {
  it('ends the session: the next call is 401 and the row is deleted', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const series = client.cookies.get('SESSION')?.split('.')[0] ?? '';
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect((await client.get('/api/account')).statusCode).toBe(401);
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.series, series))).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('answers 429 after too many sign-in attempts from one address', async () => {
    const limited = await createTestApp({ rateLimitAuthPerMinute: 3 });
    try {
      const client = new TestClient(limited.app);
      // Limits are shared through the database: an address of its own keeps other test files' calls out.
      const remoteAddress = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const payload = { username: unique('nobody'), password: 'x' };
        codes.push((await client.request({ method: 'POST', url: '/api/authentication', payload, remoteAddress })).statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('concurrent login (CONCURRENT_LOGINS=expire, the default)', () => {
  it('expires the older browser’s session: its next call says so once in plain text, then it is anonymous', async () => {
    const user = await createUser(t);
    const first = new TestClient(t.app, 'first browser');
    const second = new TestClient(t.app, 'second browser');
    await first.signIn(user.login, user.password, true);
    await second.signIn(user.login, user.password);
    const told = await first.get('/api/user/products');
    expect(told.statusCode).toBe(401);
    expect(told.headers['content-type']).toContain('text/plain');
    expect(told.body.startsWith('This session has been expired')).toBe(true);
    const after = await first.get('/api/user/products');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    expect((await second.get('/api/account')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(rows.map((r) => r.userAgent)).toEqual(['second browser']);
  });
});

describe('concurrent login notice', () => {
  it('is not used up by a page or asset load, only by a call of the app', async () => {
    const user = await createUser(t);
    const first = new TestClient(t.app, 'first');
    await first.signIn(user.login, user.password);
    await new TestClient(t.app, 'second').signIn(user.login, user.password);
    // A page load (the web app's routes) passes without consuming the notice.
    await first.get('/settings');
    const told = await first.get('/api/account');
    expect(told.statusCode).toBe(401);
    expect(told.body.startsWith('This session has been expired')).toBe(true);
  });
});

describe('session cache and sign-ins', () => {
  it('a sign-in drops only that user’s cached sessions, not everyone’s', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const clientA = new TestClient(t.app);
    await clientA.signIn(a.login, a.password);
    expect((await clientA.get('/api/account')).statusCode).toBe(200);
    // A's row goes without a revocation entry: only A's cached copy can still answer.
    const series = clientA.cookies.get('SESSION')?.split('.')[0] ?? '';
    await t.database.db.delete(authSessions).where(eq(authSessions.series, series));
    await new TestClient(t.app).signIn(b.login, b.password);
    expect((await clientA.get('/api/account')).statusCode).toBe(200);
  });
});
