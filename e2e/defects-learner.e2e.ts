import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import type { StoredQuestion } from '../apps/server/src/modules/exam/exam-schema.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import {
  examQuestions,
  inquirySubmissions,
  lessonSlides,
  nodes,
  products,
  studentAssignments,
} from '../apps/server/src/platform/db/schema/index.js';
import { TestClient } from '../apps/server/src/test/harness.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

// Issue 25's learner defects as the learner meets them in the browser (items 9, 19, 24).

const MATCHING = fileURLToPath(new URL('./fixtures/defects-matching-course', import.meta.url));
const ASSIGNMENTS = fileURLToPath(new URL('./fixtures/assignment-course', import.meta.url));
/** The matching slide's package ids: each description's id names its match (d-fee-simple with m-fee-simple). */
const PACKAGE_IDS = ['fee-simple', 'pur-autre-vie', 'remainder', 'reversion'];

let server: E2EServer;
let browser: Browser;
let matchingLessonId = 0;
let assignmentLessonId = 0;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const db = server.database.db;
  const matching = await importCourseFolder(db, systemClock, MATCHING);
  matchingLessonId =
    (await db.select().from(nodes).where(eq(nodes.productId, matching.productId))).find((n) => n.type === 'LESSON')?.id ?? 0;
  const assignments = await importCourseFolder(db, systemClock, ASSIGNMENTS);
  assignmentLessonId =
    (await db.select().from(nodes).where(eq(nodes.productId, assignments.productId))).find((n) => n.key === 'agency/disclosure')
      ?.id ?? 0;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Shown = {
  personAssessmentId: number;
  question: { questionText: string; questionChoices: { id: string; questionChoiceText: string }[] };
};

