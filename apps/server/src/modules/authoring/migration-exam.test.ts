import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions, examAttempts, examQuestions, learnerNodeStatus } from '../../platform/db/schema/index.js';
import type { importCoursePackage } from '../../test/course-fixture.js';
import { appWithAdmin, signedIn } from '../../test/enrolled-learner.js';
import { type TestApp, type TestClient, unique } from '../../test/harness.js';
import { importTwoVersions } from './testing/two-versions.js';

/**
 * Exam attempts across a learner migration (issue 30, decision 0205): an attempt on an exam kept in the new version
 * moves with the learner; its questions kept by key point at the new version's questions, a question removed stays on
 * the old one (counted as dropped), and the pass still counts on the new version.
 */
const question = (id: string) => `  - id: ${id}
    text: "Question ${id}?"
    fixedOrder: true
    choices:
      - { text: "Wrong ${id}" }
      - { text: "Right ${id}", correct: true }
`;
const RIGHT = 'b';

/** Version 1 asks q1, q2, q3; version 2 keeps q1 and q2, drops q3 and adds q4. */
function version(code: string, v: 1 | 2): Record<string, string> {
  const pool = v === 1 ? ['q1', 'q2', 'q3'] : ['q1', 'q2', 'q4'];
  return {
    'course.yaml': `code: ${code}\ntitle: Exam Migration\ntype: COURSE\naccount:\n  name: Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
    'nodes/01-exam.yaml': `key: unit-exam\ntype: EXAM\ntitle: Unit Exam\nmetadata:\n  EXAM_TYPE: UNIT\nexam:\n  passingScore: 60\nquestions:\n${pool.map(question).join('')}`,
  };
}

describe('learner migration carries exam attempts (issue 30, decision 0205)', () => {
  let t: TestApp;
  let admin: TestClient;
  let learner: TestClient;
  let lpId: number;
  let attemptId: number;
  const lineage = unique('MX').toUpperCase();
  let v1: Awaited<ReturnType<typeof importCoursePackage>>;
  let v2: Awaited<ReturnType<typeof importCoursePackage>>;

  const questionIds = async (nodeId: number) =>
    new Map((await t.database.db.select().from(examQuestions).where(eq(examQuestions.nodeId, nodeId))).map((q) => [q.key, q.id]));
  const attemptQuestionIds = async () =>
    (
      await t.database.db
        .select({ questionId: examAttemptQuestions.questionId })
        .from(examAttemptQuestions)
        .where(eq(examAttemptQuestions.attemptId, attemptId))
    )
      .map((r) => r.questionId)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
    const me = await signedIn(t);
    learner = me.client;
    ({ v1, v2 } = await importTwoVersions(t, me.user.id, lineage, version));
    lpId = v1.lp.id;
    // The learner sits version 1's exam through the real routes and passes it (3 of 3).
    const examId = v1.id('unit-exam');
    const first = await learner.post('/api/exam/nextQuestion', { assessmentId: examId });
    expect(first.statusCode).toBe(200);
    attemptId = first.json().personAssessmentId as number;
    for (const n of [1, 2, 3]) {
      const saved = await learner.post('/api/exam/saveQuestion', {
        assessmentId: examId,
        currentQuestionNum: n,
        userAnswer: RIGHT,
      });
      expect(saved.statusCode).toBe(200);
    }
    const finished = await learner.post(`/api/exam/finish/${attemptId}`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ examPassed: true });
  });
  afterAll(() => t.close());

  it('a dry run counts the attempt and its questions, and moves nothing', async () => {
    const before = await attemptQuestionIds();
    const res = await admin.post(`/api/authoring/lineages/${lineage}/migrations`, {
      fromVersion: 1,
      toVersion: 2,
      learnerProductId: lpId,
      dryRun: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().learners[0]).toMatchObject({
      outcome: 'WOULD_MIGRATE',
      parts: { attempts: { carried: 1, dropped: 0 }, attemptQuestions: { carried: 2, dropped: 1 } },
    });
    expect(await attemptQuestionIds()).toEqual(before);
    const [attempt] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(attempt?.nodeId).toBe(v1.id('unit-exam'));
  });

  it('moves the attempt to version 2’s exam; kept questions follow, the removed one stays; the pass still counts', async () => {
    const res = await admin.post(`/api/authoring/lineages/${lineage}/migrations`, {
      fromVersion: 1,
      toVersion: 2,
      learnerProductId: lpId,
      dryRun: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ migrated: 1, learners: [{ outcome: 'MIGRATED' }] });
    const [attempt] = await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(attempt).toMatchObject({ nodeId: v2.id('unit-exam'), passed: true, numCorrect: 3 });
    const old = await questionIds(v1.id('unit-exam'));
    const fresh = await questionIds(v2.id('unit-exam'));
    const expected = [fresh.get('q1'), fresh.get('q2'), old.get('q3')].map(Number).sort((a, b) => a - b);
    expect(await attemptQuestionIds()).toEqual(expected);
    // No attempt question points at a version 2 question the learner never saw.
    const unseen = await t.database.db
      .select()
      .from(examAttemptQuestions)
      .where(
        and(eq(examAttemptQuestions.attemptId, attemptId), inArray(examAttemptQuestions.questionId, [fresh.get('q4') ?? 0])),
      );
    expect(unseen).toEqual([]);
    // The learner's exam page on version 2 shows the attempt as taken and passed; the node is complete.
    const check = await learner.get(`/api/exam/check/${v2.id('unit-exam')}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().examHistoryList).toMatchObject([{ examPassed: true }]);
    const [fact] = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lpId), eq(learnerNodeStatus.nodeId, v2.id('unit-exam'))));
    expect(fact?.status).toBe('COMPLETE');
  });
});
