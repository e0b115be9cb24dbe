import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { accountWorkSettled } from './after-reply.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://app.test', rateLimitAccountFailures: 3 });
});
afterAll(async () => {
  await accountWorkSettled();
  await t.close();
  await smtp.close();
});

async function signedIn(langKey = 'en') {
  const user = await createUser(t, { langKey });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const base = { firstName: 'Test', lastName: 'User', langKey };
  return { user, client, base };
}

async function storedEmail(id: number) {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

describe('POST api/account: changing the e-mail', () => {
  it('needs the current password: missing or wrong -> 400 naming currentPassword, e-mail kept', async () => {
    const { user, client, base } = await signedIn();
    const email = `${unique('new')}@example.test`;
    for (const extra of [{}, { currentPassword: 'not-my-password' }]) {
      const res = await client.post('/api/account', { ...base, email, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_PASSWORD', fieldErrors: [{ field: 'currentPassword' }] });
    }
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('with the password: saves it, audits it and tells the OLD address (masked new one), in its language', async () => {
    const { user, client, base } = await signedIn('fr');
    const email = `${unique('moved')}@example.test`;
    const res = await client.post('/api/account', { ...base, email, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(await storedEmail(user.id)).toBe(email);
    await accountWorkSettled();
    const notice = smtp.mails.find((m) => m.to.includes(user.email));
    expect(notice).toBeDefined();
    expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
    expect(notice?.raw).toContain('Bonjour Test'); // French, the account's language
    expect(notice?.raw).toContain(`${email[0]}***@example.test`);
    expect(notice?.raw).not.toContain(email);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, user.login), eq(auditEvents.type, 'EMAIL_CHANGED')));
    expect(events).toHaveLength(1);
  });

  it('names and language alone need no password and send no notice', async () => {
    const { user, client, base } = await signedIn();
    const before = smtp.mails.length;
    const res = await client.post('/api/account', { ...base, firstName: 'Renamed', email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    await accountWorkSettled();
    expect(smtp.mails.length).toBe(before);
  });

  it('counts wrong passwords with the account’s failed sign-ins (429 past the limit)', async () => {
    const { client, base } = await signedIn();
    const email = `${unique('try')}@example.test`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await client.post('/api/account', { ...base, email, currentPassword: `guess-${i}` })).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });
});
