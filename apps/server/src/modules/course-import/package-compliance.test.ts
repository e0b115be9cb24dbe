import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { Authority, type ComplianceProfile } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, complianceBindings, products } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { ComplianceRefusedError, formatComplianceReport, loadProfiles } from '../compliance/index.js';
import { ProfileRegistry } from '../compliance/load-profiles.js';
import { checkCourseFolder, importCourseFolder, PackageInvalidError } from './import-course-folder.js';

let t: TestApp;
let admin: TestClient;
let adminLogin: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = a.login;
  admin = new TestClient(t.app);
  await admin.signIn(a.login, a.password);
});
afterAll(() => t.close());

const question = (i: number) =>
  `  - id: q${i}\n    text: "Question ${i}?"\n    choices:\n      - { text: "No" }\n      - { text: "Yes", correct: true }\n`;

/** A one-hour course package with a final of `questions` questions, bound as `compliance` says (YAML). */
function writePackage(code: string, compliance: string, questions: number, passingScore = 70): string {
  const dir = mkdtempSync(join(tmpdir(), 'compliance-package-'));
  const files: Record<string, string> = {
    'course.yaml': `code: ${code}\ntitle: Bound Course\ntype: COURSE\naccount:\n  name: Academy\nminimumRequiredMinutes: 50\n${compliance}`,
    'nodes/01-read.yaml': 'type: KEY_POINTS\ntitle: Read\n',
    'nodes/02-final.yaml': `key: final\ntype: EXAM\ntitle: Final\nmetadata:\n  EXAM_TYPE: FINAL\nexam:\n  passingScore: ${passingScore}\nquestions:\n${Array.from({ length: questions }, (_, i) => question(i + 1)).join('')}`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const bound = (profileId: string, version = '\n    profileVersion: 1') =>
  `compliance:\n  - profileId: ${profileId}${version}\n    approvalNumber: APP-1\n    approvalExpiresOn: "2028-01-31"\n    creditHours: 1\n`;
const productOf = async (code: string) => (await t.database.db.select().from(products).where(eq(products.code, code)))[0];
const auditsOf = (type: string, code: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type)))
    .then((rows) => rows.filter((r) => (r.data as Record<string, string>).code === code));

