import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, authSessions, users } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
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

async function requestReset(email: string): Promise<string> {
  const res = await new TestClient(t.app).post('/api/account/reset_password/init', { email });
  expect(res.statusCode).toBe(200);
  await accountWorkSettled(); // the lookup and e-mail happen after the reply
  const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email));
  const link = linkIn(mail?.raw ?? '', '/reset/finish');
  if (!link) throw new Error('no reset link');
  return new URL(link).searchParams.get('key') ?? '';
}

describe('password reset', () => {
  it('e-mails a link; the key sets a new password once and ends every session', async () => {
    const user = await createUser(t);
    const signedIn = new TestClient(t.app);
    await signedIn.signIn(user.login, user.password, true);
    const key = await requestReset(user.email);
    const client = new TestClient(t.app);
    const res = await client.post('/api/account/reset_password/finish', { key, newPassword: 'after-reset-1' });
    expect(res.statusCode).toBe(200);
    expect((await signedIn.get('/api/account')).statusCode).toBe(401);
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toHaveLength(0);
    expect((await client.post('/api/authentication', { username: user.login, password: 'after-reset-1' })).statusCode).toBe(200);
    const again = await new TestClient(t.app).post('/api/account/reset_password/finish', { key, newPassword: 'again-again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_KEY_INVALID');
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, user.login));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET']));
  });

  it('refuses a key older than 24 hours', async () => {
    const user = await createUser(t);
    const key = await requestReset(user.email);
    t.clock.advance(24 * 3600_000 + 1000);
    const res = await new TestClient(t.app).post('/api/account/reset_password/finish', { key, newPassword: 'too-late-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_KEY_INVALID', fieldErrors: [{ field: 'key' }] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.resetKeyHash).not.toBeNull();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await new TestClient(t.app).post('/api/account/reset_password/init', { email: 'nobody-here@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await accountWorkSettled();
    expect(smtp.mails.length).toBe(before);
  });

  it('names the bad field', async () => {
    const init = await new TestClient(t.app).post('/api/account/reset_password/init', { email: 'bad' });
    expect(init.statusCode).toBe(400);
    expect(init.json().fieldErrors[0].field).toBe('email');
    const finish = await new TestClient(t.app).post('/api/account/reset_password/finish', { key: 'k', newPassword: '123' });
    expect(finish.statusCode).toBe(400);
    expect(finish.json().fieldErrors[0].field).toBe('newPassword');
  });
});
