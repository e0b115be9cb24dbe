import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerNodeStatus } from '../../platform/db/schema/index.js';
import { CORRECT, examLearner, WRONG } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp, type TestClient, unique } from '../../test/harness.js';
import { importLessonCourse } from '../lesson/testing/lesson-fixture.js';
import { recordFact } from '../progression/index.js';

/**
 * A pass, once earned, stays (issue 26): a learner who passed a unit exam and then failed a retake keeps the
 * pass, on the last allowed attempt too, and the unit above it stays complete. Decision 0112.
 */

const question = (id: string) => `  - id: ${id}
    text: "Question ${id}?"
    fixedOrder: true
    choices:
      - { text: "Wrong ${id}" }
      - { text: "Right ${id}", correct: true }
`;

let t: TestApp;
let course: Awaited<ReturnType<typeof importLessonCourse>>;
beforeAll(async () => {
  t = await createTestApp();
  course = await importLessonCourse(t, {
    'course.yaml': `code: ${unique('P').toUpperCase()}\ntitle: Pass Course\ntype: COURSE\naccount:\n  name: Test Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
    'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Unit One\n',
    'nodes/01-unit/01-exam.yaml': `key: unit-exam\ntype: EXAM\ntitle: Unit Exam\nmetadata:\n  EXAM_TYPE: UNIT\nexam:\n  passingScore: 50\n  allowedAttempts: 2\nquestions:\n${question('q1')}`,
    'nodes/02-gauge.yaml': `key: gauge\ntype: EXAM_GAUGE\ntitle: Gauge\nexam:\n  passingScore: 50\nquestions:\n${question('g1')}`,
    'nodes/03-latest.yaml': `key: latest\ntype: EXAM_GAUGE\ntitle: Latest\nexam:\n  passingScore: 50\n  scoreCounts: LATEST\nquestions:\n${question('l1')}`,
  });
});
afterAll(() => t.close());

async function sit(client: TestClient, examId: number, answer: string, retake: boolean) {
  const q = await client.post('/api/exam/nextQuestion', { assessmentId: examId, ...(retake ? { learnerRetaking: true } : {}) });
  expect(q.statusCode).toBe(200);
  const pa = q.json().personAssessmentId as number;
  const saved = await client.post('/api/exam/saveQuestion', {
    assessmentId: examId,
    personAssessmentId: pa,
    currentQuestionNum: 1,
    userAnswer: answer,
  });
  expect(saved.statusCode).toBe(200);
  expect((await client.post(`/api/exam/finish/${pa}`)).statusCode).toBe(200);
}

describe('a pass, once earned, stays', () => {
  it('keeps the exam node and its unit COMPLETE when the last allowed retake fails', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const examId = course.nodeId('unit-exam');
    const unitId = course.nodeId('unit');
    await sit(client, examId, CORRECT, false);
    const fact = async (nodeId: number) =>
      (
        await t.database.db
          .select({ status: learnerNodeStatus.status })
          .from(learnerNodeStatus)
          .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, nodeId)))
      )[0]?.status;
    expect(await fact(examId)).toBe('COMPLETE');

    // The retake, failed: the second and last allowed attempt.
    await sit(client, examId, WRONG, true);
    expect(await fact(examId)).toBe('COMPLETE');
    const check = (await client.get(`/api/exam/check/${examId}`)).json();
    expect(check).toMatchObject({ status: 'PASS' });
    const state = (await client.get(`/api/product/${lp.id}/state`)).json();
    expect(state.componentStatusMap[examId]).toBe('COMPLETE');
    // The unit rolls up from its exam: still complete.
    expect(state.componentStatusMap[unitId]).toBe('COMPLETE');
    expect(state.derivedDataMap[examId]).toMatchObject({ EXAM_PASSED: 'true', EXAM_ATTEMPT_COUNT: '2' });
  });

  it('shows a gauge’s best score, not its latest, as its PERCENT_COMPLETE', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const gaugeId = course.nodeId('gauge');
    await sit(client, gaugeId, CORRECT, false);
    await sit(client, gaugeId, WRONG, true);
    const state = (await client.get(`/api/product/${lp.id}/state`)).json();
    expect(state.derivedDataMap[gaugeId]).toMatchObject({ EXAM_ATTEMPT_COUNT: '2', PERCENT_COMPLETE: '100' });
  });

  it('shows the latest score when the course’s exam says scoreCounts: LATEST', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const latestId = course.nodeId('latest');
    await sit(client, latestId, CORRECT, false);
    await sit(client, latestId, WRONG, true);
    const state = (await client.get(`/api/product/${lp.id}/state`)).json();
    expect(state.derivedDataMap[latestId]).toMatchObject({ EXAM_ATTEMPT_COUNT: '2', PERCENT_COMPLETE: '0' });
  });

  it('never turns a COMPLETE fact into COMPLETE_FAIL or back to IN_PROGRESS (a later visit), whoever records it', async () => {
    const { lp } = await examLearner(t, course.productId);
    const examId = course.nodeId('unit-exam');
    await recordFact(t.database.db, lp.id, examId, 'COMPLETE', t.clock.now());
    t.clock.advance(60_000);
    await recordFact(t.database.db, lp.id, examId, 'COMPLETE_FAIL', t.clock.now());
    t.clock.advance(60_000);
    await recordFact(t.database.db, lp.id, examId, 'IN_PROGRESS', t.clock.now());
    const [row] = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, examId)));
    expect(row?.status).toBe('COMPLETE');
    expect(row?.lastVisitedAt).toEqual(t.clock.now());
  });
});
