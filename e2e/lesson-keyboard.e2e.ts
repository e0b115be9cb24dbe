import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { inquirySubmissions, lessonSlides, nodes } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/lesson-keyboard-course', import.meta.url));

let server: E2EServer;
let browser: Browser;
let lessonId = 0;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const { productId } = await importCourseFolder(server.database.db, systemClock, FIXTURE);
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  lessonId = rows.find((n) => n.key === 'sorting/who-does-what')?.id ?? 0;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Presses Tab (Shift+Tab backwards) until the focused element's text is `text`: how a keyboard user gets there. */
async function tabTo(page: Page, text: string, backwards = false) {
  for (let i = 0; i < 40; i += 1) {
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === text) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached "${text}"`);
}

/** What dnd-kit's live region last announced. */
const announced = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/**
 * Waits until a keyboard drag that was just picked up listens for arrow keys. The board's keyboard sensor (as dnd-kit's)
 * adds its keydown listener in a setTimeout after the pick-up, and the 'Picked up' announcement can render
 * before that timer runs, so a key sent at once could be lost. A timer queued now runs after it.
 */
const pickedUp = async (page: Page, item: string) => {
  await announced(page, `Picked up ${item}.`);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('[LESSON] keyboard journeys', () => {
  it('[LESSON] a learner sorts a drag-and-drop inquiry with the keyboard only and gets it right', async () => {
    expect(lessonId).toBeGreaterThan(0);
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-LESSON-KEYS');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);

    await page.goto(`/lp/${lp.id}/lc/${lessonId}`);
    await page.getByRole('heading', { level: 2, name: 'Sort the tasks' }).waitFor();
    const pool = page.getByRole('region', { name: 'Items to place' });
    const buyer = page.getByRole('region', { name: 'Buyer side' });
    const seller = page.getByRole('region', { name: 'Seller side' });
    await pool.getByRole('button', { name: 'Writes the offer' }).waitFor();
    await expectAccessible(page, 'drag-and-drop slide');

    // Pick up with Space, move one zone on with an arrow (the pool comes first), drop with Space.
    await tabTo(page, 'Writes the offer');
    await page.keyboard.press('Space');
    await pickedUp(page, 'Writes the offer');
    await page.keyboard.press('ArrowRight');
    await announced(page, 'Writes the offer is over Buyer side.');
    await page.keyboard.press('Space');
    await announced(page, 'Writes the offer was dropped on Buyer side.');
    await buyer.getByRole('button', { name: 'Writes the offer' }).waitFor();

    // Enter works as well; two zones on is the seller's side.
    await tabTo(page, 'Signs the listing', true);
    await page.keyboard.press('Enter');
    await pickedUp(page, 'Signs the listing');
    // Each move is announced to screen readers in turn.
    await page.keyboard.press('ArrowDown');
    await announced(page, 'Signs the listing is over Buyer side.');
    await page.keyboard.press('ArrowDown');
    await announced(page, 'Signs the listing is over Seller side.');
    await page.keyboard.press('Enter');
    await seller.getByRole('button', { name: 'Signs the listing' }).waitFor();
    expect(await pool.getByRole('button').count()).toBe(0);

    await tabTo(page, 'Check Answers');
    await page.keyboard.press('Enter');
    await page.getByText('Correct!').waitFor();
    await page.getByText('Every task is on its side.').waitFor();
    await page.getByText("The buyer's agent writes the offer.").waitFor();
    await expectAccessible(page, 'drag-and-drop, checked');

    // What the server stored: the placements as sent, graded right.
    const submissions = await server.database.db
      .select({ slide: lessonSlides.key, correct: inquirySubmissions.correct, answer: inquirySubmissions.answer })
      .from(inquirySubmissions)
      .innerJoin(lessonSlides, eq(lessonSlides.id, inquirySubmissions.slideId))
      .where(eq(inquirySubmissions.learnerProductId, lp.id))
      .orderBy(asc(inquirySubmissions.id));
    expect(submissions).toEqual([
      { slide: 'sides', correct: true, answer: { placements: { offer: 'buyer', listing: 'seller' } } },
    ]);
    await context.close();
  });
});
