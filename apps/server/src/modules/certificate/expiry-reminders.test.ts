import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.js';
import { certificates, learnerProducts } from '../../platform/db/schema/index.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { creditSeatTime, signedIn } from '../../test/enrolled-learner.js';
import { createLearnerProduct, createTestApp, type TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { sendExpiryReminders } from './expiry-reminders.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: AppContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp();
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

describe('credential expiry reminder (issue 28, decision 0184)', () => {
  it('mails the learner once, within 30 days of the last valid day, on a controlled clock; never a revoked one', async () => {
    t.clock.set('2026-03-05T09:00:00Z');
    const me = await signedIn(t);
    const { lp } = await createLearnerProduct(t, me.user.id, 'Ethics 101');
    await t.database.db
      .update(learnerProducts)
      .set({ status: 'COMPLETE', completedAt: new Date('2026-03-04T15:00:00Z'), startDate: '2026-02-01' })
      .where(eq(learnerProducts.id, lp.id));
    await creditSeatTime(t, { learnerProductId: lp.id, userId: me.user.id, ms: 7_200_000 });
    expect((await me.client.get(`/api/certificate/${lp.id}`)).statusCode).toBe(200);
    await t.database.db.update(certificates).set({ expiresOn: '2027-03-04' }).where(eq(certificates.learnerProductId, lp.id));
    const toMe = () => smtp.mails.filter((m) => m.to.includes(me.user.email));

    // 31 days before: not yet.
    t.clock.set('2027-02-01T08:00:00Z');
    await sendExpiryReminders(ctx);
    expect(toMe()).toHaveLength(0);
    // 30 days before: once, even when two runs happen at the same moment and again the next day.
    t.clock.set('2027-02-02T08:00:00Z');
    await Promise.all([sendExpiryReminders(ctx), sendExpiryReminders(ctx)]);
    t.clock.set('2027-02-03T08:00:00Z');
    await sendExpiryReminders(ctx);
    expect(toMe()).toHaveLength(1);
    expect(toMe()[0]?.raw).toContain('2027-03-04');

    // A revoked certificate is not reminded.
    const other = await signedIn(t);
    const { lp: lp2 } = await createLearnerProduct(t, other.user.id, 'Law 2');
    await t.database.db
      .update(learnerProducts)
      .set({ status: 'COMPLETE', completedAt: new Date('2026-03-04T15:00:00Z'), startDate: '2026-02-01' })
      .where(eq(learnerProducts.id, lp2.id));
    await creditSeatTime(t, { learnerProductId: lp2.id, userId: other.user.id, ms: 7_200_000 });
    expect((await other.client.get(`/api/certificate/${lp2.id}`)).statusCode).toBe(200);
    await t.database.db
      .update(certificates)
      .set({ expiresOn: '2027-03-01', revokedAt: t.clock.now(), revokedReason: 'test', revokedBy: 'admin' })
      .where(eq(certificates.learnerProductId, lp2.id));
    await sendExpiryReminders(ctx);
    expect(smtp.mails.filter((m) => m.to.includes(other.user.email))).toHaveLength(0);
  });
});
