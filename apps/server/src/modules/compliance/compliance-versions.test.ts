import { Authority, type ComplianceProfile } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, complianceBindings } from '../../platform/db/schema/index.js';
import { importExamCourse } from '../../test/exam-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { loadProfiles, ProfileRegistry } from './load-profiles.js';

// Profile versions (decision 0135): a new version moves no product; an administrator moves one, audited.
let t: TestApp;
let admin: TestClient;
let adminLogin: string;
let learner: TestClient;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = a.login;
  admin = new TestClient(t.app);
  await admin.signIn(a.login, a.password);
  const l = await createUser(t);
  learner = new TestClient(t.app);
  await learner.signIn(l.login, l.password);
  productId = (await importExamCourse(t)).productId;
});
afterAll(() => t.close());

const move = (client: TestClient, profileId: string, payload: object, id = productId) =>
  client.request({ method: 'POST', url: `/api/admin/products/${id}/compliance-bindings/${profileId}/move`, payload });

describe('profile versions and moving a product to a new one', () => {
  it('keeps the bound version after a new one ships, says which it checked, and moves only when an administrator does', async () => {
    const bound = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${productId}/compliance-bindings`,
      payload: {
        bindings: [
          { profileId: 'ca-dre-ce', profileVersion: 1, approvalNumber: 'DRE-9', approvalExpiresOn: null, creditHours: 1 },
        ],
      },
    });
    expect(bound.statusCode).toBe(200);

    // Version 2 ships: the pass mark is now 80 % (the app's registry is replaced as a restart would).
    const shipped = loadProfiles();
    const v1 = shipped.find('ca-dre-ce', 1) as ComplianceProfile;
    const v2: ComplianceProfile = structuredClone({ ...v1, version: 2 });
    v2.parameters.finalExam.passMarkPercent = { value: 80, source: { citation: 'Test rule §2', readOn: '2026-11-28' } };
    t.app.services.complianceProfiles = new ProfileRegistry([...shipped.latest(), v2]);

    const before = (await admin.get(`/api/admin/products/${productId}/compliance`)).json();
    expect(before.profiles).toEqual([{ profileId: 'ca-dre-ce', profileVersion: 1, name: v1.name, latestVersion: 2 }]);
    expect(before.lines.every((l: { profileVersion: number }) => l.profileVersion === 1)).toBe(true);
    expect(before.lines.find((l: { check: string }) => l.check === 'FINAL_EXAM_PASS_MARK')).toMatchObject({ status: 'UNKNOWN' });

    // Refusals: no reason, a version that does not ship, a profile the product is not bound to, a learner.
    const noReason = await move(admin, 'ca-dre-ce', { profileVersion: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('reason');
    const noVersion = await move(admin, 'ca-dre-ce', { profileVersion: 3, reason: 'x' });
    expect(noVersion.statusCode).toBe(400);
    expect(JSON.stringify(noVersion.json())).toContain('profileVersion');
    expect((await move(admin, 'fl-frec-ce', { profileVersion: 1, reason: 'x' })).statusCode).toBe(404);
    expect((await move(learner, 'ca-dre-ce', { profileVersion: 2, reason: 'x' })).statusCode).toBe(403);
    expect((await move(admin, 'ca-dre-ce', { profileVersion: 2, reason: 'x' }, 2_000_000_000)).statusCode).toBe(404);

    const moved = await move(admin, 'ca-dre-ce', { profileVersion: 2, reason: 'DRE renewal letter of 2026-11-20' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().bindings[0]).toMatchObject({ profileVersion: 2, approvalNumber: 'DRE-9', boundBy: adminLogin });
    const [row] = await t.database.db.select().from(complianceBindings).where(eq(complianceBindings.productId, productId));
    expect(row?.profileVersion).toBe(2);
    const after = (await admin.get(`/api/admin/products/${productId}/compliance`)).json();
    expect(after.profiles[0]).toMatchObject({ profileVersion: 2, latestVersion: 2 });
    expect(after.lines.find((l: { check: string }) => l.check === 'FINAL_EXAM_PASS_MARK')).toMatchObject({
      profileVersion: 2,
      status: 'FAIL',
      course: '70',
      required: '80',
    });
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, 'COMPLIANCE_BINDING_MOVED'));
    expect(audits.find((a) => a.data.productId === String(productId))).toMatchObject({
      principal: adminLogin,
      data: { profileId: 'ca-dre-ce', fromVersion: '1', toVersion: '2', reason: 'DRE renewal letter of 2026-11-20' },
    });
  });
});
