import { and, eq, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerNodeStatus, nodes, resources } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct, isoDay } from './support/products.js';
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

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A learner of the demo real-estate course with the introduction and unit 1 done, signed in, on its home. */
async function learnerInCourse() {
  const learner = await createLearner(server);
  const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
    startDate: isoDay(0),
    endDate: isoDay(12),
  });
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, product.id));
  const now = new Date();
  const done = rows.filter((n) => ['introduction', 'agency'].includes(n.key));
  await server.database.db.insert(learnerNodeStatus).values(
    done.map((n) => ({
      learnerProductId: lp.id,
      nodeId: n.id,
      status: 'COMPLETE',
      startedAt: now,
      completedAt: now,
      lastVisitedAt: now,
    })),
  );
  const { context, page } = await newPage(browser, server.url);
  await signIn(page, learner.login, learner.password);
  await page.goto(`/lp/${lp.id}/home`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const unit = rows.find((n) => n.key === 'agency');
  if (!unit) throw new Error('no unit');
  return { lp, product, unitId: unit.id, context, page };
}

/** Makes every call to `path` fail with `status`, keeping the real reply's headers (its request id). */
async function failCalls(page: Page, path: string, status: number) {
  let failed = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      failed++;
      const response = await route.fetch();
      await route.fulfill({ response, status, body: '{"status":503,"code":"UNAVAILABLE","message":"down"}' });
    },
  );
  return () => failed;
}

describe('[SHELL] the generic error dialog', () => {
  it('[SHELL] a read the unit page does not explain fails: the dialog says so, reports the request id, and Try again recovers', async () => {
    const { lp, unitId, context, page } = await learnerInCourse();
    // The unit page's outline needs the product state; its page does not show that failure itself.
    const failures = await failCalls(page, `/api/product/${lp.id}/state`, 503);
    await page.goto(`/lp/${lp.id}/lc/${unitId}`);
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.getByText('An error occurred (Error: 503xService Unavailable)').waitFor({ timeout: 15_000 });
    expect(failures()).toBeGreaterThan(0);
    await expectAccessible(page, 'generic error dialog');

    await dialog.getByRole('button', { name: 'Report this problem' }).click();
    const report = dialog.getByRole('region', { name: 'Report this problem' });
    const reference = await report.locator('code').textContent();
    expect(reference).toMatch(UUID);
    await report.getByText(`Page: /lp/${lp.id}/lc/${unitId}`).waitFor();
    await expectAccessible(page, 'generic error dialog with its problem report');

    // The server is back: Try again fetches the state again and the dialog goes.
    await page.unrouteAll();
    const refetched = page.waitForResponse((r) => r.url().includes(`/api/product/${lp.id}/state`) && r.status() === 200);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await refetched;
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('[SHELL] the network fails on a read: status 0, no reference, Dismiss closes', async () => {
    const { lp, unitId, context, page } = await learnerInCourse();
    await page.route(
      (url) => url.pathname === `/api/product/${lp.id}/meta`,
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto(`/lp/${lp.id}/lc/${unitId}`);
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.getByText('An error occurred (Error: 0xNetwork Error)').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Report this problem' }).click();
    await dialog.getByText('Reference: none (the server did not answer)').waitFor();
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
  it("[SHELL] the product list fails: the selector says 'No current products found!' with the error, and Try again lists the products (issue 25 item 22)", async () => {
    const learner = await createLearner(server);
    await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', { startDate: isoDay(0), endDate: isoDay(12) });
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    const failures = await failCalls(page, '/api/user/products', 503);
    await page.goto('/product-selector');
    await page.getByRole('heading', { level: 1, name: 'Current Products' }).waitFor();
    // 001 §8: the failed load shows the empty list's text, with the failure beside it (not mistaken for no products).
    await page.getByText('No current products found!').waitFor();
    const alert = page.getByRole('alert');
    await alert.getByText('An error occurred (Error: 503xService Unavailable)').waitFor();
    expect(failures()).toBeGreaterThan(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await expectAccessible(page, 'product selector, list failed');

    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('link', { name: 'Real Estate Continuing Education: Agency, Contracts and Fair Housing' }).waitFor();
    expect(await page.getByText('No current products found!').count()).toBe(0);
    await context.close();
  });
});

describe('[SHELL] the forum header', () => {
  it('[SHELL] the learner opens the forum page from the forum resource and goes back by its header', async () => {
    const { product, context, page } = await learnerInCourse();
    const [forum] = await server.database.db
      .select({ id: resources.id, nodeId: resources.nodeId })
      .from(resources)
      .where(
        and(eq(resources.productId, product.id), inArray(resources.title, ['Forum: Disclosing Representation at First Contact'])),
      );
    if (!forum) throw new Error('no forum resource');
    const resourcePath = `/lc/${forum.nodeId}/resource-ext/${forum.id}/false`;
    await page.goto(resourcePath);
    await page.getByRole('link', { name: 'Open the forum page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Share your approach' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByText('Course: Real Estate Continuing Education: Agency, Contracts and Fair Housing').waitFor();
    await expectAccessible(page, 'forum page with its header');
    // The way back is the first stop of the keyboard on the page (reloaded: the browser keeps the way back).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Share your approach' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('← Back to the resource');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === resourcePath);
    await page.getByRole('heading', { level: 1, name: 'Forum: Disclosing Representation at First Contact' }).waitFor();
    await context.close();
  });
});
