import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Browser, FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  learnerNodeStatus,
  learnerProducts,
  nodes,
  products,
  scoRuntime,
  seatTimeLedger,
} from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

// Rustici's SCORM 2004 golf example and a file of the GIFT grammar's tests (../shared/data/standards/README.md).
const STANDARDS = join(import.meta.dirname, '../../shared/data/standards');
const SCORM_ZIP = join(STANDARDS, 'scorm/RuntimeBasicCalls_SCORM20043rdEdition.zip');
const GIFT_FILE = join(STANDARDS, 'gift/shortAnswer1.gift');
const SCORM_CODE = 'SCORM-C198506E5C0ABF58';

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

async function enrolIn(userId: number, productId: number) {
  const [lp] = await server.database.db
    .insert(learnerProducts)
    .values({ userId, productId, status: 'IN_PROGRESS', createdAt: new Date(), welcomedAt: new Date() })
    .returning();
  if (!lp) throw new Error('enrolment failed');
  return lp;
}

const lessonOf = async (productId: number) =>
  (
    await server.database.db
      .select()
      .from(nodes)
      .where(and(eq(nodes.productId, productId), eq(nodes.type, 'LESSON')))
  )[0];

describe('[SCORM] a package played inside Continuum', () => {
  it('[SCORM] an administrator imports a SCORM 2004 package and a GIFT bank; a learner plays the SCO, resumes after a reload, passes it and answers an imported question', async () => {
    const admin = await createAdmin(server);
    const { context: adminContext, page: adminPage } = await newPage(browser, server.url);
    await signIn(adminPage, admin.login, admin.password);
    await adminPage.getByRole('link', { name: 'Administration' }).click();
    await adminPage.getByRole('link', { name: 'Products and imports' }).click();
    await adminPage.getByRole('heading', { name: 'Import a course or a question bank' }).waitFor();
    const file = adminPage.getByLabel('Course package or question file');
    await file.setInputFiles({ name: 'golf-2004.zip', mimeType: 'application/zip', buffer: readFileSync(SCORM_ZIP) });
    await adminPage.getByRole('button', { name: 'Import', exact: true }).click();
    await adminPage.getByText(`Course ${SCORM_CODE} imported`).waitFor({ timeout: 30_000 });
    await file.setInputFiles({ name: 'shortAnswer1.gift', mimeType: 'text/plain', buffer: readFileSync(GIFT_FILE) });
    await adminPage.getByRole('button', { name: 'Import', exact: true }).click();
    await adminPage.getByText(/Course GIFT-\S+ imported/).waitFor({ timeout: 30_000 });
    await adminContext.close();

    const db = server.database.db;
    const [scormProduct] = await db.select().from(products).where(eq(products.code, SCORM_CODE));
    const [giftProduct] = await db.select().from(products).where(like(products.code, 'GIFT-%')).orderBy(desc(products.id));
    if (!scormProduct || !giftProduct) throw new Error('the imports made no product');
    const scoLesson = await lessonOf(scormProduct.id);
    const giftLesson = await lessonOf(giftProduct.id);
    if (!scoLesson || !giftLesson) throw new Error('no lesson imported');

    const learner = await createLearner(server);
    const lp = await enrolIn(learner.id, scormProduct.id);
    const giftLp = await enrolIn(learner.id, giftProduct.id);
    const { context, page } = await newPage(browser, server.url);
    // The golf SCO asks "resume where you left off?" with confirm(): the learner says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, learner.login, learner.password);

    const opened = Date.now();
    await page.goto(`/lp/${lp.id}/lc/${scoLesson.id}`);
    await page.getByRole('heading', { level: 2, name: 'Golf Explained' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Not started yet.' }).waitFor();
    const sco: FrameLocator = page.frameLocator('iframe[title="Course content: Golf Explained"]');
    const content = sco.frameLocator('#contentFrame');
    await content.getByRole('heading', { name: 'Play of the game' }).first().waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'SCORM lesson');
    // Finishing before the package reports completion: the server holds the learner.
    await page.getByRole('button', { name: 'Finish Lesson' }).click();
    await page.getByText('Finish this part of the package first').waitFor();

    // Three pages on, then the SCO's own changes reach the server (it commits only when it ends).
    for (let i = 0; i < 3; i++) await sco.getByRole('button', { name: 'Next ->' }).click();
    // One SCO in the package: the learner's one runtime row.
    const runtimeOf = async () => (await db.select().from(scoRuntime).where(eq(scoRuntime.learnerProductId, lp.id)))[0];
    await expect
      .poll(async () => (await runtimeOf())?.cmi as { location?: string } | undefined, { timeout: 15_000 })
      .toMatchObject({
        location: '3',
      });
    await page.getByRole('status').filter({ hasText: 'In progress' }).waitFor();

    // A reload (or a crash): the SCO resumes on the page the learner left.
    await page.reload();
    await expect
      .poll(async () => sco.locator('#contentFrame').getAttribute('src'), { timeout: 15_000 })
      .toBe('../Playing/OtherScoring.html');

    // On to the assessment (the last page completes the SCO), answered right.
    for (let i = 3; i < 14; i++) await sco.getByRole('button', { name: 'Next ->' }).click();
    const test = sco.frameLocator('#contentFrame');
    await test.getByRole('button', { name: 'Submit Answers' }).waitFor();
    for (const radio of await test.locator('.correctAnswer input[type=radio]').all()) await radio.check();
    for (const box of await test
      .locator('.correctAnswer')
      .filter({ has: test.locator('input[type=text]') })
      .all()) {
      const answer = /\((\d+)\)/.exec((await box.textContent()) ?? '')?.[1] ?? '';
      await box.locator('input[type=text]').fill(answer);
    }
    await test.getByRole('button', { name: 'Submit Answers' }).click();
    await page.getByRole('status').filter({ hasText: 'Passed. You may continue. Score: 100%.' }).waitFor({ timeout: 15_000 });
    const row = await runtimeOf();
    expect(row).toMatchObject({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 1 });

    // Seat time: the page's heartbeats credit the ledger (every 30 s) while the learner works in the package, never
    // more than the wall-clock time the lesson was open, whatever the package reports as its session time.
    const credited = async () =>
      (
        await db
          .select()
          .from(seatTimeLedger)
          .where(and(eq(seatTimeLedger.learnerProductId, lp.id), eq(seatTimeLedger.nodeId, scoLesson.id)))
      ).reduce((sum, r) => sum + r.creditedMs, 0);
    await expect.poll(credited, { timeout: 45_000, interval: 1000 }).toBeGreaterThan(0);
    expect(await credited()).toBeLessThanOrEqual(Date.now() - opened);

    // Completion and score reach progression: Finish Lesson completes it.
    await page.getByRole('button', { name: 'Finish Lesson' }).click();
    await expect
      .poll(
        async () =>
          (
            await db
              .select()
              .from(learnerNodeStatus)
              .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, scoLesson.id)))
          )[0]?.status,
        { timeout: 15_000 },
      )
      .toBe('COMPLETE');

    // The GIFT bank's short answer, as a lesson slide.
    await page.goto(`/lp/${giftLp.id}/lc/${giftLesson.id}`);
    await page.getByText("Who's buried in Grant's tomb?").first().waitFor();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('no one');
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await page.getByText('Correct!').waitFor();
    await expectAccessible(page, 'GIFT question in a lesson');
    await context.close();
  });
});
