import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { CORRECT, WRONG } from '../../test/exam-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const question = (id: string) => `  - id: ${id}
    text: "Question ${id}?"
    fixedOrder: true
    choices:
      - { text: "Wrong ${id}" }
      - { text: "Right ${id}", correct: true }
`;

/** A learner in a course with an exam answered in order (disablePrevious) and one without the setting. */
async function sitting() {
  const user = await createUser(t);
  const course = await importCoursePackage(t, user.id, {
    'course.yaml': `code: ${unique('PD').toUpperCase()}\ntitle: Ordered Course\ntype: COURSE\naccount:\n  name: Ordered Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
    'nodes/01-ordered.yaml': `key: ordered\ntype: EXAM\ntitle: In Order\nexam:\n  disablePrevious: true\nquestions:\n${question('o1')}${question('o2')}${question('o3')}`,
    'nodes/02-free.yaml': `key: free\ntype: EXAM\ntitle: Free\nquestions:\n${question('f1')}${question('f2')}`,
  });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const flow = (key: string, call: string, body: Record<string, unknown>) =>
    client.post(`/api/exam/${call}`, { assessmentId: course.id(key), learnerProductId: course.lp.id, ...body });
  return { client, flow };
}

async function storedAnswers(attemptId: number) {
  const rows = await t.database.db
    .select()
    .from(examAttemptQuestions)
    .where(eq(examAttemptQuestions.attemptId, attemptId))
    .orderBy(examAttemptQuestions.position);
  return rows.map((r) => [r.userAnswer, r.starred]);
}

describe('an exam with disablePrevious on the server (issue 25 item 42; 002 §4)', () => {
  it('refuses Previous, a jump back, an answer to an earlier question and starring; forward moves go on', async () => {
    const { client, flow } = await sitting();
    const start = (await flow('ordered', 'nextQuestion', {})).json();
    const pa = start.personAssessmentId as number;
    const second = await flow('ordered', 'nextQuestion', { personAssessmentId: pa, currentQuestionNum: 1, userAnswer: CORRECT });
    expect(second.json()).toMatchObject({ currentQuestionNum: 2 });
    // A second save at the current question is forward enough; a quick path (cache) must not let any of these by.
    expect((await flow('ordered', 'saveQuestion', { currentQuestionNum: 2, userAnswer: WRONG })).statusCode).toBe(200);

    const refusals = [
      await flow('ordered', 'nextQuestion', { currentQuestionNum: 2, userAnswer: CORRECT, questionSequenceRequest: 'PREVIOUS' }),
      await flow('ordered', 'jumpQuestion', { currentQuestionNum: 1 }),
      await flow('ordered', 'saveQuestion', { currentQuestionNum: 1, userAnswer: WRONG }),
      await client.post(`/api/exam/question/${second.json().assessmentQuestionId}/star`),
      await client.post(`/api/exam/question/${second.json().assessmentQuestionId}/unstar`),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PREVIOUS_DISABLED');
    }
    // The last answered is where the learner is: no step back. A forward jump goes on; then it is behind.
    expect((await flow('ordered', 'jumpQuestion', { questionSequenceRequest: 'LAST_ANSWERED' })).json().currentQuestionNum).toBe(
      2,
    );
    expect((await flow('ordered', 'jumpQuestion', { currentQuestionNum: 3 })).json().currentQuestionNum).toBe(3);
    const lastBehind = await flow('ordered', 'jumpQuestion', { questionSequenceRequest: 'LAST_ANSWERED' });
    expect(lastBehind.json().code).toBe('PREVIOUS_DISABLED');
    expect((await flow('ordered', 'nextQuestion', { questionSequenceRequest: 'CURRENT' })).json().currentQuestionNum).toBe(3);
    expect(await storedAnswers(pa)).toEqual([
      [CORRECT, false],
      [WRONG, false],
      [null, false],
    ]);
  });

  it('leaves an exam without the setting free to go back and star', async () => {
    const { client, flow } = await sitting();
    const start = (await flow('free', 'nextQuestion', {})).json();
    const second = (
      await flow('free', 'nextQuestion', {
        personAssessmentId: start.personAssessmentId,
        currentQuestionNum: 1,
        userAnswer: CORRECT,
      })
    ).json();
    expect((await client.post(`/api/exam/question/${second.assessmentQuestionId}/star`)).statusCode).toBe(200);
    const back = await flow('free', 'nextQuestion', { currentQuestionNum: 2, questionSequenceRequest: 'PREVIOUS' });
    expect(back.json()).toMatchObject({ currentQuestionNum: 1, starredQuestions: [2] });
  });
});
