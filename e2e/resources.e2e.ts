import { and, eq, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, learnerNodeStatus, nodes, resources, resourceViews } from '../apps/server/src/platform/db/schema/index.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct, isoDay } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
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

const COURSE_TITLE = 'Real Estate Continuing Education: Agency, Contracts and Fair Housing';
const HANDBOOK = 'Agency Disclosure Handbook';
const WORKSHEET = 'Contract Deadlines Worksheet';

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Current Products' }).waitFor();
}

/** A learner of the demo real-estate course, signed in, on its home (which makes it the current product). */
async function learnerOnCourseHome() {
  const learner = await createLearner(server);
  const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
    startDate: isoDay(0),
    endDate: isoDay(12),
  });
  const { context, page } = await newPage(browser, server.url);
  await signIn(page, learner.login, learner.password);
  await page.goto(`/lp/${lp.id}/home`);
  await page.getByRole('heading', { level: 1, name: COURSE_TITLE }).waitFor();
  return { lp, product, context, page };
}

async function resourceId(productId: number, title: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.productId, productId), eq(resources.title, title)));
  if (!row) throw new Error(`no resource ${title}`);
  return row.id;
}

describe('[RESOURCES] journeys', () => {
  it('[RESOURCES] the learner opens the handbook PDF from the resources list, bookmarks it, finds it in the bookmarks box and unbookmarks it', async () => {
    const { lp, product, context, page } = await learnerOnCourseHome();
    const handbookId = await resourceId(product.id, HANDBOOK);
    const sidebar = page.getByRole('complementary', { name: 'Course tools' });
    await sidebar.getByText('Bookmarked resources appear here when available').waitFor();

    await sidebar.getByRole('link', { name: 'View All Resources' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Resources' }).waitFor();
    const materials = page.getByRole('region', { name: 'Course Materials' });
    // The worksheet's unit is still locked, so it is listed but cannot be opened.
    await materials.getByText(`${WORKSHEET} (Document) Locked`).waitFor();
    expect(await materials.getByRole('link', { name: WORKSHEET }).count()).toBe(0);
    await materials.getByRole('link', { name: HANDBOOK }).click();

    // The PDF is drawn by the bundled pdf.js, with its text readable over the canvas.
    await page.getByRole('heading', { level: 1, name: HANDBOOK }).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page
      .getByRole('document', { name: /Agency Disclosure Handbook, Page 1 of/ })
      .getByText('First substantive communication', { exact: false })
      .first()
      .waitFor();
    await page.getByRole('paragraph').filter({ hasText: '© 2026 Continuum Academy' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download/Print' }).getAttribute('href')).toContain(
      `/asset-storage/resource/download/${lp.id}/${handbookId}/`,
    );
    await expect
      .poll(async () =>
        (await server.database.db.select().from(resourceViews).where(eq(resourceViews.learnerProductId, lp.id))).map(
          (v) => v.resourceId,
        ),
      )
      .toEqual([handbookId]);

    // Full screen, then back with Escape.
    await page.getByRole('button', { name: 'Full screen' }).click();
    const modal = page.getByRole('dialog', { name: HANDBOOK });
    await modal.getByText(/^Page 1 of \d+$/).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // 'Open in new tab' is the chrome-less view: where the resource is from, no app header.
    const external = await context.newPage();
    await external.goto((await page.getByRole('link', { name: 'Open in new tab' }).getAttribute('href')) ?? '');
    await external.getByText(`This resource is from ${COURSE_TITLE}`).waitFor();
    await external.getByRole('heading', { level: 1, name: HANDBOOK }).waitFor();
    await external.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await external.locator('header').count()).toBe(0);
    await external.close();

    await page.getByRole('button', { name: 'Bookmark this resource' }).click();
    await page.getByRole('button', { name: 'Bookmarked!' }).waitFor();
    const stored = async () =>
      (await server.database.db.select().from(bookmarks).where(eq(bookmarks.learnerProductId, lp.id))).map((b) => b.resourceId);
    expect(await stored()).toEqual([handbookId]);

    await page.goto(`/lp/${lp.id}/home`);
    const bookmarksBox = page.getByRole('region', { name: 'Bookmarks' });
    await bookmarksBox.getByRole('link', { name: HANDBOOK }).click();
    await page.getByRole('heading', { level: 1, name: HANDBOOK }).waitFor();
    await page.getByRole('button', { name: 'Bookmarked!' }).click();
    await page.getByRole('button', { name: 'Bookmark this resource' }).waitFor();
    expect(await stored()).toEqual([]);
    await page.getByRole('link', { name: 'Return to view all resources' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Resources' }).waitFor();
    await context.close();
  });

  it('[RESOURCES] a .docx handbook reads as text once its unit is unlocked', async () => {
    const { lp, product, context, page } = await learnerOnCourseHome();
    // The introduction and unit 1 completed, as the learner would have: unit 2 and its worksheet unlock.
    const done = await server.database.db
      .select({ id: nodes.id })
      .from(nodes)
      .where(and(eq(nodes.productId, product.id), inArray(nodes.key, ['introduction', 'agency'])));
    expect(done).toHaveLength(2);
    const now = new Date();
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

    await page.goto('/resources');
    await page.getByRole('region', { name: 'Course Materials' }).getByRole('link', { name: WORKSHEET }).click();
    // The page's title, and the document's own first heading in the server's HTML of the .docx.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: WORKSHEET }).count()).toBe(2);
    await page.getByText(/count each deadline in calendar days/).waitFor();
    await page.getByRole('cell', { name: 'Option period ends' }).waitFor();
    await context.close();
  });

  it('[RESOURCES] the learner searches the glossary without accents and opens a term', async () => {
    const { context, page } = await learnerOnCourseHome();
    await page.getByRole('complementary', { name: 'Course tools' }).getByRole('link', { name: 'Glossary' }).click();
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();

    await page.getByRole('textbox', { name: 'Search the glossary' }).fill('FIDUCIÁRY');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: 'Fiduciary', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Fiduciary' });
    await modal.getByText('A person in a position of trust', { exact: false }).waitFor();
    await modal
      .getByText("As a fiduciary, the agent could not reveal the seller's lowest acceptable price", { exact: false })
      .waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Search the glossary' }).fill('xylophone');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No results available for search.').waitFor();
    await context.close();
  });
});
