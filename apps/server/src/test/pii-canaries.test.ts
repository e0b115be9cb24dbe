import { Authority } from '@continuum/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWorkSettled } from '../modules/account/after-reply.js';
import { issueCode, learnerWithGatedFinal, signedInAs } from '../modules/exam-gates/testing/gates-fixture.js';
import { emailMessages } from '../platform/db/schema/index.js';
import { createTestApp, type TestApp, TestClient, unique } from './harness.js';
import { linkIn, startSmtpServer } from './smtp.js';

/**
 * Standing check (issue 14): unmistakable canary values go through ordinary flows and through real database
 * errors (a check and a unique violation raised by PostgreSQL/PGlite itself); none may appear in a log line
 * or an error body, and no secret may be readable in the stored mail.
 */
const tag = unique('');
const CANARY = {
  firstName: `Zqfirst${tag}`,
  lastName: `Zqlast${tag}`,
  email: `zqmail${tag}@canary.test`,
  login: `zqlogin${tag}`,
  password: `Zq-Pass-${tag}-word`,
  phone: '555-017-3319',
  mailingCity: `Zqcity${tag}`,
  mailingZip: '98731-4265',
  licence: `ZQ-DL-${tag}`,
};
/** Every canary the log and error bodies must never carry. */
const PII = Object.values(CANARY);

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const lines: string[] = [];
const bodies: string[] = [];
/** Secrets seen only in delivered mail (activation and reset keys, codes): never in the log nor the stored mail. */
const secrets: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { logLevel: 'trace', smtpUrl: smtp.url, publicUrl: 'http://app.test' },
    {
      write: (line) => void lines.push(line),
    },
  );
  // Real constraints, raised by the database itself, that only these canary rows can trip (parallel test files
  // share the PostgreSQL schema): a check that fails on the canary city, a unique index on the canary phone.
  await t.database.db.execute(
    sql.raw(`alter table users add constraint zq_canary_check check (mailing_city is distinct from 'Zqboom${tag}') not valid`),
  );
  await t.database.db.execute(sql.raw(`create unique index zq_canary_phone_uq on users (phone) where phone = '${CANARY.phone}'`));
});
afterAll(async () => {
  await t.database.db.execute(sql.raw('alter table users drop constraint if exists zq_canary_check'));
  await t.database.db.execute(sql.raw('drop index if exists zq_canary_phone_uq'));
  await t.close();
  await smtp.close();
});

async function record(res: Promise<{ statusCode: number; body: string }>) {
  const r = await res;
  // A user's own data in a 2xx reply (the sign-in answer) is the point of the call; error bodies must not echo it.
  if (r.statusCode >= 400) bodies.push(r.body);
  return r;
}

const keyOf = (link: string | null) => new URL(link ?? 'http://x/').searchParams.get('key') ?? '';

