import { Authority, examGateLimits, proctorAffidavitMessages } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examGateCodes, proctorAffidavits } from '../../platform/db/schema/index.js';
import { CORRECT, examLearner, importExamCourse } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { issueCode, signedInAs } from './testing/gates-fixture.js';

let t: TestApp;
let admin: TestClient;
let course: Awaited<ReturnType<typeof importExamCourse>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, [Authority.ADMIN])).client;
  course = await importExamCourse(t, '  SC_PROCTOR_PROCTOR_REQUIRED: "yes"\n');
});
afterAll(() => t.close());

const PATH = '/api/proctor/final-exam/proctor-affidavit';

function affidavit(over: Record<string, unknown>) {
  return {
    proctorName: 'Pat Proctor',
    employerAndJobTitle: 'Austin Public Library, Librarian',
    businessAddress: '710 W Cesar Chavez St, Austin, TX 78701',
    daytimePhone: '(512) 974-7400',
    email: 'pat.proctor@example.org',
    relationship: 'None',
    date: '03/14/2025',
    ...over,
  };
}

/** A learner who sat the proctored final (gate passed with a proctor code) and, unless told, finished it. */
async function proctoredSitting(finish = true) {
  const learner = await examLearner(t, course.productId);
  const finalId = course.id('final');
  const issued = await issueCode(admin, { learnerProductId: learner.lp.id, componentId: finalId, kind: 'PROCTOR' });
  const check = await learner.client.get(
    `/api/proctor/final-exam/code/${issued.code}?learnerProductId=${learner.lp.id}&componentId=${finalId}`,
  );
  expect(check.json()).toBe(true);
  const start = await learner.client.post('/api/exam/nextQuestion', { assessmentId: finalId });
  expect(start.statusCode).toBe(200);
  const pa = start.json().personAssessmentId as number;
  await learner.client.post('/api/exam/saveQuestion', { assessmentId: finalId, currentQuestionNum: 1, userAnswer: CORRECT });
  if (finish) expect((await learner.client.post(`/api/exam/finish/${pa}`)).statusCode).toBe(200);
  const sign = (over: Record<string, unknown> = {}) =>
    learner.client.post(
      PATH,
      affidavit({ personAssessmentId: pa, learnerProductId: learner.lp.id, proctorCode: issued.code, ...over }),
    );
  return { ...learner, pa, code: issued.code, codeId: issued.id, sign };
}

const stored = (pa: number) => t.database.db.select().from(proctorAffidavits).where(eq(proctorAffidavits.personAssessmentId, pa));

describe('POST api/proctor/final-exam/proctor-affidavit', () => {
  it('stores the affidavit signed with the sitting’s proctor code, once', async () => {
    const s = await proctoredSitting();
    const wrong = await s.sign({ proctorCode: 'ZZZZ-ZZZZ' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ proctorCodeValid: false });
    expect(await stored(s.pa)).toHaveLength(0);

    // The code as the proctor reads it off paper: lower case, no dash.
    const ok = await s.sign({ proctorCode: s.code.replace('-', '').toLowerCase() });
    expect(ok.json()).toEqual({ proctorCodeValid: true });
    const [row] = await stored(s.pa);
    expect(row).toMatchObject({
      learnerProductId: s.lp.id,
      gateCodeId: s.codeId,
      proctorName: 'Pat Proctor',
      daytimePhone: '(512) 974-7400',
      email: 'pat.proctor@example.org',
      relationship: 'None',
      signedOn: '2025-03-14',
      submittedByUserId: s.user.id,
    });
    const again = await s.sign();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROCTOR_AFFIDAVIT_EXISTS');
  });

  it('waits for the exam to finish (409)', async () => {
    const s = await proctoredSitting(false);
    const res = await s.sign();
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EXAM_NOT_FINISHED');
  });

  it('signs with an open proctor code issued for the exam, which it then uses up; reads a day-first date', async () => {
    const learner = await examLearner(t, course.productId);
    const examId = course.id('unit-exam');
    const pa = (await learner.client.post('/api/exam/nextQuestion', { assessmentId: examId })).json().personAssessmentId;
    await learner.client.post(`/api/exam/finish/${pa}`);
    const issued = await issueCode(admin, { learnerProductId: learner.lp.id, componentId: examId, kind: 'PROCTOR' });
    const res = await learner.client.post(
      PATH,
      affidavit({ personAssessmentId: pa, learnerProductId: learner.lp.id, proctorCode: issued.code, date: '31122024' }),
    );
    expect(res.json()).toEqual({ proctorCodeValid: true });
    expect((await stored(pa))[0]?.signedOn).toBe('2024-12-31');
    const [code] = await t.database.db.select().from(examGateCodes).where(eq(examGateCodes.id, issued.id));
    expect(code).toMatchObject({ personAssessmentId: pa });
    expect(code?.consumedAt).not.toBeNull();
  });

  it('refuses bad fields with 400 naming the field and the spec’s message', async () => {
    const s = await proctoredSitting();
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ daytimePhone: '512-974-740' }, 'daytimePhone', proctorAffidavitMessages.phoneInvalid],
      [{ email: 'pat@' }, 'email', proctorAffidavitMessages.emailInvalid],
      [{ date: '02/30/2024' }, 'date', proctorAffidavitMessages.dateInvalid],
      [{ date: '2024-03-14' }, 'date', proctorAffidavitMessages.dateInvalid],
      [{ proctorName: '   ' }, 'proctorName', 'proctorName is required'],
      [{ relationship: undefined }, 'relationship', undefined],
      [{ proctorCode: '' }, 'proctorCode', undefined],
    ];
    for (const [over, field, message] of cases) {
      const res = await s.sign(over);
      expect(res.statusCode, field).toBe(400);
      const error = res.json().fieldErrors.find((f: { field: string }) => f.field === field);
      expect(error, field).toBeDefined();
      if (message) expect(error.message).toBe(message);
    }
    // Every accepted phone shape of the spec.
    for (const phone of ['512-974-7400', '512.974.7400', '512 974 7400', '5129747400']) {
      const res = await s.sign({ daytimePhone: phone, proctorCode: 'WRONG-CODE' });
      expect(res.statusCode, phone).toBe(200);
    }
    expect(await stored(s.pa)).toHaveLength(0);
  });

  it('answers 404 for another learner’s sitting or a mismatched learner product, 401 without a session', async () => {
    const s = await proctoredSitting();
    const other = await examLearner(t, course.productId);
    const body = affidavit({ personAssessmentId: s.pa, learnerProductId: s.lp.id, proctorCode: s.code });
    expect((await other.client.post(PATH, body)).statusCode).toBe(404);
    expect((await other.client.post(PATH, { ...body, learnerProductId: other.lp.id })).statusCode).toBe(404);
    expect((await s.client.post(PATH, { ...body, learnerProductId: other.lp.id })).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(PATH, body)).statusCode).toBe(401);
    expect(await stored(s.pa)).toHaveLength(0);
  });

  it('counts wrong codes against the proctor-code guessing limit (429 past it, even for the right code)', async () => {
    const s = await proctoredSitting();
    for (let i = 0; i < examGateLimits.maxWrongCodes; i++)
      expect((await s.sign({ proctorCode: `WRNG-00${i}0` })).json()).toEqual({ proctorCodeValid: false });
    const blocked = await s.sign();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('CODE_GUESSES_EXCEEDED');
    t.clock.advance(examGateLimits.wrongCodeWindowMinutes * 60_000 + 1000);
    expect((await s.sign()).json()).toEqual({ proctorCodeValid: true });
  });
});
