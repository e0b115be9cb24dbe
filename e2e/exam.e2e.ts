import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { examAttemptQuestions, exams, learnerNodeStatus, nodes } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { attemptOf, secondsShown } from './support/exam.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/exam-course', import.meta.url));
const TITLE = 'Unit 1 Exam: Agency';

let server: E2EServer;
let browser: Browser;
let examId = 0;
/** The server's clock: real time, moved forward when a journey lets the exam's time run out. */
const clock = { aheadMs: 0, now: () => new Date(clock.nowMs()), nowMs: () => Date.now() + clock.aheadMs };
beforeAll(async () => {
  server = await startServer({}, clock);
  browser = await launchBrowser();
  // The journey's own course package (a timed unit exam of three questions), imported as `npm run course:import` would.
  const { productId } = await importCourseFolder(server.database.db, systemClock, FIXTURE);
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  examId = rows.find((n) => n.key === 'agency/unit-exam')?.id ?? 0;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A learner of their own, signed in, on the exam's intro. */
async function openExam() {
  const learner = await createLearner(server);
  const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-EXAM');
  const { context, page } = await newPage(browser, server.url);
  await signIn(page, learner.login, learner.password);
  await page.goto(`/lp/${lp.id}/lc/${examId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  return { lp, context, page };
}

/** Answers the three questions (two right) and submits; the page then shows the results. */
async function answerAllAndSubmit(page: Page) {
  await page.getByRole('button', { name: 'Start Exam' }).click();
  const next = page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Next' });
  const answers = ['The seller', 'Nothing unless asked', 'When the parties agree to it'];
  for (const [i, answer] of answers.entries()) {
    await page.getByRole('heading', { level: 2, name: `Question ${i + 1}` }).waitFor();
    await page.getByRole('radio', { name: answer }).check();
    if (i < answers.length - 1) {
      await expect.poll(() => next.isEnabled()).toBe(true);
      await next.click();
    }
  }
  await page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Submit Exam' }).click();
  await page.getByRole('dialog', { name: 'Submit Exam?' }).getByRole('button', { name: 'Submit Exam' }).click();
  await page.getByRole('heading', { level: 2, name: 'Exam Results' }).waitFor();
}

/** A state-changing call from the page's own session, with its CSRF token, as a crafted request would be sent. */
async function postFromPage(page: Page, path: string, data: Record<string, unknown> = {}) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post(path, { data, headers: { 'x-xsrf-token': xsrf } });
}

describe('[EXAM] journeys', () => {
  it('[EXAM] a learner takes a timed unit exam: answers by keyboard and mouse, stars, jumps, reloads, submits, sees the result', async () => {
    const { lp, context, page } = await openExam();
    await page.getByText('Three questions on agency. You need 70% to pass.').waitFor();
    await expectAccessible(page, 'exam intro');
    expect(await page.getByRole('definition').allTextContents()).toEqual(['3', '70%', '20 mins', 'Unlimited', '0/1']);
    await page.getByRole('button', { name: 'Start Exam' }).click();

    await page.getByRole('heading', { level: 2, name: 'Question 1' }).waitFor();
    await page.getByText('Question 1 of 3').waitFor();
    await expectAccessible(page, 'exam question');
    expect(await secondsShown(page)).toBeGreaterThan(19 * 60);
    const next = page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);

    // Keyboard: focus is on the question's heading; Tab enters the choices, arrows move and pick. The choices come
    // in this learner's own order (decision 0055), so the arrows walk to where 'The seller' is shown.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Question 1');
    const sellerId = await page.getByRole('radio', { name: 'The seller' }).getAttribute('id');
    const shownIds = await page.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.id));
    const seller = shownIds.indexOf(sellerId ?? '');
    expect(seller).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    for (let i = 0; i < seller; i++) await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'The seller' }).isChecked()).toBe(true);
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();

    // Question 2: star it, answer it wrong, then jump to question 3 from the list.
    await page.getByRole('heading', { level: 2, name: 'Question 2' }).waitFor();
    await page.getByRole('button', { name: 'Star question' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Star question' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('radio', { name: 'Nothing unless asked' }).check();
    const list = page.getByRole('navigation', { name: 'Question list' });
    await list.getByRole('button', { name: 'Question 2, answered, starred' }).waitFor();
    await list.getByRole('button', { name: 'Question 3, not answered' }).click();
    await page.getByRole('heading', { level: 2, name: 'Question 3' }).waitFor();
    await page.getByRole('radio', { name: 'When the parties agree to it' }).check();
    await list.getByRole('button', { name: 'Question 3, answered' }).waitFor();

    // A reload (past the 2 s guard, which asks first) lands on the same question with the clock still running.
    const before = await secondsShown(page);
    await page.waitForTimeout(2200);
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Question 3' }).waitFor();
    expect(prompts).toEqual(['beforeunload']);
    expect(await page.getByRole('radio', { name: 'When the parties agree to it' }).isChecked()).toBe(true);
    const after = await secondsShown(page);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(before - 30);

    // Submit Exam on the last question opens the finish prompt; submitting shows the result.
    await page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Submit Exam' }).click();
    const prompt = page.getByRole('dialog', { name: 'Submit Exam?' });
    await prompt.getByText('You have answered 3 of 3 questions.').waitFor();
    await expectAccessible(page, 'exam submit modal');
    await prompt.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('heading', { level: 2, name: 'Exam Results' }).waitFor();
    await page.getByText('Not passed').waitFor();
    await page.getByText('Your score: 67%').waitFor();
    // Score by topic names each tag readably (issue 25 #34): 'Agency', not the package's 'agency'.
    await page.getByRole('rowheader', { name: 'Agency', exact: true }).waitFor();
    await page.getByText('Review the unit, then retake the exam.').waitFor();
    await expectAccessible(page, 'exam results');

    // What the server holds: one finished attempt, the answers in place, the star, graded 2 of 3.
    const attempt = await attemptOf(server, lp.id, examId);
    expect(attempt).toMatchObject({ finishReason: 'SUBMITTED', numCorrect: 2, score: 67, passed: false });
    const answers = await server.database.db
      .select({
        position: examAttemptQuestions.position,
        answer: examAttemptQuestions.userAnswer,
        starred: examAttemptQuestions.starred,
      })
      .from(examAttemptQuestions)
      .where(eq(examAttemptQuestions.attemptId, attempt.id))
      .orderBy(asc(examAttemptQuestions.position));
    expect(answers).toEqual([
      { position: 1, answer: 'seller', starred: false },
      { position: 2, answer: 'nothing', starred: true },
      { position: 3, answer: 'agreement', starred: false },
    ]);

    // The review of this attempt, from the results: one click (issue 20).
    await page.getByRole('button', { name: 'Review Answers' }).click();
    await page.getByRole('heading', { level: 1, name: `${TITLE}: Results` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Review' }).waitFor();
    await page.getByText('The listing agreement makes the seller the client.').waitFor();
    await expectAccessible(page, 'exam review');
    expect(await page.getByRole('link', { name: 'Download (PDF, opens in a new tab)' }).getAttribute('href')).toBe(
      `/pdf/exam/review/${attempt.id}`,
    );
    await context.close();
  });

  it('[EXAM] a pass/fail exam says passed or not, never the score, the counts or the topic scores (issue 25 item 32)', async () => {
    const db = server.database.db;
    const [row] = await db.select().from(exams).where(eq(exams.nodeId, examId));
    const settings = row?.settings ?? {};
    await db
      .update(exams)
      .set({ settings: { ...settings, scoredAsPassFail: true } })
      .where(eq(exams.nodeId, examId));
    try {
      const { lp, context, page } = await openExam();
      await page.getByRole('button', { name: 'Start Exam' }).click();
      const next = page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Next' });
      const answers = ['The seller', 'Nothing unless asked', 'When the parties agree to it'];
      for (const [i, answer] of answers.entries()) {
        await page.getByRole('heading', { level: 2, name: `Question ${i + 1}` }).waitFor();
        await page.getByRole('radio', { name: answer }).check();
        if (i < answers.length - 1) {
          await expect.poll(() => next.isEnabled()).toBe(true);
          await next.click();
        }
      }
      await page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Submit Exam' }).click();
      await page.getByRole('dialog', { name: 'Submit Exam?' }).getByRole('button', { name: 'Submit Exam' }).click();
      await page.getByRole('heading', { level: 2, name: 'Exam Results' }).waitFor();
      await page.getByText('Not passed').waitFor();
      await expectAccessible(page, 'pass/fail exam results');
      // Two of three right (67%), and nothing on the page says so.
      expect(await page.getByText(/Your score/).count()).toBe(0);
      expect(await page.getByText(/67/).count()).toBe(0);
      expect(
        await page
          .getByRole('term')
          .filter({ hasText: /^(Correct|Incorrect)$/ })
          .count(),
      ).toBe(0);
      expect(await page.getByRole('rowheader', { name: 'Agency', exact: true }).count()).toBe(0);
      // Nor does what the page reads: the results withhold the score, the counts and the breakdowns.
      const attempt = await attemptOf(server, lp.id, examId);
      expect(attempt.score).toBe(67);
      const results = await page.request.get(`/api/exam/results/${attempt.id}`);
      expect(results.status()).toBe(200);
      expect(await results.json()).toMatchObject({
        examScore: null,
        numCorrect: null,
        numIncorrect: null,
        scoreBreakdowns: [],
        examPassed: false,
      });
      await context.close();
    } finally {
      await db.update(exams).set({ settings }).where(eq(exams.nodeId, examId));
    }
  });

  it('[EXAM] with the review withheld, a failed exam names no topic of fewer than 3 questions (issue 25 item 10)', async () => {
    const db = server.database.db;
    const [row] = await db.select().from(exams).where(eq(exams.nodeId, examId));
    const settings = row?.settings ?? {};
    await db
      .update(exams)
      .set({ settings: { ...settings, showFeedback: 'WHEN_PASSED' } })
      .where(eq(exams.nodeId, examId));
    try {
      const { lp, context, page } = await openExam();
      await page.getByRole('button', { name: 'Start Exam' }).click();
      const next = page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Next' });
      // 'agency' tags two questions, 'disclosure' one: a topic score would tell which answer was wrong.
      const answers = ['The seller', 'Nothing unless asked', 'When the parties agree to it'];
      for (const [i, answer] of answers.entries()) {
        await page.getByRole('heading', { level: 2, name: `Question ${i + 1}` }).waitFor();
        await page.getByRole('radio', { name: answer }).check();
        if (i < answers.length - 1) {
          await expect.poll(() => next.isEnabled()).toBe(true);
          await next.click();
        }
      }
      await page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Submit Exam' }).click();
      await page.getByRole('dialog', { name: 'Submit Exam?' }).getByRole('button', { name: 'Submit Exam' }).click();
      await page.getByRole('heading', { level: 2, name: 'Exam Results' }).waitFor();
      await page.getByText('Not passed').waitFor();
      await page.getByText('Your score: 67%').waitFor();
      await expectAccessible(page, 'exam results, review withheld');
      expect(await page.getByRole('button', { name: 'Review Answers' }).count()).toBe(0);
      expect(await page.getByRole('rowheader', { name: 'Agency', exact: true }).count()).toBe(0);
      expect(await page.getByRole('rowheader', { name: 'Disclosure', exact: true }).count()).toBe(0);
      const attempt = await attemptOf(server, lp.id, examId);
      expect(attempt).toMatchObject({ numCorrect: 2, passed: false });
      await context.close();
    } finally {
      await db.update(exams).set({ settings }).where(eq(exams.nodeId, examId));
    }
  });

  it('[EXAM] an exam that disables Previous offers no Previous, no star and no way back in the question list (issue 25 item 42)', async () => {
    const db = server.database.db;
    const [row] = await db.select().from(exams).where(eq(exams.nodeId, examId));
    const settings = row?.settings ?? {};
    await db
      .update(exams)
      .set({ settings: { ...settings, disablePrevious: true } })
      .where(eq(exams.nodeId, examId));
    try {
      const { lp, context, page } = await openExam();
      await page.getByRole('button', { name: 'Start Exam' }).click();
      const nav = page.getByRole('navigation', { name: 'Exam questions' });
      await page.getByRole('heading', { level: 2, name: 'Question 1' }).waitFor();
      await page.getByRole('radio', { name: 'The seller' }).check();
      const next = nav.getByRole('button', { name: 'Next' });
      await expect.poll(() => next.isEnabled()).toBe(true);
      await next.click();
      await page.getByRole('heading', { level: 2, name: 'Question 2' }).waitFor();
      await expectAccessible(page, 'exam question, Previous disabled');
      expect(await nav.getByRole('button', { name: 'Previous' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Star question' }).count()).toBe(0);
      const list = page.getByRole('navigation', { name: 'Question list' });
      expect(await list.getByRole('button', { name: /^Question 1,/ }).isDisabled()).toBe(true);

      // Hidden is not enough: the server refuses the way back and the star to a crafted request too (decision 0118).
      const attempt = await attemptOf(server, lp.id, examId);
      const questions = await db
        .select({ id: examAttemptQuestions.id, answer: examAttemptQuestions.userAnswer, starred: examAttemptQuestions.starred })
        .from(examAttemptQuestions)
        .where(eq(examAttemptQuestions.attemptId, attempt.id))
        .orderBy(asc(examAttemptQuestions.position));
      const flow = { assessmentId: examId, learnerProductId: lp.id, personAssessmentId: attempt.id };
      const refusals = [
        await postFromPage(page, '/api/exam/nextQuestion', {
          ...flow,
          currentQuestionNum: 2,
          questionSequenceRequest: 'PREVIOUS',
        }),
        await postFromPage(page, '/api/exam/jumpQuestion', { ...flow, currentQuestionNum: 1 }),
        await postFromPage(page, `/api/exam/question/${questions[1]?.id}/star`),
      ];
      for (const refused of refusals) {
        expect(refused.status()).toBe(409);
        expect((await refused.json()).code).toBe('PREVIOUS_DISABLED');
      }
      const after = await db
        .select({ id: examAttemptQuestions.id, answer: examAttemptQuestions.userAnswer, starred: examAttemptQuestions.starred })
        .from(examAttemptQuestions)
        .where(eq(examAttemptQuestions.attemptId, attempt.id))
        .orderBy(asc(examAttemptQuestions.position));
      expect(after).toEqual(questions);
      expect(after.map((q) => q.starred)).toEqual([false, false, false]);
      // The learner's page carries on where it was.
      await page.getByRole('radio', { name: 'Nothing unless asked' }).check();
      await list.getByRole('button', { name: 'Question 2, answered' }).waitFor();
      await context.close();
    } finally {
      await db.update(exams).set({ settings }).where(eq(exams.nodeId, examId));
    }
  });

  it("[EXAM] a failed read of the exam's status, or of its node, is titled 'Error!' (issue 25 item 42, 002 §8)", async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-EXAM');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    // The status read (GET api/exam/check) fails as an unavailable server would answer it.
    await page.route(
      (url) => url.pathname === `/api/exam/check/${examId}`,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, status: 503, body: '{"status":503,"code":"UNAVAILABLE","message":"down"}' });
      },
    );
    await page.goto(`/lp/${lp.id}/lc/${examId}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Error!' });
    await alert.getByText('Error!', { exact: true }).waitFor();
    await alert.getByText('An error occurred (Error: 503xService Unavailable)').waitFor();
    expect(await page.getByRole('button', { name: 'Start Exam' }).count()).toBe(0);
    await expectAccessible(page, 'exam status read failed');

    // The container itself (the lc read of the exam's node) failing is titled the same (002 §8 "home or container").
    await page.unrouteAll();
    await page.route(
      (url) => url.pathname === `/api/product/${lp.id}/lc/${examId}`,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, status: 503, body: '{"status":503,"code":"UNAVAILABLE","message":"down"}' });
      },
    );
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'Error!' });
    await failed.getByText('An error occurred (Error: 503xService Unavailable)').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: TITLE }).count()).toBe(0);
    await context.close();
  });

  it("[EXAM] the history's attempt details carry the attempt in the lc data parameter; another learner's attempt or text there shows nothing (issue 25 item 22)", async () => {
    const { lp, context, page } = await openExam();
    await answerAllAndSubmit(page);
    const attempt = await attemptOf(server, lp.id, examId);
    await page.goto(`/lp/${lp.id}/lc/${examId}?step=examHistory`);
    await page.getByRole('button', { name: 'Attempt 1 details' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review' }).waitFor();
    expect(new URL(page.url()).searchParams.get('data')).toBe(String(attempt.id));
    await page.getByText('Your score: 67%').waitFor();

    // Another learner puts the first one's attempt in their own address: the page names no result and asks nothing.
    const other = await openExam();
    const asked: string[] = [];
    other.page.on('request', (request) => {
      if (/\/api\/exam\/(results|review)/.test(request.url())) asked.push(request.url());
    });
    await other.page.goto(`/lp/${other.lp.id}/lc/${examId}?step=examHistory&data=${attempt.id}`);
    await other.page.getByText('Error: Unable to fetch exam results.').waitFor();
    expect(await other.page.getByText(/Your score/).count()).toBe(0);
    await expectAccessible(other.page, 'exam history, data naming no attempt of the learner');
    // Text in data is never shown: the history is shown as without it.
    await other.page.goto(`/lp/${other.lp.id}/lc/${examId}?step=examHistory&data=${encodeURIComponent('Call 555-0100 now')}`);
    await other.page.getByText('You have not finished this exam yet.').waitFor();
    expect(await other.page.getByText(/555-0100/).count()).toBe(0);
    expect(asked).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('[EXAM] when the server deadline passes, a save is refused: "You have reached the maximum time allowed." and the result', async () => {
    const { lp, context, page } = await openExam();
    await page.getByRole('button', { name: 'Start Exam' }).click();
    await page.getByRole('heading', { level: 2, name: 'Question 1' }).waitFor();
    await page.getByRole('radio', { name: 'The seller' }).check();
    await page.getByRole('navigation', { name: 'Question list' }).getByRole('button', { name: 'Question 1, answered' }).waitFor();
    await expect.poll(async () => (await attemptOf(server, lp.id, examId)).id).toBeGreaterThan(0);

    // The server's clock moves a minute past the deadline fixed at the start.
    const { deadline } = await attemptOf(server, lp.id, examId);
    if (!deadline) throw new Error('a timed attempt has a deadline');
    clock.aheadMs = deadline.getTime() + 60_000 - Date.now();

    await page.getByRole('navigation', { name: 'Exam questions' }).getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Time expired' });
    await dialog.getByText('You have reached the maximum time allowed.').waitFor();
    await expectAccessible(page, 'time expired modal');
    await dialog.getByRole('button', { name: 'View Results' }).click();
    await page.getByRole('heading', { level: 2, name: 'Exam Results' }).waitFor();
    await page.getByText('Your score: 33%').waitFor();

    const attempt = await attemptOf(server, lp.id, examId);
    expect(attempt.finishReason).toBe('TIME_EXPIRED');
    expect(attempt.finishedAt?.getTime()).toBe(deadline.getTime());
    expect(attempt.numCorrect).toBe(1);
    const [status] = await server.database.db
      .select({ status: learnerNodeStatus.status })
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, examId)));
    expect(status?.status).not.toBe('COMPLETE');
    clock.aheadMs = 0;
    await context.close();
  });
});
