import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Authority } from '@continuum/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceBindings, examQuestions, nodes, products } from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { examLearner } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';
import { issueCode, signedInAs } from '../exam-gates/testing/gates-fixture.js';
import { recordFact } from '../progression/repo.js';
import type { StoredQuestion } from './exam-schema.js';

const CONTENT = join(import.meta.dirname, '../../../../../content/courses');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Imports a demo package and opens it for the walk: progression open, no start date, seat-time minimum or compliance
 * profile (those gates have their own tests, enforce-*.test.ts among them; here only the exam content matters).
 */
async function openDemo(folder: string) {
  const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'exam-demo-')));
  const { productId } = await importCourseFolder(t.database.db, t.clock, join(CONTENT, folder), storage);
  const db = t.database.db;
  await db.update(products).set({ startDateRequired: false, minimumRequiredMinutes: null }).where(eq(products.id, productId));
  await db.delete(complianceBindings).where(eq(complianceBindings.productId, productId));
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  await db
    .update(nodes)
    .set({ metadata: { PROGRESSION: 'PROGRESS_OPEN_ALL' } })
    .where(eq(nodes.id, product?.rootNodeId ?? 0));
  const examNodes = (await db.select().from(nodes).where(eq(nodes.productId, productId))).filter(
    (n) => n.type === 'EXAM' || n.type === 'EXAM_GAUGE',
  );
  const bank = await db
    .select()
    .from(examQuestions)
    .where(
      inArray(
        examQuestions.nodeId,
        examNodes.map((n) => n.id),
      ),
    );
  const introductions = (await db.select().from(nodes).where(eq(nodes.productId, productId))).filter(
    (n) => n.type === 'UNIT_INTRODUCTION',
  );
  /** Enrols a learner with every unit introduction done (they gate the rest of their unit). */
  const learner = async () => {
    const l = await examLearner(t, productId);
    for (const n of introductions) await recordFact(db, l.lp.id, n.id, 'COMPLETE', t.clock.now());
    return l;
  };
  return {
    productId,
    examNodes,
    learner,
    bank: bank.map((b) => ({ nodeId: b.nodeId, data: b.data as unknown as StoredQuestion })),
  };
}

describe.each(['re-ce-agency', 'ins-program', 're-exam-prep'])('the demo exams of %s', (folder) => {
  it('have real questions, and no reply before finishing carries a key, a correct flag, feedback or an explanation', async () => {
    const { examNodes, bank, learner } = await openDemo(folder);
    expect(examNodes.length).toBeGreaterThan(0);
    const secrets = new Set<string>();
    for (const q of bank) {
      if (q.data.explanation) secrets.add(q.data.explanation);
      for (const c of q.data.choices) if (c.feedback) secrets.add(c.feedback);
    }
    const { client, user, lp } = await learner();
    let asked = 0;
    let gated = 0;
    /** The gates of a final (INS-PROGRAM turns them on): codes issued by an administrator, the licence typed. */
    const passGates = async (
      status: { accessRequired: boolean; proctorRequired: boolean; driversLicenseRequired: boolean },
      lpId: number,
      examId: number,
    ) => {
      const admin = (await signedInAs(t, [Authority.ADMIN])).client;
      for (const [required, kind, path] of [
        [status.accessRequired, 'ACCESS', (c: string) => client.post(`/api/accesscode/check/${c}`)],
        [status.proctorRequired, 'PROCTOR', (c: string) => client.get(`/api/proctor/final-exam/code/${c}`)],
      ] as const) {
        if (!required) continue;
        gated++;
        const issued = await issueCode(admin, { learnerProductId: lpId, componentId: examId, kind });
        expect((await path(issued.code)).json()).toBe(true);
      }
      if (status.driversLicenseRequired)
        expect(
          (await client.post(`/api/exam/final-exam-user-data/${lpId}/${examId}`, { driversLicense: 'D1234567' })).statusCode,
        ).toBe(200);
    };
    for (const exam of examNodes) {
      const own = bank.filter((q) => q.nodeId === exam.id);
      expect(own.length, exam.key).toBeGreaterThanOrEqual(5);
      const replies: string[] = [];
      const check = await client.get(`/api/exam/check/${exam.id}`);
      expect(check.statusCode, `${exam.key}: ${check.body}`).toBe(200);
      replies.push(check.body);
      await passGates(check.json(), lp.id, exam.id);
      let reply = await client.post('/api/exam/nextQuestion', { assessmentId: exam.id });
      expect(reply.statusCode, `${exam.key}: ${reply.body}`).toBe(200);
      const total = reply.json().totalQuestionsNum as number;
      for (let n = 1; n <= total; n++) {
        replies.push(reply.body);
        const q = reply.json();
        expect(q.currentQuestionNum).toBe(n);
        const byText = own.find((b) => b.data.text === q.question.questionText);
        expect(byText, q.question.questionText).toBeDefined();
        const move = () =>
          client.post('/api/exam/nextQuestion', {
            assessmentId: exam.id,
            currentQuestionNum: n,
            userAnswer: q.question.questionChoices[0].id,
          });
        reply = await move();
        expect(reply.statusCode).toBe(200);
        if (reply.json().securityQuestionNeeded) {
          // The course asks security questions (decision 0042): the move is held until one is answered.
          replies.push(reply.body);
          expect(reply.json().currentQuestionNum).toBe(n);
          const question = reply.json().securityQuestion;
          asked++;
          expect(question, `${exam.key}: only the e-mail is on file`).toBe(1);
          const answer = await client.post('/api/security/learner', { question, answer: user.email });
          expect(answer.json()).toEqual({ result: true, nextQuestion: null });
          reply = await move();
          expect(reply.json().securityQuestionNeeded).toBe(false);
        }
      }
      replies.push(reply.body);
      for (const body of replies) {
        // Field names of the key, anywhere in the reply.
        expect(body).not.toMatch(
          /"(correct|correctAnswer|answerCorrectly|feedback|questionChoiceFeedback|choiceLevelFeedback|explanation)"/,
        );
        for (const s of secrets) expect(body.includes(JSON.stringify(s).slice(1, -1)), `${exam.key} leaks "${s}"`).toBe(false);
      }
      const result = await client.post(`/api/exam/finish/${reply.json().personAssessmentId}`);
      expect(result.statusCode).toBe(200);
      expect(result.json().numQuestions).toBe(total);
    }
    // RE-CE-AGENCY requires security questions; the others do not.
    expect(asked > 0, `${folder} asked ${asked} security questions`).toBe(folder === 're-ce-agency');
    // INS-PROGRAM gates its two finals with an access and a proctor code (docs/course-packages.md).
    expect(gated, `${folder} gates`).toBe(folder === 'ins-program' ? 4 : 0);
  });
});

