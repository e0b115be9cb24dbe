import { COMPLIANCE_CHECKS } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, complianceBindings, products } from '../../platform/db/schema/index.js';
import { appWithAdmin, putRule, signedIn } from '../../test/enrolled-learner.js';
import { importExamCourse } from '../../test/exam-fixture.js';
import { createLearnerProduct, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
let admin: TestClient;
let adminLogin: string;
let learner: TestClient;
let anonymous: TestClient;
/** The exam fixture's course: a final of 10 drawn from 14, pass 70 %, 2 attempts, 60 min retake wait, open progression. */
let examProductId: number;
/** A product with no exam at all. */
let bareProductId: number;

beforeAll(async () => {
  const set = await appWithAdmin();
  ({ t, admin } = set);
  adminLogin = set.adminUser.login;
  const { user: l, client } = await signedIn(t);
  learner = client;
  anonymous = new TestClient(t.app);
  examProductId = (await importExamCourse(t)).productId;
  bareProductId = (await createLearnerProduct(t, l.id, 'No Exam Course')).product.id;
});
afterAll(() => t.close());

const binding = (over: Record<string, unknown> = {}) => ({
  profileId: 'ca-dre-ce',
  profileVersion: 1,
  approvalNumber: 'DRE-1234',
  approvalExpiresOn: '2028-06-30',
  creditHours: 3,
  ...over,
});
const putBindings = (client: TestClient, productId: number, payload: unknown) =>
  client.request({ method: 'PUT', url: `/api/admin/products/${productId}/compliance-bindings`, payload: payload as object });
const storedBindings = (productId: number) =>
  t.database.db.select().from(complianceBindings).where(eq(complianceBindings.productId, productId));
type Line = { profileId: string; check: string; status: string; course: string | null; required: string | null; source: unknown };
const report = async (productId: number) => {
  const res = await admin.get(`/api/admin/products/${productId}/compliance`);
  expect(res.statusCode).toBe(200);
  return res.json() as { lines: Line[]; bindings: unknown[] };
};
const lineOf = (lines: Line[], profileId: string, check: string) => {
  const l = lines.find((x) => x.profileId === profileId && x.check === check);
  if (!l) throw new Error(`no ${check} line for ${profileId}`);
  return l;
};
/** Each [profile, check, what its line holds]: one expectation a row, named by profile and check when it fails. */
const expectLines = (lines: Line[], wanted: [string, string, Partial<Line>][]) => {
  for (const [profileId, check, line] of wanted)
    expect(lineOf(lines, profileId, check), `${profileId} ${check}`).toMatchObject(line);
};

describe('compliance routes: who may call them', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/compliance/profiles'],
    ['GET', '/api/admin/compliance/profiles/nmls-ce-online-self-study'],
    ['GET', '/api/admin/products/1/compliance-bindings'],
    ['PUT', '/api/admin/products/1/compliance-bindings', { bindings: [] }],
    ['GET', '/api/admin/products/1/compliance'],
    ['POST', '/api/admin/products/1/compliance-bindings/ca-dre-ce/move', { profileVersion: 1, reason: 'x' }],
  ];
  it('answers 401 without a session and 403 to a learner', async () => {
    for (const [method, url, payload] of calls) {
      const req = { method: method as 'GET' | 'PUT' | 'POST', url, ...(payload ? { payload: payload as object } : {}) };
      expect((await anonymous.request(req)).statusCode, `${method} ${url}`).toBe(401);
      expect((await learner.request(req)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('GET api/admin/compliance/profiles', () => {
  it('lists the shipped profiles with their version and how many values carry a source', async () => {
    const res = await admin.get('/api/admin/compliance/profiles');
    expect(res.statusCode).toBe(200);
    const profiles = res.json().profiles as { id: string; version: number; sourcedValues: number; versions: number[] }[];
    expect(profiles).toHaveLength(11);
    // v2 adds the four sourced reporting values (issue 28, decision 0150); v3 the device refusal (decision 0194);
    // v4 the record retention and production (decision 0180).
    expect(profiles.find((p) => p.id === 'nmls-ce-online-self-study')).toMatchObject({
      version: 4,
      versions: [1, 2, 3, 4],
      jurisdiction: 'US',
      sourcedValues: 13,
    });
    // CDI v2: roster channel, 30-day deadline, licence number, 5 years of records (decision 0180).
    expect(profiles.find((p) => p.id === 'ca-cdi-ce')).toMatchObject({ version: 2, versions: [1, 2], sourcedValues: 4 });
    // TREC elective CE: the 50-minute hour and no final required of an elective course (decision 0211).
    expect(profiles.find((p) => p.id === 'tx-trec-ce-elective')).toMatchObject({ version: 1, sourcedValues: 2 });
    // TDI self-study v2: a final required, not monitored; TREC qualifying v2: closed book and proctored (decision 0180).
    expect(profiles.find((p) => p.id === 'tx-tdi-ce-self-study')).toMatchObject({ version: 2, sourcedValues: 2 });
    expect(profiles.find((p) => p.id === 'tx-trec-qualifying-online')).toMatchObject({ version: 2, sourcedValues: 6 });
    expect(profiles.find((p) => p.id === 'fl-dfs-ce')).toMatchObject({ version: 2, sourcedValues: 2 });
    expect(profiles.find((p) => p.id === 'nmls-pe-online-self-study')).toMatchObject({ version: 2, sourcedValues: 8 });
  });

  it('shows one profile with its values and sources, by version too', async () => {
    const res = await admin.get('/api/admin/compliance/profiles/ca-dre-ce');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: 'ca-dre-ce', version: 1, jurisdiction: 'US-CA' });
    expect(body.parameters.time.minutesPerCreditHour).toMatchObject({
      value: 50,
      source: { citation: 'Cal. Code Regs. tit. 10, §3006(a)', readOn: '2026-11-28' },
    });
    expect(body.parameters.finalExam.questionCount.value.rows).toContainEqual({
      minCreditHours: 3,
      maxCreditHours: 5,
      questions: 15,
    });
    expect(body.parameters.records.retentionYears).toBeNull();
    expect((await admin.get('/api/admin/compliance/profiles/ca-dre-ce?version=1')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown profile or version and 400 naming the field for a malformed one', async () => {
    expect((await admin.get('/api/admin/compliance/profiles/no-such-profile')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/compliance/profiles/ca-dre-ce?version=2')).statusCode).toBe(404);
    const bad = await admin.get('/api/admin/compliance/profiles/CA_DRE');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('profileId');
    const badVersion = await admin.get('/api/admin/compliance/profiles/ca-dre-ce?version=zero');
    expect(badVersion.statusCode).toBe(400);
    expect(JSON.stringify(badVersion.json())).toContain('version');
  });
});

describe('PUT api/admin/products/{id}/compliance-bindings', () => {
  it('refuses bad bindings with a 400 naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ bindings: [binding({ profileId: 'no-such-profile' })] }, 'bindings.0.profileId'],
      [{ bindings: [binding({ profileVersion: 7 })] }, 'bindings.0.profileVersion'],
      [{ bindings: [binding({ creditHours: 0 })] }, 'bindings.0.creditHours'],
      [{ bindings: [binding({ creditHours: 1.234 })] }, 'bindings.0.creditHours'],
      [{ bindings: [binding({ approvalNumber: ' ' })] }, 'bindings.0.approvalNumber'],
      [{ bindings: [binding({ approvalExpiresOn: '30/06/2028' })] }, 'bindings.0.approvalExpiresOn'],
      [{ bindings: [binding({ colour: 'blue' })] }, 'bindings.0'],
      [{ bindings: [binding(), binding({ approvalNumber: 'DRE-2' })] }, 'bindings.1.profileId'],
      [{ bindings: 'all' }, 'bindings'],
    ];
    for (const [payload, field] of cases) {
      const res = await putBindings(admin, examProductId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        (res.json().fieldErrors as { field: string }[]).map((f) => f.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect(await storedBindings(examProductId)).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await putBindings(admin, 2_000_000_000, { bindings: [binding()] })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/products/2000000000/compliance-bindings')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/products/2000000000/compliance')).statusCode).toBe(404);
  });

  it('binds a product to profile versions, read back from the database and audited with the reason', async () => {
    const res = await putBindings(admin, bareProductId, {
      bindings: [
        binding({ creditHours: 7.5 }),
        binding({ profileId: 'il-re-ce-non-classroom', approvalExpiresOn: null, approvalNumber: 'IL-9' }),
      ],
      reason: 'approved in June',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bindings).toHaveLength(2);
    const rows = await storedBindings(bareProductId);
    expect(
      rows.map((r) => [r.profileId, r.profileVersion, r.approvalNumber, r.approvalExpiresOn, Number(r.creditHours), r.boundBy]),
    ).toEqual(
      expect.arrayContaining([
        ['ca-dre-ce', 1, 'DRE-1234', '2028-06-30', 7.5, adminLogin],
        ['il-re-ce-non-classroom', 1, 'IL-9', null, 3, adminLogin],
      ]),
    );
    const read = await admin.get(`/api/admin/products/${bareProductId}/compliance-bindings`);
    expect(read.json().bindings.find((b: { profileId: string }) => b.profileId === 'ca-dre-ce')).toMatchObject({
      creditHours: 7.5,
    });

    // Replacing the set removes what is no longer named.
    expect(
      (
        await putBindings(admin, bareProductId, {
          bindings: [binding({ profileId: 'il-re-ce-non-classroom', approvalNumber: 'IL-9' })],
        })
      ).statusCode,
    ).toBe(200);
    expect((await storedBindings(bareProductId)).map((r) => r.profileId)).toEqual(['il-re-ce-non-classroom']);

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, 'COMPLIANCE_BINDINGS_CHANGED')));
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        productId: String(bareProductId),
        oldBindings: '(none)',
        newBindings: 'ca-dre-ce@1#DRE-1234, il-re-ce-non-classroom@1#IL-9',
        reason: 'approved in June',
      }),
    );
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        oldBindings: 'ca-dre-ce@1#DRE-1234, il-re-ce-non-classroom@1#IL-9',
        newBindings: 'il-re-ce-non-classroom@1#IL-9',
      }),
    );
  });
});

