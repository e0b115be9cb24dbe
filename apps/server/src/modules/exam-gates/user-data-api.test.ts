import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUserData, learnerProducts } from '../../platform/db/schema/index.js';
import { sealingKeys } from '../../platform/sealing-keys.js';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { open } from './pii-cipher.js';
import { issueCode, learnerWithGatedFinal, signedInAs } from './testing/gates-fixture.js';
import { driversLicenseContext, readDriversLicense } from './user-data.js';

const SECRET = 'server-secret-for-the-user-data-test-0123456789';
const LICENCE = 'TX-D98765432';
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  // Trace level so every request line is written; the test reads them.
  t = await createTestApp({ logLevel: 'trace' }, { write: (line) => void lines.push(line) });
});
afterAll(() => t.close());

const url = (lpId: number, examId: number) => `/api/exam/final-exam-user-data/${lpId}/${examId}`;
const licenceFinal = { rules: {}, finalMetadata: { DRIVERS_LICENSE_REQUIRED: 'yes' } };

describe('POST api/exam/final-exam-user-data/{learnerProductId}/{componentId}', () => {
  it('stores the driver’s licence encrypted, bound to the learner product and exam, and reports it provided', async () => {
    const { lp, finalId, client } = await learnerWithGatedFinal(t, licenceFinal);
    const res = await client.post(url(lp.id, finalId), { driversLicense: `  ${LICENCE} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ driversLicenseProvided: true });
    const [row] = await t.database.db
      .select()
      .from(examUserData)
      .where(and(eq(examUserData.learnerProductId, lp.id), eq(examUserData.examNodeId, finalId)));
    expect(row?.driversLicenseEncrypted).toMatch(/^v1\./);
    expect(row?.driversLicenseEncrypted).not.toContain(LICENCE);
    expect(row?.driversLicenseEncrypted).not.toContain(Buffer.from(LICENCE).toString('base64url'));
    // Saving again replaces the value (one row).
    await client.post(url(lp.id, finalId), { driversLicense: 'TX-NEW-1' });
    const rows = await t.database.db.select().from(examUserData).where(eq(examUserData.learnerProductId, lp.id));
    expect(rows).toHaveLength(1);
  });

  it('never writes the licence number, nor a typed code, to the log', async () => {
    const { lp, finalId, client } = await learnerWithGatedFinal(t, {
      rules: { SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes' },
      finalMetadata: { DRIVERS_LICENSE_REQUIRED: 'yes' },
    });
    const admin = (await signedInAs(t, [Authority.ADMIN])).client;
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'ACCESS' });
    lines.length = 0;
    await client.post(url(lp.id, finalId), { driversLicense: LICENCE });
    await client.post(`/api/accesscode/check/${issued.code}`);
    await client.get('/api/proctor/final-exam/code/GUESS-1234');
    const log = lines.join('\n');
    expect(log).toContain('/api/exam/final-exam-user-data/');
    expect(log).toContain('/api/accesscode/check/[redacted]');
    expect(log).not.toContain(LICENCE);
    expect(log).not.toContain(issued.code);
    expect(log).not.toContain('GUESS-1234');
  });

  it('answers 400 naming driversLicense when it is blank, 401 without a session, 404 for another learner', async () => {
    const a = await learnerWithGatedFinal(t, licenceFinal);
    const b = await learnerWithGatedFinal(t, licenceFinal);
    const blank = await a.client.post(url(a.lp.id, a.finalId), { driversLicense: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual([{ field: 'driversLicense', message: "Driver's License Number is required." }]);
    const missing = await a.client.post(url(a.lp.id, a.finalId), {});
    expect(missing.json().fieldErrors[0].field).toBe('driversLicense');
    const badId = await a.client.post(url(a.lp.id, 0), { driversLicense: LICENCE });
    expect(badId.json().fieldErrors[0].field).toBe('componentId');
    expect((await new TestClient(t.app).post(url(a.lp.id, a.finalId), { driversLicense: LICENCE })).statusCode).toBe(401);
    expect((await a.client.post(url(b.lp.id, b.finalId), { driversLicense: LICENCE })).statusCode).toBe(404);
    expect((await a.client.post(url(a.lp.id, b.finalId), { driversLicense: LICENCE })).statusCode).toBe(404);
  });

  it('refuses (409) to keep a licence the exam does not ask for', async () => {
    const { lp, unitExamId, client } = await learnerWithGatedFinal(t, licenceFinal);
    const res = await client.post(url(lp.id, unitExamId), { driversLicense: LICENCE });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DRIVERS_LICENSE_NOT_REQUESTED');
    expect(await t.database.db.select().from(examUserData).where(eq(examUserData.learnerProductId, lp.id))).toEqual([]);
  });
});

describe('driver’s licence encryption with the configured keys', () => {
  it('round-trips through the database and opens only with its own key and row', async () => {
    const keys = sealingKeys(t.config, SECRET);
    const { lp, finalId } = await learnerWithGatedFinal(t, licenceFinal);
    const { saveFinalExamUserData } = await import('./user-data.js');
    const actor = { id: lp.userId } as Parameters<typeof saveFinalExamUserData>[1];
    await saveFinalExamUserData({ db: t.database.db, clock: t.clock, piiKey: keys.piiKey }, actor, {
      learnerProductId: lp.id,
      componentId: finalId,
      driversLicense: LICENCE,
    });
    expect(await readDriversLicense(t.database.db, keys.piiKey, lp.id, finalId)).toBe(LICENCE);
    const [row] = await t.database.db.select().from(examUserData).where(eq(examUserData.learnerProductId, lp.id));
    expect(() =>
      open(
        sealingKeys(t.config, `${SECRET}-other`).piiKey,
        row?.driversLicenseEncrypted ?? '',
        driversLicenseContext(lp.id, finalId),
      ),
    ).toThrow();
    expect(() => open(keys.piiKey, row?.driversLicenseEncrypted ?? '', driversLicenseContext(lp.id + 1, finalId))).toThrow();
  });
});

describe('GET api/exam/affidavit/final/{id}', () => {
  it('describes the final affidavit form from the course rules, with today’s date by the Clock', async () => {
    const { lp, client, learner } = await learnerWithGatedFinal(t, {
      rules: {
        SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes',
        SC_STUDENT_AFFIDAVITS_SSN: 'last_four',
        SC_STUDENT_AFFIDAVITS_NMLS_ID: 'yes',
        SC_STUDENT_AFFIDAVITS_MIDDLE_NAME_REQUIRED: 'yes',
        SC_STUDENT_AFFIDAVITS_BIO_INSTRUCTION: 'Enter your details as on your licence.',
      },
    });
    t.clock.set('2026-07-04T15:30:00Z');
    // The form opens once the course is finished (issue 25 item 37); before, 409.
    expect((await client.get(`/api/exam/affidavit/final/${lp.id}`)).json().code).toBe('COURSE_NOT_FINISHED');
    await t.database.db
      .update(learnerProducts)
      .set({ status: 'COMPLETE', completedAt: t.clock.now() })
      .where(eq(learnerProducts.id, lp.id));
    const res = await client.get(`/api/exam/affidavit/final/${lp.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      learnerProductId: lp.id,
      courseTitle: 'Fixture Course',
      affidavitRequired: true,
      firstName: learner.firstName,
      lastName: learner.lastName,
      today: '07/04/2026',
      certificationText: null,
      bioInstruction: 'Enter your details as on your licence.',
      fields: { ssn: 'LAST_FOUR', nmlsId: true, middleNameRequired: true, dateOfBirth: false, cycle: false },
    });
  });

  it('answers 401 without a session, 404 for another learner’s product, 400 naming id', async () => {
    const a = await learnerWithGatedFinal(t);
    const b = await learnerWithGatedFinal(t);
    expect((await new TestClient(t.app).get(`/api/exam/affidavit/final/${a.lp.id}`)).statusCode).toBe(401);
    expect((await a.client.get(`/api/exam/affidavit/final/${b.lp.id}`)).statusCode).toBe(404);
    const bad = await a.client.get('/api/exam/affidavit/final/x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('id');
  });
});
