import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, unique } from '../../test/harness.js';
import { finalExamResults } from './final-results.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function course() {
  const learner = await createUser(t);
  return importCoursePackage(t, learner.id, {
    'course.yaml': `code: ${unique('FR').toUpperCase()}\ntitle: Final Results\ntype: COURSE\naccount:\n  name: Fixture Academy\n`,
    'nodes/01-unit.yaml': 'key: unit\ntype: EXAM\ntitle: Unit Exam\n',
    'nodes/02-final.yaml': 'key: final\ntype: EXAM\ntitle: Final Exam\nmetadata:\n  EXAM_TYPE: FINAL\n',
  });
}

const at = (iso: string) => new Date(iso);

describe('finalExamResults', () => {
  it('gives the last passed sitting of the final exam; later failures, voided and trial sittings and other exams do not count', async () => {
    const c = await course();
    const sitting = (nodeId: number, n: number, score: number, passed: boolean, finished: string, extra = {}) => ({
      learnerProductId: c.lp.id,
      nodeId,
      attemptNumber: n,
      startedAt: at(finished),
      lastActivityAt: at(finished),
      numQuestions: 10,
      finishedAt: at(finished),
      numCorrect: Math.round(score / 10),
      score,
      passed,
      ...extra,
    });
    await t.database.db
      .insert(examAttempts)
      .values([
        sitting(c.id('final'), 1, 50, false, '2026-03-01T10:00:00Z'),
        sitting(c.id('final'), 2, 80, true, '2026-03-02T10:00:00Z'),
        sitting(c.id('final'), 3, 30, false, '2026-03-03T10:00:00Z'),
        sitting(c.id('final'), 4, 99, true, '2026-03-04T10:00:00Z', { resetAt: at('2026-03-05T00:00:00Z') }),
        sitting(c.id('final'), 5, 98, true, '2026-03-06T10:00:00Z', { trial: true }),
        sitting(c.id('unit'), 1, 100, true, '2026-03-07T10:00:00Z'),
      ]);
    const results = await finalExamResults(t.database.db, c.productId, [c.lp.id]);
    expect(results.get(c.lp.id)).toEqual({ score: 80, passed: true, finishedAt: at('2026-03-02T10:00:00Z') });
  });

  it('gives the last finished sitting when none passed, and nothing without a sitting or a final exam', async () => {
    const c = await course();
    const other = await course();
    const base = { nodeId: c.id('final'), startedAt: at('2026-03-01T10:00:00Z'), lastActivityAt: at('2026-03-01T10:00:00Z') };
    await t.database.db.insert(examAttempts).values([
      {
        ...base,
        learnerProductId: c.lp.id,
        attemptNumber: 1,
        numQuestions: 10,
        finishedAt: at('2026-03-01T10:00:00Z'),
        score: 40,
        passed: false,
      },
      {
        ...base,
        learnerProductId: c.lp.id,
        attemptNumber: 2,
        numQuestions: 10,
        finishedAt: at('2026-03-02T10:00:00Z'),
        score: 60,
        passed: false,
      },
      // Still open: not a result.
      { ...base, learnerProductId: c.lp.id, attemptNumber: 3, numQuestions: 10 },
    ]);
    const results = await finalExamResults(t.database.db, c.productId, [c.lp.id, other.lp.id]);
    expect(results.get(c.lp.id)).toEqual({ score: 60, passed: false, finishedAt: at('2026-03-02T10:00:00Z') });
    expect(results.has(other.lp.id)).toBe(false);
    expect((await finalExamResults(t.database.db, c.productId, [])).size).toBe(0);
  });
});