describe('GET api/admin/products/{id}/compliance', () => {
  it('has no lines for a product bound to nothing', async () => {
    const body = await report(examProductId);
    expect(body).toMatchObject({ bindings: [], lines: [] });
  });

  it('checks the course against each bound profile, one line per check with the source', async () => {
    await t.database.db.update(products).set({ minimumRequiredMinutes: 150 }).where(eq(products.id, examProductId));
    const bound = await putBindings(admin, examProductId, {
      bindings: [
        binding({ creditHours: 3 }),
        binding({ profileId: 'il-re-ce-non-classroom', creditHours: 1, approvalNumber: 'IL-1' }),
        binding({ profileId: 'nmls-ce-online-self-study', creditHours: 3, approvalNumber: 'NMLS-77' }),
        binding({ profileId: 'tx-trec-qualifying-online', creditHours: 30, approvalNumber: 'TREC-5' }),
      ],
    });
    expect(bound.statusCode).toBe(200);
    const { lines } = await report(examProductId);
    expect(lines.filter((l) => l.profileId === 'ca-dre-ce')).toHaveLength(COMPLIANCE_CHECKS.length);

    // CA DRE, 3 credit hours: 150 minutes at 50 a credit hour; 15 questions where the final draws 10.
    expectLines(lines, [['ca-dre-ce', 'MINIMUM_TIME', { status: 'PASS', course: '150', required: '150' }]]);
    expect(lineOf(lines, 'ca-dre-ce', 'MINIMUM_TIME').source).toMatchObject({ citation: 'Cal. Code Regs. tit. 10, §3006(a)' });
    expectLines(lines, [
      ['ca-dre-ce', 'FINAL_EXAM_PRESENT', { status: 'PASS', course: 'yes', required: 'yes' }],
      ['ca-dre-ce', 'FINAL_EXAM_QUESTION_COUNT', { status: 'FAIL', course: '10', required: '15' }],
      ['ca-dre-ce', 'FINAL_EXAM_PASS_MARK', { status: 'UNKNOWN', course: '70', required: null, source: null }],
      ['ca-dre-ce', 'DAILY_CAP', { status: 'PASS', course: '3', required: '15' }],

      // Illinois non-classroom, 1 credit hour: 12 questions, 75 %.
      ['il-re-ce-non-classroom', 'FINAL_EXAM_QUESTION_COUNT', { status: 'FAIL', course: '10', required: '12' }],
      ['il-re-ce-non-classroom', 'FINAL_EXAM_PASS_MARK', { status: 'FAIL', course: '70', required: '75' }],

      // TREC qualifying: two sittings at most; the course allows two.
      ['tx-trec-qualifying-online', 'FINAL_EXAM_ATTEMPTS', { status: 'PASS', course: '2', required: '2' }],
      ['tx-trec-qualifying-online', 'MINIMUM_TIME', { status: 'UNKNOWN' }],

      // NMLS: open progression and no idle logout fail; the minimum time passes.
      ['nmls-ce-online-self-study', 'LINEAR_LOCK', { status: 'FAIL', course: 'no', required: 'yes' }],
      ['nmls-ce-online-self-study', 'IDLE_TIMEOUT', { status: 'FAIL', course: null, required: '360' }],
      ['nmls-ce-online-self-study', 'IDLE_WARNING', { status: 'PASS', course: 'no', required: 'no' }],
      ['nmls-ce-online-self-study', 'FINAL_EXAM_RETAKE_WAIT', { status: 'UNKNOWN', course: '60' }],
    ]);
  });

  it('follows the course rules as an administrator changes them (SC_* rules read through CourseRules)', async () => {
    for (const [key, value] of [
      ['SC_SEAT_TIME_IS_TIMEOUT', true],
      ['SC_SEAT_TIME_TIMEOUT_MINUTES', 6],
      ['SC_SEAT_TIME_DISPLAY_WARNING', true],
    ] as const) {
      expect((await putRule(admin, examProductId, key, value)).statusCode).toBe(200);
    }
    const { lines } = await report(examProductId);
    expectLines(lines, [
      ['nmls-ce-online-self-study', 'IDLE_TIMEOUT', { status: 'PASS', course: '360', required: '360' }],
      // NMLS wants no warning before the logout; this course shows one.
      ['nmls-ce-online-self-study', 'IDLE_WARNING', { status: 'FAIL', course: 'yes', required: 'no' }],
      // The engine signs out but does not yet take back the unit's time.
      ['nmls-ce-online-self-study', 'IDLE_ACTION', { status: 'FAIL', course: 'LOG_OUT', required: 'LOG_OUT_FORFEIT_UNIT' }],
    ]);
  });

  it('fails the exam checks of a course without a final where the profile asks for one', async () => {
    const { lines } = await report(bareProductId);
    expectLines(lines, [
      ['il-re-ce-non-classroom', 'FINAL_EXAM_PRESENT', { status: 'FAIL', course: 'no', required: 'yes' }],
      ['il-re-ce-non-classroom', 'FINAL_EXAM_QUESTION_COUNT', { status: 'FAIL', course: null, required: '36' }],
      ['il-re-ce-non-classroom', 'LINEAR_LOCK', { status: 'UNKNOWN', course: 'yes' }],
    ]);
  });
});
