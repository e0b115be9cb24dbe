import { randomBytes } from 'node:crypto';
import { finalAffidavitMessages as M } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affidavitAcceptances,
  affidavitLicenses,
  auditEvents,
  emailMessages,
  learnerProducts,
} from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { externalLinkKey, signExternalAffidavitLink } from './external-link.js';
import { finalAffidavitAccepted, finalAffidavitFacts } from './facts.js';
import { acceptanceContext, licenseContext, open } from './pii.js';
import { ALL_FIELDS_ON, learnerWithAffidavitCourse } from './testing/fixture.js';

const KEY = randomBytes(32);
const SSN = '123-45-6789';
const DOB = '07/04/1976';
const LICENCE = 'ZQ-LIC-55501';
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace', piiEncryptionKey: KEY }, { write: (line) => void lines.push(line) });
});
afterAll(() => t.close());

/** Today in the course's zone, computed here independently of the module. */
function chicagoToday(): string {
  const [m, d, y] = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(t.clock.now())
    .split('/');
  return `${m}/${d}/${y}`;
}

/** A renewal date a year after the test clock's today (M/D/YYYY): still valid whenever the suite runs. */
const renewalAhead = (years = 1) => `6/30/${t.clock.now().getUTCFullYear() + years}`;

function payload(password: string, overrides: Record<string, unknown> = {}) {
  return {
    date: chicagoToday(),
    firstName: 'Ada',
    middleName: 'B',
    lastName: 'Lovelace',
    ssn: SSN,
    driversLicenseNumber: LICENCE,
    nrds: '998877',
    dateOfBirth: DOB,
    age: '41_55',
    gender: 'FEMALE',
    education: 'MASTER',
    martialStatus: 'SINGLE',
    employmentStatus: 'FULL_TIME',
    ethnicity: 'PREFER_NOT',
    password,
    confirmPassword: password,
    idNumber: 'ID-42',
    countyOfResidence: 'Travis',
    license: { state: 'TX', licenseType: 'Broker', renewalDateStr: renewalAhead(), licenseNumber: LICENCE },
    nmlsId: '123456',
    cycle: '2024-2026',
    ...overrides,
  };
}

const url = (lpId: number) => `/api/affidavit/acceptFinal/${lpId}`;

