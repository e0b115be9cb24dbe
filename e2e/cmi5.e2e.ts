import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cmi5Statements,
  learnerNodeStatus,
  learnerProducts,
  nodes,
  products,
  seatTimeLedger,
} from '../apps/server/src/platform/db/schema/index.js';
import { standardsDir } from '../apps/server/src/test/standards.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

// ADL's CATAPULT example, one AU with moveOn CompletedOrPassed (../shared/data/standards/README.md, cmi5/).
const AU_ZIP = join(standardsDir(), 'cmi5/single_au_basic_responsive.zip');
const AU_TITLE = 'Introduction to Geology - Responsive Style';
const VERBS = 'http://adlnet.gov/expapi/verbs/';

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

describe('[CMI5] an AU played inside Continuum', () => {
  it('[CMI5] an administrator imports a cmi5 package; a learner plays the AU, resumes it after a reload, passes its quiz and the lesson completes', async () => {
    const admin = await createAdmin(server);
    const { context: adminContext, page: adminPage } = await newPage(browser, server.url);
    await signIn(adminPage, admin.login, admin.password);
    await adminPage.getByRole('link', { name: 'Administration' }).click();
    await adminPage.getByRole('link', { name: 'Products and imports' }).click();
    await adminPage.getByRole('heading', { name: 'Import a course or a question bank' }).waitFor();
    const file = adminPage.getByLabel('Course package or question file');
    await file.setInputFiles({ name: 'geology-cmi5.zip', mimeType: 'application/zip', buffer: readFileSync(AU_ZIP) });
    await adminPage.getByRole('button', { name: 'Import', exact: true }).click();
    await adminPage.getByText(/Course CMI5-\S+ imported/).waitFor({ timeout: 30_000 });
    await adminContext.close();

    const db = server.database.db;
    const [product] = await db.select().from(products).where(like(products.code, 'CMI5-%')).orderBy(desc(products.id));
    if (!product) throw new Error('the import made no product');
    const [lesson] = await db
      .select()
      .from(nodes)
      .where(and(eq(nodes.productId, product.id), eq(nodes.type, 'LESSON')));
    if (!lesson) throw new Error('no lesson imported');

    const learner = await createLearner(server);
    const [lp] = await db
      .insert(learnerProducts)
      .values({ userId: learner.id, productId: product.id, status: 'IN_PROGRESS', createdAt: new Date(), welcomedAt: new Date() })
      .returning();
    if (!lp) throw new Error('enrolment failed');
    const { context, page } = await newPage(browser, server.url);
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, learner.login, learner.password);

    const opened = Date.now();
    await page.goto(`/lp/${lp.id}/lc/${lesson.id}`);
    await page.getByRole('heading', { level: 2, name: AU_TITLE }).waitFor();
    const au = page.frameLocator(`iframe[title="Course content: ${AU_TITLE}"]`);
    // The AU's own page: it fetched its token, read LMS.LaunchData and said initialized.
    await au.locator('.navmenuitem', { hasText: 'Geologic Materials' }).waitFor({ state: 'attached', timeout: 20_000 });
    // The AU's menu, through its own toggle where the frame is narrow.
    const goTo = async (title: string) => {
      const item = au.locator('.navmenuitem', { hasText: title });
      const narrow = !(await item.isVisible());
      if (narrow) await au.locator('.navtoggle').click();
      await item.click();
      if (narrow) await au.locator('.navtoggle').click();
    };
    await page.getByRole('status').filter({ hasText: 'In progress' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'cmi5 lesson');
    // Before the AU reports what its moveOn asks, the server holds the learner.
    await page.getByRole('button', { name: 'Finish Lesson' }).click();
    await page.getByText('This part has not reported what it needs to be done').waitFor();

    // A page on in the AU (its bookmark goes to its state document), then a reload: the AU offers to resume there.
    await goTo('Geologic Materials');
    const statementsOf = async (verb: string) =>
      // cmi5 defined statements only: the AU's video player says "initialized" and "completed" of its video too.
      (await db.select().from(cmi5Statements).where(eq(cmi5Statements.learnerProductId, lp.id))).filter(
        (s) => s.cmi5Defined && (s.verb === `${VERBS}${verb}` || s.verb.endsWith(`/${verb}`)),
      );
    await expect.poll(async () => (await statementsOf('initialized')).length, { timeout: 15_000 }).toBe(1);
    expect(await statementsOf('launched')).toHaveLength(1);
    await page.reload();
    await au.getByRole('button', { name: 'Resume From Bookmark' }).click({ timeout: 20_000 });
    await au.getByRole('heading', { name: 'Geologic Materials' }).first().waitFor();
    // The first session, left without terminated, was abandoned by the LMS when the reload launched a new one.
    expect((await statementsOf('abandoned')).length + (await statementsOf('terminated')).length).toBeGreaterThanOrEqual(1);

    // The quiz, answered right: the AU sends passed and completed; the LMS adds satisfied.
    await goTo('Quiz');
    await au.getByRole('button', { name: /Select correct answers/ }).click();
    await au.getByRole('button', { name: 'Submit Answers' }).click();
    await page.getByRole('status').filter({ hasText: 'Done. You may continue. Score: 100%.' }).waitFor({ timeout: 20_000 });
    expect(await statementsOf('passed')).toHaveLength(1);
    expect(await statementsOf('completed')).toHaveLength(1);
    expect(await statementsOf('satisfied')).toHaveLength(1);

    // Seat time: the page's heartbeats credit the ledger while the learner works in the AU, never more than the
    // wall-clock time the lesson was open, whatever durations the AU's statements report.
    const credited = async () =>
      (
        await db
          .select()
          .from(seatTimeLedger)
          .where(and(eq(seatTimeLedger.learnerProductId, lp.id), eq(seatTimeLedger.nodeId, lesson.id)))
      ).reduce((sum, r) => sum + r.creditedMs, 0);
    await expect.poll(credited, { timeout: 45_000, interval: 1000 }).toBeGreaterThan(0);
    expect(await credited()).toBeLessThanOrEqual(Date.now() - opened);

    // The AU's moveOn reaches progression: Finish Lesson completes the lesson's node.
    await page.getByRole('button', { name: 'Finish Lesson' }).click();
    await expect
      .poll(
        async () =>
          (
            await db
              .select()
              .from(learnerNodeStatus)
              .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, lesson.id)))
          )[0]?.status,
        { timeout: 15_000 },
      )
      .toBe('COMPLETE');
    await context.close();
  }, 120_000); // longer than the default: the first seat-time heartbeat comes 30 s after the lesson opens
});
