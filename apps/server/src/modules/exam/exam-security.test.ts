import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions, products, securityAnswers, securityChallenges, users } from '../../platform/db/schema/index.js';
import { CORRECT, examLearner, importExamCourse, WRONG } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PROFILE } from '../lesson/testing/lesson-fixture.js';
import { QUESTION_RULE } from '../security-question/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A learner with the standard profile (city Austin, zip 78701, phone ...0199) in a course with these rules. */
async function learnerIn(rules: Record<string, string>, courseMinutes: number | null = null) {
  const extra = Object.entries(rules)
    .map(([k, v]) => `  ${k}: "${v}"\n`)
    .join('');
  const course = await importExamCourse(t, extra);
  await t.database.db.update(products).set({ minimumRequiredMinutes: courseMinutes }).where(eq(products.id, course.productId));
  const learner = await examLearner(t, course.productId);
  await t.database.db.update(users).set(PROFILE).where(eq(users.id, learner.user.id));
  const examId = course.id('unit-exam');
  const flow = (call: string, body: Record<string, unknown> = {}) =>
    learner.client.post(`/api/exam/${call}`, { assessmentId: examId, ...body });
  const next = (from: number, userAnswer?: string) =>
    flow('nextQuestion', { currentQuestionNum: from, ...(userAnswer ? { userAnswer } : {}) });
  const answer = (question: number, text: string) => learner.client.post('/api/security/learner', { question, answer: text });
  return { ...learner, examId, flow, next, answer };
}

const ON = { SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', [QUESTION_RULE]: '2' };

describe('security questions during an exam (4 questions, course under 240 minutes: after question 2)', () => {
  it('holds the learner at the point until the question is answered; wrong asks it again, right lets them on', async () => {
    const l = await learnerIn(ON);
    const start = (await l.flow('nextQuestion')).json();
    const pa = start.personAssessmentId as number;
    expect(start).toMatchObject({ currentQuestionNum: 1, securityQuestionNeeded: false, securityQuestion: null });
    expect((await l.next(1, CORRECT)).json()).toMatchObject({ currentQuestionNum: 2, securityQuestionNeeded: false });

    // Next past question 2: the answer is saved, the learner stays on 2 and is asked question 2 (the rule's).
    const held = await l.next(2, CORRECT);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({
      currentQuestionNum: 2,
      questionAnsweredCount: 2,
      securityQuestionNeeded: true,
      securityQuestion: 2,
    });
    // Nothing beyond the point is served or accepted: a jump is held too, a scripted save is refused.
    expect((await l.flow('jumpQuestion', { currentQuestionNum: 4 })).json()).toMatchObject({
      currentQuestionNum: 2,
      securityQuestionNeeded: true,
    });
    const save = await l.flow('saveQuestion', { currentQuestionNum: 3, userAnswer: CORRECT });
    expect(save.statusCode).toBe(409);
    expect(save.json().code).toBe('SECURITY_QUESTION_REQUIRED');
    const [q3] = await t.database.db
      .select()
      .from(examAttemptQuestions)
      .where(and(eq(examAttemptQuestions.attemptId, pa), eq(examAttemptQuestions.position, 3)));
    expect(q3?.userAnswer).toBeNull();
    // Submitting does not skip it either; a reload asks it again.
    expect((await l.client.post(`/api/exam/finish/${pa}`)).json().code).toBe('SECURITY_QUESTION_REQUIRED');
    expect((await l.flow('nextQuestion', { questionSequenceRequest: 'CURRENT' })).json()).toMatchObject({
      currentQuestionNum: 2,
      securityQuestionNeeded: true,
      securityQuestion: 2,
    });
    // Going back is allowed (it serves nothing beyond the point).
    expect((await l.flow('nextQuestion', { currentQuestionNum: 2, questionSequenceRequest: 'PREVIOUS' })).json()).toMatchObject({
      currentQuestionNum: 1,
      securityQuestionNeeded: true,
    });

    // Wrong: 'Incorrect!' in the client, and the same question (2, city) is asked again (decision 0108).
    expect((await l.answer(2, 'Dallas')).json()).toEqual({ result: false, nextQuestion: 2 });
    expect((await l.next(1)).json()).toMatchObject({ currentQuestionNum: 2, securityQuestion: 2 });
    expect((await l.next(2)).json()).toMatchObject({ currentQuestionNum: 2, securityQuestionNeeded: true, securityQuestion: 2 });
    expect((await l.answer(2, PROFILE.mailingCity)).json()).toEqual({ result: true, nextQuestion: null });

    // Right: the held move goes through, and no further question is asked in this attempt.
    expect((await l.next(2)).json()).toMatchObject({
      currentQuestionNum: 3,
      securityQuestionNeeded: false,
      securityQuestion: null,
    });
    expect((await l.next(3, WRONG)).json()).toMatchObject({ currentQuestionNum: 4, securityQuestionNeeded: false });
    expect((await l.flow('saveQuestion', { currentQuestionNum: 4, userAnswer: CORRECT })).statusCode).toBe(200);
    const finish = await l.client.post(`/api/exam/finish/${pa}`);
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({ numCorrect: 3, numQuestions: 4 });

    const challenges = await t.database.db
      .select()
      .from(securityChallenges)
      .where(eq(securityChallenges.learnerProductId, l.lp.id));
    expect(challenges.map((c) => [c.purpose, c.question, c.passedAt !== null])).toEqual([[`EXAM_QUESTION:${pa}:2`, 2, true]]);
    const facts = await t.database.db
      .select()
      .from(securityAnswers)
      .where(eq(securityAnswers.challengeId, challenges[0]?.id ?? 0))
      .orderBy(securityAnswers.id);
    expect(facts.map((f) => [f.question, f.correct])).toEqual([
      [2, false],
      [2, true],
    ]);

    // A new attempt asks again at its own point.
    const second = await l.flow('nextQuestion', { learnerRetaking: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().personAssessmentId).not.toBe(pa);
    await l.next(1, CORRECT);
    expect((await l.next(2, CORRECT)).json()).toMatchObject({ currentQuestionNum: 2, securityQuestionNeeded: true });
  });

  it('a course of 240 minutes or more asks at one-third and two-thirds (after 2 and 3 of 4)', async () => {
    const l = await learnerIn(ON, 240);
    await l.flow('nextQuestion');
    await l.next(1, CORRECT);
    expect((await l.next(2, CORRECT)).json()).toMatchObject({ currentQuestionNum: 2, securityQuestion: 2 });
    await l.answer(2, PROFILE.mailingCity);
    expect((await l.next(2)).json()).toMatchObject({ currentQuestionNum: 3, securityQuestionNeeded: false });
    expect((await l.next(3, CORRECT)).json()).toMatchObject({ currentQuestionNum: 3, securityQuestionNeeded: true });
    await l.answer(2, 'austin');
    expect((await l.next(3)).json()).toMatchObject({ currentQuestionNum: 4, securityQuestionNeeded: false });
  });

  it('asks nothing when the rule is off or names a number outside 1-4', async () => {
    const cases: Record<string, string>[] = [{}, { SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', [QUESTION_RULE]: '7' }];
    for (const rules of cases) {
      const l = await learnerIn(rules);
      await l.flow('nextQuestion');
      await l.next(1, CORRECT);
      expect((await l.next(2, CORRECT)).json()).toMatchObject({ currentQuestionNum: 3, securityQuestionNeeded: false });
      expect((await l.flow('saveQuestion', { currentQuestionNum: 4, userAnswer: CORRECT })).statusCode).toBe(200);
    }
  });
});
