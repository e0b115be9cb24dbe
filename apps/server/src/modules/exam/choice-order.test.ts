import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes } from '../../platform/db/schema/index.js';
import { examLearner } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp, unique } from '../../test/harness.js';
import { importCourseFolder } from '../catalog/import-course-folder.js';

/**
 * Decision 0055 for exams: each learner sees a question's choices in an order of their own, the same on
 * every reply (full path and cached hot path), in the review; fixedOrder and fixedPosition are kept;
 * grading goes by choice id. The questions are authored with the right choice first (default ids a, b…).
 */
const EXAM = `key: order-exam
type: EXAM
title: Order Exam
exam:
  passingScore: 50
questions:
  - id: q1
    text: "First?"
    choices:
      - { text: "Right", correct: true }
      - { text: "Wrong 1" }
      - { text: "Wrong 2" }
      - { text: "Wrong 3" }
  - id: q2
    text: "Scale?"
    fixedOrder: true
    choices:
      - { text: "Low", correct: true }
      - { text: "Medium" }
      - { text: "High" }
  - id: q3
    text: "Which apply?"
    choices:
      - { text: "One" }
      - { text: "Two" }
      - { text: "Three" }
      - { text: "All of the above", correct: true, fixedPosition: true }
`;

let t: TestApp;
let productId = 0;
let examId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'exam-order-'));
  const files: Record<string, string> = {
    'course.yaml': `code: ${unique('O').toUpperCase()}\ntitle: Order Course\ntype: COURSE\naccount:\n  name: A\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
    'nodes/01-exam.yaml': EXAM,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  productId = (await importCourseFolder(t.database.db, t.clock, dir)).productId;
  const rows = await t.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  examId = rows.find((n) => n.key === 'order-exam')?.id ?? 0;
});
afterAll(() => t.close());

type Reply = { personAssessmentId: number; currentQuestionNum: number; question: { questionChoices: { id: string }[] } };
const shown = (r: Reply) => r.question.questionChoices.map((c) => c.id);

describe('exam choice order per learner (decision 0055)', () => {
  it('does not show the right choice first to every learner', async () => {
    const firsts: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { client } = await examLearner(t, productId);
      const q1: Reply = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
      expect(shown(q1).sort()).toEqual(['a', 'b', 'c', 'd']);
      firsts.push(shown(q1)[0] ?? '');
    }
    // About 5 of 20 learners see the right choice (a) first; before the fix, all 20 did.
    expect(firsts.filter((f) => f === 'a').length).toBeLessThan(14);
    expect(new Set(firsts).size).toBeGreaterThan(1);
  });

  it('keeps the order on every reply and in the review, keeps fixed orders, and grades by id', async () => {
    const { client } = await examLearner(t, productId);
    const post = async (path: string, body: unknown): Promise<Reply> => (await client.post(`/api/exam/${path}`, body)).json();
    const q1 = await post('nextQuestion', { assessmentId: examId });
    const pa = q1.personAssessmentId;
    // The first reply and the CURRENT resume take the full path; moves to a named question (q2, q3, the
    // jump back) are served from the cached attempt (decision 0047): both must give the same order.
    const resumed = await post('nextQuestion', { assessmentId: examId, questionSequenceRequest: 'CURRENT' });
    expect(shown(resumed)).toEqual(shown(q1));
    const q2 = await post('nextQuestion', { assessmentId: examId, currentQuestionNum: 1, userAnswer: 'a' });
    expect(shown(q2)).toEqual(['a', 'b', 'c']);
    const q3 = await post('nextQuestion', { assessmentId: examId, currentQuestionNum: 2, userAnswer: 'a' });
    expect(shown(q3)[3]).toBe('d');
    const back = await post('jumpQuestion', { assessmentId: examId, currentQuestionNum: 1 });
    expect(shown(back)).toEqual(shown(q1));
    await post('saveQuestion', { assessmentId: examId, currentQuestionNum: 3, userAnswer: 'd' });

    const finish = (await client.post(`/api/exam/finish/${pa}`)).json();
    expect(finish).toMatchObject({ numCorrect: 3, numQuestions: 3, examPassed: true });
    const review = (await client.get(`/api/exam/review/${pa}`)).json() as {
      questions: { currentQuestionNum: number; choices: { id: string }[] }[];
    };
    const reviewOrder = (n: number) => review.questions.find((q) => q.currentQuestionNum === n)?.choices.map((c) => c.id);
    expect(reviewOrder(1)).toEqual(shown(q1));
    expect(reviewOrder(2)).toEqual(['a', 'b', 'c']);
    expect(reviewOrder(3)).toEqual(shown(q3));
  });
});
