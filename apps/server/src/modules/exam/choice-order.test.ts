import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttemptQuestions, nodes } from '../../platform/db/schema/index.js';
import { examLearner } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp, unique } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';

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

type Choice = { id: string; questionChoiceText: string };
type Reply = {
  personAssessmentId: number;
  currentQuestionNum: number;
  userAnswer: string | null;
  question: { questionChoices: Choice[]; userAnswer: string | null };
};
const shown = (r: Reply) => r.question.questionChoices.map((c) => c.id);
const texts = (r: Reply) => r.question.questionChoices.map((c) => c.questionChoiceText);
/** The id the browser was given for the choice with this text. */
const idOf = (r: Reply, text: string) => r.question.questionChoices.find((c) => c.questionChoiceText === text)?.id ?? '';

async function storedAnswers(attemptId: number) {
  const rows = await t.database.db
    .select()
    .from(examAttemptQuestions)
    .where(eq(examAttemptQuestions.attemptId, attemptId))
    .orderBy(examAttemptQuestions.position);
  return rows.map((r) => r.userAnswer);
}

describe('exam choice order per learner (decision 0055)', () => {
  it('does not show the right choice first, nor under the same id, to every learner', async () => {
    const firsts: string[] = [];
    const rightIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { client } = await examLearner(t, productId);
      const q1: Reply = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
      // Ids are the letters of the shown places: they say nothing of the authored order.
      expect(shown(q1)).toEqual(['a', 'b', 'c', 'd']);
      firsts.push(texts(q1)[0] ?? '');
      rightIds.push(idOf(q1, 'Right'));
    }
    // About 5 of 20 learners see the right choice first; before the fix, all 20 did.
    expect(firsts.filter((f) => f === 'Right').length).toBeLessThan(14);
    expect(new Set(firsts).size).toBeGreaterThan(1);
    // The id a browser answers the right choice by: before shown ids, always its authored id 'a'.
    expect(rightIds.filter((id) => id === 'a').length).toBeLessThan(14);
    expect(new Set(rightIds).size).toBeGreaterThan(1);
  });

  it('keeps the order on every reply and in the review, keeps fixed orders, and grades by shown id on both paths', async () => {
    // A learner whose right choice of q1 is not shown first: its shown id is then not its authored 'a'.
    let learner: Awaited<ReturnType<typeof examLearner>> | undefined;
    let q1: Reply | undefined;
    for (let i = 0; i < 20 && !learner; i++) {
      const candidate = await examLearner(t, productId);
      const first: Reply = (await candidate.client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
      if (idOf(first, 'Right') !== 'a') [learner, q1] = [candidate, first];
    }
    if (!learner || !q1) throw new Error('20 learners all saw the right choice first');
    const { client } = learner;
    const post = async (path: string, body: unknown): Promise<Reply> => (await client.post(`/api/exam/${path}`, body)).json();
    const pa = q1.personAssessmentId;
    const right1 = idOf(q1, 'Right');
    // The first reply and the CURRENT resume take the full path; moves to a named question (q2, q3, the
    // jump back) are served from the cached attempt (decision 0047): both must give the same order.
    const resumed = await post('nextQuestion', { assessmentId: examId, questionSequenceRequest: 'CURRENT' });
    expect(texts(resumed)).toEqual(texts(q1));

    // Quick path: the right answer by its shown id is stored as its authored id.
    expect(t.app.services.examAttempts.has(pa)).toBe(true);
    const saved = await post('saveQuestion', { assessmentId: examId, currentQuestionNum: 1, userAnswer: right1 });
    expect(saved).toMatchObject({ userAnswer: right1, question: { userAnswer: right1 } });
    expect((await storedAnswers(pa))[0]).toBe('a');

    const q2 = await post('nextQuestion', { assessmentId: examId, currentQuestionNum: 1, userAnswer: right1 });
    expect(texts(q2)).toEqual(['Low', 'Medium', 'High']);
    expect(shown(q2)).toEqual(['a', 'b', 'c']);

    // Full path (nothing cached): the shown id of q3's right choice, which kept its place, is 'd'.
    t.app.services.examAttempts.forget(pa);
    const q3 = await post('nextQuestion', { assessmentId: examId, currentQuestionNum: 2, userAnswer: 'a' });
    expect(texts(q3)[3]).toBe('All of the above');
    t.app.services.examAttempts.forget(pa);
    const wrong3 = idOf(q3, 'One');
    await post('saveQuestion', { assessmentId: examId, currentQuestionNum: 3, userAnswer: wrong3 });
    expect((await storedAnswers(pa))[2]).toBe('a');
    t.app.services.examAttempts.forget(pa);
    const right3 = await post('saveQuestion', { assessmentId: examId, currentQuestionNum: 3, userAnswer: 'd' });
    expect(right3).toMatchObject({ userAnswer: 'd', question: { userAnswer: 'd' } });
    expect(await storedAnswers(pa)).toEqual(['a', 'a', 'd']);

    // An id that is no choice: 400 naming the field, on either path.
    const bad = await client.post('/api/exam/saveQuestion', { assessmentId: examId, currentQuestionNum: 1, userAnswer: 'e' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/userAnswer/);
    t.app.services.examAttempts.forget(pa);
    const badFull = await client.post('/api/exam/saveQuestion', { assessmentId: examId, currentQuestionNum: 1, userAnswer: 'e' });
    expect(badFull.statusCode).toBe(400);
    expect(badFull.body).toMatch(/userAnswer/);

    // Resume after a reload (full path) and a jump (quick path): the saved choice shows as selected.
    const back = await post('jumpQuestion', { assessmentId: examId, currentQuestionNum: 1 });
    expect(texts(back)).toEqual(texts(q1));
    expect(back).toMatchObject({ userAnswer: right1, question: { userAnswer: right1 } });
    t.app.services.examAttempts.forget(pa);
    const reloaded = await post('nextQuestion', { assessmentId: examId, questionSequenceRequest: 'CURRENT' });
    expect(reloaded).toMatchObject({ currentQuestionNum: 1, userAnswer: right1, question: { userAnswer: right1 } });

    const finish = (await client.post(`/api/exam/finish/${pa}`)).json();
    expect(finish).toMatchObject({ numCorrect: 3, numQuestions: 3, examPassed: true });
    const review = (await client.get(`/api/exam/review/${pa}`)).json() as {
      questions: {
        currentQuestionNum: number;
        userAnswer: string | null;
        correctAnswer: string;
        choices: { id: string; questionChoiceText: string; correct: boolean }[];
      }[];
    };
    const reviewed = (n: number) => review.questions.find((q) => q.currentQuestionNum === n);
    const reviewTexts = (n: number) => reviewed(n)?.choices.map((c) => c.questionChoiceText);
    expect(reviewTexts(1)).toEqual(texts(q1));
    expect(reviewTexts(2)).toEqual(['Low', 'Medium', 'High']);
    expect(reviewTexts(3)).toEqual(texts(q3));
    // The review names the learner's answer and the key by the ids the learner saw, as the web app matches them.
    for (const n of [1, 2, 3]) {
      const q = reviewed(n);
      expect(q?.choices.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd'].slice(0, q?.choices.length));
      expect(q?.choices.find((c) => c.id === q.correctAnswer)?.correct).toBe(true);
      expect(q?.userAnswer).toBe(q?.correctAnswer);
    }
    expect(reviewed(1)?.correctAnswer).toBe(right1);
  });

  it('grades an authored id sent as an answer as the choice shown at that letter', async () => {
    let done = false;
    for (let i = 0; i < 20 && !done; i++) {
      const { client } = await examLearner(t, productId);
      const q1: Reply = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
      if (idOf(q1, 'Right') === 'a') continue;
      // 'a' is the right choice's authored id, but to this learner it is the first choice shown: a wrong one.
      await client.post('/api/exam/saveQuestion', { assessmentId: examId, currentQuestionNum: 1, userAnswer: 'a' });
      const stored = (await storedAnswers(q1.personAssessmentId))[0];
      expect(stored).not.toBe('a');
      expect(stored).toBe(['b', 'c', 'd'][['Wrong 1', 'Wrong 2', 'Wrong 3'].indexOf(texts(q1)[0] ?? '')]);
      done = true;
    }
    expect(done).toBe(true);
  });
});
