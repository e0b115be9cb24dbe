import { fileURLToPath } from 'node:url';
import { Authority, type IssuedGateCode } from '@continuum/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../apps/server/src/modules/account/repo.js';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import {
  examAttemptQuestions,
  examGateCodes,
  learnerNodeStatus,
  nodes,
  productRules,
} from '../apps/server/src/platform/db/schema/index.js';
import { TestClient } from '../apps/server/src/test/harness.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { attemptOf, secondsShown } from './support/exam.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner, uniqueLogin } from './support/users.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/final-exam-course', import.meta.url));
const TITLE = 'Final Exam: Agency Practice';

let server: E2EServer;
let browser: Browser;
let productId = 0;
let finalId = 0;
/** An administrator's API session: codes are issued as the admin (or proctor) path issues them. */
let admin: TestClient;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The journey's own course package (a timed final exam of four questions), as `npm run course:import` would.
  ({ productId } = await importCourseFolder(server.database.db, systemClock, FIXTURE));
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  finalId = rows.find((n) => n.key === 'final-exam')?.id ?? 0;
  const login = uniqueLogin('admin');
  const now = new Date();
  await insertUser(
    server.database.db,
    {
      login,
      email: `${login}@example.test`,
      passwordHash: await hashPassword('admin-pass-1'),
      firstName: 'Ada',
      lastName: 'Admin',
      langKey: 'en',
      activated: true,
      createdAt: now,
      updatedAt: now,
    },
    [Authority.AUTHENTICATED, Authority.ADMIN],
  );
  admin = new TestClient(server.app);
  await admin.signIn(login, 'admin-pass-1');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The product's course rules, as an administrator sets them (in this journey's own database). */
async function setRules(rules: Record<string, string>) {
  const db = server.database.db;
  for (const [key, value] of Object.entries(rules)) {
    await db.delete(productRules).where(and(eq(productRules.productId, productId), eq(productRules.key, key)));
    await db.insert(productRules).values({ productId, key, value });
  }
}

async function issueCode(learnerProductId: number, kind: 'ACCESS' | 'PROCTOR'): Promise<string> {
  const res = await admin.post('/api/admin/exam-gates/codes', { learnerProductId, componentId: finalId, kind });
  if (res.statusCode !== 200) throw new Error(`issuing a ${kind} code failed: ${res.statusCode} ${res.body}`);
  return (res.json() as IssuedGateCode).code;
}