describe('[DEFECTS] learner (issue 25)', () => {
  it('item 9: the matching slide the browser receives carries no id that gives a pair away, and is graded right', async () => {
    expect(matchingLessonId).toBeGreaterThan(0);
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-DEFECTS-MATCH');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    const lessonReply = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/lesson/${lp.id}/${matchingLessonId}`);
    await page.goto(`/lp/${lp.id}/lc/${matchingLessonId}`);
    const wire = await (await lessonReply).text();
    await page.getByRole('heading', { level: 2, name: 'Name the interest' }).waitFor();
    await expectAccessible(page, 'matching slide');

    // Neither the reply nor the page names a package id; the ids of a pair share nothing.
    for (const id of PACKAGE_IDS) {
      expect(wire).not.toContain(id);
      expect(await page.content()).not.toContain(id);
    }
    const view = JSON.parse(wire) as { inquiries: { choices?: { id: string }[]; matches?: { id: string }[] }[] };
    const slide = view.inquiries[0];
    const ids = [...(slide?.choices ?? []), ...(slide?.matches ?? [])].map((c) => c.id);
    expect(ids).toHaveLength(7);
    for (const a of ids)
      for (const b of ids) if (a !== b) expect(a.slice(-6) === b.slice(-6) || a.slice(0, 6) === b.slice(0, 6)).toBe(false);

    // Matched by the learner, with the keyboard's select fields: the server maps the ids back and grades it right.
    await page
      .getByRole('combobox', { name: 'Match for The most complete ownership, inheritable and without time limit' })
      .selectOption({ label: 'Fee simple absolute' });
    await page
      .getByRole('combobox', { name: 'Match for A life estate measured by the life of someone other than the life tenant' })
      .selectOption({ label: 'Life estate pur autre vie' });
    await page
      .getByRole('combobox', {
        name: 'Match for The interest of a third party who receives the property when a life estate ends',
      })
      .selectOption({ label: 'Remainder' });
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await page.getByText('All matched correctly.').waitFor();
    await expectAccessible(page, 'matching slide, checked');
    const stored = await server.database.db
      .select({ slide: lessonSlides.key, correct: inquirySubmissions.correct, answer: inquirySubmissions.answer })
      .from(inquirySubmissions)
      .innerJoin(lessonSlides, eq(lessonSlides.id, inquirySubmissions.slideId))
      .where(eq(inquirySubmissions.learnerProductId, lp.id))
      .orderBy(asc(inquirySubmissions.id));
    expect(stored).toEqual([
      {
        slide: 'match-estates',
        correct: true,
        answer: { pairs: { 'd-fee-simple': 'm-fee-simple', 'd-pur-autre-vie': 'm-pur-autre-vie', 'd-remainder': 'm-remainder' } },
      },
    ]);
    await context.close();
  });

  it('item 19: after a readiness exam, the topic page’s effort key agrees with the home page', async () => {
    const db = server.database.db;
    const [product] = await db.select().from(products).where(eq(products.code, 'RE-EXAM-PREP'));
    if (!product) throw new Error('no demo product');
    // This journey's own database: the demo course opened without a start date or minimum time for the sitting.
    await db.update(products).set({ startDateRequired: false, minimumRequiredMinutes: null }).where(eq(products.id, product.id));
    const [exam] = await db
      .select()
      .from(nodes)
      .where(and(eq(nodes.productId, product.id), eq(nodes.key, 'readiness/national-practice-exam')));
    if (!exam) throw new Error('no readiness exam');
    const bank = (await db.select().from(examQuestions).where(eq(examQuestions.nodeId, exam.id))).map(
      (r) => r.data as unknown as StoredQuestion,
    );
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'RE-EXAM-PREP');

    // The national readiness exam, every answer wrong (its questions are tagged on the topics themselves).
    const api = new TestClient(server.app);
    await api.signIn(learner.login, learner.password);
    const first = (await api.post('/api/exam/nextQuestion', { assessmentId: exam.id })).json() as Shown;
    for (let n = 1; n <= bank.length; n++) {
      const shown = (await api.post('/api/exam/jumpQuestion', { assessmentId: exam.id, currentQuestionNum: n })).json() as Shown;
      const wrong = bank.find((q) => q.text === shown.question.questionText)?.choices.find((c) => !c.correct)?.text;
      const choice = shown.question.questionChoices.find((c) => c.questionChoiceText === wrong);
      const saved = await api.post('/api/exam/saveQuestion', {
        assessmentId: exam.id,
        currentQuestionNum: n,
        userAnswer: choice?.id,
      });
      expect(saved.statusCode).toBe(200);
    }
    expect((await api.post(`/api/exam/finish/${first.personAssessmentId}`)).statusCode).toBe(200);
    const home = (await api.get(`/api/product/${lp.id}/state`)).json() as {
      effortBreakdowns: { title: string; effortRank: string; numberCorrect: number; totalNumber: number }[];
    };
    const finance = home.effortBreakdowns.find((b) => b.title === 'Finance');
    expect(finance).toMatchObject({ effortRank: 'FOCUS_HERE', numberCorrect: 0 });
    const total = finance?.totalNumber ?? 0;
    expect(total).toBeGreaterThan(0);

    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/home`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Finance, / }) });
    await card.getByText('Focus Here').waitFor();
    await expectAccessible(page, 'exam-prep home after the readiness exam');
    await card.getByRole('link', { name: /^Finance, / }).click();
    await page.getByRole('heading', { level: 1, name: 'Finance' }).waitFor();
    // The page's key: the home's Focus Here figures for Finance, not 0/0 for every rank.
    await page.getByText(`Focus Here (0/${total} correct)`).waitFor();
    expect(await page.getByText('Focus Here (0/0 correct)').count()).toBe(0);
    await expectAccessible(page, 'Finance topic page');
    await context.close();
  });

  it('item 24: the instructor e-mail from the course home names where the learner is; a failed assignment Send says so', async () => {
    expect(assignmentLessonId).toBeGreaterThan(0);
    const learner = await createLearner(server);
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'E2E-ASSIGN');
    // The course shows the instructor contact (this journey's own database).
    await server.database.db.update(products).set({ showContactInstructor: true }).where(eq(products.id, product.id));
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);

    // The learner is in the lesson, then asks the instructor from the course home.
    await page.goto(`/lp/${lp.id}/lc/${assignmentLessonId}`);
    await page.getByRole('textbox', { name: 'Your response' }).waitFor();
    await page.goto(`/lp/${lp.id}/home`);
    await page.getByRole('button', { name: 'E-mail instructor' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail Your Instructor' });
    await expect.poll(() => dialog.getByRole('textbox', { name: /E-mail address/ }).inputValue()).toBe(learner.email);
    await dialog.getByRole('textbox', { name: /Subject/ }).fill('Disclosure question');
    await dialog.getByRole('textbox', { name: /Comments/ }).fill('When is the disclosure due?');
    await expectAccessible(page, 'instructor e-mail');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/support/instructor/email'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    const body = (await sent).postDataJSON() as { learnerProductId: number; learningComponentId?: number };
    expect(body).toMatchObject({ learnerProductId: lp.id });
    expect(typeof body.learningComponentId).toBe('number');
    const [node] = await server.database.db
      .select()
      .from(nodes)
      .where(eq(nodes.id, body.learningComponentId ?? 0));
    expect(node?.productId).toBe(product.id);
    // The mail the instructor (or support) gets names it.
    await expect
      .poll(() => server.smtp.mails.some((m) => m.raw.includes(`Learning component: ${body.learningComponentId}`)))
      .toBe(true);
    await page.keyboard.press('Escape');

    // The assignment's Send fails (the server cannot be reached): the page says so and keeps the text.
    await page.goto(`/lp/${lp.id}/assignments`);
    await page.getByRole('button', { name: /Draft a disclosure/ }).click();
    await page.route('**/api/**', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    const box = page.getByRole('textbox', { name: 'Your response' });
    await box.fill('Seller agency, disclosed at first contact.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').getByText('Your response was not sent. It is still in the box: please try again.').waitFor();
    expect(await box.inputValue()).toBe('Seller agency, disclosed at first contact.');
    await expectAccessible(page, 'assignment Send failed');
    const stored = await server.database.db
      .select()
      .from(studentAssignments)
      .where(eq(studentAssignments.learnerProductId, lp.id));
    expect(stored).toEqual([]);
    await context.close();
  });
});
