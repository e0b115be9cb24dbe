import { Authority, examGateLimits } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, examGateCodeFailures, examGateCodes } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { assignInstructor } from '../product/instructors.js';
import { consumeExamGates, examGateStatus } from './gate-status.js';
import { issueCode, learnerWithGatedFinal, signedInAs } from './testing/gates-fixture.js';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, [Authority.ADMIN])).client;
});
afterAll(() => t.close());

const minutes = (n: number) => n * 60_000;

async function codeRows(lpId: number) {
  return t.database.db.select().from(examGateCodes).where(eq(examGateCodes.learnerProductId, lpId));
}

describe('POST api/admin/exam-gates/codes', () => {
  it('issues a code once: only a keyed hash is stored, and a new code revokes the unused one', async () => {
    const { lp, finalId } = await learnerWithGatedFinal(t);
    const first = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS' });
    expect(first.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(new Date(first.expiresAt).getTime() - t.clock.now().getTime()).toBe(minutes(examGateLimits.accessCodeValidMinutes));
    const second = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS', validMinutes: 30 });
    const rows = await codeRows(lp.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.codeHash).not.toContain(first.code.slice(0, 4));
      expect(row.codeHash).not.toContain(second.code.slice(0, 4));
      expect(row.kind).toBe('ACCESS');
      expect(row.examNodeId).toBe(finalId);
    }
    expect(rows.find((r) => r.id === first.id)?.revokedAt).not.toBeNull();
    expect(rows.find((r) => r.id === second.id)?.revokedAt).toBeNull();
  });

  it('e-mails the code to the learner when asked (stored message redacted, code never in the subject)', async () => {
    const { lp, finalId, learner } = await learnerWithGatedFinal(t);
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'PROCTOR', emailTo: 'learner' });
    expect(issued.emailId).not.toBeNull();
    const [mail] = await t.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.id, issued.emailId ?? 0));
    expect(mail?.toAddress).toBe(learner.email);
    // Delivered with the code; stored without it (decision 0052): the codes table keeps only a keyed hash.
    expect(mail?.plainText).toContain('[redacted]');
    expect(`${mail?.subject}${mail?.htmlText}${mail?.plainText}`).not.toContain(issued.code);
  });

  it('lets instructors of the product issue too, but not learners (403), and needs a session (401)', async () => {
    const { lp, finalId, client, productId } = await learnerWithGatedFinal(t);
    const body = { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS' };
    const { client: instructor, user } = await signedInAs(t, [Authority.INSTRUCTOR]);
    await assignInstructor(t.database.db, productId, user.id, t.clock.now());
    expect((await instructor.post('/api/admin/exam-gates/codes', body)).statusCode).toBe(200);
    expect((await client.post('/api/admin/exam-gates/codes', body)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post('/api/admin/exam-gates/codes', body)).statusCode).toBe(401);
  });

  it('refuses an instructor of another product (404, nothing issued); an administrator issues for any', async () => {
    const a = await learnerWithGatedFinal(t);
    const b = await learnerWithGatedFinal(t);
    const { client: instructor, user } = await signedInAs(t, [Authority.INSTRUCTOR]);
    await assignInstructor(t.database.db, a.productId, user.id, t.clock.now());
    const res = await instructor.post('/api/admin/exam-gates/codes', {
      learnerProductId: b.lp.id,
      componentId: b.finalId,
      kind: 'PROCTOR',
      emailTo: 'learner',
    });
    expect(res.statusCode).toBe(404);
    expect(await codeRows(b.lp.id)).toEqual([]);
    const unassigned = (await signedInAs(t, [Authority.INSTRUCTOR])).client;
    const body = { learnerProductId: a.lp.id, componentId: a.finalId, kind: 'ACCESS' };
    expect((await unassigned.post('/api/admin/exam-gates/codes', body)).statusCode).toBe(404);
    expect(
      (await admin.post('/api/admin/exam-gates/codes', { ...body, learnerProductId: b.lp.id, componentId: b.finalId }))
        .statusCode,
    ).toBe(200);
  });

  it('names the bad field: missing kind, a node that is not an exam, an unknown learner product (404)', async () => {
    const { lp, finalId, id } = await learnerWithGatedFinal(t);
    const noKind = await admin.post('/api/admin/exam-gates/codes', { learnerProductId: lp.id, componentId: finalId });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().fieldErrors[0].field).toBe('kind');
    const notExam = await admin.post('/api/admin/exam-gates/codes', {
      learnerProductId: lp.id,
      componentId: id('intro'),
      kind: 'ACCESS',
    });
    expect(notExam.statusCode).toBe(400);
    expect(notExam.json().fieldErrors[0].field).toBe('componentId');
    const noLp = await admin.post('/api/admin/exam-gates/codes', {
      learnerProductId: 999_999,
      componentId: finalId,
      kind: 'ACCESS',
    });
    expect(noLp.statusCode).toBe(404);
  });
});

