import { randomBytes } from 'node:crypto';
import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  examAttempts,
  learnerProducts,
  nodes,
  productInstructors,
  seatTimeLedger,
  typingEvidence,
  users,
} from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { ALL_FIELDS_ON, learnerWithAffidavitCourse } from '../affidavit/testing/fixture.js';

const KEY = randomBytes(32);
const LICENCE = 'ZQ-LIC-77123';
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace', piiEncryptionKey: KEY }, { write: (line) => void lines.push(line) });
});
afterAll(() => t.close());

async function signedIn(authorities: string[] = []) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

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

/** The final affidavit with every field (ALL_FIELDS_ON), naming LICENCE. */
const affidavit = (password: string) => ({
  date: chicagoToday(),
  firstName: 'Ada',
  middleName: 'B',
  lastName: 'Lovelace',
  ssn: '123-45-6789',
  driversLicenseNumber: 'DL-99',
  nrds: '998877',
  dateOfBirth: '07/04/1976',
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
  license: {
    state: 'TX',
    licenseType: 'Broker',
    renewalDateStr: `6/30/${t.clock.now().getUTCFullYear() + 1}`,
    licenseNumber: LICENCE,
  },
  nmlsId: '123456',
  cycle: '2024-2026',
});

/**
 * A learner who did everything a regulator asks: accepted the final affidavit with a licence, sat the final
 * (failed once, then passed with 85), has 2 h 05 min credited, completed on `completedAt` and has a certificate.
 */
async function completedLearner(completedAt: Date) {
  const a = await learnerWithAffidavitCourse(t, ALL_FIELDS_ON);
  expect((await a.client.post(`/api/affidavit/acceptFinal/${a.lp.id}`, affidavit(a.learner.password))).json()).toEqual([]);
  const { db } = t.database;
  const [finalNode] = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.productId, a.productId), eq(nodes.type, 'EXAM')));
  if (!finalNode) throw new Error('no final exam node');
  const sitting = (n: number, score: number, passed: boolean, finishedAt: Date) => ({
    learnerProductId: a.lp.id,
    nodeId: finalNode.id,
    attemptNumber: n,
    startedAt: finishedAt,
    lastActivityAt: finishedAt,
    numQuestions: 10,
    finishedAt,
    finishReason: 'SUBMITTED',
    numCorrect: Math.round(score / 10),
    score,
    passed,
  });
  await db
    .insert(examAttempts)
    .values([sitting(1, 40, false, new Date('2026-03-01T10:00:00Z')), sitting(2, 85, true, new Date('2026-03-02T11:00:00Z'))]);
  const entry = { learnerProductId: a.lp.id, nodeId: finalNode.id, userId: a.learner.id, day: '2026-03-01', at: t.clock.now() };
  await db.insert(seatTimeLedger).values([
    { ...entry, seq: 1, creditedMs: 3_600_000, prevHash: 'x', hash: 'y' },
    { ...entry, seq: 2, creditedMs: 3_900_000, prevHash: 'y', hash: 'z' },
  ]);
  await db.update(learnerProducts).set({ status: 'COMPLETE', completedAt }).where(eq(learnerProducts.id, a.lp.id));
  const certificate = (await a.client.get(`/api/certificate/${a.lp.id}`)).json();
  return { ...a, certificateCode: certificate.code as string };
}

const rosterUrl = (productId: number, from = '2026-03-01', to = '2026-03-31', extra = '') =>
  `/api/admin/roster?productId=${productId}&from=${from}&to=${to}${extra}`;