describe('derived data from attempts', () => {
  it('rates effort on exam-prep subtopics and fills the gauge from the latest score', async () => {
    const { productId, examNodes, learner } = await openDemo('re-exam-prep');
    const { client, lp } = await learner();
    const practice = examNodes.find((n) => n.key === 'practice/finance');
    const gauge = examNodes.find((n) => n.key === 'readiness/national-practice-exam');
    if (!practice || !gauge) throw new Error('demo exams missing');
    // Every answer wrong on the finance practice exam: its subtopics need focus.
    let q = (await client.post('/api/exam/nextQuestion', { assessmentId: practice.id })).json();
    const pa = q.personAssessmentId;
    for (let n = 1; n <= q.totalQuestionsNum; n++) {
      await client
        .post('/api/exam/saveQuestion', { assessmentId: practice.id, currentQuestionNum: n, userAnswer: 'zz' })
        .then((r) => expect(r.statusCode).toBe(400));
    }
    const result = (await client.post(`/api/exam/finish/${pa}`)).json();
    expect(result).toMatchObject({ numCorrect: 0, examPassed: false });
    expect(result.effortBreakdowns.map((b: { effortRank: string }) => b.effortRank)).toEqual([
      'FOCUS_HERE',
      'FOCUS_HERE',
      'FOCUS_HERE',
    ]);

    q = (await client.post('/api/exam/nextQuestion', { assessmentId: gauge.id })).json();
    const state = (await client.get(`/api/product/${lp.id}/state`)).json();
    const rows = await t.database.db.select().from(nodes).where(eq(nodes.productId, productId));
    const key = (k: string) => String(rows.find((r) => r.key === k)?.id);
    const subtopic = state.derivedDataMap[key('topics/finance/subtopics/finance-math')];
    expect(subtopic).toMatchObject({ EFFORT_RATING: 'POOR', RELATED_EXAM_TAKEN: 'true', COMPLETED_QUESTION_COUNT: '0' });
    expect(Number(subtopic.RELATED_QUESTION_COUNT)).toBeGreaterThanOrEqual(2);
    expect(state.derivedDataMap[String(practice.id)]).toMatchObject({
      EXAM_TAKEN: 'true',
      EXAM_PASSED: 'false',
      EXAM_ATTEMPT_COUNT: '1',
      EXAM_QUESTION_COUNT: '5',
    });
    expect(state.effortBreakdowns).toContainEqual(
      expect.objectContaining({ title: expect.any(String), effortRank: 'FOCUS_HERE', numberCorrect: 0 }),
    );

    for (let n = 1; n <= q.totalQuestionsNum; n++) {
      const cur = (await client.post('/api/exam/jumpQuestion', { assessmentId: gauge.id, currentQuestionNum: n })).json();
      await client.post('/api/exam/saveQuestion', {
        assessmentId: gauge.id,
        currentQuestionNum: n,
        userAnswer: cur.question.questionChoices[0].id,
      });
    }
    const gaugeResult = (await client.post(`/api/exam/finish/${q.personAssessmentId}`)).json();
    const after = (await client.get(`/api/product/${lp.id}/state`)).json();
    expect(after.derivedDataMap[String(gauge.id)]).toMatchObject({
      RELATED_EXAM_TAKEN: 'true',
      PERCENT_COMPLETE: String(gaugeResult.examScore),
      HAS_EXAM_RESULTS: 'true',
    });
  });
});
