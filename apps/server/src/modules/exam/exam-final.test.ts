import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions, examAttempts, learnerNodeStatus } from '../../platform/db/schema/index.js';
import { CORRECT, examLearner, importExamCourse, WRONG } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let course: Awaited<ReturnType<typeof importExamCourse>>;
let finalId = 0;
beforeAll(async () => {
  t = await createTestApp();
  course = await importExamCourse(t);
  finalId = course.id('final');
});
afterAll(() => t.close());

const MIN = 60_000;

describe('the timed final exam', () => {
  it('keeps the clock on the server: grace, then 409, graded on saved answers as of the deadline', async () => {
    const { client } = await examLearner(t, course.productId);
    const start = (await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json();
    expect(start).toMatchObject({
      totalQuestionsNum: 10,
      secondsLeftOnExam: 600,
      secondsBeforeTimeWarning: 480,
      secondsElapsed: 0,
    });
    const pa = start.personAssessmentId as number;
    const [attempt] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, pa));
    const deadline = attempt?.deadline?.getTime() ?? 0;
    expect(deadline - (attempt?.startedAt.getTime() ?? 0)).toBe(10 * MIN);

    t.clock.advance(9 * MIN);
    const save = (n: number, answer = CORRECT) =>
      client.post('/api/exam/saveQuestion', {
        assessmentId: finalId,
        personAssessmentId: pa,
        currentQuestionNum: n,
        userAnswer: answer,
      });
    const inTime = await save(1);
    expect(inTime.json()).toMatchObject({
      secondsLeftOnExam: 60,
      secondsBeforeTimeWarning: 0,
      secondsElapsed: 540,
      examTimeExceeded: false,
    });
    // A client-sent clock changes nothing.
    const tampered = await client.post('/api/exam/saveQuestion', {
      assessmentId: finalId,
      currentQuestionNum: 2,
      userAnswer: CORRECT,
      secondsLeftOnExam: 9999,
      secondsElapsed: 0,
    });
    expect(tampered.json().secondsLeftOnExam).toBe(60);

    t.clock.advance(MIN + 3000); // 3 s past the deadline: inside the grace period
    const grace = await save(3);
    expect(grace.statusCode).toBe(200);
    expect(grace.json()).toMatchObject({ secondsLeftOnExam: 0, examTimeExceeded: true });

    t.clock.advance(5000); // 8 s past: refused, and the attempt is graded as of the deadline
    const late = await save(4);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EXAM_TIME_EXPIRED');
    const [graded] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, pa));
    expect(graded?.finishedAt?.getTime()).toBe(deadline);
    expect(graded).toMatchObject({ finishReason: 'TIME_EXPIRED', numCorrect: 3, score: 30, passed: false });
    const q4 = await t.database.db
      .select()
      .from(examAttemptQuestions)
      .where(and(eq(examAttemptQuestions.attemptId, pa), eq(examAttemptQuestions.position, 4)));
    expect(q4[0]?.userAnswer).toBeNull();

    const results = (await client.get(`/api/exam/results/${pa}`)).json();
    expect(results).toMatchObject({
      examPassed: false,
      status: 'FAIL',
      timeExpired: true,
      secondsElapsed: 600,
      timeTaken: '0:10:00',
      elapsedTimeText: '10 minutes',
    });
    // Review only when passed on this final.
    expect(results.canShowFeedback).toBe(false);
    expect((await client.get(`/api/exam/review/${pa}`)).statusCode).toBe(403);
    expect((await client.get(`/pdf/exam/review/${pa}`)).statusCode).toBe(403);
  });

  it('makes a failed learner wait SC_FINAL_EXAMS_MINS_BEFORE_RETAKE, draws new pool questions, and fails after the last attempt', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const first = (await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json();
    await client.post('/api/exam/saveQuestion', { assessmentId: finalId, currentQuestionNum: 1, userAnswer: WRONG });
    const failed = (await client.post(`/api/exam/finish/${first.personAssessmentId}`)).json();
    expect(failed).toMatchObject({ examPassed: false, attemptNumber: 1 });

    const waiting = (await client.get(`/api/exam/check/${finalId}`)).json();
    expect(waiting).toMatchObject({
      status: 'MUST_WAIT',
      timeLeft: 3600,
      canStart: false,
      minutesBeforeRetake: 60,
      isFinal: true,
    });
    const early = await client.post('/api/exam/nextQuestion', { assessmentId: finalId });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('MUST_WAIT');

    t.clock.advance(59 * MIN);
    expect((await client.get(`/api/exam/check/${finalId}`)).json()).toMatchObject({ status: 'MUST_WAIT', timeLeft: 60 });
    t.clock.advance(MIN);
    expect((await client.get(`/api/exam/check/${finalId}`)).json()).toMatchObject({
      status: null,
      canStart: true,
      attemptCount: 1,
    });

    const second = (await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json();
    const ids = async (pa: number) =>
      (await t.database.db.select().from(examAttemptQuestions).where(eq(examAttemptQuestions.attemptId, pa))).map(
        (r) => r.questionId,
      );
    const before = new Set(await ids(first.personAssessmentId));
    const now = await ids(second.personAssessmentId);
    expect(now).toHaveLength(10);
    expect(now.filter((id) => !before.has(id)).length).toBeGreaterThanOrEqual(4);
    await client.post(`/api/exam/finish/${second.personAssessmentId}`);

    expect((await client.get(`/api/exam/check/${finalId}`)).json()).toMatchObject({
      status: 'FAIL',
      canStart: false,
      attemptCount: 2,
    });
    const [fact] = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, finalId)));
    expect(fact?.status).toBe('COMPLETE_FAIL');
  });

  it('sends a passed final straight to results', async () => {
    const { client } = await examLearner(t, course.productId);
    const q = (await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json();
    for (let n = 1; n <= 10; n++)
      await client.post('/api/exam/saveQuestion', { assessmentId: finalId, currentQuestionNum: n, userAnswer: CORRECT });
    expect((await client.post(`/api/exam/finish/${q.personAssessmentId}`)).json()).toMatchObject({
      examPassed: true,
      canShowFeedback: true,
    });
    const status = (await client.get(`/api/exam/check/${finalId}`)).json();
    expect(status).toMatchObject({ status: 'PASS', canRetake: false, canStart: false, personAssessmentId: q.personAssessmentId });
    const retake = await client.post('/api/exam/nextQuestion', { assessmentId: finalId, learnerRetaking: true });
    expect(retake.statusCode).toBe(409);
    expect(retake.json().code).toBe('PASS');
  });

  it('creates one attempt for two concurrent starts', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const [a, b] = await Promise.all([
      client.post('/api/exam/nextQuestion', { assessmentId: finalId }),
      client.post('/api/exam/nextQuestion', { assessmentId: finalId }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().personAssessmentId).toBe(b.json().personAssessmentId);
    const rows = await t.database.db.select().from(examAttempts).where(eq(examAttempts.learnerProductId, lp.id));
    expect(rows).toHaveLength(1);
  });
});