/** A learner of their own with an access and a proctor code for the final, signed in, on the exam's intro. */
async function openFinal() {
  const learner = await createLearner(server);
  const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-FINAL');
  const codes = { access: await issueCode(lp.id, 'ACCESS'), proctor: await issueCode(lp.id, 'PROCTOR') };
  const { context, page } = await newPage(browser, server.url);
  await signIn(page, learner.login, learner.password);
  await page.goto(`/lp/${lp.id}/lc/${finalId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  return { learner, lp, codes, context, page };
}

/** Start Exam, through the access code, proctor code and 'Before you begin' prompts, to question 1. */
async function startThroughGates(page: Page, codes: { access: string; proctor: string }) {
  await page.getByRole('button', { name: 'Start Exam' }).click();
  const access = page.getByRole('dialog', { name: 'Code Required' });
  await access.getByText('A valid access code is required to access the final course exam.').waitFor();
  await expectAccessible(page, 'access code modal');
  await access.getByLabel('Access code').fill('ZZZZ-ZZZZ');
  await access.getByRole('button', { name: 'Submit' }).click();
  const accessError = page.getByRole('dialog', { name: 'Access Code Error' });
  await accessError.getByText('The code entered is not valid').waitFor();
  await accessError.getByText('Incorrect Access Code').waitFor();
  await expectAccessible(page, 'access code error modal');
  await accessError.getByLabel('Access code').fill(codes.access.toLowerCase());
  await accessError.getByRole('button', { name: 'Submit' }).click();

  const proctor = page.getByRole('dialog', { name: 'Proctor Code' });
  await proctor.getByText('Your proctor must enter the proctor code to start the final exam.').waitFor();
  // An access code never opens the proctor gate.
  await proctor.getByLabel('Proctor code').fill(codes.access);
  await proctor.getByRole('button', { name: 'Submit' }).click();
  await proctor.getByText('The Proctor Code is not correct.').waitFor();
  await expectAccessible(page, 'proctor code modal, error');
  await proctor.getByLabel('Proctor code').fill(codes.proctor);
  await proctor.getByRole('button', { name: 'Submit' }).click();

  const popup = page.getByRole('dialog', { name: 'Before you begin' });
  await popup.getByText('The final exam is timed. Set aside enough time to finish it in one sitting.').waitFor();
  await expectAccessible(page, 'before you begin modal');
  await popup.getByRole('button', { name: 'Begin Exam' }).click();
  await page.getByRole('heading', { level: 2, name: 'Question 1' }).waitFor();
}

async function storedAnswers(attemptId: number) {
  return server.database.db
    .select({
      position: examAttemptQuestions.position,
      answer: examAttemptQuestions.userAnswer,
      starred: examAttemptQuestions.starred,
    })
    .from(examAttemptQuestions)
    .where(eq(examAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(examAttemptQuestions.position));
}

/** The text of every page of a PDF, read with pdf.js (the web app's PDF viewer library). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = fileURLToPath(new URL('../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await pdf.destroy();
  return lines.join('\n');
}

/** Goes offline for the browser only (the server and the test's database stay reachable). */
const setOffline = (context: BrowserContext, offline: boolean) => context.setOffline(offline);

describe('[FINAL-EXAM] journeys', () => {
  it('[FINAL-EXAM] a learner passes the gates, stars and jumps, reloads, loses the connection, submits, reviews and downloads the PDF', async () => {
    await setRules({
      SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes',
      SC_PROCTOR_PROCTOR_REQUIRED: 'yes',
      SC_FINAL_EXAMS_ALLOW_PRINT: 'yes',
    });
    const { learner, lp, codes, context, page } = await openFinal();
    await page.getByText('Four questions on agency practice. You need 70% to pass.').waitFor();
    await expectAccessible(page, 'final exam intro');
    await startThroughGates(page, codes);
    await page.getByText('Question 1 of 4').waitFor();
    // Closed book (issue 25 item 33): no glossary, study tools or resources beside the questions.
    await page.getByRole('heading', { name: 'Closed book' }).waitFor();
    expect(await page.getByRole('link', { name: 'Glossary' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'View All Resources' }).count()).toBe(0);
    await expectAccessible(page, 'final exam question');
    expect(await secondsShown(page)).toBeGreaterThan(29 * 60);

    // The codes are spent on this sitting: each is marked with the attempt that used it.
    const { id: attemptId } = await attemptOf(server, lp.id, finalId);
    const gateRows = await server.database.db.select().from(examGateCodes).where(eq(examGateCodes.learnerProductId, lp.id));
    expect(gateRows.map((r) => [r.kind, r.consumedAttemptNumber]).sort()).toEqual([
      ['ACCESS', 1],
      ['PROCTOR', 1],
    ]);

    const nav = page.getByRole('navigation', { name: 'Exam questions' });
    const list = page.getByRole('navigation', { name: 'Question list' });
    await page.getByRole('radio', { name: 'The seller' }).check();
    await list.getByRole('button', { name: 'Question 1, answered' }).waitFor();
    await nav.getByRole('button', { name: 'Next' }).click();

    // Question 2: star it and answer it (wrongly), then jump ahead to question 4 and back to question 3.
    await page.getByRole('heading', { level: 2, name: 'Question 2' }).waitFor();
    await page.getByRole('button', { name: 'Star question' }).click();
    await page.getByRole('radio', { name: 'Nothing unless asked' }).check();
    await list.getByRole('button', { name: 'Question 2, answered, starred' }).waitFor();
    await list.getByRole('button', { name: 'Question 4, not answered' }).click();
    await page.getByRole('heading', { level: 2, name: 'Question 4' }).waitFor();
    await page.getByRole('radio', { name: 'When the parties agree to it' }).check();
    await list.getByRole('button', { name: 'Question 4, answered' }).waitFor();
    await list.getByRole('button', { name: 'Question 3, not answered' }).click();
    await page.getByRole('heading', { level: 2, name: 'Question 3' }).waitFor();

    // A reload (past the 2 s guard, which asks first) resumes at question 3 with the clock still running.
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
    // No gate is asked again for the sitting under way.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByText('Question 3 of 4').waitFor();
    const after = await secondsShown(page);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(before - 60);
    await list.getByRole('button', { name: 'Question 2, answered, starred' }).waitFor();

    // The connection drops: two picks and a star wait in the browser under the 'Connection lost' banner.
    const replayed: { answer: unknown; question: unknown }[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().endsWith('/api/exam/saveQuestion')) return;
      const body = request.postDataJSON() as { userAnswer?: unknown; currentQuestionNum?: unknown };
      replayed.push({ question: body.currentQuestionNum, answer: body.userAnswer });
    });
    // The ids the browser answers by are the letters of this learner's shown places (decision 0055).
    const closing = await page.getByRole('radio', { name: 'At closing' }).getAttribute('value');
    const first = await page
      .getByRole('radio', { name: 'At the first substantive communication about specific property' })
      .getAttribute('value');
    await setOffline(context, true);
    await page.getByRole('radio', { name: 'At closing' }).check();
    const banner = page.getByRole('status').filter({ hasText: 'Connection lost' });
    await banner.getByText('Your answers are kept and will be sent in order when the connection returns.').waitFor();
    await expectAccessible(page, 'final exam, offline banner');
    await page.getByRole('radio', { name: 'At the first substantive communication about specific property' }).check();
    await page.getByRole('button', { name: 'Star question' }).click();
    // Shown at once, though not yet sent; moving on waits for the connection.
    expect(await page.getByRole('button', { name: 'Star question' }).getAttribute('aria-pressed')).toBe('true');
    expect(await nav.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.waitForTimeout(500);
    // Nothing of it has reached the server yet.
    expect((await storedAnswers(attemptId))[2]).toEqual({ position: 3, answer: null, starred: false });

    await setOffline(context, false);
    await banner.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedAnswers(attemptId))[2]).toEqual({ position: 3, answer: 'first', starred: true });
    // Replayed in the learner's order: the first pick, then the one that replaced it. Polled: the second save's
    // 'requestfinished' can reach this process after its answer is stored (seen once on a loaded machine).
    await expect
      .poll(() => replayed)
      .toEqual([
        { question: 3, answer: closing },
        { question: 3, answer: first },
      ]);
    await list.getByRole('button', { name: 'Question 3, answered, starred' }).waitFor();

    // Next, then Submit Exam on the last question; the result.
    await nav.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Question 4' }).waitFor();
    expect(await page.getByRole('radio', { name: 'When the parties agree to it' }).isChecked()).toBe(true);
    await nav.getByRole('button', { name: 'Submit Exam' }).click();
    const prompt = page.getByRole('dialog', { name: 'Submit Exam?' });
    await prompt.getByText('You have answered 4 of 4 questions.').waitFor();
    await expectAccessible(page, 'final exam submit modal');
    await prompt.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('heading', { level: 2, name: 'Exam Results' }).waitFor();
    await page.getByText('Passed', { exact: true }).waitFor();
    await page.getByText('Your score: 75%').waitFor();
    await page.getByText('You passed the final exam.').waitFor();
    await expectAccessible(page, 'final exam results');

    // What the server holds: one finished attempt with the answers and stars as given, graded 3 of 4.
    expect(await attemptOf(server, lp.id, finalId)).toMatchObject({
      id: attemptId,
      finishReason: 'SUBMITTED',
      numCorrect: 3,
      score: 75,
      passed: true,
    });
    expect(await storedAnswers(attemptId)).toEqual([
      { position: 1, answer: 'seller', starred: false },
      { position: 2, answer: 'nothing', starred: true },
      { position: 3, answer: 'first', starred: true },
      { position: 4, answer: 'agreement', starred: false },
    ]);
    const [fact] = await server.database.db
      .select({ status: learnerNodeStatus.status })
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, finalId)));
    expect(fact?.status).toBe('COMPLETE');

    // 'Review Answers' opens this attempt's review in one click: the answers with feedback, and the PDF.
    await page.getByRole('button', { name: 'Review Answers' }).click();
    await page.getByRole('heading', { level: 1, name: `${TITLE}: Results` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Review' }).waitFor();
    await page.getByText('The listing agreement makes the seller the client.').waitFor();
    await expectAccessible(page, 'final exam review');
    const download = page.getByRole('link', { name: 'Download (PDF, opens in a new tab)' });
    const href = await download.getAttribute('href');
    expect(href).toBe(`/pdf/exam/review/${attemptId}`);

    // Downloaded with the learner's session: a PDF of this learner's attempt.
    const pdf = await context.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(TITLE);
    expect(text).toContain(`${learner.firstName} ${learner.lastName}`);
    expect(text).toContain('Attempt 1: Passed with 75%');
    expect(text).toContain('Correct: 3 of 4.');
    // Choices lettered by their place in this learner's order (decision 0055), not by package ids.
    expect(text).toMatch(/[a-h]\) At the first substantive communication about specific property \(your answer\) \(correct\)/);
    expect(text).toMatch(/[a-h]\) Nothing unless asked \(your answer\)/);
    // Someone else cannot download it.
    const other = await createLearner(server);
    const stranger = new TestClient(server.app);
    await stranger.signIn(other.login, other.password);
    expect((await stranger.get(href ?? '')).statusCode).toBe(404);

    // The history lists the attempt, with a way into the same review.
    await page.goto(`/lp/${lp.id}/lc/${finalId}?step=examHistory`);
    const row = page.getByRole('row', { name: /^1 / });
    await row.getByRole('cell', { name: '75%' }).waitFor();
    await row.getByRole('cell', { name: 'Passed' }).waitFor();
    await page.getByRole('button', { name: 'Attempt 1 details' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review' }).waitFor();

    // A passed final goes straight to its results when the learner comes back to it.
    await page.goto(`/lp/${lp.id}/lc/${finalId}`);
    await page.getByRole('heading', { level: 2, name: 'Exam Results' }).waitFor();
    await page.getByText('Your score: 75%').waitFor();
    await context.close();
  });

  it('[FINAL-EXAM] conduct: leaving the window is counted with an alert each time and past the allowed count ends the sitting; right click is blocked when printing is not allowed', async () => {
    await setRules({
      SC_FINAL_EXAM_ACCESS_CODE_REQUIRED: 'yes',
      SC_PROCTOR_PROCTOR_REQUIRED: 'yes',
      SC_FINAL_EXAMS_ALLOW_PRINT: 'no',
      SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT: '1',
    });
    const { learner, lp, codes, context, page } = await openFinal();
    // Before the exam starts, right click is the browser's own.
    expect(await rightClickPrevented(page)).toBe(false);
    await startThroughGates(page, codes);

    expect(await rightClickPrevented(page)).toBe(true);

    // The window loses focus: counted, with an alert (1 of 1 allowed).
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    const alert = page.getByRole('alertdialog', { name: 'You left the exam' });
    await alert.getByText('Leaving the exam window is not allowed during this exam (1 of 1 allowed).').waitFor();
    await expectAccessible(page, 'left the exam alert');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });

    // Past the allowed count the learner is logged out, and the server ends the sitting: signing in again cannot
    // resume it (decision 0109).
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.waitForURL(/\/login/);
    await expect.poll(async () => (await attemptOf(server, lp.id, finalId)).finishReason).toBe('LEFT_WINDOW');
    expect((await attemptOf(server, lp.id, finalId)).finishedAt).not.toBeNull();
    // The learner signs in again and opens the final: the sitting is over, nothing offers to resume it
    // (issue 25 item 31).
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/lc/${finalId}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('main').getByRole('button').first().waitFor();
    await expectAccessible(page, 'final exam after the sitting ended');
    expect(await page.getByRole('button', { name: 'Resume Exam' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: /^Question \d/ }).count()).toBe(0);
    await context.close();
  });

  it('[FINAL-EXAM] SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION titles the final exam on the course home as on its page', async () => {
    await setRules({ SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION: 'State Licensing Examination' });
    try {
      const learner = await createLearner(server);
      const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-FINAL');
      const { context, page } = await newPage(browser, server.url);
      await signIn(page, learner.login, learner.password);
      await page.goto(`/lp/${lp.id}/home`);
      // The table of contents (issue 25 #17): the rule's title, never the package's.
      await page.getByText('State Licensing Examination').first().waitFor();
      expect(await page.getByText(TITLE, { exact: true }).count()).toBe(0);
      await page.goto(`/lp/${lp.id}/lc/${finalId}`);
      await page.getByRole('heading', { level: 1, name: 'State Licensing Examination' }).waitFor();
      await context.close();
    } finally {
      await server.database.db
        .delete(productRules)
        .where(and(eq(productRules.productId, productId), eq(productRules.key, 'SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION')));
    }
  });
});

/** Right-clicks the question area with the mouse and reports whether the page prevented the context menu. */
async function rightClickPrevented(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const w = window as unknown as { lastContextMenuPrevented?: boolean };
    delete w.lastContextMenuPrevented;
    // On window, so it runs after any listener of the page's own (document) in the bubbling order.
    window.addEventListener('contextmenu', (e) => (w.lastContextMenuPrevented = e.defaultPrevented), { once: true });
  });
  const box = await page.getByRole('heading', { level: 1, name: TITLE }).boundingBox();
  if (!box) throw new Error('no heading to right-click');
  await page.mouse.click(box.x + 5, box.y + box.height / 2, { button: 'right' });
  return page.evaluate(() => (window as unknown as { lastContextMenuPrevented?: boolean }).lastContextMenuPrevented === true);
}
