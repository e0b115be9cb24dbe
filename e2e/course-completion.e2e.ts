import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import {
  feedbackSurveyResponses,
  learnerNodeStatus,
  learnerProducts,
  nodes,
} from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/completion-course', import.meta.url));

let server: E2EServer;
let browser: Browser;
let nodeIds: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const { productId } = await importCourseFolder(server.database.db, systemClock, FIXTURE);
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  nodeIds = Object.fromEntries(rows.map((n) => [n.key, n.id]));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A learner whose course content is done: the last step ended as `last` (COMPLETE, or COMPLETE_FAIL). */
async function finishedLearner(last: 'COMPLETE' | 'COMPLETE_FAIL') {
  const learner = await createLearner(server);
  const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-COMPLETION');
  const now = new Date();
  for (const [key, status] of [
    ['welcome', 'COMPLETE'],
    ['last', last],
  ] as const) {
    await server.database.db.insert(learnerNodeStatus).values({
      learnerProductId: lp.id,
      nodeId: nodeIds[key] ?? 0,
      status,
      startedAt: now,
      completedAt: now,
      lastVisitedAt: now,
    });
  }
  const { context, page } = await newPage(browser, server.url);
  await signIn(page, learner.login, learner.password);
  return { lp, context, page };
}

const lpRow = async (id: number) =>
  (await server.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, id)))[0];

describe('[COMPLETION] journeys', () => {
  it('[COMPLETION] a learner at the end of the course takes the required survey and completes the course', async () => {
    const { lp, context, page } = await finishedLearner('COMPLETE');
    await page.goto(`/lp/${lp.id}/home`);
    await page
      .getByText('You have finished the course content. Please complete the course survey to finish your course.')
      .waitFor();
    expect(await page.getByText(/Congratulations/).count()).toBe(0);
    await expectAccessible(page, 'course home, survey next');

    await page.getByRole('link', { name: 'Take the Course Survey' }).click();
    const survey = page.getByRole('dialog', { name: 'Course Survey' });
    await survey.getByText('Tell us how the course went.').waitFor();
    await expectAccessible(page, 'course survey modal');
    const submit = survey.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await survey
      .getByRole('radiogroup', { name: 'How would you rate this course?' })
      .getByRole('radio', { name: 'Very good' })
      .check();
    await survey
      .getByRole('radiogroup', { name: 'The course met its objectives.' })
      .getByRole('radio', { name: 'Agree', exact: true })
      .check();
    await survey
      .getByRole('radiogroup', { name: 'Would you recommend this course?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    // Still one required question left: Submit waits for it (002 §5).
    expect(await submit.isDisabled()).toBe(true);
    await survey.getByRole('radiogroup', { name: 'From 1 to 3, how hard was it?' }).getByRole('radio', { name: '2' }).check();
    await survey.getByRole('textbox', { name: 'What could we do better?' }).fill('More examples, please.');
    await submit.click();

    await page.getByText('Congratulations! You have completed this course.').waitFor();
    await expectAccessible(page, 'course completed');
    const [response] = await server.database.db
      .select()
      .from(feedbackSurveyResponses)
      .where(eq(feedbackSurveyResponses.learnerProductId, lp.id));
    expect(response?.answers).toEqual([
      { questionText: 'How would you rate this course?', userResponse: 'VERY_GOOD' },
      { questionText: 'The course met its objectives.', userResponse: 'AGREE' },
      { questionText: 'Would you recommend this course?', userResponse: 'YES' },
      { questionText: 'From 1 to 3, how hard was it?', userResponse: '2' },
      { questionText: 'What could we do better?', userResponse: 'More examples, please.' },
    ]);
    const row = await lpRow(lp.id);
    expect(row?.status).toBe('COMPLETE');
    expect(row?.completedAt).not.toBeNull();

    await page.getByRole('link', { name: 'Return to course home' }).click();
    await page.getByText('Congratulations! You have completed this course.').waitFor();
    await expectAccessible(page, 'course home, completed');
    await context.close();
  });

  it('[COMPLETION] a course whose last step ended failed is shown as failed, never as completed', async () => {
    const { lp, context, page } = await finishedLearner('COMPLETE_FAIL');
    await page.goto(`/lp/${lp.id}/home`);
    await page.getByText(/You did not pass this course/).waitFor();
    expect(await page.getByText(/Congratulations/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Take the Course Survey' }).count()).toBe(0);
    await expectAccessible(page, 'course home, failed');

    // Even at the finish address, the course is not completed.
    await page.goto(`/lp/${lp.id}/finish`);
    await page.getByText('Course not passed').waitFor();
    expect(await page.getByText(/Congratulations/).count()).toBe(0);
    await expectAccessible(page, 'finish page, failed');
    const row = await lpRow(lp.id);
    expect(row?.status).toBe('IN_PROGRESS');
    expect(row?.completedAt).toBeNull();
    await context.close();
  });
});
