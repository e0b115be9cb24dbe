import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Authority, type ItemAnalysisReply } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions, nodes, products } from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { examLearner } from '../../test/exam-fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';
import type { StoredQuestion } from '../exam/exam-schema.js';
import { signedInAs } from '../exam-gates/testing/gates-fixture.js';
import { recordFact } from '../progression/repo.js';

const CONTENT = join(import.meta.dirname, '../../../../../content/courses');
let t: TestApp;
beforeAll(async () => {
  // A database of its own: on the suite's shared PostgreSQL other files sit the same demo exam, and their sittings
  // would join these twelve.
  t = await createTestApp({}, undefined, { ownDatabase: true });
});
afterAll(() => t.close());

/**
 * Twelve sittings of the demo Finance practice exam (re-exam-prep, `practice/finance`: 5 questions, 4 choices,
 * questions and choices shuffled per learner), taken through the real exam API. Each row is a learner; each digit
 * the authored place (0-3) of the choice picked for the bank's questions in order (fi-deed-of-trust,
 * fi-foreclosure, fi-tila, fi-points, fi-ltv; keys 2, 1, 3, 2, 0); x leaves the question unanswered.
 */
const PLAN = ['21320', '21321', '21300', '21020', '20322', '21331', '21100', '2330x', '20210', '21033', '23011', '0013x'];

/** The reference figures, computed here from the plan alone, by formulas other than the server's where one exists. */
function reference(bank: StoredQuestion[], passingScore: number) {
  const picks = PLAN.map((row) => [...row].map((d, q) => (d === 'x' ? null : (bank[q]?.choices[Number(d)]?.id ?? null))));
  const right = picks.map((row) =>
    row.map((id, q) => id !== null && bank[q]?.choices.find((c) => c.id === id)?.correct === true),
  );
  const k = bank.length;
  const n = PLAN.length;
  const rights = right.map((r) => r.filter(Boolean).length);
  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const popVar = (xs: number[]) => avg(xs.map((x) => (x - avg(xs)) ** 2));
  // Pearson's r of the 0/1 item score with the total (the point-biserial is Pearson's r on a dichotomy).
  const pearson = (xs: number[], ys: number[]) => {
    const cov = avg(xs.map((x, i) => (x - avg(xs)) * ((ys[i] as number) - avg(ys))));
    const d = Math.sqrt(popVar(xs) * popVar(ys));
    return d === 0 ? null : cov / d;
  };
  const g = Math.round(0.27 * n);
  const order = rights.map((r, i) => ({ r, i })).sort((a, b) => b.r - a.r || a.i - b.i);
  const upper = new Set(order.slice(0, g).map((o) => o.i));
  const lower = new Set(order.slice(n - g).map((o) => o.i));
  // Cronbach's alpha with population variances: for 0/1 items it is KR-20.
  const itemVars = bank.map((_, q) => popVar(right.map((r) => (r[q] ? 1 : 0))));
  const alpha = (k / (k - 1)) * (1 - itemVars.reduce((s, v) => s + v, 0) / popVar(rights));
  const scores = rights.map((r) => (100 * r) / k);
  return {
    meanScore: avg(scores),
    sdScore: Math.sqrt(popVar(scores)),
    passRate: rights.filter((r) => Math.round((100 * r) / k) >= passingScore).length / n,
    meanCorrect: avg(rights),
    kr20: alpha,
    items: bank.map((q, qi) => {
      const x = right.map((r) => (r[qi] ? 1 : 0));
      const p = avg(x);
      const inGroup = (set: Set<number>) => [...set].filter((i) => right[i]?.[qi]).length / set.size;
      const pb = pearson(
        x,
        rights.map((r) => r / k),
      );
      const d = inGroup(upper) - inGroup(lower);
      const choices = q.choices.map((c) => {
        const who = picks.map((row, i) => (row[qi] === c.id ? i : -1)).filter((i) => i >= 0);
        return {
          choiceId: c.id,
          picked: who.length,
          pickedUpper: who.filter((i) => upper.has(i)).length,
          pickedLower: who.filter((i) => lower.has(i)).length,
        };
      });
      const flags: string[] = [];
      if (p > 0.9) flags.push('TOO_EASY');
      if (p < 0.2) flags.push('TOO_HARD');
      if ((pb ?? d) < 0) flags.push('NEGATIVE_DISCRIMINATION');
      if (q.choices.some((c) => !c.correct && !choices.find((x) => x.choiceId === c.id)?.picked)) flags.push('UNUSED_DISTRACTOR');
      return { key: q.id, p, pb, d, omitted: picks.filter((row) => row[qi] === null).length, choices, flags };
    }),
  };
}

