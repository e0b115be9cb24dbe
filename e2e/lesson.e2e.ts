import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { inquirySubmissions, learnerNodeStatus, lessonSlides, nodes } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/lesson-course', import.meta.url));

let server: E2EServer;
let browser: Browser;
let lessonId = 0;
let nextLessonId = 0;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The journey's own course package, imported as `npm run course:import` would.
  const { productId } = await importCourseFolder(server.database.db, systemClock, FIXTURE);
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  lessonId = rows.find((n) => n.key === 'agency/duties')?.id ?? 0;
  nextLessonId = rows.find((n) => n.key === 'agency/disclosures')?.id ?? 0;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('[LESSON] journeys', () => {
  it('[LESSON] a learner answers the slides, a wrong answer shows Try Again, and finishing leads to lessonSuccess', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-LESSON');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);

    // A crafted link's successMessage shows nothing: only the app's own message keys are shown (decision 0108).
    await page.goto(
      `/lp/${lp.id}/lc/${lessonId}?successMessage=${encodeURIComponent('Your licence is verified. Call 555-0100')}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Lesson 1.1: Duties to Clients' }).waitFor();
    await page.getByText('Unit 1: Agency Relationships').first().waitFor();
    expect(await page.getByText('Your licence is verified').count()).toBe(0);
    await page.getByText('1 of 3').waitFor();
    await expectAccessible(page, 'lesson content slide');

    // A content slide with a required second: Next waits, then records it.
    await page.getByRole('heading', { level: 2, name: 'Why duties matter' }).waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect.poll(() => next.isEnabled(), { timeout: 5000 }).toBe(true);
    await next.click();

    // True/false, in a lesson that requires correct answers: wrong, Try Again, right.
    await page.getByRole('heading', { level: 2, name: 'Dual agency in Texas' }).waitFor();
    await page.getByText('2 of 3').waitFor();
    const check = page.getByRole('button', { name: 'Check Answers' });
    expect(await check.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'True' }).check();
    await check.click();
    await page.getByText('Texas does not permit dual agency; it uses intermediary brokerage.').waitFor();
    await expectAccessible(page, 'lesson, wrong answer');
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Try Again' }).click();
    expect(await page.getByRole('radio', { name: 'True' }).isChecked()).toBe(false);
    // Keyboard only from here: Try Again put focus on the slide's title; Tab enters the radio group, an
    // arrow picks False, Tab reaches the check.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Dual agency in Texas');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'False' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check Answers');
    await page.keyboard.press('Enter');
    await page.getByText('Right. Texas uses intermediary brokerage instead.').waitFor();
    await page.getByText('Correct!').waitFor();
    await next.click();

    // Multiple answers with choice feedback after the check.
    await page.getByRole('heading', { level: 2, name: 'Duties owed' }).waitFor();
    await page.getByRole('checkbox', { name: 'Loyalty' }).check();
    await page.getByRole('checkbox', { name: 'Care' }).check();
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await page.getByText('All duties found.').waitFor();
    await page.getByText('Loyalty is owed.').waitFor();
    await expectAccessible(page, 'lesson, choice feedback');

    await page.getByRole('button', { name: 'Finish Lesson' }).click();
    await page.getByRole('heading', { level: 1, name: 'You completed Lesson 1.1: Duties to Clients' }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue to Lesson 1.2: Disclosures' });
    await continueButton.waitFor();
    await expectAccessible(page, 'lesson success');

    // What the server holds: every submission, in order, and the lesson completed.
    const submissions = await server.database.db
      .select({ slide: lessonSlides.key, correct: inquirySubmissions.correct, answer: inquirySubmissions.answer })
      .from(inquirySubmissions)
      .innerJoin(lessonSlides, eq(lessonSlides.id, inquirySubmissions.slideId))
      .where(eq(inquirySubmissions.learnerProductId, lp.id))
      .orderBy(asc(inquirySubmissions.id));
    expect(submissions.map((s) => [s.slide, s.correct])).toEqual([
      ['why', null],
      ['dual-agency', false],
      ['dual-agency', true],
      ['duties', true],
    ]);
    expect(submissions[3]?.answer).toEqual({ choiceIds: ['loyalty', 'care'] });
    const [status] = await server.database.db
      .select({ status: learnerNodeStatus.status })
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, lessonId)));
    expect(status?.status).toBe('COMPLETE');

    await continueButton.click();
    await page.getByRole('heading', { level: 1, name: 'Lesson 1.2: Disclosures' }).waitFor();
    await expectAccessible(page, 'next lesson');
    expect(new URL(page.url()).pathname).toBe(`/lp/${lp.id}/lc/${nextLessonId}`);
    await context.close();
  });

  it('[LESSON] the right sidebars: the selection list of the slides and, beside a question, how to answer and where the answer stands (issue 25 item 21)', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-LESSON');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/lc/${lessonId}`);
    await page.getByRole('heading', { level: 2, name: 'Why duties matter' }).waitFor();

    // Selection list (decision 0119): the slide shown is the current step; slides not reached are named, not offered.
    const sidebar = page.getByRole('complementary', { name: 'Lesson sidebar' });
    const list = sidebar.getByRole('navigation', { name: 'Slides in this lesson' });
    const first = list.getByRole('button', { name: '1. Why duties matter, not done yet' });
    expect(await first.getAttribute('aria-current')).toBe('step');
    expect(await list.getByRole('button').count()).toBe(1);
    await list.getByText('2. Dual agency in Texas').waitFor();
    expect(await list.getByText('(not reached yet)').count()).toBe(2);
    // A content slide has no answer to describe.
    expect(await sidebar.getByRole('region', { name: 'Your answer' }).count()).toBe(0);
    await expectAccessible(page, 'lesson with its selection list');

    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect.poll(() => next.isEnabled(), { timeout: 5000 }).toBe(true);
    await next.click();

    // Inquiry choice beside the question: how to answer, then where the answer stands as it changes.
    await page.getByRole('heading', { level: 2, name: 'Dual agency in Texas' }).waitFor();
    const choice = sidebar.getByRole('region', { name: 'Your answer' });
    await choice.getByText('Choose your answer, then check it.').waitFor();
    const standing = choice.getByRole('status');
    expect(await standing.textContent()).toBe('Not answered yet.');
    expect(await list.getByRole('button', { name: '2. Dual agency in Texas, not done yet' }).getAttribute('aria-current')).toBe(
      'step',
    );
    await page.getByRole('radio', { name: 'False' }).check();
    await expect.poll(() => standing.textContent()).toBe('Answered, not checked yet.');
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await expect.poll(() => standing.textContent()).toBe('Checked: correct.');
    await expectAccessible(page, 'lesson with the inquiry-choice sidebar');

    // Back to a slide reached, from the list, by keyboard: the slide opens as Previous would open it.
    await list.getByRole('button', { name: '1. Why duties matter, done' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Why duties matter' }).waitFor();
    expect(new URL(page.url()).searchParams.get('inquiryIndex')).toBe('0');
    expect(await sidebar.getByRole('region', { name: 'Your answer' }).count()).toBe(0);
    await context.close();
  });
});
