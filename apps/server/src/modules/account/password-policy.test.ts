import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { sha256 } from '../../platform/crypto.js';
import { users } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { accountWorkSettled } from './after-reply.js';

let t: TestApp;
/** The same server with PASSWORD_MIN_LENGTH=10. */
let strict: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  strict = await createTestApp({ passwordMinLength: 10 });
});
afterAll(async () => {
  await accountWorkSettled();
  await strict.close();
  await t.close();
});

function registration(password: string) {
  const login = unique('pol');
  return { login, email: `${login}@example.test`, firstName: 'Pat', lastName: 'Policy', password };
}

async function register(app: TestApp, body: ReturnType<typeof registration>) {
  return new TestClient(app.app).post('/api/account/register', body);
}

describe('registration refuses weak passwords with a code and the field named', () => {
  it.each([
    ['aaaaa', 'PASSWORD_TOO_COMMON'], // one character repeated (the example)
    ['123456', 'PASSWORD_TOO_COMMON'],
    ['PassWord', 'PASSWORD_TOO_COMMON'], // the list is compared without case
    ['qwerty', 'PASSWORD_TOO_COMMON'],
  ])('%s -> %s', async (password, code) => {
    const body = registration(password);
    const res = await register(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, fieldErrors: [{ field: 'password' }] });
    expect(await t.database.db.select().from(users).where(eq(users.login, body.login))).toHaveLength(0);
  });

  it('refuses the login, the e-mail or its name as the password, whatever the case', async () => {
    for (const pick of [
      (b: { login: string }) => b.login.toUpperCase(),
      (b: { email: string }) => b.email,
      (b: { login: string }) => b.login,
    ]) {
      const body = registration('');
      body.password = pick(body);
      const res = await register(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PASSWORD_MATCHES_ACCOUNT', fieldErrors: [{ field: 'password' }] });
    }
  });

  it('accepts an uncommon password of the spec’s minimum length by default', async () => {
    expect((await register(t, registration('zq8!k'))).statusCode).toBe(201);
  });

  it('holds PASSWORD_MIN_LENGTH when it is set above 5', async () => {
    const res = await register(strict, registration('zq8!kv-2w'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', fieldErrors: [{ field: 'password' }] });
    expect((await register(strict, registration('zq8!kv-2w7'))).statusCode).toBe(201);
  });

  it('keeps PASSWORD_MIN_LENGTH within the spec’s 5..50', () => {
    expect(loadConfig({ PASSWORD_MIN_LENGTH: '12' }).passwordMinLength).toBe(12);
    expect(loadConfig({}).passwordMinLength).toBe(5);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '4' })).toThrow(/PASSWORD_MIN_LENGTH/);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '51' })).toThrow(/PASSWORD_MIN_LENGTH/);
  });
});

describe('password change and reset apply the same policy', () => {
  it('change: a common new password is refused and the stored one kept', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const res = await client.post('/api/account/change_password', { currentPassword: user.password, newPassword: 'password1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', fieldErrors: [{ field: 'newPassword' }] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    const own = await client.post('/api/account/change_password', { currentPassword: user.password, newPassword: user.email });
    expect(own.json().code).toBe('PASSWORD_MATCHES_ACCOUNT');
  });

  it('change: too short for the site', async () => {
    const user = await createUser(strict, { password: 'long-enough-pass' });
    const client = new TestClient(strict.app);
    await client.signIn(user.login, user.password);
    const res = await client.post('/api/account/change_password', { currentPassword: user.password, newPassword: 'zq8!kv' });
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', fieldErrors: [{ field: 'newPassword' }] });
  });

  it('reset finish: a common password is refused and the key stays usable', async () => {
    const user = await createUser(t);
    const key = unique('reset-key');
    await t.database.db
      .update(users)
      .set({ resetKeyHash: sha256(key), resetDate: t.clock.now() })
      .where(eq(users.id, user.id));
    const client = new TestClient(t.app);
    const refused = await client.post('/api/account/reset_password/finish', { key, newPassword: 'iloveyou' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', fieldErrors: [{ field: 'newPassword' }] });
    expect((await client.post('/api/account/reset_password/finish', { key, newPassword: 'zq8!kv-2w' })).statusCode).toBe(200);
  });
});
