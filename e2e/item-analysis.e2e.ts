import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredQuestion } from '../apps/server/src/modules/exam/exam-schema.js';
import { examQuestions, nodes, products } from '../apps/server/src/platform/db/schema/index.js';
import { TestClient } from '../apps/server/src/test/harness.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Shown = {
  personAssessmentId: number;
  question: { questionText: string; questionChoices: { id: string; questionChoiceText: string }[] };
};

/** One sitting of the demo Finance practice exam through the exam API: the first `right` bank questions answered right, the rest wrong. */
async function sitFinance(examId: number, bank: StoredQuestion[], right: number) {
  const learner = await createLearner(server);
  await enrolInDemoProduct(server, learner.id, 'RE-EXAM-PREP');
  const api = new TestClient(server.app);
  await api.signIn(learner.login, learner.password);
  const first = (await api.post('/api/exam/nextQuestion', { assessmentId: examId })).json() as Shown;
  for (let n = 1; n <= bank.length; n++) {
    const shown = (await api.post('/api/exam/jumpQuestion', { assessmentId: examId, currentQuestionNum: n })).json() as Shown;
    const qi = bank.findIndex((q) => q.text === shown.question.questionText);
    const want = bank[qi]?.choices.find((c) => c.correct === qi < right)?.text;
    const choice = shown.question.questionChoices.find((c) => c.questionChoiceText === want);
    expect(
      (await api.post('/api/exam/saveQuestion', { assessmentId: examId, currentQuestionNum: n, userAnswer: choice?.id }))
        .statusCode,
    ).toBe(200);
  }
  expect((await api.post(`/api/exam/finish/${first.personAssessmentId}`)).statusCode).toBe(200);
}

describe('[ITEM-ANALYSIS] item statistics of a course’s exams', () => {
  it('[ITEM-ANALYSIS] an administrator reads the figures of the demo Finance practice exam, filters by keyboard and downloads the CSV', async () => {
    const db = server.database.db;
    const [product] = await db.select().from(products).where(eq(products.code, 'RE-EXAM-PREP'));
    if (!product) throw new Error('no demo product');
    // This journey's own database: the demo course opened without a start date or minimum time for the sittings.
    await db.update(products).set({ startDateRequired: false, minimumRequiredMinutes: null }).where(eq(products.id, product.id));
    const [exam] = await db.select().from(nodes).where(eq(nodes.key, 'practice/finance'));
    if (!exam) throw new Error('no demo exam');
    const bank = (
      await db.select().from(examQuestions).where(eq(examQuestions.nodeId, exam.id)).orderBy(examQuestions.position)
    ).map((r) => r.data as unknown as StoredQuestion);
    // Three sittings: all 5 right, the first 3 right, none right.
    for (const right of [5, 3, 0]) await sitFinance(exam.id, bank, right);

    const admin = await createAdmin(server);
    const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.goto('/administration');
    await page.getByRole('link', { name: 'Item analysis' }).click();
    await page.getByRole('heading', { name: 'Item analysis' }).waitFor();
    await page.getByLabel('Find a course').fill('RE-EXAM-PREP');
    await page.getByRole('option', { name: `${product.name} (RE-EXAM-PREP)` }).waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Course' }).selectOption(String(product.id));
    // The whole course first: every exam and the graded lesson questions (none answered in this journey).
    const lessons = page.getByRole('table', { name: 'Graded lesson questions' });
    await lessons.waitFor();
    expect(await lessons.getByRole('row').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'item analysis of a course');
    await page.getByRole('combobox', { name: 'Exam' }).selectOption(String(exam.id));

    const table = page.getByRole('table', { name: 'Items of Finance Practice Exam' });
    await table.waitFor();
    // Header row and the five questions; fi-deed-of-trust (bank's first) right in 2 of 3 sittings.
    expect(await table.getByRole('row').count()).toBe(6);
    const deed = table.getByRole('row', { name: /fi-deed-of-trust/ });
    expect(await deed.getByRole('cell').nth(1).textContent()).toBe('0.67');
    await page.getByText('3 attempts; mean score 53.3%').waitFor();
    await page.getByRole('img', { name: /Scatter chart of 5 of 5 items/ }).waitFor();
    await expectAccessible(page, 'item analysis of an exam');

    // Keyboard: focus the filter and tick it with Space; three sittings are too few for any flag.
    const flagged = page.getByRole('checkbox', { name: 'Flagged items only' });
    await flagged.focus();
    await page.keyboard.press('Space');
    expect(await flagged.isChecked()).toBe(true);
    await page.getByText('No item is flagged.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`item-analysis-${product.id}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toMatch(/^source,examId,examTitle,examAttempts,examMeanScore/);
    expect(lines).toHaveLength(6);
    expect(lines.filter((l) => l.includes('"fi-deed-of-trust"'))[0]).toContain(',3,0,0.666667,');
    // No learner in the file.
    for (const l of lines) expect(l).not.toMatch(/Journey|@example\.test/);
    await context.close();
  });
});
