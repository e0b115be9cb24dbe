import { inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password.js';
import { ManualClock } from '../../platform/clock.js';
import {
  forumComments,
  forumPosts,
  forumPostVotes,
  learnerProducts,
  productInstructors,
  users,
} from '../../platform/db/schema/index.js';
import { openTemplateDatabase } from '../../test/db-template.js';
import { loadProfiles } from '../compliance/load-profiles.js';
import { buildComplianceReport } from '../compliance/report-service.js';
import { findProductByCode } from '../product/index.js';
import { DEMO_LOGINS, demoCredentialsPresent, seedDemo } from './seed.js';

// Seeding needs an empty database, so this file always uses its own in-memory PGlite.
describe('demo seed', () => {
  // Imports every shipped course (179 more slides since issue 16's content): minutes under a loaded CI, not seconds.
  it('seeds the four demo accounts and the learner’s products once, and production can detect them', {
    timeout: 120_000,
  }, async () => {
    const database = await openTemplateDatabase(inject('pgliteTemplate'));
    try {
      const clock = new ManualClock();
      expect(await demoCredentialsPresent(database.db)).toBe(false);
      expect(await seedDemo(database.db, clock)).toBe(true);
      expect(await seedDemo(database.db, clock)).toBe(false);
      const rows = await database.db
        .select()
        .from(users)
        .where(inArray(users.login, [...DEMO_LOGINS]));
      expect(rows.map((r) => r.login).sort()).toEqual(['admin', 'editor', 'instructor', 'learner']);
      expect(rows.every((r) => r.activated)).toBe(true);
      const learner = rows.find((r) => r.login === 'learner');
      const lps = await database.db
        .select()
        .from(learnerProducts)
        .where(inArray(learnerProducts.userId, [learner?.id ?? 0]));
      expect(lps).toHaveLength(3);
      // The demo instructor is assigned to the learner's products (and only staffs those).
      const instructor = rows.find((r) => r.login === 'instructor');
      const assigned = await database.db
        .select()
        .from(productInstructors)
        .where(inArray(productInstructors.userId, [instructor?.id ?? 0]));
      expect(assigned.map((a) => a.productId).sort()).toEqual(lps.map((lp) => lp.productId).sort());
      // Demo forum activity (decision 0085): a pinned welcome and an answer, with comments and votes.
      expect(await database.db.select().from(forumPosts)).toHaveLength(2);
      expect(await database.db.select().from(forumComments)).toHaveLength(3);
      expect(await database.db.select().from(forumPostVotes)).toHaveLength(3);
      // The regulated demo products are bound to their profiles and their reports have no FAIL (decision 0135).
      // Sourced: how many lines carry a regulator's source, each PASS or NOT_APPLICABLE, and how many PASS.
      // RE-CE-2026 on the elective profile (decision 0211): minimum time PASS (480 against 8 x 50), final NOT_APPLICABLE.
      const bound: Record<string, { profile: string; sourced: number; pass: number }> = {
        'RE-CE-2026': { profile: 'tx-trec-ce-elective@1', sourced: 2, pass: 1 },
        'INS-PROGRAM': { profile: 'ca-cdi-ce@1', sourced: 0, pass: 0 },
      };
      for (const [code, { profile, sourced, pass }] of Object.entries(bound)) {
        const product = await findProductByCode(database.db, code);
        const report = await buildComplianceReport(database.db, loadProfiles(), product?.id ?? 0);
        expect(
          report?.profiles.map((p) => `${p.profileId}@${p.profileVersion}`),
          code,
        ).toEqual([profile]);
        expect(report?.lines.length, code).toBeGreaterThan(0);
        expect(
          report?.lines.filter((l) => l.status === 'FAIL'),
          code,
        ).toEqual([]);
        const withSource = report?.lines.filter((l) => l.source !== null) ?? [];
        expect(
          withSource.map((l) => l.status).filter((s) => s !== 'PASS' && s !== 'NOT_APPLICABLE'),
          code,
        ).toEqual([]);
        expect(withSource.length, code).toBe(sourced);
        expect(
          withSource.filter((l) => l.status === 'PASS').map((l) => l.check),
          code,
        ).toHaveLength(pass);
      }
      expect(await demoCredentialsPresent(database.db)).toBe(true);
      await database.db.update(users).set({ passwordHash: await hashPassword('changed-password') });
      expect(await demoCredentialsPresent(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
