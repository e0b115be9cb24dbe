import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

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

// A product with a proctor type other than PROCTOR_FREE (none), so the tours show (000 §2).
const PROGRAM_TITLE = 'Insurance Ethics and Annuities Program';

describe('[COURSE] first visit (decision 0071)', () => {
  it('[COURSE] a new learner is welcomed, walks the home tour with the keyboard, and sees neither again after a reload', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'INS-PROGRAM', null, { welcomed: false });
    // This journey alone starts with the tours unseen.
    const { context, page } = await newPage(browser, server.url, { toursSeen: false });
    await signIn(page, learner.login, learner.password);

    await page.goto(`/lp/${lp.id}/home`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to your course' });
    await welcome.waitFor();
    // The second line starts a sentence of its own (issue 25 item 24): matched with its capital, case-sensitively.
    await welcome
      .getByText(/^You are enrolled in /)
      .filter({ hasText: PROGRAM_TITLE })
      .waitFor();
    await expectAccessible(page, 'welcome-to-course modal');
    // The welcome's button has the focus: Enter closes it, and the server remembers.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Get started');
    await page.keyboard.press('Enter');
    await welcome.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const [row] = await server.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lp.id));
        return row?.welcomedAt instanceof Date;
      })
      .toBe(true);

    // Then the home tour, step by step with the keyboard (focus is on Next at each step).
    const tour = page.getByRole('dialog', { name: 'Tour of the course home' });
    await tour.waitFor();
    await tour.getByText('Step 1 of 4').waitFor();
    await tour.getByRole('heading', { name: 'Your progress' }).waitFor();
    await expectAccessible(page, 'home tour open');
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);
    await expect.poll(focused).toBe('BUTTON:Next');
    for (const [step, title] of [
      [2, 'Table of Contents'],
      [3, 'Bookmarks'],
      [4, 'Customer Support'],
    ] as const) {
      await page.keyboard.press('Enter');
      await tour.getByText(`Step ${step} of 4`).waitFor();
      await tour.getByRole('heading', { name: title }).waitFor();
      await expect.poll(focused).toBe(step === 4 ? 'BUTTON:Done' : 'BUTTON:Next');
    }
    await page.keyboard.press('Enter');
    await tour.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('detachedHomeTour'))).toBe('true');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: PROGRAM_TITLE }).waitFor();
    await page.getByRole('heading', { name: 'Table of Contents' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