describe('POST api/accesscode/check/{code}', () => {
  it('accepts the learner’s own code (typed loosely) for the coming sitting and records it', async () => {
    const { lp, finalId, client, learner } = await learnerWithGatedFinal(t);
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS' });
    const input = { userId: learner.id, learnerProductId: lp.id, examNodeId: finalId, attemptNumber: 1 };
    expect(await examGateStatus(t.database.db, input, t.clock)).toMatchObject({
      accessCodeRequired: true,
      accessCodeAccepted: false,
    });
    const typed = issued.code.toLowerCase().replace('-', ' ');
    const res = await client.post(`/api/accesscode/check/${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const [row] = await codeRows(lp.id);
    expect(row?.acceptedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await examGateStatus(t.database.db, input, t.clock)).toMatchObject({
      accessCodeAccepted: true,
      proctorCodeAccepted: false,
    });
  });

  it('answers false for a wrong code and records the failure', async () => {
    const { lp, finalId, client, learner } = await learnerWithGatedFinal(t);
    await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS' });
    const res = await client.post(`/api/accesscode/check/AAAA-AAAA?learnerProductId=${lp.id}`);
    expect(res.json()).toBe(false);
    const failures = await t.database.db.select().from(examGateCodeFailures).where(eq(examGateCodeFailures.userId, learner.id));
    expect(failures).toEqual([expect.objectContaining({ kind: 'ACCESS', learnerProductId: lp.id })]);
  });

  it('never opens the proctor gate with an access code, nor another learner’s code', async () => {
    const a = await learnerWithGatedFinal(t);
    const b = await learnerWithGatedFinal(t);
    const access = await issueCode(admin, { learnerProductId: a.lp.id, componentId: a.finalId, kind: 'ACCESS' });
    expect((await a.client.get(`/api/proctor/final-exam/code/${access.code}`)).json()).toBe(false);
    expect((await b.client.post(`/api/accesscode/check/${access.code}`)).json()).toBe(false);
    expect((await a.client.post(`/api/accesscode/check/${access.code}`)).json()).toBe(true);
  });

  it('is refused once the code has expired (by the Clock)', async () => {
    const { lp, finalId, client, learner } = await learnerWithGatedFinal(t);
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS', validMinutes: 10 });
    t.clock.advance(minutes(11));
    try {
      expect((await client.post(`/api/accesscode/check/${issued.code}`)).json()).toBe(false);
    } finally {
      t.clock.advance(-minutes(11));
    }
    // Accepted, then left to expire before the sitting starts: no longer counts.
    expect((await client.post(`/api/accesscode/check/${issued.code}`)).json()).toBe(true);
    const input = { userId: learner.id, learnerProductId: lp.id, examNodeId: finalId, attemptNumber: 1 };
    const later = { now: () => new Date(t.clock.nowMs() + minutes(11)), nowMs: () => t.clock.nowMs() + minutes(11) };
    expect((await examGateStatus(t.database.db, input, later)).accessCodeAccepted).toBe(false);
  });

  it('is single-use per sitting: the attempt consumes it, resuming keeps it, the next sitting needs a new one', async () => {
    const { lp, finalId, client, learner } = await learnerWithGatedFinal(t, {
      rules: { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes' },
    });
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS' });
    expect((await client.post(`/api/accesscode/check/${issued.code}`)).json()).toBe(true);
    const sitting1 = { userId: learner.id, learnerProductId: lp.id, examNodeId: finalId, attemptNumber: 1 };
    await t.database.db.transaction((tx) => consumeExamGates(tx, { ...sitting1, personAssessmentId: 501 }, t.clock));
    const [row] = await codeRows(lp.id);
    expect(row).toMatchObject({ consumedAttemptNumber: 1, personAssessmentId: 501 });
    expect((await examGateStatus(t.database.db, sitting1, t.clock)).accessCodeAccepted).toBe(true);
    expect((await examGateStatus(t.database.db, { ...sitting1, attemptNumber: 2 }, t.clock)).accessCodeAccepted).toBe(false);
    expect((await client.post(`/api/accesscode/check/${issued.code}`)).json()).toBe(false);
  });

  it('throttles guessing: the sixth wrong code within 15 minutes is 429, and the window moves with the Clock', async () => {
    const { lp, finalId, client } = await learnerWithGatedFinal(t);
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS' });
    for (let i = 0; i < examGateLimits.maxWrongCodes; i++) {
      expect((await client.post(`/api/accesscode/check/WRONG${i}00`)).json()).toBe(false);
      t.clock.advance(minutes(1));
    }
    const blocked = await client.post(`/api/accesscode/check/${issued.code}`);
    expect(blocked.statusCode).toBe(429);
    // The first wrong code (5 minutes ago) leaves the window in 10 minutes.
    expect(blocked.json()).toMatchObject({
      code: 'CODE_GUESSES_EXCEEDED',
      message: 'Too many incorrect codes. Try again in 10 minutes.',
    });
    // Another kind has its own count.
    expect((await client.get('/api/proctor/final-exam/code/WRONG999')).statusCode).toBe(200);
    t.clock.advance(minutes(9));
    expect((await client.post(`/api/accesscode/check/${issued.code}`)).json()).toMatchObject({
      message: 'Too many incorrect codes. Try again in 1 minute.',
    });
    t.clock.advance(minutes(1));
    expect((await client.post(`/api/accesscode/check/${issued.code}`)).json()).toBe(true);
  });

  it('counts parallel guesses one by one (no burst past the limit)', async () => {
    const { client } = await learnerWithGatedFinal(t);
    const results = await Promise.all(
      Array.from({ length: examGateLimits.maxWrongCodes + 3 }, (_, i) => client.post(`/api/accesscode/check/PARALLEL${i}`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(examGateLimits.maxWrongCodes);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it('answers 401 without a session, 400 naming code, 404 for another learner’s learner product', async () => {
    const a = await learnerWithGatedFinal(t);
    const b = await learnerWithGatedFinal(t);
    expect((await new TestClient(t.app).post('/api/accesscode/check/ABCD1234')).statusCode).toBe(401);
    const bad = await a.client.post('/api/accesscode/check/%21%21%21%21');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('code');
    const badLp = await a.client.post('/api/accesscode/check/ABCD1234?learnerProductId=abc');
    expect(badLp.json().fieldErrors[0].field).toBe('learnerProductId');
    expect((await a.client.post(`/api/accesscode/check/ABCD1234?learnerProductId=${b.lp.id}`)).statusCode).toBe(404);
  });

  it('narrows to the named exam when componentId is given', async () => {
    const { lp, finalId, unitExamId, client } = await learnerWithGatedFinal(t);
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS' });
    expect((await client.post(`/api/accesscode/check/${issued.code}?componentId=${unitExamId}`)).json()).toBe(false);
    expect(
      (await client.post(`/api/accesscode/check/${issued.code}?componentId=${finalId}&learnerProductId=${lp.id}`)).json(),
    ).toBe(true);
  });
});

describe('GET api/proctor/final-exam/code/{code}', () => {
  it('accepts the proctor code for the sitting', async () => {
    const { lp, finalId, client, learner } = await learnerWithGatedFinal(t);
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'PROCTOR' });
    const res = await client.get(`/api/proctor/final-exam/code/${issued.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(examGateCodes)
      .where(and(eq(examGateCodes.learnerProductId, lp.id), eq(examGateCodes.kind, 'PROCTOR')));
    expect(row?.acceptedAt).not.toBeNull();
    const input = { userId: learner.id, learnerProductId: lp.id, examNodeId: finalId, attemptNumber: 1 };
    expect(await examGateStatus(t.database.db, input, t.clock)).toMatchObject({
      proctorCodeRequired: true,
      proctorCodeAccepted: true,
    });
  });

  it('answers 401 without a session and 400 naming code', async () => {
    expect((await new TestClient(t.app).get('/api/proctor/final-exam/code/ABCD1234')).statusCode).toBe(401);
    const { client } = await learnerWithGatedFinal(t);
    const res = await client.get('/api/proctor/final-exam/code/AB');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('code');
  });
});

describe('GET api/proctor/logout/{email}', () => {
  it('takes back codes accepted for a sitting that has not started', async () => {
    const { lp, finalId, client, learner } = await learnerWithGatedFinal(t);
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'PROCTOR' });
    expect((await client.get(`/api/proctor/final-exam/code/${issued.code}`)).json()).toBe(true);
    const res = await client.get(`/api/proctor/logout/${encodeURIComponent(learner.email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await codeRows(lp.id);
    expect(row?.acceptedAt).toBeNull();
    const input = { userId: learner.id, learnerProductId: lp.id, examNodeId: finalId, attemptNumber: 1 };
    expect((await examGateStatus(t.database.db, input, t.clock)).proctorCodeAccepted).toBe(false);
    // The code itself still works for the next sign-in.
    expect((await client.get(`/api/proctor/final-exam/code/${issued.code}`)).json()).toBe(true);
  });

  it('answers 404 for someone else’s address, 400 for a non-address, 401 without a session', async () => {
    const a = await learnerWithGatedFinal(t);
    const b = await learnerWithGatedFinal(t);
    expect((await a.client.get(`/api/proctor/logout/${encodeURIComponent(b.learner.email)}`)).statusCode).toBe(404);
    const bad = await a.client.get('/api/proctor/logout/not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('email');
    expect((await new TestClient(t.app).get(`/api/proctor/logout/${encodeURIComponent(a.learner.email)}`)).statusCode).toBe(401);
  });
});
