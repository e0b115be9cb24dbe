import type { ComplianceProfile } from '@continuum/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.js';
import { auditEvents, complianceBindings, learnerProducts } from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp } from '../../test/harness.js';
import { loadProfiles, ProfileRegistry } from '../compliance/index.js';
import { startReportJobs } from '../regulator-reports/index.js';
import { RETENTION_QUEUE, retentionJob } from './jobs.js';
import { checkRetention, RETENTION_CHECKED } from './retention.js';

let t: TestApp;
let ctx: AppContext;
const shipped = loadProfiles();
const NMLS = 'nmls-ce-online-self-study';
const base = shipped.find(NMLS) as ComplianceProfile;
/**
 * A test-only profile with a retention period, so the period's arithmetic does not move with the shipped data. The
 * source below names this test, not a regulator. (NMLS v4 and CDI v2 now ship a cited period, decision 0180.)
 */
const withYears: ComplianceProfile = {
  ...base,
  id: 'test-retention-five-years',
  version: 1,
  parameters: {
    ...base.parameters,
    records: {
      ...base.parameters.records,
      retentionYears: { value: 5, source: { citation: 'retention.test.ts', readOn: '2026-01-01' } },
    },
  },
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2031-06-15T12:00:00Z');
  // Every shipped version, so a product bound to an earlier one (NMLS v3 below) is found.
  const everyVersion = shipped
    .latest()
    .flatMap((p) => shipped.versionsOf(p.id).map((v) => shipped.find(p.id, v) as ComplianceProfile));
  const profiles = new ProfileRegistry([...everyVersion, withYears]);
  ctx = {
    config: t.config,
    clock: t.clock,
    database: t.database,
    log: t.app.log,
    services: { ...t.app.services, complianceProfiles: profiles },
  } as unknown as AppContext;
});
afterAll(() => t.close());

async function bound(profileId: string, profileVersion: number) {
  const owner = await createUser(t);
  const { product } = await createLearnerProduct(t, owner.id);
  await t.database.db.insert(complianceBindings).values({
    productId: product.id,
    profileId,
    profileVersion,
    approvalNumber: 'A-1',
    creditHours: '8.00',
    boundBy: 'test',
    boundAt: t.clock.now(),
  });
  return product.id;
}

async function enrol(productId: number, completedAt: string | null) {
  const learner = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({
      userId: learner.id,
      productId,
      status: completedAt ? 'COMPLETE' : 'IN_PROGRESS',
      completedAt: completedAt ? new Date(completedAt) : null,
      createdAt: t.clock.now(),
    })
    .returning();
  return (lp as { id: number }).id;
}

describe('records retention (issue 28, decision 0183)', () => {
  it('keeps every record, says until when and why, and counts completions past the period without deleting them', async () => {
    const fiveYears = await bound(withYears.id, 1);
    const old = await enrol(fiveYears, '2025-03-01T10:00:00Z'); // more than 5 years before 2031-06-15
    const recent = await enrol(fiveYears, '2030-02-10T10:00:00Z');
    const open = await enrol(fiveYears, null);
    // NMLS v3 leaves the period null; v4 sets the cited 5 years (Standards of Conduct §3(F), decision 0180).
    const noPeriod = await bound(NMLS, 3);
    const kept = await enrol(noPeriod, '2020-01-01T00:00:00Z');
    const nmlsV4 = await bound(NMLS, 4);

    const report = await checkRetention(ctx);
    expect(report.deleted).toBe(0);
    const five = report.lines.find((l) => l.productId === fiveYears);
    expect(five).toMatchObject({
      retentionYears: 5,
      enrolments: 4, // the three below and the product owner's own open one (createLearnerProduct)
      notCompleted: 2,
      keepUntil: '2035-02-10',
      pastPeriod: 1,
      deleted: 0,
      reason: 'PAST_PERIOD_KEPT',
    });
    expect(five?.profiles).toEqual([
      { profileId: withYears.id, profileVersion: 1, regulator: base.regulator, retentionYears: 5, citation: 'retention.test.ts' },
    ]);
    expect(report.lines.find((l) => l.productId === noPeriod)).toMatchObject({
      retentionYears: null,
      keepUntil: null,
      pastPeriod: 0,
      reason: 'NO_PERIOD',
    });
    expect(report.lines.find((l) => l.productId === nmlsV4)?.profiles).toEqual([
      {
        profileId: NMLS,
        profileVersion: 4,
        regulator: base.regulator,
        retentionYears: 5,
        citation: 'NMLS, Standards of Conduct for NMLS Approved Course Providers, Section 3(F)',
      },
    ]);

    // Nothing was deleted: every enrolment is still there.
    const ids = [old, recent, open, kept];
    const left = await t.database.db.select().from(learnerProducts).where(inArray(learnerProducts.id, ids));
    expect(left).toHaveLength(4);

    // A year later the recent one is still within; the old one stays past its period and is still kept.
    t.clock.set('2035-02-11T00:00:00Z');
    const later = (await checkRetention(ctx)).lines.find((l) => l.productId === fiveYears);
    expect(later).toMatchObject({ pastPeriod: 2, reason: 'PAST_PERIOD_KEPT' });
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, RETENTION_CHECKED));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(audits.at(-1)?.data).toMatchObject({ deleted: '0' });
  });

  // PGlite only, like the digest's queue test: it drives PGlite's pg-boss adapter directly (client.exec).
  it.skipIf(Boolean(process.env.DATABASE_URL))('is scheduled on the shared job queue and runs when its job is sent', async () => {
    const jobs = await startReportJobs(ctx, [retentionJob]);
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((s) => s.name)).toContain(RETENTION_QUEUE);
      const before = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, RETENTION_CHECKED))).length;
      await jobs.boss.send(RETENTION_QUEUE, {});
      const deadline = Date.now() + 20_000;
      let after = before;
      while (Date.now() < deadline && after === before) {
        await new Promise((r) => setTimeout(r, 250));
        after = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, RETENTION_CHECKED))).length;
      }
      expect(after).toBe(before + 1);
    } finally {
      await jobs.stop();
    }
  });
});
