import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerNodeStatus } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A question whose right answer is choice b (authored order kept). */
const question = (id: string, topic?: string) => `  - id: ${id}
    text: "Question ${id}?"
    fixedOrder: true
${topic ? `    topic: ${topic}\n` : ''}    choices:
      - { text: "Wrong ${id}" }
      - { text: "Right ${id}", correct: true }
`;

/**
 * Unit One: key points, a review exempt once the unit exam is passed (flexible, with the three exempt
 * texts), the unit exam (2 attempts). Unit Two: key points, an exam with DISALLOW_RETAKES. An optional
 * section and a section exempt after the unit exam, each with one key points child.
 */
function unitCourse() {
  return {
    'course.yaml': `code: ${unique('U').toUpperCase()}\ntitle: Unit Course\ntype: COURSE\naccount:\n  name: Unit Academy\n`,
    'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Unit One\ntitlePrefix: Unit 1\n',
    'nodes/01-unit/01-kp.yaml': 'type: KEY_POINTS\ntitle: Key Points One\n',
    'nodes/01-unit/02-review.yaml': [
      'type: KEY_POINTS',
      'title: Review',
      'metadata:',
      '  PROGRESSION: FLEXIBLE',
      '  EXEMPT_IF_COMPLETE: unit-exam',
      '  EXEMPT_STATUS_TEXT: "Exempt: you passed the exam"',
      '  EXEMPT_HELP_TEXT: Required only until you pass the exam',
      '  EXEMPT_CONTENT_BANNER_TEXT: You may still review this for practice',
      '',
    ].join('\n'),
    'nodes/01-unit/03-exam.yaml': `key: unit-exam\ntype: EXAM\ntitle: Unit One Exam\nexam:\n  passingScore: 50\n  allowedAttempts: 2\nquestions:\n${question('q1')}${question('q2')}`,
    'nodes/02-unit2/_node.yaml': 'type: UNIT\ntitle: Unit Two\ntitlePrefix: Unit 2\n',
    'nodes/02-unit2/01-kp.yaml': 'type: KEY_POINTS\ntitle: Key Points Two\n',
    'nodes/02-unit2/02-exam.yaml': `key: once-exam\ntype: EXAM\ntitle: Unit Two Exam\nmetadata:\n  DISALLOW_RETAKES: yes\n  MAX_RETAKES_REACHED_MESSAGE: One try only\nexam:\n  passingScore: 50\nquestions:\n${question('r1')}${question('r2')}`,
    'nodes/03-extra/_node.yaml':
      'type: SECTION\ntitle: Extra\nmetadata:\n  OPTIONAL: yes\n  OPTIONAL_STATUS_TEXT: Extra credit, if you like\n',
    'nodes/03-extra/01-kp.yaml': 'type: KEY_POINTS\ntitle: Extra Key Points\n',
    'nodes/04-bonus/_node.yaml':
      'type: SECTION\ntitle: Bonus\nmetadata:\n  EXEMPT_IF_COMPLETE: unit-exam\n  EXEMPT_CONTENT_BANNER_TEXT: Passing the unit exam exempts you from this section\n',
    'nodes/04-bonus/01-kp.yaml': 'type: KEY_POINTS\ntitle: Bonus Key Points\n',
  };
}

async function learnerIn(files: Record<string, string>) {
  const user = await createUser(t);
  const course = await importCoursePackage(t, user.id, files);
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, ...course };
}

/** Sits an exam answering every question with `answer` ('b' right, 'a' wrong); returns the finish reply. */
async function sitExam(client: TestClient, examId: number, answers: string[]) {
  const first = await client.post('/api/exam/nextQuestion', { assessmentId: examId });
  expect(first.statusCode).toBe(200);
  const pa = first.json().personAssessmentId as number;
  for (const [i, answer] of answers.entries()) {
    const saved = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      currentQuestionNum: i + 1,
      userAnswer: answer,
    });
    expect(saved.statusCode).toBe(200);
  }
  const finish = await client.post(`/api/exam/finish/${pa}`);
  expect(finish.statusCode).toBe(200);
  return finish.json();
}

describe('POST api/progression/{lpId}/{nodeId}: the next step', () => {
  it('after an exempt review of a passed unit, points past the passed exam to the next thing to do', async () => {
    const { client, lp, id } = await learnerIn(unitCourse());
    expect((await client.post(`/api/progression/${lp.id}/${id('unit/kp')}`)).statusCode).toBe(200);
    expect((await sitExam(client, id('unit-exam'), ['b', 'b'])).examPassed).toBe(true);
    const review = (await client.get(`/api/product/${lp.id}/lc/${id('unit/review')}`)).json();
    expect(review.node.exemptInfo.exempt).toBe(true);

    const res = await client.post(`/api/progression/${lp.id}/${id('unit/review')}`);
    expect(res.statusCode).toBe(200);
    // Not 'Continue to Unit One Exam' (passed): Unit Two's key points.
    expect(res.json().nextStep).toMatchObject({ id: id('unit2/kp'), title: 'Key Points Two' });
    const after = (await client.get(`/api/product/${lp.id}/lc/${id('unit/review')}`)).json();
    expect(after.node.nextStep.id).toBe(id('unit2/kp'));
  });

  it('has no next step (home) when nothing required is left', async () => {
    const { client, lp, id } = await learnerIn(unitCourse());
    const now = t.clock.now();
    for (const key of ['unit/kp', 'unit-exam', 'unit2/kp', 'once-exam', 'extra/kp']) {
      await t.database.db
        .insert(learnerNodeStatus)
        .values({ learnerProductId: lp.id, nodeId: id(key), status: 'COMPLETE', startedAt: now, lastVisitedAt: now });
    }
    const res = await client.post(`/api/progression/${lp.id}/${id('unit/review')}`);
    expect(res.statusCode).toBe(200);
    // The bonus section after it is exempt (the unit exam is complete): nothing to do, so home.
    expect(res.json().nextStep).toBeNull();
  });
});
