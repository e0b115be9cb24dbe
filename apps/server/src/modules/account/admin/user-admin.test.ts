import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailMessages, users } from '../../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../../test/harness.js';
import { linkIn, startSmtpServer } from '../../../test/smtp.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let adminUser: Awaited<ReturnType<typeof createUser>>;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://app.test', rateLimitAccountFailures: 3 });
  adminUser = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  admin = new TestClient(t.app);
  await admin.signIn(adminUser.login, adminUser.password);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const body = (p: {
  firstName: string;
  lastName: string;
  email: string;
  langKey: string;
  activated: boolean;
  authorities: string[];
}) => p;

describe('GET and PUT api/persons/{login}', () => {
  it('answers the person and saves an edit with its roles, audited with the actor', async () => {
    const user = await createUser(t);
    const got = await admin.get(`/api/persons/${user.login}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      login: user.login,
      activated: true,
      authorities: [Authority.AUTHENTICATED],
      langKey: 'en',
    });

    const res = await admin.request({
      method: 'PUT',
      url: `/api/persons/${user.login}`,
      payload: body({
        firstName: 'Ann',
        lastName: 'Lee',
        email: `${user.login}@new.test`,
        langKey: 'fr',
        activated: true,
        authorities: [Authority.INSTRUCTOR],
      }),
    });
    expect(res.statusCode).toBe(200);
    // ROLE_AUTHENTICATED is kept whatever the body says.
    expect(res.json().authorities).toEqual([Authority.AUTHENTICATED, Authority.INSTRUCTOR]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: `${user.login}@new.test`, langKey: 'fr' });
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, adminUser.login));
    expect(events.find((e) => e.type === 'USER_UPDATED' && e.data.login === user.login)?.data).toMatchObject({
      changed: 'firstName,lastName,email,langKey,authorities',
    });
  });

  it('deactivating ends the user’s sessions at once', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    expect((await client.get('/api/account')).statusCode).toBe(200);
    const res = await admin.request({
      method: 'PUT',
      url: `/api/persons/${user.login}`,
      payload: body({ firstName: 'T', lastName: 'U', email: user.email, langKey: 'en', activated: false, authorities: [] }),
    });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/account')).statusCode).toBe(401);
    const again = await new TestClient(t.app).post('/api/authentication', { username: user.login, password: user.password });
    expect(again.statusCode).toBe(401);
  });

  it('refuses to deactivate oneself or drop one’s own admin role, and names a taken e-mail', async () => {
    const put = (payload: object, login = adminUser.login) =>
      admin.request({ method: 'PUT', url: `/api/persons/${login}`, payload });
    const self = { firstName: 'A', lastName: 'B', email: adminUser.email, langKey: 'en' };
    const off = await put({ ...self, activated: false, authorities: [Authority.ADMIN] });
    expect(off.statusCode).toBe(409);
    expect(off.json().fieldErrors[0].field).toBe('activated');
    const drop = await put({ ...self, activated: true, authorities: [] });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().fieldErrors[0].field).toBe('authorities');
    const other = await createUser(t);
    const taken = await put(
      { firstName: 'A', lastName: 'B', email: adminUser.email, langKey: 'en', activated: true, authorities: [] },
      other.login,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors[0].field).toBe('email');
    const badRole = await put({ ...self, activated: true, authorities: ['ROLE_ROOT'] }, other.login);
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fieldErrors[0].field).toMatch(/^authorities/);
  });

  it('answers 404 for an unknown login, 403 to a learner, 401 without a session', async () => {
    expect((await admin.get('/api/persons/nobody0000')).statusCode).toBe(404);
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    expect((await client.get(`/api/persons/${learner.login}`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(`/api/persons/${learner.login}`)).statusCode).toBe(401);
  });
});

describe('POST api/admin/users/search', () => {
  it('finds users by name with each filter, sorted', async () => {
    const tag = unique('zz');
    for (const [first, roles] of [
      ['b', [Authority.AUTHENTICATED]],
      ['a', [Authority.AUTHENTICATED, Authority.INSTRUCTOR]],
    ] as const) {
      const u = await createUser(t, { authorities: [...roles] });
      await t.database.db
        .update(users)
        .set({ lastName: `${tag}${first}` })
        .where(eq(users.id, u.id));
    }
    const search = (extra: object) => admin.post('/api/admin/users/search', { searchValue: tag, ...extra });
    const all = await search({ sortOrders: { primary: { field: 'lastName', direction: 'ASC' } } });
    expect(all.statusCode).toBe(200);
    expect(all.json().content.map((u: { lastName: string }) => u.lastName)).toEqual([`${tag}a`, `${tag}b`]);
    expect(all.json().content[0].authorities).toEqual([Authority.AUTHENTICATED, Authority.INSTRUCTOR]);
    const instructors = await search({ options: { authority: Authority.INSTRUCTOR } });
    expect(instructors.json().totalElements).toBe(1);
    const inactive = await search({ options: { activated: false } });
    expect(inactive.json().totalElements).toBe(0);
    const bad = await search({ options: { authority: 'ROLE_ROOT' } });
    expect(bad.json().fieldErrors[0].field).toBe('options.authority');
  });
});

describe('POST api/admin/users/invite', () => {
  it('e-mails a register-with-key link that pre-fills the form and registers the person', async () => {
    const login = unique('inv');
    const email = `${login}@example.test`;
    const res = await admin.post('/api/admin/users/invite', { firstName: 'Ivy', lastName: 'Vance', email, login });
    expect(res.statusCode).toBe(200);
    const { emailId } = res.json();
    const [stored] = await t.database.db.select().from(emailMessages).where(eq(emailMessages.id, emailId));
    expect(stored?.template).toBe('account.invitation');
    expect(stored?.htmlText).toContain('[redacted]');

    const raw = [...smtp.mails].reverse().find((m) => m.to.includes(email))?.raw ?? '';
    const key = new URL(linkIn(raw, '/register') ?? 'http://x/').searchParams.get('key') ?? '';
    expect(key).not.toBe('');
    const visitor = new TestClient(t.app);
    const page = await visitor.get(`/api/account/page/register?key=${encodeURIComponent(key)}`);
    expect(page.json().person).toEqual({ firstName: 'Ivy', lastName: 'Vance', email, login });

    // Resending the invitation re-issues it: the first link stops working, the new one pre-fills.
    const resent = await admin.get(`/api/admin/email/resend/${emailId}?reissue=true`);
    expect(resent.statusCode).toBe(200);
    expect((await visitor.get(`/api/account/page/register?key=${encodeURIComponent(key)}`)).json().person).toBeNull();

    const registered = await visitor.post('/api/account/register', {
      firstName: 'Ivy',
      lastName: 'Vance',
      email,
      login,
      password: 'invited-pass-1',
    });
    expect(registered.statusCode).toBe(201);
  });

  it('refuses an address an active account already has, naming email', async () => {
    const res = await admin.post('/api/admin/users/invite', { firstName: 'A', lastName: 'B', email: adminUser.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('email');
  });
});

describe('POST api/admin/users/{login}/unlock', () => {
  it('lifts the lock of failed sign-ins', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    for (let i = 0; i < 3; i++) await client.post('/api/authentication', { username: user.login, password: 'wrong-pass' });
    const locked = await client.post('/api/authentication', { username: user.login, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect((await admin.post(`/api/admin/users/${user.login}/unlock`)).statusCode).toBe(200);
    const open = await client.post('/api/authentication', { username: user.login, password: user.password });
    expect(open.statusCode).toBe(200);
  });
});

describe('POST api/admin/sessions/search and DELETE api/admin/sessions/{series}', () => {
  it('lists live sessions by user and revokes one at once, audited', async () => {
    const user = await createUser(t);
    const browser = new TestClient(t.app, 'Firefox/140 on a test');
    await browser.signIn(user.login, user.password);
    const res = await admin.post('/api/admin/sessions/search', { searchValue: user.login, searchOperation: 'EQUALS' });
    expect(res.statusCode).toBe(200);
    const [row] = res.json().content;
    expect(res.json().totalElements).toBe(1);
    expect(row).toMatchObject({ login: user.login, userAgent: 'Firefox/140 on a test', rememberMe: false });

    const revoked = await admin.delete(`/api/admin/sessions/${row.series}`);
    expect(revoked.statusCode).toBe(200);
    expect((await browser.get('/api/account')).statusCode).toBe(401);
    expect(
      (await admin.post('/api/admin/sessions/search', { searchValue: user.login, searchOperation: 'EQUALS' })).json()
        .totalElements,
    ).toBe(0);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, 'SESSION_REVOKED'));
    expect(events.some((e) => e.principal === adminUser.login && e.data.login === user.login)).toBe(true);
    expect((await admin.delete(`/api/admin/sessions/${row.series}`)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    expect((await client.post('/api/admin/sessions/search', {})).statusCode).toBe(403);
    expect((await client.delete('/api/admin/sessions/abc')).statusCode).toBe(403);
  });
});