describe('item analysis of a demo exam', () => {
  it('matches reference figures computed from twelve sittings taken through the exam API', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'item-demo-')));
    const db = t.database.db;
    const { productId } = await importCourseFolder(db, t.clock, join(CONTENT, 're-exam-prep'), storage);
    await db.update(products).set({ startDateRequired: false, minimumRequiredMinutes: null }).where(eq(products.id, productId));
    const tree = await db.select().from(nodes).where(eq(nodes.productId, productId));
    const exam = tree.find((n) => n.key === 'practice/finance');
    if (!exam) throw new Error('demo exam missing');
    const bankRows = await db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.nodeId, exam.id))
      .orderBy(examQuestions.position);
    const bank = bankRows.map((r) => r.data as unknown as StoredQuestion);
    expect(bank.map((q) => q.id)).toEqual(['fi-deed-of-trust', 'fi-foreclosure', 'fi-tila', 'fi-points', 'fi-ltv']);
    const introductions = tree.filter((n) => n.type === 'UNIT_INTRODUCTION');

    for (const row of PLAN) {
      const { client, lp } = await examLearner(t, productId);
      for (const n of introductions) await recordFact(db, lp.id, n.id, 'COMPLETE', t.clock.now());
      const start = await client.post('/api/exam/nextQuestion', { assessmentId: exam.id });
      expect(start.statusCode, start.body).toBe(200);
      for (let n = 1; n <= 5; n++) {
        const shown = (await client.post('/api/exam/jumpQuestion', { assessmentId: exam.id, currentQuestionNum: n })).json();
        const qi = bank.findIndex((q) => q.text === shown.question.questionText);
        const digit = row[qi];
        // Question qi takes 10 + qi seconds: the estimate of its time is then known for every attempt answered in full.
        t.clock.advance((10 + qi) * 1000);
        if (digit === 'x') continue;
        const text = bank[qi]?.choices[Number(digit)]?.text;
        const choice = shown.question.questionChoices.find((c: { questionChoiceText: string }) => c.questionChoiceText === text);
        const saved = await client.post('/api/exam/saveQuestion', {
          assessmentId: exam.id,
          currentQuestionNum: n,
          userAnswer: choice.id,
        });
        expect(saved.statusCode).toBe(200);
      }
      expect((await client.post(`/api/exam/finish/${start.json().personAssessmentId}`)).statusCode).toBe(200);
    }

    const admin = (await signedInAs(t, [Authority.ADMIN])).client;
    const res = await admin.get(`/api/admin/item-analysis/product/${productId}`);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as ItemAnalysisReply;
    const got = reply.exams.find((e) => e.examId === exam.id);
    if (!got) throw new Error('exam not analysed');
    // The other demo exams have no sittings: counted as such, with nothing to compute.
    for (const other of reply.exams.filter((e) => e.examId !== exam.id))
      expect(other).toMatchObject({ attempts: 0, meanScore: null, passRate: null, forms: [] });

    const ref = reference(bank, got.passingScore);
    // The reference itself, checked by hand: right counts 5,4,4,4,3,3,3,2,2,2,1,0 (sum 33): mean 2.75 of 5 = 55 %;
    // passing (70 %) needs 4 or 5 right: L1-L4, 4 of 12.
    expect(ref.meanScore).toBeCloseTo(55, 9);
    expect(ref.passRate).toBeCloseTo(4 / 12, 9);
    expect(ref.kr20).toBeCloseTo(0.552434, 6);
    expect(got.passingScore).toBe(70);
    expect(got.attempts).toBe(12);
    expect(got.meanScore).toBeCloseTo(ref.meanScore, 9);
    expect(got.sdScore).toBeCloseTo(ref.sdScore, 9);
    expect(got.passRate).toBeCloseTo(ref.passRate, 9);
    expect(got.forms).toHaveLength(1);
    expect(got.forms[0]?.meanCorrect).toBeCloseTo(ref.meanCorrect, 9);
    expect(got.forms[0]?.kr20).toBeCloseTo(ref.kr20, 9);
    for (const want of ref.items) {
      const item = got.items.find((i) => i.key === want.key);
      expect(item, want.key).toBeDefined();
      expect(item?.difficulty, want.key).toBeCloseTo(want.p, 9);
      if (want.pb === null) expect(item?.pointBiserial, want.key).toBeNull();
      else expect(item?.pointBiserial, want.key).toBeCloseTo(want.pb, 9);
      expect(item?.upperLowerIndex, want.key).toBeCloseTo(want.d, 9);
      expect(item?.omitted, want.key).toBe(want.omitted);
      expect(
        item?.choices.map(({ choiceId, picked, pickedUpper, pickedLower }) => ({ choiceId, picked, pickedUpper, pickedLower })),
      ).toEqual(want.choices);
      expect(item?.flags, want.key).toEqual(want.flags);
      // The two attempts with an unanswered question give no time estimate; the ten others 10 + qi seconds.
      const qi = bank.findIndex((q) => q.id === want.key);
      expect(item).toMatchObject({ timedResponses: 10, averageSeconds: 10 + qi });
    }
    // The figures this test pins (the reference's own values, so a change in either shows here).
    console.info(
      `demo item analysis: mean ${ref.meanScore.toFixed(4)} sd ${ref.sdScore.toFixed(4)} pass ${ref.passRate.toFixed(4)} kr20 ${ref.kr20.toFixed(6)}; ` +
        ref.items
          .map((i) => `${i.key} p=${i.p.toFixed(4)} rpb=${i.pb?.toFixed(6)} D=${i.d.toFixed(4)} [${i.flags.join(' ')}]`)
          .join('; '),
    );
  });
});
