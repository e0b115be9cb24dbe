import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions, learnerNodeStatus } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { creditSeatTime } from '../../test/enrolled-learner.js';
import { examLearner, importExamCourse, WRONG } from '../../test/exam-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { bindProfile, installProfiles, sourced, testProfile } from './test-profiles.js';

/** A bound profile's final-exam rules where stricter than the exam's own (decision 0130). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  installProfiles(t, [
    testProfile('test-retake-wait', { finalExam: { retakeWaitMinutes: sourced(1440) } }),
    testProfile('test-one-sitting', { finalExam: { attempts: sourced(1), attemptsExhausted: sourced('RETAKE_COURSE') } }),
    testProfile('test-min-time', { time: { minutesPerCreditHour: sourced(50) } }),
    testProfile('test-new-form', { finalExam: { differentFormOnRetake: sourced(true) } }),
  ]);
});
afterAll(() => t.close());

const bind = (productId: number, profileId: string) => bindProfile(t, productId, profileId);

/** Takes the final and fails it (one wrong answer, the rest unanswered); returns the attempt id. */
async function failFinal(client: TestClient, finalId: number) {
  const start = await client.post('/api/exam/nextQuestion', { assessmentId: finalId });
  expect(start.statusCode, start.body).toBe(200);
  const pa = start.json().personAssessmentId as number;
  await client.post('/api/exam/saveQuestion', { assessmentId: finalId, currentQuestionNum: 1, userAnswer: WRONG });
  expect((await client.post(`/api/exam/finish/${pa}`)).json()).toMatchObject({ examPassed: false });
  return pa;
}

describe('final exam rules from the bound profile', () => {
  it('minimum time: the final waits for the profile’s 50 min per credit hour though the course asks none', async () => {
    const course = await importExamCourse(t);
    await bind(course.productId, 'test-min-time');
    const finalId = course.id('final');
    const { client, user, lp } = await examLearner(t, course.productId);
    await creditSeatTime(t, { learnerProductId: lp.id, userId: user.id, ms: 30 * 60_000 });
    expect((await client.get(`/api/exam/check/${finalId}`)).json()).toMatchObject({
      status: 'MIN_COURSE_TIME_NOT_MET',
      timeLeft: 20 * 60,
    });
    expect((await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json().code).toBe('MIN_COURSE_TIME_NOT_MET');
    await creditSeatTime(t, { learnerProductId: lp.id, userId: user.id, ms: 20 * 60_000 });
    expect((await client.get(`/api/exam/check/${finalId}`)).json()).toMatchObject({ status: null, canStart: true });
  });

  it('retake wait: the profile’s 24 h replaces the course’s 60 min', async () => {
    const course = await importExamCourse(t);
    await bind(course.productId, 'test-retake-wait');
    const finalId = course.id('final');
    const { client, user } = await examLearner(t, course.productId);
    await failFinal(client, finalId);
    expect((await client.get(`/api/exam/check/${finalId}`)).json()).toMatchObject({
      status: 'MUST_WAIT',
      timeLeft: 86_400,
      minutesBeforeRetake: 1440,
    });
    t.clock.advance(61 * 60_000); // past the course's own wait, not the profile's
    expect((await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json().code).toBe('MUST_WAIT');
    t.clock.advance(23 * 3_600_000);
    await client.signIn(user.login, user.password);
    expect((await client.get(`/api/exam/check/${finalId}`)).json()).toMatchObject({ status: null, canStart: true });
  });

  it('attempts: one sitting under the profile though the exam allows two; when it runs out the final fails', async () => {
    const course = await importExamCourse(t);
    await bind(course.productId, 'test-one-sitting');
    const finalId = course.id('final');
    const { client, lp } = await examLearner(t, course.productId);
    await failFinal(client, finalId);
    expect((await client.get(`/api/exam/check/${finalId}`)).json()).toMatchObject({
      status: 'FAIL',
      canStart: false,
      allowedAttemptCount: 1,
    });
    const [fact] = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, finalId)));
    expect(fact?.status).toBe('COMPLETE_FAIL');
  });

  it('a different form on retake: every question of a retake is one not asked last time', async () => {
    const q = (id: string) =>
      `  - id: ${id}\n    text: "Q ${id}?"\n    fixedOrder: true\n    choices:\n      - { text: "Wrong ${id}" }\n      - { text: "Right ${id}", correct: true }\n`;
    const user = await createUser(t);
    const course = await importCoursePackage(t, user.id, {
      'course.yaml': `code: ${unique('F').toUpperCase()}\ntitle: Forms\ntype: COURSE\naccount:\n  name: A\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
      'nodes/01-final.yaml': `key: final\ntype: EXAM\ntitle: Final\nmetadata:\n  EXAM_TYPE: FINAL\nexam:\n  passingScore: 100\n  allowedAttempts: -1\n  questionCount: 2\nquestions:\n${['q1', 'q2', 'q3', 'q4'].map(q).join('')}`,
    });
    await bind(course.productId, 'test-new-form');
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const finalId = course.id('final');
    const asked = async (pa: number) =>
      (await t.database.db.select().from(examAttemptQuestions).where(eq(examAttemptQuestions.attemptId, pa))).map(
        (r) => r.questionId,
      );
    // Three retakes each disjoint from the one before: by chance (no rule) that is (1/6)^3, about 0.5 %.
    let previous = await asked(await failFinal(client, finalId));
    for (let i = 0; i < 3; i++) {
      const now = await asked(await failFinal(client, finalId));
      expect(now).toHaveLength(2);
      expect(now.filter((id) => previous.includes(id))).toEqual([]);
      previous = now;
    }
  });
});
