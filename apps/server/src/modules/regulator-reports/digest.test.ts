import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.js';
import { regulatorReportDigests, regulatorReportItems } from '../../platform/db/schema/index.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { runDueDigests, runZoneDigest } from './digest.js';
import { HOURLY_DIGEST_QUEUE, startReportJobs } from './jobs.js';

// A zone of its own, so items other tests leave in the template database do not join this one's mornings.
const ZONE = 'America/Denver';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: AppContext;
let adminEmail: string;
let adminFrEmail: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp();
  const mailer = new Mailer({ db: t.database.db, clock: t.clock, log: t.app.log, from: 'ce@continuum.test', smtpUrl: smtp.url });
  // The platform's parts as buildApp gives them to modules, with a mailer that delivers to the test SMTP server.
  ctx = {
    config: t.config,
    clock: t.clock,
    database: t.database,
    mailer,
    log: t.app.log,
    services: t.app.services,
  } as unknown as AppContext;
  adminEmail = (await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] })).email;
  adminFrEmail = (await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN], langKey: 'fr' })).email;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function item(dueOn: string, status = 'DUE', approvalNumber = 'DIG-1') {
  const learner = await createUser(t);
  const { lp, product } = await createLearnerProduct(t, learner.id);
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(regulatorReportItems)
    .values({
      learnerProductId: lp.id,
      productId: product.id,
      userId: learner.id,
      profileId: 'nmls-ce-online-self-study',
      profileVersion: 2,
      regulator: 'NMLS',
      channel: 'NMLS credit banking',
      learnerKeyKind: 'NMLS_ID',
      approvalNumber,
      creditHours: '8.00',
      completedAt: now,
      completedOn: dueOn,
      dueOn,
      zone: ZONE,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('no item');
  return row;
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const statusOf = async (id: number) =>
  (await t.database.db.select().from(regulatorReportItems).where(eq(regulatorReportItems.id, id)))[0]?.status;

describe('the morning digest', () => {
  it("waits for 07:00 in the items' zone, then mails each administrator once (two runs at once: one sends), marks overdue items LATE", async () => {
    t.clock.set('2026-12-01T12:00:00Z'); // 05:00 in Denver
    const overdue = await item('2026-11-29');
    const tomorrow = await item('2026-12-02', 'DUE', 'DIG-TOMORROW');
    const later = await item('2026-12-20', 'DUE', 'DIG-LATER');
    expect((await runDueDigests(ctx)).filter((r) => r.zone === ZONE)).toEqual([]);
    t.clock.set('2026-12-01T14:30:00Z'); // 07:30 in Denver
    const runs = await Promise.all([runZoneDigest(ctx, ZONE), runZoneDigest(ctx, ZONE)]);
    expect(runs.filter((r) => r.sent)).toHaveLength(1);
    expect(runs.find((r) => r.sent)).toMatchObject({ day: '2026-12-01', items: 2, markedLate: 1 });
    expect(await statusOf(overdue.id)).toBe('LATE');
    expect(await statusOf(tomorrow.id)).toBe('DUE');
    expect(await statusOf(later.id)).toBe('DUE');
    const [mail] = mailsTo(adminEmail);
    expect(mailsTo(adminEmail)).toHaveLength(1);
    expect(mail?.raw).toContain('DIG-TOMORROW');
    expect(mail?.raw).not.toContain('DIG-LATER');
    expect(mailsTo(adminFrEmail)[0]?.raw).toMatch(/D=C3=A9clarations|Déclarations/);
    // Later the same morning, the hourly run finds the day claimed and sends nothing.
    t.clock.set('2026-12-01T16:05:00Z');
    expect((await runDueDigests(ctx)).find((r) => r.zone === ZONE)).toMatchObject({ sent: false });
    expect(mailsTo(adminEmail)).toHaveLength(1);
  });

  // It drives the in-process PGlite adapter directly; on PostgreSQL (CI) the harness hands it a pg pool it cannot use.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'runs from the pg-boss queue on this database (PGlite in-process here): a job sent to the queue mails the next morning',
    async () => {
      t.clock.set('2026-12-02T14:30:00Z');
      const jobs = await startReportJobs(ctx);
      try {
        await jobs.boss.send(HOURLY_DIGEST_QUEUE, {});
        const deadline = Date.now() + 20_000;
        let rows: (typeof regulatorReportDigests.$inferSelect)[] = [];
        while (Date.now() < deadline) {
          rows = await t.database.db.select().from(regulatorReportDigests).where(eq(regulatorReportDigests.day, '2026-12-02'));
          // The mail goes after the claim commits: wait for both.
          if (rows.some((r) => r.zone === ZONE) && mailsTo(adminEmail).length === 2) break;
          await new Promise((r) => setTimeout(r, 250));
        }
        expect(rows.find((r) => r.zone === ZONE)).toMatchObject({ items: 2 });
        expect(mailsTo(adminEmail)).toHaveLength(2);
      } finally {
        await jobs.stop();
      }
    },
    30_000,
  );
});
