import { Authority } from '@continuum/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailMessages } from '../../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../../test/harness.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { accountWorkSettled } from '../../account/after-reply.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient;
let adminLogin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = user.login;
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Stored messages with a subject of their own: `n` of them, the last one not delivered. */
async function storeMails(n: number) {
  const tag = unique('mail');
  const rows = await t.database.db
    .insert(emailMessages)
    .values(
      Array.from({ length: n }, (_, i) => ({
        kind: 'test',
        subject: `${tag} subject ${String.fromCharCode(97 + i)}`,
        fromAddress: 'school@example.test',
        toAddress: `${tag}-${i}@example.test`,
        cc: i === 0 ? 'cc@example.test' : null,
        bcc: null,
        htmlText: `<p>Hello ${i}</p>`,
        plainText: `Hello ${i}`,
        sentDate: new Date(Date.UTC(2026, 0, 1 + i)),
        delivered: i < n - 1,
      })),
    )
    .returning({ id: emailMessages.id });
  return { tag, ids: rows.map((r) => r.id) };
}

describe('GET api/admin/email/{emailId}', () => {
  it('answers the e-mail of 002 §3', async () => {
    const { tag, ids } = await storeMails(1);
    const res = await admin.get(`/api/admin/email/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids[0],
      htmlText: '<p>Hello 0</p>',
      sentDate: '2026-01-01T00:00:00.000Z',
      subject: `${tag} subject a`,
      from: 'school@example.test',
      to: `${tag}-0@example.test`,
      cc: 'cc@example.test',
      bcc: null,
      plainText: 'Hello 0',
      reissues: null,
    });
  });

  it('answers 404 for an unknown id, 400 naming a bad one, 403 to a learner and 401 without a session', async () => {
    expect((await admin.get('/api/admin/email/2147483000')).statusCode).toBe(404);
    const bad = await admin.get('/api/admin/email/99999999999');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('emailId');
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    expect((await client.get('/api/admin/email/1')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/email/1')).statusCode).toBe(401);
  });
});

describe('GET api/admin/email/resend/{id}', () => {
  it('sends the message again and answers the new record', async () => {
    const { tag, ids } = await storeMails(1);
    const res = await admin.get(`/api/admin/email/resend/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    const sent = res.json();
    expect(sent.id).not.toBe(ids[0]);
    expect(sent).toMatchObject({ subject: `${tag} subject a`, to: `${tag}-0@example.test`, cc: 'cc@example.test' });
    const [row] = await t.database.db.select().from(emailMessages).where(eq(emailMessages.id, sent.id));
    expect(row?.subject).toBe(`${tag} subject a`);
    expect(smtp.mails.some((m) => m.to.includes(`${tag}-0@example.test`))).toBe(true);
  });

  it('tells before re-issuing a live reset key from an old reset e-mail, and re-issues it only when confirmed (issue 25 item 40)', async () => {
    const user = await createUser(t);
    await new TestClient(t.app).post('/api/account/reset_password/init', { email: user.email });
    await accountWorkSettled();
    const rows = await t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, user.email));
    const reset = rows.find((r) => r.template === 'account.reset');
    // An administrator opens it (however old it is): the view says what a resend would issue.
    expect((await admin.get(`/api/admin/email/${reset?.id}`)).json()).toMatchObject({ reissues: 'RESET_KEY' });
    const unconfirmed = await admin.get(`/api/admin/email/resend/${reset?.id}`);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().code).toBe('RESEND_REISSUES_SECRET');
    const after409 = await t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, user.email));
    expect(after409).toHaveLength(rows.length);
    expect((await admin.get(`/api/admin/email/resend/${reset?.id}?reissue=maybe`)).json().fieldErrors[0].field).toBe('reissue');

    const confirmed = await admin.get(`/api/admin/email/resend/${reset?.id}?reissue=true`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ to: user.email, reissues: 'RESET_KEY' });
    const [audited] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'EMAIL_RESENT'), eq(auditEvents.principal, adminLogin)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audited?.data).toMatchObject({ emailId: String(reset?.id), reissued: 'RESET_KEY' });
  });

  it('is refused without the CSRF header: a GET that sends mail', async () => {
    const { ids } = await storeMails(1);
    const res = await admin.request({ method: 'GET', url: `/api/admin/email/resend/${ids[0]}`, csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST api/admin/email/search', () => {
  it('finds, filters, sorts and pages the sent mail', async () => {
    const { tag } = await storeMails(4);
    const res = await admin.post('/api/admin/email/search', { searchValue: tag, pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalElements).toBe(4);
    // Newest first by default.
    expect(body.content.map((m: { subject: string }) => m.subject.slice(-1))).toEqual(['d', 'c', 'b', 'a']);
    expect(body.content[0]).not.toHaveProperty('htmlText');

    const failed = await admin.post('/api/admin/email/search', { searchValue: tag, options: { delivered: false } });
    expect(failed.json().content.map((m: { subject: string }) => m.subject.slice(-1))).toEqual(['d']);

    const byTo = await admin.post('/api/admin/email/search', {
      searchValue: `${tag}-2@`,
      searchOperation: 'STARTS_WITH',
      sortOrders: { primary: { field: 'subject', direction: 'ASC' } },
    });
    expect(byTo.json().content.map((m: { to: string }) => m.to)).toEqual([`${tag}-2@example.test`]);
  });

  it('answers 400 naming a bad option or sort field', async () => {
    const field = async (body: object) => (await admin.post('/api/admin/email/search', body)).json().fieldErrors[0].field;
    expect(await field({ options: { delivered: 'no' } })).toBe('options.delivered');
    expect(await field({ options: { kind: 'x' } })).toBe('options.kind');
    expect(await field({ sortOrders: { primary: { field: 'htmlText', direction: 'ASC' } } })).toBe('sortOrders.primary.field');
  });
});