describe('the importer and compliance (decision 0135)', () => {
  it('imports a package bound to CA DRE that meets it, stores the binding and reports no FAIL', async () => {
    const code = unique('CB').toUpperCase();
    const s = await importCourseFolder(t.database.db, t.clock, writePackage(code, bound('ca-dre-ce'), 5), undefined, {
      actor: adminLogin,
    });
    expect(s.compliance).toMatchObject({ failures: 0, profiles: [{ profileId: 'ca-dre-ce', profileVersion: 1 }] });
    expect(s.compliance?.lines.find((l) => l.check === 'FINAL_EXAM_QUESTION_COUNT')).toMatchObject({
      status: 'PASS',
      course: '5',
      required: '5',
    });
    const rows = await t.database.db.select().from(complianceBindings).where(eq(complianceBindings.productId, s.productId));
    expect(rows).toMatchObject([{ profileId: 'ca-dre-ce', profileVersion: 1, approvalNumber: 'APP-1', creditHours: '1.00' }]);
    expect(await auditsOf('COMPLIANCE_BINDINGS_CHANGED', code)).toHaveLength(1);
    // Re-importing the same declaration changes nothing and audits nothing more.
    await importCourseFolder(t.database.db, t.clock, writePackage(code, bound('ca-dre-ce'), 5), undefined, { actor: adminLogin });
    expect(await auditsOf('COMPLIANCE_BINDINGS_CHANGED', code)).toHaveLength(1);
  });

  it('refuses a package whose report has a FAIL, writing nothing, and prints the same report', async () => {
    const code = unique('CF').toUpperCase();
    const dir = writePackage(code, bound('il-re-ce-non-classroom'), 10);
    const refused = await importCourseFolder(t.database.db, t.clock, dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ComplianceRefusedError);
    const report = (refused as ComplianceRefusedError).report;
    expect(report.lines.filter((l) => l.status === 'FAIL').map((l) => l.check)).toEqual(
      expect.arrayContaining(['FINAL_EXAM_QUESTION_COUNT', 'FINAL_EXAM_PASS_MARK']),
    );
    expect(await productOf(code)).toBeUndefined();
    const text = formatComplianceReport(report);
    expect(text).toContain('il-re-ce-non-classroom version 1');
    expect(text).toMatch(/FAIL\s+FINAL_EXAM_QUESTION_COUNT\s+course 10; asks 12 questions {2}\[Ill\. Admin\. Code/);
    // A check reports the same FAILs and refuses nothing (it writes nothing either way).
    const checked = await checkCourseFolder(t.database.db, t.clock, dir);
    expect(checked.compliance?.failures).toBe(report.failures);
    expect(await productOf(code)).toBeUndefined();
  });

  it("publishes with an administrator's override and audits the reason and the failing checks", async () => {
    const code = unique('CO').toUpperCase();
    const dir = writePackage(code, bound('il-re-ce-non-classroom'), 10);
    const s = await importCourseFolder(t.database.db, t.clock, dir, undefined, {
      actor: adminLogin,
      complianceOverride: { reason: 'Approval amended; letter on file' },
    });
    expect(s.compliance?.failures).toBeGreaterThan(0);
    const [row] = await auditsOf('COMPLIANCE_OVERRIDDEN', code);
    expect(row?.principal).toBe(adminLogin);
    expect(row?.data).toMatchObject({ reason: 'Approval amended; letter on file' });
    expect(row?.data.failures ?? '').toContain('il-re-ce-non-classroom@1:FINAL_EXAM_PASS_MARK');
  });

  it('refuses a binding to a profile that does not ship, naming the field in course.yaml', async () => {
    const code = unique('CU').toUpperCase();
    const err = await importCourseFolder(t.database.db, t.clock, writePackage(code, bound('no-such-profile'), 5)).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PackageInvalidError);
    expect((err as PackageInvalidError).errors[0]).toMatchObject({ file: 'course.yaml' });
    expect((err as PackageInvalidError).errors[0]?.message).toContain('compliance.0.profileId');
    expect(await productOf(code)).toBeUndefined();
  });

  it('keeps the version a product is bound to when a package names none, even after a new version ships', async () => {
    const code = unique('CV').toUpperCase();
    const shipped = loadProfiles();
    await importCourseFolder(t.database.db, t.clock, writePackage(code, bound('ca-dre-ce', ''), 5), undefined, {
      profiles: shipped,
    });
    const v2 = { ...(shipped.find('ca-dre-ce', 1) as ComplianceProfile), version: 2 };
    const withV2 = new ProfileRegistry([...shipped.latest(), v2]);
    const s = await importCourseFolder(t.database.db, t.clock, writePackage(code, bound('ca-dre-ce', ''), 5), undefined, {
      profiles: withV2,
    });
    expect(s.compliance?.profiles).toEqual([{ profileId: 'ca-dre-ce', profileVersion: 1, name: v2.name, latestVersion: 2 }]);
    // A new product bound without a version takes the latest.
    const fresh = await importCourseFolder(
      t.database.db,
      t.clock,
      writePackage(unique('CN').toUpperCase(), bound('ca-dre-ce', ''), 5),
      undefined,
      { profiles: withV2 },
    );
    expect(fresh.compliance?.profiles[0]?.profileVersion).toBe(2);
  });
});

describe('POST api/admin/course-imports with a bound package', () => {
  const zipOf = (dir: string) => {
    const files: Record<string, Uint8Array> = {};
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const path = join(d, e.name);
        if (e.isDirectory()) walk(path);
        else files[relative(dir, path)] = readFileSync(path);
      }
    };
    walk(dir);
    return Buffer.from(zipSync(files)).toString('base64');
  };
  const upload = (payload: Record<string, unknown>) =>
    admin.request({ method: 'POST', url: '/api/admin/course-imports', payload });

  it('answers 409 with the report when it has a FAIL, and imports it with an override and its reason', async () => {
    const code = unique('CR').toUpperCase();
    const content = zipOf(writePackage(code, bound('il-re-ce-non-classroom'), 10));
    const checked = await upload({ fileName: 'bound.zip', content, dryRun: true });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ result: 'CHECKED', compliance: { failures: 4 } });

    const refused = await upload({ fileName: 'bound.zip', content });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COMPLIANCE_OVERRIDE_REQUIRED', result: 'NOT_COMPLIANT' });
    expect(refused.json().compliance.lines.length).toBeGreaterThan(0);
    expect(await productOf(code)).toBeUndefined();

    const blank = await upload({ fileName: 'bound.zip', content, complianceOverride: { reason: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('complianceOverride.reason');

    const forced = await upload({ fileName: 'bound.zip', content, complianceOverride: { reason: 'Regulator waiver 12' } });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ result: 'IMPORTED', compliance: { failures: 4 } });
    const [row] = await auditsOf('COMPLIANCE_OVERRIDDEN', code);
    expect(row).toMatchObject({ principal: adminLogin, data: { reason: 'Regulator waiver 12' } });
  });
});
