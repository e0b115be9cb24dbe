import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/crypto.js';
import { emailMessages, registrationInvites, userAuthorities, users } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { linkIn, startSmtpServer } from '../../test/smtp.js';
import { accountWorkSettled } from './after-reply.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://app.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const registration = () => {
  const login = unique('reg');
  return {
    login,
    email: `${login}@example.test`,
    firstName: 'Rita',
    lastName: 'Register',
    password: 'pass-word-1',
    langKey: 'en',
  };
};

describe('POST api/account/register + GET api/account/activate', () => {
  it('creates an inactive account, e-mails the activation link over SMTP, and activates once', async () => {
    const body = registration();
    const client = new TestClient(t.app);
    const res = await client.post('/api/account/register', body);
    expect(res.statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(users).where(eq(users.login, body.login));
    expect(stored).toMatchObject({ email: body.email, activated: false, firstName: 'Rita' });
    expect(stored?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const authorities = await t.database.db
      .select()
      .from(userAuthorities)
      .where(eq(userAuthorities.userId, stored?.id ?? 0));
    expect(authorities.map((a) => a.authority)).toEqual(['ROLE_AUTHENTICATED']);

    await accountWorkSettled(); // the e-mail goes out after the reply
    const mail = smtp.mails.find((m) => m.to.includes(body.email));
    expect(mail).toBeDefined();
    const link = linkIn(mail?.raw ?? '', '/activate');
    expect(link).toMatch(/^http:\/\/app\.test\/activate\?key=/);
    const key = new URL(link ?? '').searchParams.get('key') ?? '';
    // Only the hash is stored.
    expect(stored?.activationKeyHash).toBe(sha256(key));
    const [record] = await t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, body.email));
    expect(record).toMatchObject({ kind: 'activation', delivered: true });

    expect((await client.post('/api/authentication', { username: body.login, password: body.password })).statusCode).toBe(401);
    expect((await client.get(`/api/account/activate?key=${encodeURIComponent(key)}`)).statusCode).toBe(200);
    const again = await client.get(`/api/account/activate?key=${encodeURIComponent(key)}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ACTIVATION_KEY_INVALID');
    expect((await client.post('/api/authentication', { username: body.login, password: body.password })).statusCode).toBe(200);
  });

  it('answers "login already in use" for an activated login', async () => {
    const existing = await createUser(t);
    const res = await new TestClient(t.app).post('/api/account/register', { ...registration(), login: existing.login });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LOGIN_ALREADY_USED', message: 'login already in use' });
  });

  it('answers "email address already in use" for an activated e-mail, whatever its case', async () => {
    const existing = await createUser(t);
    const res = await new TestClient(t.app).post('/api/account/register', {
      ...registration(),
      email: existing.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EMAIL_ALREADY_USED', message: 'email address already in use' });
  });

  it.each([
    ['login', { login: 'Upper' }],
    ['login', { login: 'has space' }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: '1234' }],
    ['password', { password: 'x'.repeat(51) }],
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: 'x'.repeat(51) }],
  ])('names %s in the 400 for %o', async (field, patch) => {
    const res = await new TestClient(t.app).post('/api/account/register', { ...registration(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('lets a registration that was never activated be taken over', async () => {
    const body = registration();
    const client = new TestClient(t.app);
    expect((await client.post('/api/account/register', body)).statusCode).toBe(201);
    expect((await client.post('/api/account/register', { ...body, firstName: 'Second' })).statusCode).toBe(201);
    const rows = await t.database.db.select().from(users).where(eq(users.login, body.login));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Second');
  });
});

describe('GET api/account/page/register', () => {
  it('returns the invited person for a key, null for an unknown key, and marks the key used on registration', async () => {
    const key = unique('invite');
    const login = unique('inv');
    await t.database.db.insert(registrationInvites).values({
      keyHash: sha256(key),
      firstName: 'Ivy',
      lastName: 'Invited',
      email: `${login}@example.test`,
      login,
      createdAt: t.clock.now(),
    });
    const client = new TestClient(t.app);
    const res = await client.get(`/api/account/page/register?key=${key}`);
    expect(res.json()).toEqual({ person: { firstName: 'Ivy', lastName: 'Invited', email: `${login}@example.test`, login } });
    expect((await client.get('/api/account/page/register?key=nope')).json()).toEqual({ person: null });
    await client.post('/api/account/register', {
      firstName: 'Ivy',
      lastName: 'Invited',
      email: `${login}@example.test`,
      login,
      password: 'secret-1',
      key,
    });
    expect((await client.get(`/api/account/page/register?key=${key}`)).json()).toEqual({ person: null });
  });

  it('an invited person registering with the invited address is active at once: no activation mail, sign-in works (issue 25 #36)', async () => {
    const invited = async (key: string, login: string) =>
      t.database.db.insert(registrationInvites).values({
        keyHash: sha256(key),
        firstName: 'Ivy',
        lastName: 'Invited',
        email: `${login}@example.test`,
        login,
        createdAt: t.clock.now(),
      });
    const key = unique('invite');
    const login = unique('inv');
    await invited(key, login);
    const client = new TestClient(t.app);
    const body = {
      firstName: 'Ivy',
      lastName: 'Invited',
      email: `${login.toUpperCase()}@example.test`,
      login,
      password: 'secret-12',
      key,
    };
    const res = await client.post('/api/account/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, activated: true });
    const [stored] = await t.database.db.select().from(users).where(eq(users.login, login));
    expect(stored).toMatchObject({ activated: true, activationKeyHash: null });
    await accountWorkSettled();
    expect(await t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, body.email))).toEqual([]);
    expect((await client.post('/api/authentication', { username: login, password: 'secret-12' })).statusCode).toBe(200);

    // Another address than the invited one is not proven: the activation mail as for anyone.
    const key2 = unique('invite');
    const login2 = unique('inv');
    await invited(key2, login2);
    const other = await client.post('/api/account/register', {
      ...body,
      login: login2,
      email: `${login2}@elsewhere.test`,
      key: key2,
    });
    expect(other.json()).toEqual({ ok: true, activated: false });
    const [inactive] = await t.database.db.select().from(users).where(eq(users.login, login2));
    expect(inactive?.activated).toBe(false);
  });

  it('names the key when it is missing', async () => {
    const res = await new TestClient(t.app).get('/api/account/page/register');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('key');
  });
});