describe('PII canaries', () => {
  it('ordinary flows: registration, activation, reset, settings, licence, codes', async () => {
    const client = new TestClient(t.app);
    const { login, password, ...rest } = CANARY;
    const profile = { firstName: rest.firstName, lastName: rest.lastName, email: rest.email };
    const registered = await record(
      client.post('/api/account/register', {
        ...profile,
        login,
        password,
        phone: CANARY.phone,
        mailingCity: CANARY.mailingCity,
        mailingZip: CANARY.mailingZip,
      }),
    );
    expect(registered.statusCode).toBe(201);
    // Account mail goes after the reply (decision 0053).
    await accountWorkSettled();
    const activationKey = keyOf(linkIn(smtp.mails.at(-1)?.raw ?? '', '/activate'));
    expect(activationKey.length).toBeGreaterThan(10);
    secrets.push(activationKey);
    expect((await record(client.get(`/api/account/activate?key=${activationKey}`))).statusCode).toBe(200);
    await record(client.post('/api/account/reset_password/init', { email: CANARY.email }));
    await accountWorkSettled();
    const resetKey = keyOf(linkIn(smtp.mails.at(-1)?.raw ?? '', '/reset/finish'));
    expect(resetKey.length).toBeGreaterThan(10);
    secrets.push(resetKey);
    await record(client.post('/api/authentication', { username: login, password }));
    await record(client.post('/api/authentication', { username: login, password: `${password}-wrong` }));

    const gated = await learnerWithGatedFinal(t, {
      rules: { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes', SC_PROCTOR_PROCTOR_REQUIRED: 'yes' },
      finalMetadata: { DRIVERS_LICENSE_REQUIRED: 'yes' },
    });
    const url = `/api/exam/final-exam-user-data/${gated.lp.id}/${gated.finalId}`;
    expect((await record(gated.client.post(url, { driversLicense: CANARY.licence }))).statusCode).toBe(200);
    const admin = (await signedInAs(t, [Authority.ADMIN])).client;
    for (const kind of ['ACCESS', 'PROCTOR'] as const) {
      const issued = await issueCode(admin, {
        learnerProductId: gated.lp.id,
        componentId: gated.finalId,
        kind,
        emailTo: 'learner',
      });
      secrets.push(issued.code);
    }
    expect(secrets).toHaveLength(4);
  });

  it('database errors: a check violation on registration, a unique violation on the settings form', async () => {
    const client = new TestClient(t.app);
    const boom = await record(
      client.post('/api/account/register', {
        firstName: CANARY.firstName,
        lastName: CANARY.lastName,
        email: `zqboom${tag}@canary.test`,
        login: `zqboom${tag}`,
        password: CANARY.password,
        phone: CANARY.phone,
        mailingCity: `Zqboom${tag}`,
      }),
    );
    expect(boom.statusCode).toBe(500);

    // A second user takes the canary phone: the partial unique index refuses it (23505, Key (phone)=(...)).
    const other = new TestClient(t.app);
    const login = `zqother${tag}`;
    const password = 'other-secret-pass';
    const email = `${login}@example.test`;
    await record(other.post('/api/account/register', { firstName: 'O', lastName: 'T', email, login, password }));
    await accountWorkSettled();
    await record(other.get(`/api/account/activate?key=${keyOf(linkIn(smtp.mails.at(-1)?.raw ?? '', '/activate'))}`));
    expect((await record(other.post('/api/authentication', { username: login, password }))).statusCode).toBe(200);
    const clash = await record(
      other.post('/api/account', {
        firstName: CANARY.firstName,
        lastName: CANARY.lastName,
        email,
        langKey: 'en',
        phone: CANARY.phone,
        mailingCity: CANARY.mailingCity,
      }),
    );
    expect(clash.statusCode).toBe(500);
    // Both errors were logged, with what an operator needs: the SQLSTATE and the constraint.
    const errors = lines.filter((l) => l.includes('"level":50'));
    expect(errors.some((l) => l.includes('"sqlState":"23514"') && l.includes('zq_canary_check'))).toBe(true);
    expect(errors.some((l) => l.includes('"sqlState":"23505"') && l.includes('zq_canary_phone_uq'))).toBe(true);
  });

  it('no canary in any log line or error body, no password hash in the log', () => {
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(20);
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const value of [...PII, ...secrets]) {
      expect(log, `log carries ${value}`).not.toContain(value);
      for (const body of bodies) expect(body, `a reply carries ${value}`).not.toContain(value);
    }
    expect(log).not.toContain('$argon2');
    expect(log).not.toMatch(/insert into|update "users"|params/i);
  });

  it('no activation or reset key, nor code, in the stored mail', async () => {
    const rows = await t.database.db.select().from(emailMessages);
    const stored = rows.map((r) => `${r.subject}\n${r.htmlText}\n${r.plainText}`).join('\n');
    for (const secret of secrets) expect(stored, `stored mail carries ${secret}`).not.toContain(secret);
    expect(stored).toContain('[redacted]');
  });
});
