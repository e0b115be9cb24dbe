import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, authSessions, users } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ concurrentLogins: 'allow' });
});
afterAll(() => t.close());

describe('GET/POST api/account', () => {
  it('answers 401 without a session and still sets the XSRF-TOKEN cookie', async () => {
    const res = await new TestClient(t.app).get('/api/account');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect(res.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });

  it('returns the identity with authorities', async () => {
    const user = await createUser(t, { authorities: ['ROLE_AUTHENTICATED', 'ROLE_ADMIN'] });
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    expect((await client.get('/api/account')).json()).toEqual({
      // The {userId} of the identity checks (decision 0090).
      id: user.id,
      login: user.login,
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      langKey: 'en',
      activated: true,
      authorities: ['ROLE_ADMIN', 'ROLE_AUTHENTICATED'],
      mailingCity: null,
      mailingZip: null,
      phone: null,
      // Nobody acts for this user (decision 0077).
      impersonatedBy: null,
    });
  });

  it('saves the profile fields the security questions check, clears one with a blank, and names a bad one', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const base = { firstName: 'Pat', lastName: 'Lee', email: user.email, langKey: 'en' };
    const profile = { mailingCity: 'Austin', mailingZip: '78701-1234', phone: '(512) 555-0199' };
    expect((await client.post('/api/account', { ...base, ...profile })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject(profile);
    expect((await client.get('/api/account')).json()).toMatchObject(profile);
    // A save without the fields (an older form) keeps them; a blank clears one.
    await client.post('/api/account', base);
    await client.post('/api/account', { ...base, mailingCity: ' ' });
    expect((await client.get('/api/account')).json()).toMatchObject({ ...profile, mailingCity: null });
    const bad = await client.post('/api/account', { ...base, mailingZip: '7870', phone: '555-01' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fieldErrors.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['mailingZip', 'phone']);
  });

  it('saves settings, including langKey, and reads them back', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const body = { firstName: 'Fran', lastName: 'Çois', email: `new-${user.email}`, langKey: 'fr' };
    // A new e-mail needs the current password (decision 0053).
    expect((await client.post('/api/account', { ...body, currentPassword: user.password })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject(body);
    expect((await client.get('/api/account')).json().langKey).toBe('fr');
  });

  it('refuses an e-mail another account uses', async () => {
    const other = await createUser(t);
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const body = { firstName: 'A', lastName: 'B', email: other.email, langKey: 'en', currentPassword: user.password };
    const res = await client.post('/api/account', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_ALREADY_USED');
  });

  it('names bad fields', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const res = await client.post('/api/account', { firstName: '', lastName: 'B', email: 'x', langKey: 'de' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'email', 'langKey']));
  });

  it('answers 401 to a save without a session', async () => {
    const res = await new TestClient(t.app).post('/api/account', {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.cd',
      langKey: 'en',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST api/account/change_password', () => {
  it('changes the password, keeps this session, ends the others and audits it', async () => {
    const user = await createUser(t);
    const here = new TestClient(t.app, 'browser-here');
    const elsewhere = new TestClient(t.app, 'browser-elsewhere');
    await here.signIn(user.login, user.password);
    await elsewhere.signIn(user.login, user.password, true);
    const res = await here.post('/api/account/change_password', { currentPassword: user.password, newPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(200);
    expect((await here.get('/api/account')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/account')).statusCode).toBe(401);
    const sessions = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions).toHaveLength(1);
    expect(
      (await new TestClient(t.app).post('/api/authentication', { username: user.login, password: 'brand-new-1' })).statusCode,
    ).toBe(200);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, user.login));
    expect(events.map((e) => e.type)).toContain('PASSWORD_CHANGED');
  });

  it('refuses a wrong current password, naming currentPassword', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const res = await client.post('/api/account/change_password', { currentPassword: 'nope-nope', newPassword: 'brand-new-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PASSWORD', fieldErrors: [{ field: 'currentPassword' }] });
  });

  it('names newPassword when it is too short', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const res = await client.post('/api/account/change_password', { currentPassword: user.password, newPassword: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('newPassword');
  });

  it('answers 401 without a session', async () => {
    const res = await new TestClient(t.app).post('/api/account/change_password', { currentPassword: 'a', newPassword: 'abcdef' });
    expect(res.statusCode).toBe(401);
  });
});
