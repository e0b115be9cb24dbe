import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { type E2EServer, startServer } from './support/server.js';
import { createLearner, enrol } from './support/users.js';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  // A production server: no demo mode, so home does not open the product selector for everyone (000 §2).
  server = await startServer({ demoSeed: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signInByHand(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  // Signed out, home sends the visitor to sign in, never to the 'not known' error.
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.waitForURL('**/login');
}

const UNKNOWN = 'Error: Product to display is not known...';

describe('[ACCOUNT] where a production sign-in lands (issue 25 item 20)', () => {
  it('[ACCOUNT] one current product opens it, after every sign-out too; several open the selector; none says so', async () => {
    // One current product beside a finished one: the sign-in opens the current one, not an error page.
    const one = await createLearner(server);
    const lp = await enrol(server, one.id, 'Journey Course: Landing');
    const done = await enrol(server, one.id, 'Journey Course: Finished Long Ago');
    await server.database.db.update(learnerProducts).set({ status: 'COMPLETED' }).where(eq(learnerProducts.id, done.id));
    const { context, page } = await newPage(browser, server.url);
    await signInByHand(page, one.login, one.password);
    await page.waitForURL(`**/lp/${lp.id}/home`);
    await page.getByRole('heading', { name: 'Journey Course: Landing' }).waitFor();
    await expectAccessible(page, 'course home after sign-in');
    // A sign-out forgets the open product; the next sign-in lands on it again.
    await signOut(page);
    await signInByHand(page, one.login, one.password);
    await page.waitForURL(`**/lp/${lp.id}/home`);
    await page.getByRole('heading', { name: 'Journey Course: Landing' }).waitFor();
    expect(await page.getByText(UNKNOWN).count()).toBe(0);
    await context.close();

    // Two current products: the learner chooses.
    const two = await createLearner(server);
    await enrol(server, two.id, 'Journey Course: First');
    await enrol(server, two.id, 'Journey Course: Second');
    const second = await newPage(browser, server.url);
    await signInByHand(second.page, two.login, two.password);
    await second.page.getByRole('heading', { name: 'Current Products' }).waitFor();
    await second.page.getByRole('row', { name: /Journey Course: Second/ }).waitFor();
    await second.context.close();

    // No product at all: the error stays, with the way to the selector.
    const none = await createLearner(server);
    const third = await newPage(browser, server.url);
    await signInByHand(third.page, none.login, none.password);
    await third.page.getByText(UNKNOWN).waitFor();
    await third.page.getByRole('link', { name: 'Choose one of your current products' }).waitFor();
    await third.context.close();
  });
});
