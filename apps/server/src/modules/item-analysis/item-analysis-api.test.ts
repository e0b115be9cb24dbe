import { Authority, type ItemAnalysisReply } from '@continuum/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCoursePackage } from '../../test/course-fixture.js';
import { examLearner, importExamCourse } from '../../test/exam-fixture.js';
import { injectOptions, requestsFor } from '../../test/fuzz/route-requests.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { signedInAs } from '../exam-gates/testing/gates-fixture.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Ten learners on the fixture's unit exam (u1..u4 in order, key b, pass 75 %). Each row: the answer to u1..u4.
 *
 *          u1 u2 u3 u4   right  score
 *   L1      b  a  b  b     3     75 (passes)
 *   L2      b  a  a  b     2     50
 *   L3      b  a  a  b     2     50
 *   L4      b  c  a  b     2     50
 *   L5      b  c  a  b     2     50
 *   L6      b  c  a  b     2     50
 *   L7      b  b  c  a     2     50
 *   L8      b  b  c  a     2     50
 *   L9      b  b  c  c     2     50
 *   L10     b  b  c  c     2     50   (answers u4 first: its save times give no time estimate)
 */
const ANSWERS = ['babb', 'baab', 'baab', 'bcab', 'bcab', 'bcab', 'bbca', 'bbca', 'bbcc', 'bbcc'];

/** Every statement the app sends through drizzle or as a named prepared statement while `fn` runs (as roster-queries.test.ts). */
async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const session = (t.database.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const drizzleSpy = vi.spyOn(session, 'prepareQuery');
  const preparedSpy = vi.spyOn(t.database, 'prepared');
  try {
    const result = await fn();
    return { result, statements: drizzleSpy.mock.calls.length + preparedSpy.mock.calls.length };
  } finally {
    drizzleSpy.mockRestore();
    preparedSpy.mockRestore();
  }
}

async function takeUnitExam(productId: number, examId: number, answers: string, outOfOrder: boolean) {
  const { client, user, lp } = await examLearner(t, productId);
  const start = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
  const order = outOfOrder ? [4, 1, 2, 3] : [1, 2, 3, 4];
  for (const n of order) {
    const shown = (await client.post('/api/exam/jumpQuestion', { assessmentId: examId, currentQuestionNum: n })).json();
    expect(shown.question.questionText).toBe(`Question u${n}?`);
    t.clock.advance(7_000);
    const saved = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      currentQuestionNum: n,
      userAnswer: answers[n - 1],
    });
    expect(saved.statusCode).toBe(200);
  }
  const finished = await client.post(`/api/exam/finish/${start.personAssessmentId}`);
  expect(finished.statusCode).toBe(200);
  return { login: user.login, email: user.email, lpId: lp.id, attemptId: start.personAssessmentId as number };
}

