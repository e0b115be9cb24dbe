import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions, examAttempts, examQuestions, learnerProducts, products } from '../../platform/db/schema/index.js';
import { CORRECT, examLearner, importExamCourse, WRONG } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let course: Awaited<ReturnType<typeof importExamCourse>>;
beforeAll(async () => {
  t = await createTestApp();
  course = await importExamCourse(t);
});
afterAll(() => t.close());

const sitting = (productId = course.productId) => examLearner(t, productId);

async function storedAnswers(attemptId: number) {
  const rows = await t.database.db
    .select()
    .from(examAttemptQuestions)
    .where(eq(examAttemptQuestions.attemptId, attemptId))
    .orderBy(examAttemptQuestions.position);
  return rows.map((r) => r.userAnswer);
}

describe('the save and move hot path (decision 0047)', () => {
  it('answers saves, nexts and jumps of a cached attempt exactly as the full path does, and stores each', async () => {
    const { client, lp } = await sitting();
    const examId = course.id('unit-exam');
    const flow = (call: string, body: Record<string, unknown>) =>
      client.post(`/api/exam/${call}`, { assessmentId: examId, learnerProductId: lp.id, ...body });
    // The full path's view of the same state (a bare CURRENT move never takes the hot path).
    const current = async () => (await flow('nextQuestion', { questionSequenceRequest: 'CURRENT' })).json();

    const start = (await flow('nextQuestion', {})).json();
    const pa = start.personAssessmentId as number;
    expect(t.app.services.examAttempts.has(pa)).toBe(true);

    const saved = await flow('saveQuestion', { currentQuestionNum: 1, userAnswer: WRONG });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ currentQuestionNum: 1, userAnswer: WRONG, answeredQuestions: [1] });
    expect(saved.json()).toEqual(await current());

    const next = await flow('nextQuestion', { personAssessmentId: pa, currentQuestionNum: 1, userAnswer: CORRECT });
    expect(next.json()).toMatchObject({ currentQuestionNum: 2, userAnswer: null, answeredQuestions: [1] });
    expect(next.json()).toEqual(await current());

    const star = await client.post(`/api/exam/question/${next.json().assessmentQuestionId}/star`);
    expect(star.statusCode).toBe(200);
    const jumped = await flow('jumpQuestion', { currentQuestionNum: 4 });
    expect(jumped.json()).toMatchObject({ currentQuestionNum: 4, starredQuestions: [2] });
    expect(jumped.json()).toEqual(await current());

    const back = await flow('nextQuestion', { currentQuestionNum: 4, userAnswer: CORRECT, questionSequenceRequest: 'PREVIOUS' });
    expect(back.json()).toMatchObject({ currentQuestionNum: 3, answeredQuestions: [1, 4], questionAnsweredCount: 2 });
    expect(back.json()).toEqual(await current());
    expect(JSON.stringify(back.json())).not.toMatch(/SECRET|"correct"|feedback|explanation/i);

    // Saving the same answer again is harmless: the same reply, one stored answer.
    const once = (await flow('saveQuestion', { currentQuestionNum: 3, userAnswer: CORRECT })).json();
    const twice = (await flow('saveQuestion', { currentQuestionNum: 3, userAnswer: CORRECT })).json();
    expect(twice).toEqual(once);
    expect(await storedAnswers(pa)).toEqual([CORRECT, null, CORRECT, CORRECT]);
    const [attempt] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, pa));
    expect(attempt?.currentPosition).toBe(3);

    // Bad input still gets the full path's 400 naming the field.
    const bad = await flow('saveQuestion', { currentQuestionNum: 3, userAnswer: 'zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/userAnswer/);
    const outside = await flow('saveQuestion', { currentQuestionNum: 9, userAnswer: CORRECT });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/currentQuestionNum/);

    await client.post(`/api/exam/finish/${pa}`);
    expect(t.app.services.examAttempts.has(pa)).toBe(false);
  });

  it('refuses a save to an attempt finished behind the cache (another server) and stores nothing', async () => {
    const { client } = await sitting();
    const examId = course.id('unit-exam');
    const pa = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json().personAssessmentId as number;
    expect(t.app.services.examAttempts.has(pa)).toBe(true);
    await t.database.db
      .update(examAttempts)
      .set({ finishedAt: t.clock.now(), finishReason: 'SUBMITTED', numCorrect: 0, score: 0, passed: false })
      .where(eq(examAttempts.id, pa));
    const late = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      personAssessmentId: pa,
      currentQuestionNum: 2,
      userAnswer: CORRECT,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EXAM_ALREADY_FINISHED');
    expect(await storedAnswers(pa)).toEqual([null, null, null, null]);
  });

  it("never lets a learner reach someone else's cached attempt", async () => {
    const owner = await sitting();
    const examId = course.id('unit-exam');
    const pa = (await owner.client.post('/api/exam/nextQuestion', { assessmentId: examId })).json().personAssessmentId as number;
    const other = await sitting();
    for (const body of [
      { assessmentId: examId, personAssessmentId: pa, currentQuestionNum: 1, userAnswer: CORRECT },
      { assessmentId: examId, learnerProductId: owner.lp.id, currentQuestionNum: 1, userAnswer: CORRECT },
    ]) {
      const res = await other.client.post('/api/exam/saveQuestion', body);
      expect(res.statusCode).toBe(404);
    }
    expect(await storedAnswers(pa)).toEqual([null, null, null, null]);
  });

  it('serves the new package after a re-import (the package hash changes) and a newer enrolment after one is made', async () => {
    const own = await importExamCourse(t);
    const examId = own.id('unit-exam');
    const { client, user, lp } = await sitting(own.productId);
    const start = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
    const pa = start.personAssessmentId as number;
    const [first] = await t.database.db
      .select()
      .from(examAttemptQuestions)
      .where(and(eq(examAttemptQuestions.attemptId, pa), eq(examAttemptQuestions.position, 1)));
    const [question] = await t.database.db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.id, first?.questionId ?? 0));
    if (!question) throw new Error('no question');
    await t.database.db
      .update(examQuestions)
      .set({ data: { ...question.data, text: 'Reworded question?' } })
      .where(eq(examQuestions.id, question.id));
    await t.database.db.update(products).set({ packageHash: 'reimported' }).where(eq(products.id, own.productId));
    const saved = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      currentQuestionNum: 1,
      userAnswer: CORRECT,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().question.questionText).toBe('Reworded question?');

    // A second enrolment in the product: a call naming no enrolment is about the newest one, which has no attempt.
    await t.database.db
      .insert(learnerProducts)
      .values({ userId: user.id, productId: own.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() });
    const unnamed = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      currentQuestionNum: 2,
      userAnswer: CORRECT,
    });
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json().code).toBe('NO_EXAM_IN_PROGRESS');
    const named = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      learnerProductId: lp.id,
      currentQuestionNum: 2,
      userAnswer: WRONG,
    });
    expect(named.statusCode).toBe(200);
    expect(await storedAnswers(pa)).toEqual([CORRECT, WRONG, null, null]);
  });
});
