import { createHash } from 'node:crypto';
import { Authority, learnerRecordsManifest } from '@continuum/contracts';
// The manifest's signature is made with jose; it is checked here with @noble/curves, another Ed25519 implementation.
import { ed25519 } from '@noble/curves/ed25519.js';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts } from '../../platform/db/schema/index.js';
import { creditSeatTime, signedIn } from '../../test/enrolled-learner.js';
import { CORRECT, examLearner, importExamCourse, WRONG } from '../../test/exam-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { learnerWithAffidavitCourse } from '../affidavit/testing/fixture.js';
import { RECORDS_EXPORTED } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A learner who sat the unit exam through the API, has credited time and a certificate. */
async function learnerWithRecord() {
  const course = await importExamCourse(t);
  const { client, lp, user } = await examLearner(t, course.productId);
  const examId = course.id('unit-exam');
  const flow = (call: string, body: Record<string, unknown>) =>
    client.post(`/api/exam/${call}`, { assessmentId: examId, learnerProductId: lp.id, ...body });
  const pa = (await flow('nextQuestion', {})).json().personAssessmentId as number;
  for (const [i, answer] of [CORRECT, CORRECT, WRONG, CORRECT].entries())
    expect((await flow('saveQuestion', { currentQuestionNum: i + 1, userAnswer: answer })).statusCode).toBe(200);
  expect((await client.post(`/api/exam/finish/${pa}`)).statusCode).toBe(200);
  await creditSeatTime(t, { learnerProductId: lp.id, userId: user.id, ms: 3_600_000 });
  await t.database.db
    .update(learnerProducts)
    .set({ status: 'COMPLETE', completedAt: new Date('2026-03-04T15:00:00Z'), startDate: '2026-02-01' })
    .where(eq(learnerProducts.id, lp.id));
  expect((await client.get(`/api/certificate/${lp.id}`)).statusCode).toBe(200);
  return { client, lp, pa };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('records on request (issue 28, decision 0182)', () => {
  it('archives one enrolment with a signed manifest whose every part is present, hashed and non-empty', async () => {
    const { client: learner, lp, pa } = await learnerWithRecord();
    const { client: admin } = await signedIn(t, [Authority.AUTHENTICATED, Authority.ADMIN]);

    const res = await admin.get(`/api/admin/learner-products/${lp.id}/records`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="records-${lp.id}.zip"`);
    expect(res.headers['x-content-sha256']).toBe(sha256(res.rawPayload));

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const manifestBytes = files['manifest.json'] as Uint8Array;
    const manifest = learnerRecordsManifest.parse(JSON.parse(strFromU8(manifestBytes)));
    expect(manifest.learnerProductId).toBe(lp.id);

    // The signature: a compact JWS whose payload is the manifest's exact bytes, its key in the published JWK Set.
    const [h, p, s] = strFromU8(files['manifest.jws'] as Uint8Array).split('.') as [string, string, string];
    expect(Buffer.from(p, 'base64url').equals(Buffer.from(manifestBytes))).toBe(true);
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    expect(header.alg).toBe('EdDSA');
    const [jwksUrl, kid] = String(header.kid).split('#');
    const jwks = (await new TestClient(t.app).get(new URL(jwksUrl as string).pathname)).json();
    const jwk = jwks.keys.find((k: { kid: string }) => k.kid === kid);
    const message = new TextEncoder().encode(`${h}.${p}`);
    const publicKey = Buffer.from(jwk.x, 'base64url');
    expect(ed25519.verify(Buffer.from(s, 'base64url'), message, publicKey)).toBe(true);
    // A manifest changed by one byte no longer verifies.
    const forged = Buffer.from(manifestBytes);
    forged[10] = (forged[10] ?? 0) ^ 1;
    const forgedMessage = new TextEncoder().encode(`${h}.${forged.toString('base64url')}`);
    expect(ed25519.verify(Buffer.from(s, 'base64url'), forgedMessage, publicKey)).toBe(false);

    // Every listed part is in the zip with its hash; nothing else is, beside the manifest and its signature.
    expect(Object.keys(files).sort()).toEqual([...manifest.parts.map((x) => x.name), 'manifest.json', 'manifest.jws'].sort());
    for (const part of manifest.parts) {
      const bytes = files[part.name] as Uint8Array;
      expect(sha256(bytes), part.name).toBe(part.sha256);
      expect(bytes.length).toBe(part.bytes);
    }
    const withData = manifest.parts.filter((x) => x.hasData).map((x) => x.name);
    expect(withData).toEqual(
      expect.arrayContaining([
        'enrolment.json',
        'seat-time-ledger.json',
        'exam-attempts.json',
        'identity-evidence.json',
        'certificate.json',
        'credential.json',
      ]),
    );
    const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    expect(json('seat-time-ledger.json').entries).toHaveLength(1);
    expect(json('seat-time-ledger.json').entries[0]).toMatchObject({ creditedMs: 3_600_000, hash: expect.any(String) });
    const [attempt] = json('exam-attempts.json');
    expect(attempt.attempt).toMatchObject({ id: pa, numCorrect: 3, score: 75, passed: true });
    expect(attempt.form.map((q: { userAnswer: string }) => q.userAnswer)).toEqual([CORRECT, CORRECT, WRONG, CORRECT]);
    expect(attempt.form[0].question).toBeTruthy();
    expect(json('certificate.json')).toMatchObject({ learnerProductId: lp.id, code: expect.any(String) });
    expect(json('credential.json').type).toBe('EnvelopedVerifiableCredential');
    for (const name of withData) expect(strFromU8(files[name] as Uint8Array).trim(), name).not.toMatch(/^(null|\[\]|\{\})$/);

    // Audited with who asked and for which enrolment.
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, RECORDS_EXPORTED)));
    expect(events.some((e) => e.data.learnerProductId === String(lp.id))).toBe(true);

    // Administrators only; a missing enrolment is a 404.
    expect((await learner.get(`/api/admin/learner-products/${lp.id}/records`)).statusCode).toBe(403);
    expect((await admin.get('/api/admin/learner-products/999999/records')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/learner-products/abc/records')).statusCode).toBe(400);
  });
});

/** The parts decision 0182 lists, beside the manifest and its signature: what a regulator may ask for. */
const LISTED_PARTS = [
  'enrolment.json',
  'seat-time-ledger.json',
  'lesson-answers.json',
  'exam-attempts.json',
  'affidavits.json',
  'proctor-attestations.json',
  'identity-evidence.json',
  'certificate.json',
  'credential.json',
  'report-items.json',
];

describe('records on request of a reported completion', () => {
  it('holds every listed part, the final affidavit with its text and version, and the report item; the manifest checks', async () => {
    const ZONE = 'America/Chicago';
    const a = await learnerWithAffidavitCourse(t, { SC_STUDENT_AFFIDAVITS_NMLS_ID: 'yes', SC_SEAT_TIME_TIME_ZONE: ZONE });
    const adminUser = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const admin = new TestClient(t.app);
    await admin.signIn(adminUser.login, adminUser.password);
    const bound = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${a.productId}/compliance-bindings`,
      payload: {
        bindings: [
          {
            profileId: 'nmls-ce-online-self-study',
            profileVersion: 2,
            approvalNumber: 'NMLS-REC-1',
            approvalExpiresOn: null,
            creditHours: 8,
          },
        ],
      },
    });
    expect(bound.statusCode).toBe(200);
    await creditSeatTime(t, { learnerProductId: a.lp.id, userId: a.learner.id, ms: 8 * 50 * 60_000 });
    expect((await a.client.post(`/app/progression/completeProduct/${a.lp.id}/COMPLETE`)).json()).toMatchObject({
      step: 'COMPLETE',
    });
    const [m, d, y] = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(t.clock.now())
      .split('/');
    const signed = await a.client.post(`/api/affidavit/acceptFinal/${a.lp.id}`, {
      date: `${m}/${d}/${y}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      nmlsId: '7654321',
    });
    expect(signed.json()).toEqual([]);

    const res = await admin.get(`/api/admin/learner-products/${a.lp.id}/records`);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const manifestBytes = files['manifest.json'] as Uint8Array;
    const manifest = learnerRecordsManifest.parse(JSON.parse(strFromU8(manifestBytes)));
    // Every part the decision lists is in the manifest, and each one in the zip matches its hash and size.
    expect(manifest.parts.map((x) => x.name).sort()).toEqual([...LISTED_PARTS].sort());
    for (const part of manifest.parts) {
      const bytes = files[part.name] as Uint8Array;
      expect(bytes, part.name).toBeDefined();
      expect(sha256(bytes), part.name).toBe(part.sha256);
      expect(bytes.length, part.name).toBe(part.bytes);
    }
    const [h, p, s] = strFromU8(files['manifest.jws'] as Uint8Array).split('.') as [string, string, string];
    expect(Buffer.from(p, 'base64url').equals(Buffer.from(manifestBytes))).toBe(true);
    const [jwksUrl, kid] = String(JSON.parse(Buffer.from(h, 'base64url').toString('utf8')).kid).split('#');
    const jwk = (await new TestClient(t.app).get(new URL(jwksUrl as string).pathname))
      .json()
      .keys.find((k: { kid: string }) => k.kid === kid);
    expect(
      ed25519.verify(Buffer.from(s, 'base64url'), new TextEncoder().encode(`${h}.${p}`), Buffer.from(jwk.x, 'base64url')),
    ).toBe(true);

    const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    const affidavits = json('affidavits.json');
    expect(affidavits).toHaveLength(1);
    // The course uses the built-in text: the row stores its version only; the archive gives its wording.
    expect(affidavits[0]).toMatchObject({ kind: 'FINAL', textVersion: 'default-1', textBody: null });
    expect(affidavits[0].defaultText.en).toMatch(/^I certify that I personally completed this course/);
    expect(affidavits[0].defaultText.fr).toMatch(/^Je certifie avoir suivi personnellement ce cours/);
    expect(json('report-items.json')).toEqual([
      expect.objectContaining({ status: 'DUE', approvalNumber: 'NMLS-REC-1', learnerKeyKind: 'NMLS_ID' }),
    ]);
    expect(manifest.parts.filter((x) => x.hasData).map((x) => x.name)).toEqual(
      expect.arrayContaining(['affidavits.json', 'report-items.json']),
    );
  });
});
