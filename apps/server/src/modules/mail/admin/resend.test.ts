import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOrderKey } from '../../../platform/answer-order.js';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { emailMessages, examGateCodes } from '../../../platform/db/schema/index.js';
import { Mailer, REDACTED } from '../../../platform/mail/mailer.js';
import type { ObjectStorage } from '../../../platform/storage/storage.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../../test/harness.js';
import { linkIn, startSmtpServer } from '../../../test/smtp.js';
import { accountWorkSettled } from '../../account/after-reply.js';
import { hashCode } from '../../exam-gates/gate-code.js';
import { issueGateCode } from '../../exam-gates/issue-code.js';
import { learnerWithGatedFinal } from '../../exam-gates/testing/gates-fixture.js';
import { resendStoredMail } from './resend.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: AppContext;
let admin: SessionUser;
const codeKey = Buffer.alloc(32, 7);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://app.test' });
  const mailer = new Mailer({ db: t.database.db, clock: t.clock, log: t.app.log, from: 'x@y.test', smtpUrl: smtp.url });
  // Resend reaches mail, accounts and exam codes only; course-file storage is never touched.
  const storage = null as unknown as ObjectStorage;
  ctx = {
    config: t.config,
    clock: t.clock,
    database: t.database,
    mailer,
    storage,
    sessions: t.app.sessions,
    log: t.app.log,
    answerOrderKey: answerOrderKey('resend-test'),
    keys: { codeKey, piiKey: Buffer.alloc(32, 8) },
    services: t.app.services,
  };
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  admin = { ...user, authorities: [Authority.ADMIN] };
});
afterAll(async () => {
  ctx.mailer.close();
  await t.close();
  await smtp.close();
});

const lastMailTo = (email: string) => [...smtp.mails].reverse().find((m) => m.to.includes(email))?.raw ?? '';
const keyIn = (raw: string, path: string) => new URL(linkIn(raw, path) ?? 'http://x/').searchParams.get('key') ?? '';
const stored = async (id: number) => (await t.database.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];
const lastStoredTo = async (email: string) =>
  (await t.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, email))).sort((a, b) => b.id - a.id)[0];

describe('resendStoredMail', () => {
  it('re-issues an activation key: the stored copy has none, the old key stops working, the new one activates', async () => {
    const client = new TestClient(t.app);
    const login = unique('rs');
    const email = `${login}@example.test`;
    await client.post('/api/account/register', { login, email, firstName: 'R', lastName: 'S', password: 'resend-pass-1' });
    // Account mail goes after the reply (decision 0053).
    await accountWorkSettled();
    const oldKey = keyIn(lastMailTo(email), '/activate');
    const first = await lastStoredTo(email);
    expect(first).toMatchObject({ redacted: true, template: 'account.activation' });
    expect(first?.plainText).toContain(`/activate?key=${REDACTED}`);
    expect(first?.plainText).not.toContain(oldKey);

    const { emailId } = await resendStoredMail(ctx, { codeKey }, admin, first?.id ?? 0, true);
    expect(emailId).toBeGreaterThan(first?.id ?? 0);
    const newKey = keyIn(lastMailTo(email), '/activate');
    expect(newKey).not.toBe(oldKey);
    expect((await stored(emailId))?.plainText).not.toContain(newKey);
    expect((await client.get(`/api/account/activate?key=${oldKey}`)).statusCode).toBe(400);
    expect((await client.get(`/api/account/activate?key=${newKey}`)).statusCode).toBe(200);
    // Once activated there is nothing to re-issue.
    await expect(resendStoredMail(ctx, { codeKey }, admin, emailId, true)).rejects.toMatchObject({ code: 'ALREADY_ACTIVATED' });
  });

  it('re-issues a reset key: the old link is dead, the new one sets the password', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.post('/api/account/reset_password/init', { email: user.email });
    await accountWorkSettled();
    const oldKey = keyIn(lastMailTo(user.email), '/reset/finish');
    const first = await lastStoredTo(user.email);
    expect(first).toMatchObject({ redacted: true, template: 'account.reset' });
    await resendStoredMail(ctx, { codeKey }, admin, first?.id ?? 0, true);
    const newKey = keyIn(lastMailTo(user.email), '/reset/finish');
    expect(newKey).not.toBe(oldKey);
    const finish = (key: string) => client.post('/api/account/reset_password/finish', { key, newPassword: 'new-pass-123' });
    expect((await finish(oldKey)).statusCode).toBe(400);
    expect((await finish(newKey)).statusCode).toBe(200);
  });

  it('re-issues an exam code: a new code is mailed and stored only as its hash, the old one is revoked', async () => {
    const { lp, finalId, learner } = await learnerWithGatedFinal(t);
    const issued = await issueGateCode(ctx, codeKey, admin, {
      learnerProductId: lp.id,
      componentId: finalId,
      kind: 'ACCESS',
      emailTo: 'learner',
    });
    const first = await stored(issued.emailId ?? 0);
    expect(first).toMatchObject({ redacted: true, template: 'exam-gates.code' });
    expect(`${first?.htmlText}${first?.plainText}`).not.toContain(issued.code);
    const { emailId } = await resendStoredMail(ctx, { codeKey }, admin, first?.id ?? 0, true);
    // The code as the mail shows it (bold in the HTML part); a bare pattern could match a MIME boundary.
    const html = lastMailTo(learner.email).replace(/=\r?\n/g, '');
    const mailed = html.match(/<strong>([0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/)?.[1] ?? '';
    expect(mailed).not.toBe('');
    expect(mailed).not.toBe(issued.code);
    expect((await stored(emailId))?.plainText).not.toContain(mailed);
    const codes = await t.database.db.select().from(examGateCodes).where(eq(examGateCodes.learnerProductId, lp.id));
    expect(codes.find((c) => c.id === issued.id)?.revokedAt).not.toBeNull();
    const open = codes.filter((c) => c.revokedAt === null);
    expect(open.map((c) => c.codeHash)).toEqual([hashCode(codeKey, 'ACCESS', mailed)]);
  });

  it('sends a message without secrets again as stored; refuses a redacted one it cannot re-issue (409)', async () => {
    const to = `${unique('plain')}@example.test`;
    const plain = await ctx.mailer.send({ kind: 'notice', to, subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    const { emailId } = await resendStoredMail(ctx, { codeKey }, admin, plain);
    expect(await stored(emailId)).toMatchObject({ kind: 'notice', toAddress: to, plainText: 'Hi', redacted: false });
    expect(lastMailTo(to)).toContain('Hi');
    const secret = await ctx.mailer.send({
      kind: 'x',
      to,
      subject: 'S',
      html: 'k=abc123',
      text: 'k=abc123',
      secrets: ['abc123'],
    });
    expect((await stored(secret))?.plainText).toBe(`k=${REDACTED}`);
    await expect(resendStoredMail(ctx, { codeKey }, admin, secret)).rejects.toMatchObject({ code: 'MAIL_NOT_RESENDABLE' });
    await expect(resendStoredMail(ctx, { codeKey }, admin, 0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