describe('item analysis API', () => {
  it('answers 401, 403 to learners and instructors, 400 naming the field, 404 for unknown ids', async () => {
    const { productId } = await importExamCourse(t);
    const url = `/api/admin/item-analysis/product/${productId}`;
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    const { client: learner } = await examLearner(t, productId);
    expect((await learner.get(url)).statusCode).toBe(403);
    expect((await learner.get(`${url}/csv`)).statusCode).toBe(403);
    const instructor = (await signedInAs(t, [Authority.INSTRUCTOR])).client;
    expect((await instructor.get(url)).statusCode).toBe(403);
    const admin = (await signedInAs(t, [Authority.ADMIN])).client;
    const bad = await admin.get('/api/admin/item-analysis/product/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('productId');
    expect((await admin.get(`${url}?examId=0`)).body).toContain('examId');
    expect((await admin.get('/api/admin/item-analysis/product/2000000000')).statusCode).toBe(404);
    // A node of another kind, or of no exam: not an exam of this product.
    expect((await admin.get(`${url}?examId=2000000000`)).statusCode).toBe(404);
  });

  it('computes the figures of ten sittings, hides the learners, exports CSV and recomputes only after a new attempt', async () => {
    const { productId, id } = await importExamCourse(t);
    const examId = id('unit-exam');
    const learners: { login: string; email: string }[] = [];
    for (const [i, answers] of ANSWERS.entries()) learners.push(await takeUnitExam(productId, examId, answers, i === 9));
    const admin = (await signedInAs(t, [Authority.ADMIN])).client;
    const res = await admin.get(`/api/admin/item-analysis/product/${productId}?examId=${examId}`);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as ItemAnalysisReply;
    expect(reply.exams).toHaveLength(1);
    const exam = reply.exams[0] as ItemAnalysisReply['exams'][number];
    expect(exam).toMatchObject({ examId, attempts: 10, passingScore: 75, formsNotShown: 0 });
    // Scores 75 and nine 50: mean 52.5; deviations 22.5 and -2.5; variance (506.25 + 9 · 6.25) / 10 = 56.25; SD 7.5.
    expect(exam.meanScore).toBeCloseTo(52.5, 9);
    expect(exam.sdScore).toBeCloseTo(7.5, 9);
    expect(exam.passRate).toBeCloseTo(0.1, 9);
    // One form of 4 items. Right counts 3 and nine 2: mean 2.1, variance (0.81 + 9 · 0.01) / 10 = 0.09, SD 0.3.
    // p = 1, 0.4, 0.1, 0.6; Σpq = 0 + 0.24 + 0.09 + 0.24 = 0.57; KR-20 = 4/3 · (1 - 0.57 / 0.09) = -7.111111
    // (the items do not measure one thing: this set was built to trip every flag, not to be reliable).
    expect(exam.forms).toHaveLength(1);
    expect(exam.forms[0]).toMatchObject({ form: 1, questionKeys: ['u1', 'u2', 'u3', 'u4'], attempts: 10 });
    expect(exam.forms[0]?.meanCorrect).toBeCloseTo(2.1, 9);
    expect(exam.forms[0]?.sdCorrect).toBeCloseTo(0.3, 9);
    expect(exam.forms[0]?.kr20).toBeCloseTo(-7.111111, 5);

    const item = (key: string) => exam.items.find((i) => i.key === key) as ItemAnalysisReply['exams'][number]['items'][number];
    expect(exam.items.map((i) => i.key)).toEqual(['u1', 'u2', 'u3', 'u4']);
    // Totals are proportions correct: L1 0.75, the others 0.5. Groups: round(0.27 · 10) = 3; upper L1, L2, L3,
    // lower L8, L9, L10 (ties kept in attempt order).
    // u1: all right: p 1, no point-biserial (nobody wrong), D 0; distractors a and c never picked.
    expect(item('u1')).toMatchObject({ responses: 10, omitted: 0, difficulty: 1, pointBiserial: null, upperLowerIndex: 0 });
    expect(item('u1').groupSize).toBe(3);
    expect(item('u1').flags).toEqual(['TOO_EASY', 'UNUSED_DISTRACTOR']);
    // u2: right for L7-L10 only (totals 0.5), wrong for L1-L6 (0.75, 0.5 x5, mean 0.541667). σ of totals = 0.075.
    // r = (0.5 - 0.541667) / 0.075 · √(0.4 · 0.6) = -0.272166; D = 0/3 - 3/3 = -1.
    expect(item('u2').difficulty).toBeCloseTo(0.4, 9);
    expect(item('u2').pointBiserial).toBeCloseTo(-0.272166, 5);
    expect(item('u2').upperLowerIndex).toBe(-1);
    expect(item('u2').flags).toEqual(['NEGATIVE_DISCRIMINATION']);
    expect(item('u2').choices).toEqual([
      { choiceId: 'a', text: 'Wrong A u2', correct: false, picked: 3, pickedUpper: 3, pickedLower: 0 },
      { choiceId: 'b', text: 'Right u2', correct: true, picked: 4, pickedUpper: 0, pickedLower: 3 },
      { choiceId: 'c', text: 'Wrong C u2', correct: false, picked: 3, pickedUpper: 0, pickedLower: 0 },
    ]);
    // u3: right for L1 only: p 0.1; r = (0.75 - 0.5) / 0.075 · √(0.1 · 0.9) = 1; D = 1/3 - 0 = 0.333333.
    expect(item('u3').difficulty).toBeCloseTo(0.1, 9);
    expect(item('u3').pointBiserial).toBeCloseTo(1, 9);
    expect(item('u3').upperLowerIndex).toBeCloseTo(1 / 3, 9);
    expect(item('u3').flags).toEqual(['TOO_HARD']);
    // u4: right L1-L6: p 0.6; M1 = (0.75 + 5 · 0.5) / 6 = 0.541667, M0 = 0.5;
    // r = 0.041667 / 0.075 · √0.24 = 0.272166; D = 3/3 - 0/3 = 1.
    expect(item('u4').pointBiserial).toBeCloseTo(0.272166, 5);
    expect(item('u4').upperLowerIndex).toBe(1);
    expect(item('u4').flags).toEqual([]);
    // Each save came 7 s after the one before (or the start); L10 answered out of order and is not timed.
    for (const i of exam.items) expect(i).toMatchObject({ averageSeconds: 7, timedResponses: 9 });

    // No learner in the reply: no login, e-mail, learner product or attempt id.
    const body = res.body;
    for (const key of ['login', 'email', 'learnerProductId', 'personAssessmentId', 'userId', 'attemptId'])
      expect(body).not.toContain(`"${key}"`);
    for (const l of learners) {
      expect(body).not.toContain(l.login);
      expect(body).not.toContain(l.email);
    }

    const csv = await admin.get(`/api/admin/item-analysis/product/${productId}/csv?examId=${examId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^source,examId,examTitle,examAttempts,/);
    expect(lines[2]).toMatch(/^"exam",/);
    expect(lines[2]).toContain('"u2"');
    expect(lines[2]).toContain(',0.4,-0.272166,-1,3,7,9,"NEGATIVE_DISCRIMINATION",');
    expect(lines[2]).toContain('"a: 3 (upper 3, lower 0) | b*: 4 (upper 0, lower 3) | c: 3 (upper 0, lower 0)"');

    // Nothing changed: the kept figures come back (computed when first asked, though the clock moved).
    t.clock.advance(60_000);
    const again = (await admin.get(`/api/admin/item-analysis/product/${productId}?examId=${examId}`)).json();
    expect(again.computedAt).toBe(reply.computedAt);
    // An eleventh sitting, all right: recomputed with it.
    const eleventh = await takeUnitExam(productId, examId, 'bbbb', false);
    const after = (await admin.get(`/api/admin/item-analysis/product/${productId}?examId=${examId}`)).json();
    expect(after.computedAt).not.toBe(reply.computedAt);
    expect(after.exams[0].attempts).toBe(11);
    expect(after.exams[0].passRate).toBeCloseTo(2 / 11, 9);
    // An administrator voids the eleventh sitting (decision 0078): recomputed without it.
    const reset = await admin.post(`/api/admin/enrolments/${eleventh.lpId}/attempts/${eleventh.attemptId}/reset`, {
      reason: 'Proctor error',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const voided = (await admin.get(`/api/admin/item-analysis/product/${productId}?examId=${examId}`)).json();
    expect(voided.exams[0].attempts).toBe(10);
    expect(voided.exams[0].passRate).toBeCloseTo(0.1, 9);
    // The whole product lists its three exams.
    const product = (await admin.get(`/api/admin/item-analysis/product/${productId}`)).json() as ItemAnalysisReply;
    expect(product.exams.map((e) => e.title).sort()).toEqual(['Final Exam', 'Practice', 'Unit Exam']);
    expect(product.exams.find((e) => e.examId === examId)?.attempts).toBe(10);
  });

  it('never answers an administrator 5xx, whatever the request (the route fuzz calls as a learner and gets 403)', async () => {
    const { productId, id } = await importExamCourse(t);
    const admin = (await signedInAs(t, [Authority.ADMIN])).client;
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/item-analysis/'));
    expect(routes).toHaveLength(2);
    const statuses = new Set<number>();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, { ids: [productId, id('unit-exam'), id('final')] }), async (request) => {
          const res = await admin.request({ ...injectOptions(request), csrf: true });
          statuses.add(res.statusCode);
          expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
        }),
        { numRuns: 150 },
      );
    }
    expect([...statuses].some((s) => s === 400)).toBe(true);
  });

  it('counts graded lesson inquiries: learners right first time and at all, polls left out', async () => {
    const owner = await createUser(t);
    const { productId, id } = await importCoursePackage(t, owner.id, {
      'course.yaml': `code: ${unique('IA').toUpperCase()}\ntitle: Inquiry Course\ntype: COURSE\naccount:\n  name: A\n`,
      'nodes/01-lesson.yaml': `type: LESSON
title: Agency
slides:
  - { id: tf, type: TRUE_FALSE, title: Dual agency, content: Texas permits dual agency., answer: false }
  - id: poll
    type: STUDENT_POLL
    title: Your market
    choices:
      - { id: urban, text: Urban }
      - { id: rural, text: Rural }
`,
    });
    const lessonId = id('lesson');
    // Ten learners: six right first time, three wrong then right, one wrong only.
    const plans = [[false], [false], [false], [false], [false], [false], [true, false], [true, false], [true, false], [true]];
    for (const plan of plans) {
      const { client, lp } = await examLearner(t, productId);
      const lesson = (await client.get(`/api/lesson/${lp.id}/${lessonId}`)).json();
      const ref = lesson.inquiries.find((s: { id: string }) => s.id === 'tf').referenceId as number;
      for (const value of plan) {
        t.clock.advance(1000);
        const res = await client.post(`/api/lesson/${lp.id}/${lessonId}/${lessonId}/submit/${ref}/false`, { value });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const admin = (await signedInAs(t, [Authority.ADMIN])).client;
    const reply = (await admin.get(`/api/admin/item-analysis/product/${productId}`)).json() as ItemAnalysisReply;
    expect(reply.exams).toEqual([]);
    // learners 10; submissions 6 + 3 · 2 + 1 = 13; first try right 6 of 10 = 0.6; right at some point 9 of 10 = 0.9.
    expect(reply.inquiries).toEqual([
      {
        slideId: expect.any(Number),
        key: 'tf',
        title: 'Dual agency',
        type: 'TRUE_FALSE',
        learners: 10,
        submissions: 13,
        firstTryDifficulty: 0.6,
        eventualDifficulty: 0.9,
        flags: [],
      },
    ]);
    const csv = (await admin.get(`/api/admin/item-analysis/product/${productId}/csv`)).body.trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toBe('"lesson",,,,,,,,"tf","Dual agency","true",10,,0.6,,,,,,"",');
    // One more learner, right first time: the kept figures are recomputed with the new answer.
    const { client, lp } = await examLearner(t, productId);
    const lesson = (await client.get(`/api/lesson/${lp.id}/${lessonId}`)).json();
    const ref = lesson.inquiries.find((s: { id: string }) => s.id === 'tf').referenceId as number;
    await client.post(`/api/lesson/${lp.id}/${lessonId}/${lessonId}/submit/${ref}/false`, { value: false });
    const after = (await admin.get(`/api/admin/item-analysis/product/${productId}`)).json() as ItemAnalysisReply;
    expect(after.inquiries[0]).toMatchObject({ learners: 11, submissions: 14 });
    expect(after.inquiries[0]?.firstTryDifficulty).toBeCloseTo(7 / 11, 9);
  });

  it('reads in as many statements for six sittings as for one: six, and three when nothing changed', async () => {
    const { productId, id } = await importExamCourse(t);
    const examId = id('unit-exam');
    const admin = (await signedInAs(t, [Authority.ADMIN])).client;
    const read = () => countStatements(() => admin.get(`/api/admin/item-analysis/product/${productId}`));
    // A first call of the session costs statements of its own (the session's first use): not counted.
    await read();
    await takeUnitExam(productId, examId, 'bbbb', false);
    const one = await read();
    expect(one.result.json().exams.find((e: { examId: number }) => e.examId === examId).attempts).toBe(1);
    for (const answers of ['babb', 'baab', 'bcab', 'bbca', 'bbcc']) await takeUnitExam(productId, examId, answers, false);
    const six = await read();
    expect(six.result.json().exams.find((e: { examId: number }) => e.examId === examId).attempts).toBe(6);
    expect(six.statements).toBe(one.statements);
    // Kept figures: the product check, the graded slides and the exams' stamp (this course has no lesson, so no
    // lesson statement at all); the banks, attempts and answers are not read again.
    const kept = await read();
    expect(kept.result.json().computedAt).toBe(six.result.json().computedAt);
    expect(kept.statements).toBe(3);
    expect(six.statements).toBe(6);
    console.info(`item analysis reads: ${six.statements} statements computing (1 or 6 sittings), ${kept.statements} kept`);
  });
});