describe('GET api/admin/roster', () => {
  it('shows one row per completion in the range with what the learner did, the licence masked, and audits the read', async () => {
    const a = await completedLearner(new Date('2026-03-10T15:30:00Z'));
    await t.database.db
      .insert(typingEvidence)
      .values({ userId: a.learner.id, failures: 0, lastResult: 'PASS', lastScore: 77, lastVerifiedAt: t.clock.now() });
    const admin = await signedIn([Authority.ADMIN]);
    lines.length = 0;
    const res = await admin.client.get(rosterUrl(a.productId));
    expect(res.statusCode).toBe(200);
    const roster = res.json();
    expect(roster).toMatchObject({ productId: a.productId, course: 'Affidavit Course', from: '2026-03-01', to: '2026-03-31' });
    expect(roster.rows).toHaveLength(1);
    const [row] = roster.rows;
    expect(row).toMatchObject({
      learnerProductId: a.lp.id,
      learnerName: 'Test User',
      login: a.learner.login,
      email: a.learner.email,
      status: 'COMPLETE',
      licenses: [{ state: 'TX', licenseType: 'Broker', licenseNumberMasked: '****7123' }],
      seatTimeMinutes: 125,
      finalExam: { score: 85, passed: true, finishedAt: '2026-03-02T11:00:00.000Z' },
      finalAffidavit: { acceptedAt: t.clock.now().toISOString(), textVersion: 'default-1' },
      proctorAffidavitSigned: false,
      identity: { typing: 'PASS', signature: null, photoIdSubmittedAt: null, securityQuestionsAnswered: 0 },
      completedAt: '2026-03-10T15:30:00.000Z',
      certificateCode: a.certificateCode,
    });
    // PII: the full licence number is never in the reply nor in any log line.
    expect(res.body).not.toContain(LICENCE);
    expect(res.body).not.toContain('77123');
    expect(lines.join('\n')).not.toContain(LICENCE);
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, admin.user.login));
    expect(audits.map((e) => e.type)).toContain('REGULATOR_ROSTER_READ');
    expect(audits.find((e) => e.type === 'REGULATOR_ROSTER_READ')?.data).toMatchObject({
      productId: String(a.productId),
      from: '2026-03-01',
      to: '2026-03-31',
      rows: '1',
    });
  });

  it('lists only the course’s completions within from..to (both days inclusive), not other courses or open ones', async () => {
    const first = await completedLearner(new Date('2026-04-01T00:00:00Z'));
    const last = await completedLearner(new Date('2026-04-30T23:59:59Z'));
    const after = await completedLearner(new Date('2026-05-01T00:00:00Z'));
    const admin = await signedIn([Authority.ADMIN]);
    for (const c of [first, last, after]) {
      const rows = (await admin.client.get(rosterUrl(c.productId, '2026-04-01', '2026-04-30'))).json().rows;
      expect(rows.map((r: { learnerProductId: number }) => r.learnerProductId)).toEqual(c === after ? [] : [c.lp.id]);
    }
    // A withdrawn enrolment is reached by nobody, the roster included.
    await t.database.db.update(learnerProducts).set({ withdrawnAt: new Date() }).where(eq(learnerProducts.id, last.lp.id));
    expect((await admin.client.get(rosterUrl(last.productId, '2026-04-01', '2026-04-30'))).json().rows).toEqual([]);
    // A learner product of the course that is not completed (no completion date) is no roster row.
    const open = await createLearnerProduct(t, first.learner.id, 'Other');
    const other = (await admin.client.get(rosterUrl(open.product.id, '2026-04-01', '2026-04-30'))).json();
    expect(other.rows).toEqual([]);
  });

  it('answers 401 without a session, 403 to a learner and to an instructor, 404 for an unknown course', async () => {
    const a = await completedLearner(new Date('2026-03-10T15:30:00Z'));
    expect((await new TestClient(t.app).get(rosterUrl(a.productId))).statusCode).toBe(401);
    expect((await a.client.get(rosterUrl(a.productId))).statusCode).toBe(403);
    expect((await a.client.get(`/api/admin/roster.csv?productId=${a.productId}&from=2026-03-01&to=2026-03-31`)).statusCode).toBe(
      403,
    );
    // Instructors, of another product or of this one, do not read rosters (decision 0098).
    const instructor = await signedIn([Authority.INSTRUCTOR]);
    expect((await instructor.client.get(rosterUrl(a.productId))).statusCode).toBe(403);
    await t.database.db
      .insert(productInstructors)
      .values({ productId: a.productId, userId: instructor.user.id, createdAt: t.clock.now() });
    expect((await instructor.client.get(rosterUrl(a.productId))).statusCode).toBe(403);
    const admin = await signedIn([Authority.ADMIN]);
    expect((await admin.client.get(rosterUrl(2_147_483_647))).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad course, a bad date, to before from, or a range past 366 days', async () => {
    const admin = await signedIn([Authority.ADMIN]);
    const field = async (url: string) => {
      const res = await admin.client.get(url);
      expect(res.statusCode).toBe(400);
      return res.json().fieldErrors.map((e: { field: string }) => e.field);
    };
    expect(await field('/api/admin/roster?from=2026-01-01&to=2026-01-31')).toContain('productId');
    expect(await field(rosterUrl(99_999_999_999))).toContain('productId');
    expect(await field(rosterUrl(1, '2026-02-30'))).toContain('from');
    expect(await field(rosterUrl(1, '2026-03-01', 'tomorrow'))).toContain('to');
    expect(await field(rosterUrl(1, '2026-03-02', '2026-03-01'))).toEqual(['to']);
    expect(await field(rosterUrl(1, '2026-01-01', '2027-01-02'))).toEqual(['to']);
    expect(await field(rosterUrl(1, '2026-01-01', '2026-01-02', '&format=xml'))).toContain('format');
    // 366 days, both inclusive, is the widest range.
    expect((await admin.client.get(rosterUrl(1, '2026-01-01', '2027-01-01'))).statusCode).not.toBe(400);
  });
});

describe('the roster as CSV', () => {
  it('answers text/csv with RFC 4180 quoting and formula-safe cells, by format=csv and by roster.csv alike', async () => {
    const a = await completedLearner(new Date('2026-03-10T15:30:00Z'));
    await t.database.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://x")', lastName: 'O"Brien, Jr' })
      .where(eq(users.id, a.learner.id));
    const admin = await signedIn([Authority.ADMIN]);
    const byFormat = await admin.client.get(rosterUrl(a.productId, '2026-03-01', '2026-03-31', '&format=csv'));
    const byPath = await admin.client.get(`/api/admin/roster.csv?productId=${a.productId}&from=2026-03-01&to=2026-03-31`);
    for (const res of [byFormat, byPath]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="roster-${a.productId}.csv"`);
      const [header, line, end] = res.body.split('\r\n');
      expect(header?.startsWith('"learnerProductId","learnerName","login","email","status","licenseState"')).toBe(true);
      expect(line).toContain(`"${a.lp.id}","'=HYPERLINK(""http://x"") O""Brien, Jr","${a.learner.login}"`);
      expect(line).toContain('"TX","Broker","****7123","2","5","85","true","2026-03-02T11:00:00.000Z"');
      expect(line).toContain(`"${a.certificateCode}"`);
      expect(end).toBe('');
      expect(res.body).not.toContain(LICENCE);
    }
    expect(byFormat.body).toBe(byPath.body);
  });
});
