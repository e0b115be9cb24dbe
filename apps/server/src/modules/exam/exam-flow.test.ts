import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions, examAttempts, exams, learnerNodeStatus } from '../../platform/db/schema/index.js';
import { CORRECT, examLearner, importExamCourse, WRONG } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
let course: Awaited<ReturnType<typeof importExamCourse>>;
beforeAll(async () => {
  t = await createTestApp();
  course = await importExamCourse(t);
});
afterAll(() => t.close());

/** Nothing a learner receives before finishing may carry a key, a correct flag or feedback. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/SECRET|"correct"|feedback|explanation|correctAnswer|answerCorrectly/i);
}

describe('a pass/fail exam (issue 25 #32)', () => {
  it('says passed or not, and nothing that gives the score away: no counts, no per-topic figures, in results, history and review', async () => {
    const own = await importExamCourse(t);
    const examId = own.id('unit-exam');
    const [row] = await t.database.db.select().from(exams).where(eq(exams.nodeId, examId));
    await t.database.db
      .update(exams)
      .set({ settings: { ...row?.settings, scoredAsPassFail: true } })
      .where(eq(exams.nodeId, examId));
    const { client } = await examLearner(t, own.productId);
    const pa = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json().personAssessmentId as number;
    for (const n of [1, 2, 3, 4])
      await client.post('/api/exam/saveQuestion', { assessmentId: examId, currentQuestionNum: n, userAnswer: CORRECT });
    const withheld = {
      examScoredAsPassFail: true,
      examPassed: true,
      examScore: null,
      numCorrect: null,
      numIncorrect: null,
      scoreBreakdowns: [],
      effortBreakdowns: [],
      examEffortBreakdowns: [],
    };
    expect((await client.post(`/api/exam/finish/${pa}`)).json()).toMatchObject(withheld);
    expect((await client.get(`/api/exam/check/${examId}`)).json().examHistoryList).toMatchObject([withheld]);
    expect((await client.get(`/api/exam/review/${pa}`)).json()).toMatchObject(withheld);
    expect((await client.get(`/pdf/exam/review/${pa}`)).statusCode).toBe(200);
  });
});

describe('score by topic (issue 25 #34)', () => {
  it('titles each tag as the package names it (tagTitles), else as readable words, never the raw tag', async () => {
    const own = await importExamCourse(t);
    const examId = own.id('unit-exam');
    const [row] = await t.database.db.select().from(exams).where(eq(exams.nodeId, examId));
    await t.database.db
      .update(exams)
      .set({ settings: { ...row?.settings, tagTitles: { contracts: 'Contracts and Disclosures' } } })
      .where(eq(exams.nodeId, examId));
    const { client } = await examLearner(t, own.productId);
    const pa = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json().personAssessmentId as number;
    const finished = (await client.post(`/api/exam/finish/${pa}`)).json();
    expect(finished.scoreBreakdowns.map((b: { title: string }) => b.title)).toEqual(['Agency', 'Contracts and Disclosures']);
  });
});

describe('an attempt from start to results', () => {
  it('starts, saves, moves, stars, jumps and finishes with every reply free of keys, then completes the node', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const examId = course.id('unit-exam');
    const check = await client.get(`/api/exam/check/${examId}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      status: null,
      canStart: true,
      totalQuestionsNum: 4,
      passingScore: 75,
      cumulativeExamTime: 0,
      allowedAttemptCount: -1,
      examHistoryList: [],
      learnerProductId: lp.id,
    });
    expectNoSecrets(check.body);

    const replies: string[] = [];
    const post = async (path: string, body: unknown) => {
      const res = await client.post(`/api/exam/${path}`, body);
      replies.push(res.body);
      return res;
    };
    const first = await post('nextQuestion', { assessmentId: examId });
    expect(first.statusCode).toBe(200);
    const q1 = first.json();
    expect(q1).toMatchObject({
      currentQuestionNum: 1,
      totalQuestionsNum: 4,
      questionAnsweredCount: 0,
      status: 'IN_PROGRESS',
      secondsLeftOnExam: -1,
    });
    expect(q1.question.questionChoices).toHaveLength(3);
    const pa = q1.personAssessmentId as number;

    // Answer 1 right, move on; answer 2 wrong; go back; star; jump; last answered.
    const q2 = (
      await post('nextQuestion', { assessmentId: examId, personAssessmentId: pa, currentQuestionNum: 1, userAnswer: CORRECT })
    ).json();
    expect(q2).toMatchObject({ currentQuestionNum: 2, questionAnsweredCount: 1, answeredQuestions: [1] });
    const saved = (await post('saveQuestion', { assessmentId: examId, currentQuestionNum: 2, userAnswer: WRONG })).json();
    expect(saved).toMatchObject({ currentQuestionNum: 2, userAnswer: WRONG, questionAnsweredCount: 2 });
    const back = (
      await post('nextQuestion', { assessmentId: examId, currentQuestionNum: 2, questionSequenceRequest: 'PREVIOUS' })
    ).json();
    expect(back).toMatchObject({ currentQuestionNum: 1, userAnswer: CORRECT });
    const star = await client.post(`/api/exam/question/${back.assessmentQuestionId}/star`);
    expect(star.json()).toEqual({ assessmentQuestionId: back.assessmentQuestionId, starred: true, starredQuestions: [1] });
    const jumped = (await post('jumpQuestion', { assessmentId: examId, currentQuestionNum: 4 })).json();
    expect(jumped).toMatchObject({ currentQuestionNum: 4, userAnswer: null, starredQuestions: [1] });
    const last = (await post('jumpQuestion', { assessmentId: examId, questionSequenceRequest: 'LAST_ANSWERED' })).json();
    expect(last.currentQuestionNum).toBe(2);
    await post('saveQuestion', { assessmentId: examId, currentQuestionNum: 3, userAnswer: CORRECT });
    await post('saveQuestion', { assessmentId: examId, currentQuestionNum: 4, userAnswer: CORRECT });
    // Saving the same question twice keeps one answer, the last.
    await post('saveQuestion', { assessmentId: examId, currentQuestionNum: 2, userAnswer: CORRECT });
    const unstar = await client.post(`/api/exam/question/${back.assessmentQuestionId}/unstar`);
    expect(unstar.json().starredQuestions).toEqual([]);

    // A reload resumes the same attempt at the same question.
    const status = (await client.get(`/api/exam/check/${examId}`)).json();
    expect(status).toMatchObject({ status: 'IN_PROGRESS', personAssessmentId: pa, canResume: true });
    const resumed = (await post('nextQuestion', { assessmentId: examId, questionSequenceRequest: 'CURRENT' })).json();
    expect(resumed).toMatchObject({ personAssessmentId: pa, currentQuestionNum: 2 });
    for (const body of replies) expectNoSecrets(body);
    expect((await client.get(`/api/exam/review/${pa}`)).statusCode).toBe(409);

    const finish = await client.post(`/api/exam/finish/${pa}`);
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({
      personAssessmentId: pa,
      numCorrect: 4,
      numIncorrect: 0,
      numQuestions: 4,
      examScore: 100,
      examPassed: true,
      status: 'PASS',
      examFeedbackMessage: 'Well done',
      canShowFeedback: true,
      trial: false,
    });
    expect(finish.json().scoreBreakdowns).toEqual([
      { title: 'Agency', scores: { numCorrect: 2, numIncorrect: 0, numQuestions: 2, percent: 100 } },
      { title: 'Contracts', scores: { numCorrect: 2, numIncorrect: 0, numQuestions: 2, percent: 100 } },
    ]);
    expect(finish.json().effortBreakdowns.map((b: { title: string; effortRank: string }) => [b.title, b.effortRank])).toEqual([
      ['Topic A', 'GOOD'],
      ['Topic B', 'GOOD'],
    ]);

    // Read back: the attempt, its answers and the completed node.
    const [row] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, pa));
    expect(row).toMatchObject({ numCorrect: 4, score: 100, passed: true, finishReason: 'SUBMITTED' });
    const answers = await t.database.db.select().from(examAttemptQuestions).where(eq(examAttemptQuestions.attemptId, pa));
    expect(answers.map((a) => [a.position, a.userAnswer, a.correct]).sort()).toEqual([
      [1, CORRECT, true],
      [2, CORRECT, true],
      [3, CORRECT, true],
      [4, CORRECT, true],
    ]);
    const [fact] = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, examId)));
    expect(fact?.status).toBe('COMPLETE');

    const after = (await client.get(`/api/exam/check/${examId}`)).json();
    expect(after).toMatchObject({ status: 'PASS', canRetake: true, personAssessmentId: pa });
    expect(after.examHistoryList).toHaveLength(1);

    const review = await client.get(`/api/exam/review/${pa}`);
    expect(review.statusCode).toBe(200);
    expect(review.json().questions[0]).toMatchObject({
      correctAnswer: CORRECT,
      answerCorrectly: true,
      choiceLevelFeedback: 'SECRET-RIGHT-FEEDBACK',
    });
    const pdf = await client.get(`/pdf/exam/review/${pa}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('counts leaves per attempt on the server: a reload (a new check) goes on from them; others 404; finished 409', async () => {
    const { client, user } = await examLearner(t, course.productId);
    const other = await examLearner(t, course.productId);
    const examId = course.id('unit-exam');
    const pa = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json().personAssessmentId as number;
    expect((await client.post(`/api/exam/leave/${pa}`)).json()).toEqual({ personAssessmentId: pa, leaveCount: 1, ended: false });
    expect((await client.post(`/api/exam/leave/${pa}`)).json().leaveCount).toBe(2);
    expect((await other.client.post(`/api/exam/leave/${pa}`)).statusCode).toBe(404);
    // A new sign-in reads the same count.
    const again = new TestClient(t.app);
    await again.signIn(user.login, user.password);
    expect((await again.get(`/api/exam/check/${examId}`)).json()).toMatchObject({ status: 'IN_PROGRESS', leaveCount: 2 });
    const [row] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, pa));
    expect(row?.leaveCount).toBe(2);
    // (The new sign-in ended the first session: one session per learner.)
    await again.post(`/api/exam/finish/${pa}`);
    expect((await again.post(`/api/exam/leave/${pa}`)).statusCode).toBe(409);
    expect((await again.get(`/api/exam/check/${examId}`)).json().leaveCount).toBe(0);
  });

  it('a leave past a final exam’s allowed count ends the attempt on the server: signing in again does not resume it (issue 25 item 31)', async () => {
    const strict = await importExamCourse(t, '  SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT: 1\n');
    const { client, user } = await examLearner(t, strict.productId);
    const finalId = strict.id('final');
    const start = (await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json();
    const pa = start.personAssessmentId as number;
    await client.post('/api/exam/saveQuestion', { assessmentId: finalId, currentQuestionNum: 1, userAnswer: CORRECT });
    expect((await client.post(`/api/exam/leave/${pa}`)).json()).toEqual({ personAssessmentId: pa, leaveCount: 1, ended: false });
    // The second leave is one past the allowed 1: the web logs out, and the server ends the sitting.
    expect((await client.post(`/api/exam/leave/${pa}`)).json()).toEqual({ personAssessmentId: pa, leaveCount: 2, ended: true });
    const [row] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, pa));
    expect(row).toMatchObject({ finishReason: 'LEFT_WINDOW', numCorrect: 1, passed: false });
    expect(row?.finishedAt).not.toBeNull();

    const again = new TestClient(t.app);
    await again.signIn(user.login, user.password);
    const resumed = await again.post('/api/exam/nextQuestion', {
      assessmentId: finalId,
      personAssessmentId: pa,
      currentQuestionNum: 1,
    });
    expect(resumed.statusCode).toBe(409);
    expect((await again.get(`/api/exam/check/${finalId}`)).json().status).not.toBe('IN_PROGRESS');
    expect((await again.get(`/api/exam/results/${pa}`)).json()).toMatchObject({ examPassed: false });
    // A unit exam is not counted: leaves there end nothing.
    const unit = (await again.post('/api/exam/nextQuestion', { assessmentId: strict.id('unit-exam') })).json();
    for (let i = 0; i < 3; i++) expect((await again.post(`/api/exam/leave/${unit.personAssessmentId}`)).json().ended).toBe(false);
  });

  it('a failed practice exam offers no Continue (002 §4: only when status is PASS or passed earlier)', async () => {
    const { client } = await examLearner(t, course.productId);
    // The unit exam (retakes left) and the practice exam (DISALLOW_RETAKES: the fail ends it, COMPLETE_FAIL).
    for (const [key, count] of [
      ['unit-exam', 4],
      ['practice', 2],
    ] as const) {
      const examId = course.id(key);
      const first = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
      for (let n = 1; n <= count; n++)
        await client.post('/api/exam/saveQuestion', { assessmentId: examId, currentQuestionNum: n, userAnswer: WRONG });
      const failed = (await client.post(`/api/exam/finish/${first.personAssessmentId}`)).json();
      expect(failed).toMatchObject({ examPassed: false });
      const actions = failed.buttons.map((b: { buttonAction: string }) => b.buttonAction);
      expect(actions, key).not.toContain('CONTINUE');
      const history = await client.get(`/api/exam/results/${first.personAssessmentId}`);
      if (history.statusCode === 200)
        expect(
          history.json().buttons.map((b: { buttonAction: string }) => b.buttonAction),
          key,
        ).not.toContain('CONTINUE');
    }
  });

  it('with the review withheld names no tag of fewer than 3 questions, and a final sends no tags (issue 25 item 10)', async () => {
    const { client } = await examLearner(t, course.productId);
    // A unit exam's questions carry their tags; a final's carry none.
    const unit = (await client.post('/api/exam/nextQuestion', { assessmentId: course.id('unit-exam') })).json();
    expect(unit.question.tags).toEqual(['agency']);
    const finalId = course.id('final');
    const final = (await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json();
    expect(final.question.tags).toEqual([]);
    const moved = (
      await client.post('/api/exam/nextQuestion', { assessmentId: finalId, currentQuestionNum: 1, userAnswer: WRONG })
    ).json();
    expect(moved.question.tags).toEqual([]);
    for (let n = 2; n <= 10; n++)
      await client.post('/api/exam/saveQuestion', { assessmentId: finalId, currentQuestionNum: n, userAnswer: WRONG });
    // Failed, review withheld (WHEN_PASSED): its two tags cover 3 or more of the 10 questions each and stay.
    const failedFinal = (await client.post(`/api/exam/finish/${final.personAssessmentId}`)).json();
    expect(failedFinal).toMatchObject({ examPassed: false, canShowFeedback: false });
    expect(failedFinal.scoreBreakdowns.map((b: { title: string }) => b.title).sort()).toEqual(['Agency', 'Contracts']);

    // The practice exam (review NEVER): its one tag covers 2 questions, so it is left out, in the result and history.
    const practiceId = course.id('practice');
    const practice = (await client.post('/api/exam/nextQuestion', { assessmentId: practiceId })).json();
    for (let n = 1; n <= 2; n++)
      await client.post('/api/exam/saveQuestion', {
        assessmentId: practiceId,
        currentQuestionNum: n,
        userAnswer: n === 1 ? CORRECT : WRONG,
      });
    const done = (await client.post(`/api/exam/finish/${practice.personAssessmentId}`)).json();
    expect(done).toMatchObject({ canShowFeedback: false, numCorrect: 1 });
    expect(done.scoreBreakdowns).toEqual([]);
    expect((await client.get(`/api/exam/results/${practice.personAssessmentId}`)).json().scoreBreakdowns).toEqual([]);
  });

  it('refuses a save after finishing and a second start of a passed exam without learnerRetaking', async () => {
    const { client } = await examLearner(t, course.productId);
    const examId = course.id('practice');
    const q = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
    await client.post(`/api/exam/finish/${q.personAssessmentId}`);
    const late = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      personAssessmentId: q.personAssessmentId,
      currentQuestionNum: 1,
      userAnswer: CORRECT,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EXAM_ALREADY_FINISHED');
    // Practice: DISALLOW_RETAKES and two unanswered questions -> failed, no attempt left.
    const status = (await client.get(`/api/exam/check/${examId}`)).json();
    expect(status).toMatchObject({
      status: 'FAIL',
      allowedAttemptCount: 1,
      maxRetakesReachedMessage: 'No more tries',
      canStart: false,
    });
    const again = await client.post('/api/exam/nextQuestion', { assessmentId: examId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FAIL');
    expect((await client.get(`/api/exam/review/${q.personAssessmentId}`)).statusCode).toBe(403);
  });

  it('answers 401 without a session on every exam call', async () => {
    const anon = new TestClient(t.app);
    for (const url of [
      '/api/exam/check/1',
      '/api/exam/review/1',
      '/pdf/exam/review/1',
      '/api/exam/results/1',
      '/api/exam/getCourseTime/1',
      '/api/exam/isExamOptional/1',
    ]) {
      expect((await anon.get(url)).statusCode, url).toBe(401);
    }
    for (const url of [
      '/api/exam/nextQuestion',
      '/api/exam/jumpQuestion',
      '/api/exam/saveQuestion',
      '/api/exam/question/1/star',
      '/api/exam/question/1/unstar',
      '/api/exam/finish/1',
    ]) {
      expect((await anon.post(url, { assessmentId: 1 })).statusCode, url).toBe(401);
    }
  });
});