describe('someone else’s attempt and bad input', () => {
  it('answers 404 for another learner’s attempt on every call and 400 naming the field', async () => {
    const owner = await examLearner(t, course.productId);
    const other = await examLearner(t, course.productId);
    const examId = course.id('unit-exam');
    const q = (await owner.client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
    const pa = q.personAssessmentId as number;
    await owner.client.post(`/api/exam/finish/${pa}`);
    for (const url of [`/api/exam/review/${pa}`, `/pdf/exam/review/${pa}`, `/api/exam/results/${pa}`]) {
      expect((await other.client.get(url)).statusCode, url).toBe(404);
    }
    expect((await other.client.post(`/api/exam/finish/${pa}`)).statusCode).toBe(404);
    expect((await other.client.post(`/api/exam/question/${q.assessmentQuestionId}/star`)).statusCode).toBe(404);
    const save = await other.client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      personAssessmentId: pa,
      currentQuestionNum: 1,
      userAnswer: CORRECT,
    });
    expect(save.statusCode).toBe(404);
    // Another learner's enrolment named explicitly.
    expect((await other.client.get(`/api/exam/check/${examId}?learnerProductId=${owner.lp.id}`)).statusCode).toBe(404);
    // Not enrolled at all / not an exam.
    const stranger = await examLearner(t, (await importExamCourse(t)).productId);
    expect((await stranger.client.get(`/api/exam/check/${examId}`)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/exam/check/${course.id('topic-a')}`)).statusCode).toBe(404);

    const bad = async (url: string, body: unknown, field: string) => {
      const res = await owner.client.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
    };
    await bad('/api/exam/nextQuestion', {}, 'assessmentId');
    await bad('/api/exam/nextQuestion', { assessmentId: 'x' }, 'assessmentId');
    const open = (await owner.client.post('/api/exam/nextQuestion', { assessmentId: examId, learnerRetaking: true })).json();
    expect(open.statusCode ?? 200).toBe(200);
    await bad('/api/exam/saveQuestion', { assessmentId: examId, currentQuestionNum: 1, userAnswer: 'zz' }, 'userAnswer');
    await bad(
      '/api/exam/saveQuestion',
      { assessmentId: examId, currentQuestionNum: 9, userAnswer: CORRECT },
      'currentQuestionNum',
    );
    await bad('/api/exam/saveQuestion', { assessmentId: examId, currentQuestionNum: 1 }, 'userAnswer');
    await bad('/api/exam/jumpQuestion', { assessmentId: examId }, 'currentQuestionNum');
    expect((await owner.client.get('/api/exam/check/abc')).json().fieldErrors[0].field).toBe('componentId');
    expect((await owner.client.get('/api/exam/review/abc')).json().fieldErrors[0].field).toBe('personAssessmentId');
  });

  it('reports the course time and whether the exam is optional', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const time = await client.get(`/api/exam/getCourseTime/${lp.id}`);
    expect(time.statusCode).toBe(200);
    expect(time.json()).toBe(0);
    const optional = await client.get(`/api/exam/isExamOptional/${finalId}`);
    expect(optional.json()).toBe(false);
    const other = await examLearner(t, course.productId);
    expect((await other.client.get(`/api/exam/getCourseTime/${lp.id}`)).statusCode).toBe(404);
  });
});
