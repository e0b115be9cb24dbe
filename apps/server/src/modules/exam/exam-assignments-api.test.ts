import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAdmin, enrolledLearner, exemptNode } from '../../test/enrolled-learner.js';
import { type TestApp, type TestClient, unique } from '../../test/harness.js';

/** Issue 25 item 39: an assignment in a part of the course the learner need not take does not hold the final back. */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t.close());

const assignmentLesson = (key: string) =>
  `type: LESSON\ntitle: Essay ${key}\nslides:\n  - id: essay\n    type: ASSIGNMENT\n    title: Draft\n    assignmentKey: ${key}\n    assignmentText: Write it.\n`;

async function learner(extra: Record<string, string> = {}) {
  const course = await enrolledLearner(t, {
    'course.yaml': `code: ${unique('A').toUpperCase()}\ntitle: Assignment Course\ntype: COURSE\naccount:\n  name: Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\nrules:\n  SC_ASSIGNMENTS_REQUIRED_BEFORE_FINAL_EXAM: "yes"\n`,
    'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Unit One\n',
    'nodes/01-unit/01-essay.yaml': assignmentLesson('essay-one'),
    'nodes/02-final.yaml':
      'key: final\ntype: EXAM\ntitle: Final Exam\nmetadata:\n  EXAM_TYPE: FINAL\nquestions:\n  - id: q1\n    text: "Q?"\n    choices:\n      - { text: "No" }\n      - { text: "Yes", correct: true }\n',
    ...extra,
  });
  const check = async () =>
    (await course.client.get(`/api/exam/check/${course.id('final')}?learnerProductId=${course.lpId}`)).json().status;
  const exempt = (key: string) => exemptNode(admin, course.lpId, course.id(key));
  return { check, exempt };
}

describe('assignments before the final exam (issue 25 item 39)', () => {
  it('an assignment whose unit an administrator exempted no longer blocks the final', async () => {
    const me = await learner();
    expect(await me.check()).toBe('ASSIGNMENT_NOT_COMPLETE');
    expect((await me.exempt('unit')).statusCode).toBe(200);
    expect(await me.check()).toBeNull();
  });

  it('an assignment that also sits in a part still required keeps blocking', async () => {
    const me = await learner({ 'nodes/03-again.yaml': assignmentLesson('essay-one') });
    expect((await me.exempt('unit')).statusCode).toBe(200);
    expect(await me.check()).toBe('ASSIGNMENT_NOT_COMPLETE');
  });
});
