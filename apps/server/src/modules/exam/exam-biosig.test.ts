import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions, learnerProducts } from '../../platform/db/schema/index.js';
import { CORRECT, examLearner, importExamCourse } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A pen signature of `n` points: the same shape every time, so the enrolled learner's check passes. */
const signature = () => ({
  pointerType: 'mouse',
  strokes: [Array.from({ length: 40 }, (_, i) => [i * 6, 40 + 30 * Math.sin(i / 4), i * 16])],
});

describe('requiresBiosig on the exam question data (002 §3; decision 0091)', () => {
  it('holds a biosigRequired learner at question 1 until a check of this attempt passes, then lets them on', async () => {
    const course = await importExamCourse(t);
    const l = await examLearner(t, course.productId);
    await t.database.db.update(learnerProducts).set({ biosigRequired: true }).where(eq(learnerProducts.id, l.lp.id));
    const examId = course.id('unit-exam');
    const flow = (call: string, body: Record<string, unknown> = {}) =>
      l.client.post(`/api/exam/${call}`, { assessmentId: examId, learnerProductId: l.lp.id, ...body });

    // The course-entry check comes first (decision 0097): without it the exam does not start.
    const closed = await flow('nextQuestion');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('BIOSIG_CHECK_REQUIRED');
    const entry = (await l.client.post(`/api/biosigid/${l.lp.id}/init`, {})).json().biosigCallbackId as string;
    for (let i = 0; i < 3; i++) await l.client.post(`/api/biosigid/session/${entry}/sample`, { sample: signature() });
    expect((await l.client.get(`/api/biosigid/response/${entry}`)).body).toBe('PASS');

    const start = (await flow('nextQuestion')).json();
    expect(start).toMatchObject({ currentQuestionNum: 1, requiresBiosig: true });
    const pa = start.personAssessmentId as number;
    // No answer is taken and no move is made while the check is owed.
    const save = await flow('saveQuestion', { personAssessmentId: pa, currentQuestionNum: 1, userAnswer: CORRECT });
    expect(save.statusCode).toBe(409);
    expect(save.json().code).toBe('BIOSIG_REQUIRED');
    expect((await flow('nextQuestion', { personAssessmentId: pa, currentQuestionNum: 1 })).json()).toMatchObject({
      currentQuestionNum: 1,
      requiresBiosig: true,
    });
    const answered = await t.database.db.select().from(examAttemptQuestions).where(eq(examAttemptQuestions.attemptId, pa));
    expect(answered.every((q) => q.userAnswer === null)).toBe(true);

    // A check for this attempt (the learner is enrolled: one sample) lets the learner on.
    const init = await l.client.post(`/api/biosigid/${l.lp.id}/init`, { personAssessmentId: pa });
    const id = init.json().biosigCallbackId as string;
    await l.client.post(`/api/biosigid/session/${id}/sample`, { sample: signature() });
    expect((await l.client.get(`/api/biosigid/response/${id}`)).body).toBe('PASS');

    const after = await flow('nextQuestion', { personAssessmentId: pa, currentQuestionNum: 1, userAnswer: CORRECT });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ currentQuestionNum: 2, requiresBiosig: false, questionAnsweredCount: 1 });
  });

  it('a course without the check never asks for one', async () => {
    const course = await importExamCourse(t);
    const l = await examLearner(t, course.productId);
    const flow = (call: string) => l.client.post(`/api/exam/${call}`, { assessmentId: course.id('unit-exam') });
    expect((await flow('nextQuestion')).json()).toMatchObject({ currentQuestionNum: 1, requiresBiosig: false });
  });
});