describe('POST api/affidavit/acceptFinal/{learnerProductId}', () => {
  it('answers the errors in the spec order, then accepts and stores the PII sealed with the text version', async () => {
    const { lp, learner, client } = await learnerWithAffidavitCourse(t);
    const empty = await client.post(url(lp.id), {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()[0]).toBe(M.dateRequired);
    expect(empty.json()).toHaveLength(19);
    const wrongDay = await client.post(url(lp.id), payload(learner.password, { date: '01/01/2001' }));
    expect(wrongDay.json()).toEqual([`${M.dateMustBe}${chicagoToday()}`]);
    expect(await finalAffidavitAccepted(t.database.db, lp.id)).toBe(false);

    const ok = await client.post(url(lp.id), payload(learner.password));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
    expect(await finalAffidavitAccepted(t.database.db, lp.id)).toBe(true);

    const [row] = await t.database.db.select().from(affidavitAcceptances).where(eq(affidavitAcceptances.learnerProductId, lp.id));
    const raw = JSON.stringify(row);
    for (const secret of [SSN, '123456789', DOB, '1976-07-04', LICENCE, 'ID-42']) expect(raw).not.toContain(secret);
    expect(row?.textVersion).toBe('default-1');
    expect(row?.acceptedAt.getTime()).toBe(t.clock.now().getTime());
    expect(open(KEY, row?.ssnEncrypted ?? '', acceptanceContext(`lp${lp.id}`, 'ssn'))).toBe('123456789');
    expect(open(KEY, row?.dateOfBirthEncrypted ?? '', acceptanceContext(`lp${lp.id}`, 'dateOfBirth'))).toBe('07/04/1976');
    const [licence] = await t.database.db.select().from(affidavitLicenses).where(eq(affidavitLicenses.userId, learner.id));
    expect(licence?.licenseNumberEncrypted).not.toContain(LICENCE);
    expect(open(KEY, licence?.licenseNumberEncrypted ?? '', licenseContext(`u${learner.id}`))).toBe(LICENCE);

    // The roster's facts: licence masked, the read audited.
    const facts = await finalAffidavitFacts({ db: t.database.db, clock: t.clock, piiKey: KEY }, 'regulator-admin', lp.id);
    expect(facts?.license).toEqual({
      state: 'TX',
      licenseType: 'Broker',
      renewalDate: renewalAhead(),
      licenseNumber: '********5501',
    });
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, 'regulator-admin'));
    expect(audits.map((a) => a.type)).toContain('AFFIDAVIT_PII_READ');

    const again = await client.post(url(lp.id), payload(learner.password));
    expect(again.statusCode).toBe(409);
  });

  it('never writes the SSN, date of birth or licence to a log line, an error or an e-mail', async () => {
    const { lp, learner, client } = await learnerWithAffidavitCourse(t);
    lines.length = 0;
    const bodies: string[] = [];
    // The canary in every field: what may not be echoed anywhere.
    const everywhere = Object.fromEntries(
      Object.keys(payload('x'))
        .filter((k) => typeof payload('x')[k as 'date'] === 'string')
        .map((k) => [k, SSN]),
    );
    for (const body of [everywhere, { ...everywhere, dateOfBirth: DOB }, payload('wrong-password'), payload(learner.password)]) {
      const res = await client.post(url(lp.id), body);
      bodies.push(res.body);
    }
    bodies.push((await client.post(url(lp.id), { ...payload(learner.password), ssn: `${SSN}${'9'.repeat(20)}` })).body);
    bodies.push(
      (
        await client.post('/api/affidavit/final/license-validate', {
          state: 'TX',
          licenseType: 'Broker',
          renewalDate: SSN,
          licenseNumber: LICENCE,
        })
      ).body,
    );
    bodies.push((await client.get('/api/affidavit/final/license-get/TX/REAL_ESTATE/ces-1')).body);
    const mail = JSON.stringify(await t.database.db.select().from(emailMessages));
    const audits = JSON.stringify(await t.database.db.select().from(auditEvents));
    for (const secret of [SSN, '123456789', DOB, LICENCE]) {
      expect(lines.join('\n')).not.toContain(secret);
      expect(bodies.join('\n')).not.toContain(secret);
      expect(mail).not.toContain(secret);
      expect(audits).not.toContain(secret);
    }
    expect(lines.join('\n')).toContain('/api/affidavit/acceptFinal/');
    expect(bodies.join('\n')).toContain('5501');
  });

  it('answers 401 without a session, 404 for another learner, 400 naming a bad id or an over-long field', async () => {
    const a = await learnerWithAffidavitCourse(t);
    const b = await learnerWithAffidavitCourse(t);
    expect((await new TestClient(t.app).post(url(a.lp.id), {})).statusCode).toBe(401);
    expect((await a.client.post(url(b.lp.id), payload(a.learner.password))).statusCode).toBe(404);
    expect((await a.client.get(`/api/affidavit/acceptOrientation/${b.lp.id}?accept=true`)).statusCode).toBe(404);
    expect((await a.client.get(`/api/affidavit/cycles/${b.lp.id}`)).statusCode).toBe(404);
    const bad = await a.client.post(url(2 ** 31), {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('learnerProductId');
    const long = await a.client.post(url(a.lp.id), { firstName: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors[0].field).toBe('firstName');
    expect(await finalAffidavitAccepted(t.database.db, b.lp.id)).toBe(false);
  });
});

describe('today in the course time zone', () => {
  it('wants the date of the course’s zone, not the server’s UTC date', async () => {
    const { lp, learner, client } = await learnerWithAffidavitCourse(t);
    const saved = t.clock.now();
    // 03:00 UTC on 15 March is 22:00 on 14 March in Chicago (CDT, UTC-5).
    t.clock.set('2026-03-15T03:00:00Z');
    try {
      const utcDay = await client.post(url(lp.id), payload(learner.password, { date: '03/15/2026' }));
      expect(utcDay.json()).toEqual([`${M.dateMustBe}03/14/2026`]);
      const form = await client.get(`/api/exam/affidavit/final/${lp.id}`);
      expect(form.json()).toMatchObject({ today: '03/14/2026', state: 'TX', industry: 'REAL_ESTATE' });
      expect((await client.post(url(lp.id), payload(learner.password, { date: '03142026' }))).json()).toEqual([]);
    } finally {
      t.clock.set(saved.toISOString());
    }
  });
});

describe('licences', () => {
  it('refuses a lapsed licence and one of another state than the course’s, in license-validate and the affidavit (issue 25 item 31)', async () => {
    const { lp, learner, client } = await learnerWithAffidavitCourse(t);
    const validate = (body: Record<string, unknown>) =>
      client.post('/api/affidavit/final/license-validate', { licenseType: 'Broker', licenseNumber: 'TX-333333', ...body });
    // The course is in TX; today is the test clock's.
    const year = t.clock.now().getUTCFullYear();
    const lapsed = await validate({ state: 'TX', renewalDate: `1/5/${year - 3}`, learnerProductId: lp.id });
    expect(lapsed.json()).toEqual({ newLicense: null, errors: [{ message: 'Please enter a valid renewal date!' }] });
    const otherState = await validate({ state: 'CA', renewalDate: `1/5/${year + 2}`, learnerProductId: lp.id });
    expect(otherState.json()).toEqual({ newLicense: null, errors: [{ message: 'State is not valid' }] });
    // Without a learner product only the date is held against today.
    expect((await validate({ state: 'CA', renewalDate: `1/5/${year - 3}` })).json().errors).toEqual([
      { message: 'Please enter a valid renewal date!' },
    ]);
    expect(await t.database.db.select().from(affidavitLicenses).where(eq(affidavitLicenses.userId, learner.id))).toEqual([]);
    const good = await validate({ state: 'TX', renewalDate: `1/5/${year + 2}`, learnerProductId: lp.id });
    expect(good.json().errors).toEqual([]);

    // The affidavit itself refuses a lapsed typed licence.
    const typed = payload(learner.password, {
      license: { state: 'TX', licenseType: 'Broker', renewalDateStr: `6/30/${year - 2}`, licenseNumber: 'TX-444444' },
    });
    expect((await client.post(url(lp.id), typed)).json()).toEqual([M.licenseRequired]);
  });

  it('validates a new licence, stores it masked in replies, and makes the learner choose among two in the state', async () => {
    const { lp, learner, client } = await learnerWithAffidavitCourse(t);
    const bad = await client.post('/api/affidavit/final/license-validate', {
      state: 'TX',
      licenseType: 'Broker',
      renewalDate: `${t.clock.now().getUTCFullYear() + 1}-06-30`, // ISO is not the M/D/YYYY asked for
      licenseNumber: ' ',
    });
    expect(bad.json()).toEqual({
      newLicense: null,
      errors: [{ message: 'Please enter a valid renewal date!' }, { message: 'License number is required' }],
    });
    const ids: number[] = [];
    for (const number of ['TX-111111', 'TX-222222']) {
      const res = await client.post('/api/affidavit/final/license-validate', {
        state: 'TX',
        licenseType: 'Salesperson',
        renewalDate: `1/5/${t.clock.now().getUTCFullYear() + 2}`,
        licenseNumber: number,
        learnerProductId: lp.id,
      });
      expect(res.json().errors).toEqual([]);
      expect(res.json().newLicense.licenseNumber).toBe(`*****${number.slice(-4)}`);
      ids.push(res.json().newLicense.id);
    }
    const got = await client.get('/api/affidavit/final/license-get/tx/REAL_ESTATE/ces-1');
    expect(got.json().state).toBe('TX');
    expect(got.json().currentLicenses.map((l: { licenseNumber: string }) => l.licenseNumber)).toEqual(['*****1111', '*****2222']);
    expect(got.json().currentLicenses[0].renewalDate).toBe(`1/5/${t.clock.now().getUTCFullYear() + 2}`);
    expect(got.json().licenseTypes).toContain('Broker');

    const both = payload(learner.password, { license: undefined, licenses: ids.map((id) => ({ id, state: 'TX' })) });
    expect((await client.post(url(lp.id), both)).json()).toEqual([M.licenseRequired]);
    // Someone else's licence id is no licence of this learner.
    const other = await learnerWithAffidavitCourse(t);
    expect(
      (await other.client.post(url(other.lp.id), payload(other.learner.password, { license: { id: ids[0] } }))).json(),
    ).toEqual([M.licenseRequired]);
    expect((await client.post(url(lp.id), { ...both, license: { id: ids[1] } })).json()).toEqual([]);
    const [row] = await t.database.db.select().from(affidavitAcceptances).where(eq(affidavitAcceptances.learnerProductId, lp.id));
    expect(row?.licenseId).toBe(ids[1]);
  });
});

describe('orientation affidavit and cycles', () => {
  it('shows the text and version, records the acceptance once with the time', async () => {
    const { lp, client } = await learnerWithAffidavitCourse(t, {
      ...ALL_FIELDS_ON,
      SC_STUDENT_AFFIDAVITS_ORIENTATION_TEXT: 'I will study honestly.',
    });
    const before = await client.get(`/api/affidavit/acceptOrientation/${lp.id}`);
    expect(before.json()).toMatchObject({ accepted: false, acceptedAt: null, text: 'I will study honestly.' });
    expect(before.json().version).toMatch(/^sha256:[0-9a-f]{16}$/);
    const accepted = await client.get(`/api/affidavit/acceptOrientation/${lp.id}?accept=true`);
    expect(accepted.json()).toMatchObject({
      accepted: true,
      acceptedAt: t.clock.now().toISOString(),
      version: before.json().version,
    });
    const rows = await t.database.db.select().from(affidavitAcceptances).where(eq(affidavitAcceptances.learnerProductId, lp.id));
    expect(rows.map((r) => [r.kind, r.textBody])).toEqual([['ORIENTATION', 'I will study honestly.']]);
    expect((await client.get(`/api/affidavit/cycles/${lp.id}`)).json()).toEqual({
      label: 'Cycle',
      cycles: ['2024-2026', '2026-2028'],
    });
  });
});

describe('orientation affidavit as the first step (issue 25 item 29)', () => {
  it('SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED makes it the course next step until accepted', async () => {
    const { lp, client } = await learnerWithAffidavitCourse(t, { SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED: 'yes' });
    const before = (await client.get(`/api/product/${lp.id}/state`)).json();
    expect(before.courseNextStep).toMatchObject({ type: 'ORIENTATION', disabled: false });
    expect(before.courseMessage).toEqual({ key: 'orientationRequired', values: {} });
    await client.get(`/api/affidavit/acceptOrientation/${lp.id}?accept=true`);
    const after = (await client.get(`/api/product/${lp.id}/state`)).json();
    expect(after.courseNextStep.type).not.toBe('ORIENTATION');
    // Without the rule the orientation affidavit asks nothing of the learner.
    const plain = await learnerWithAffidavitCourse(t, { SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED: 'no' });
    expect((await plain.client.get(`/api/product/${plain.lp.id}/state`)).json().courseNextStep.type).not.toBe('ORIENTATION');
  });
});

describe('external affidavit', () => {
  it('gives the config of a signed link, takes the affidavit once, refuses a forged link', async () => {
    const { code } = await learnerWithAffidavitCourse(t, { ...ALL_FIELDS_ON, SC_STUDENT_AFFIDAVITS_PASSWORD: 'no' });
    const link = {
      externalUserId: `ces-${code}`,
      externalEnrollmentId: 'enr-1',
      productCode: code,
      action: 'REDIRECT' as const,
      url: 'https://ce.example.test/done',
      expiresAt: Math.floor(t.clock.now().getTime() / 1000) + 3600,
    };
    const token = signExternalAffidavitLink(externalLinkKey(KEY), link);
    const anon = new TestClient(t.app);
    const config = await anon.get(`/api/affidavit/externalnew?token=${encodeURIComponent(token)}`);
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({
      error: null,
      ceOrderAction: { action: 'REDIRECT', url: 'https://ce.example.test/done' },
      successUrl: 'https://ce.example.test/done',
      externalUserId: `ces-${code}`,
      state: 'TX',
      industry: 'REAL_ESTATE',
      cycles: ['2024-2026', '2026-2028'],
      cycleLabel: 'Cycle',
      downloadLinkText: 'Download',
      today: chicagoToday(),
    });
    expect(config.json().display.password).toBe(false);
    const forged = `${token.slice(0, -2)}xx`;
    expect((await anon.get(`/api/affidavit/externalnew?token=${encodeURIComponent(forged)}`)).statusCode).toBe(404);

    const missing = await anon.post('/api/affidavit/acceptExternal', { token, date: chicagoToday() });
    expect(missing.json().error).toBe(true);
    expect(missing.json().message.split('\n')[0]).toBe(M.firstNameRequired);
    const ok = await anon.post('/api/affidavit/acceptExternal', {
      ...payload(''),
      password: undefined,
      confirmPassword: undefined,
      token,
    });
    expect(ok.json()).toEqual({ error: false, message: null });
    const [row] = await t.database.db
      .select()
      .from(affidavitAcceptances)
      .where(eq(affidavitAcceptances.externalUserId, `ces-${code}`));
    expect(row?.kind).toBe('EXTERNAL');
    expect(JSON.stringify(row)).not.toContain('123456789');
    const again = await anon.get(`/api/affidavit/externalnew?token=${encodeURIComponent(token)}`);
    expect(again.json().error).toBe(M.alreadyAccepted);
  });

  it("signs with the password of the enrolment the link names, without a login; another account's login fails", async () => {
    const { code, learner, lp } = await learnerWithAffidavitCourse(t);
    const other = await createUser(t);
    const link = {
      externalUserId: `ces-bound-${code}`,
      externalEnrollmentId: 'enr-3',
      productCode: code,
      action: 'RESULTS' as const,
      url: null,
      expiresAt: Math.floor(t.clock.now().getTime() / 1000) + 3600,
    };
    await t.database.db
      .update(learnerProducts)
      .set({ externalUserId: link.externalUserId, externalEnrollmentId: link.externalEnrollmentId })
      .where(eq(learnerProducts.id, lp.id));
    const token = signExternalAffidavitLink(externalLinkKey(KEY), link);
    const anon = new TestClient(t.app);
    const someoneElse = await anon.post('/api/affidavit/acceptExternal', {
      ...payload(other.password),
      login: other.login,
      token,
    });
    expect(someoneElse.json()).toEqual({ error: true, message: M.passwordIncorrect });
    const ok = await anon.post('/api/affidavit/acceptExternal', { ...payload(learner.password), token });
    expect(ok.json()).toEqual({ error: false, message: null });
    const rows = await t.database.db
      .select()
      .from(affidavitAcceptances)
      .where(eq(affidavitAcceptances.externalUserId, link.externalUserId));
    expect(rows).toHaveLength(1);
  });

  it('checks the password of the login given, and limits the guesses', async () => {
    const { code, learner } = await learnerWithAffidavitCourse(t);
    const link = {
      externalUserId: `ces-pw-${code}`,
      externalEnrollmentId: 'enr-2',
      productCode: code,
      action: 'ACCOUNT' as const,
      url: null,
      expiresAt: Math.floor(t.clock.now().getTime() / 1000) + 3600,
    };
    const token = signExternalAffidavitLink(externalLinkKey(KEY), link);
    const anon = new TestClient(t.app);
    const guess = (password: string) =>
      anon.post('/api/affidavit/acceptExternal', { ...payload(password), login: learner.login, token });
    const wrong = await guess('wrong-pass');
    expect(wrong.json()).toEqual({ error: true, message: M.passwordIncorrect });
    for (let i = 0; i < 9; i++) await guess('wrong-pass');
    const limited = await guess(learner.password);
    expect(limited.statusCode).toBe(429);
    expect(
      await t.database.db.select().from(affidavitAcceptances).where(eq(affidavitAcceptances.externalUserId, link.externalUserId)),
    ).toEqual([]);
  });
});
