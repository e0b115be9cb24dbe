import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.js';
import { users } from '../../platform/db/schema/index.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { sendLicenseRenewalReminders } from './license-renewal-reminders.js';
import { learnerWithAffidavitCourse } from './testing/fixture.js';

const ZONE = 'America/Chicago';
const LICENCE = 'ZQ-LIC-77123';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: AppContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ piiEncryptionKey: randomBytes(32) });
  const mailer = new Mailer({ db: t.database.db, clock: t.clock, log: t.app.log, from: 'ce@continuum.test', smtpUrl: smtp.url });
  ctx = {
    config: t.config,
    clock: t.clock,
    database: t.database,
    mailer,
    log: t.app.log,
    services: t.app.services,
  } as unknown as AppContext;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Today in the course's zone as the affidavit asks it (MM/DD/YYYY), computed here. */
function today(): string {
  const [m, d, y] = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(t.clock.now())
    .split('/');
  return `${m}/${d}/${y}`;
}

/** A learner who declared a TX licence renewing on `renewal` (M/D/YYYY) on a final affidavit. */
async function learnerWithLicence(renewal: string, langKey = 'en') {
  const a = await learnerWithAffidavitCourse(t, { SC_STUDENT_AFFIDAVITS_LICENSE: 'yes', SC_SEAT_TIME_TIME_ZONE: ZONE });
  await t.database.db.update(users).set({ langKey }).where(eq(users.id, a.learner.id));
  const res = await a.client.post(`/api/affidavit/acceptFinal/${a.lp.id}`, {
    date: today(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    license: { state: 'TX', licenseType: 'Broker', renewalDateStr: renewal, licenseNumber: LICENCE },
  });
  expect(res.json()).toEqual([]);
  return a;
}

describe('licence renewal reminder (issue 28, decision 0197)', () => {
  it('mails the learner once, 30 days before the renewal date the final affidavit recorded, in their language', async () => {
    t.clock.set('2026-03-05T15:00:00Z');
    const en = await learnerWithLicence('6/30/2026');
    const fr = await learnerWithLicence('7/15/2026', 'fr');
    const soon = await learnerWithLicence('4/1/2026');
    const to = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

    // The licence renewing on April 1 is within 30 days already: reminded at the first run.
    t.clock.set('2026-03-05T16:00:00Z');
    await sendLicenseRenewalReminders(ctx);
    expect(to(soon.learner.email)).toHaveLength(1);
    expect(to(en.learner.email)).toHaveLength(0);
    // 31 days before June 30: not yet.
    t.clock.set('2026-05-30T08:00:00Z');
    await sendLicenseRenewalReminders(ctx);
    expect(to(en.learner.email)).toHaveLength(0);
    // 30 days before: once, even when two runs happen at the same moment and again the next day.
    t.clock.set('2026-05-31T08:00:00Z');
    await Promise.all([sendLicenseRenewalReminders(ctx), sendLicenseRenewalReminders(ctx)]);
    t.clock.set('2026-06-01T08:00:00Z');
    await sendLicenseRenewalReminders(ctx);
    const mails = to(en.learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('2026-06-30');
    expect(mails[0]?.raw).toContain('TX');
    // The licence number is sealed: never in a mail.
    expect(mails[0]?.raw).not.toContain(LICENCE);
    expect(to(soon.learner.email)).toHaveLength(1);

    // In French for a learner whose language is French.
    t.clock.set('2026-06-15T08:00:00Z');
    await sendLicenseRenewalReminders(ctx);
    const frMails = to(fr.learner.email);
    expect(frMails).toHaveLength(1);
    expect(frMails[0]?.raw).toContain('renouvel');
  });

  it('does not remind a licence whose renewal date has passed', async () => {
    t.clock.set('2026-09-01T15:00:00Z');
    const a = await learnerWithLicence('9/20/2026');
    t.clock.set('2026-09-21T08:00:00Z');
    await sendLicenseRenewalReminders(ctx);
    expect(smtp.mails.filter((m) => m.to.includes(a.learner.email))).toHaveLength(0);
  });

  it('does not remind a licence no final affidavit recorded (entered through license-validate only)', async () => {
    t.clock.set('2026-10-01T15:00:00Z');
    const a = await learnerWithAffidavitCourse(t, { SC_STUDENT_AFFIDAVITS_LICENSE: 'yes', SC_SEAT_TIME_TIME_ZONE: ZONE });
    const stored = await a.client.post('/api/affidavit/final/license-validate', {
      state: 'TX',
      licenseType: 'Broker',
      licenseNumber: LICENCE,
      renewalDate: '10/20/2026',
      learnerProductId: a.lp.id,
    });
    expect(stored.json()).toMatchObject({
      newLicense: expect.objectContaining({ id: expect.any(Number), licenseType: 'Broker' }),
      errors: [],
    });
    t.clock.set('2026-10-02T08:00:00Z');
    await sendLicenseRenewalReminders(ctx);
    expect(smtp.mails.filter((m) => m.to.includes(a.learner.email))).toHaveLength(0);
  });
});
