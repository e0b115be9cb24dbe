import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFact } from '../apps/server/src/modules/progression/index.js';
import { instructorAvailability, nodes, productRules } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct, isoDay } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

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

describe('[INSTRUCTOR] availability (decision 0084)', () => {
  it('[INSTRUCTOR] an administrator assigns an instructor, who switches live support on, and the learner’s instructor-required section opens', async () => {
    const learner = await createLearner(server);
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
      startDate: isoDay(0),
      endDate: isoDay(12),
    });
    const all = await server.database.db.select().from(nodes).where(eq(nodes.productId, product.id));
    const live = all.find((n) => n.metadata.ONLINE_INSTRUCTOR_NEEDED === 'yes');
    if (!live?.parentId) throw new Error('the demo course has no instructor-required section');
    const leaves = all.filter((n) => !all.some((c) => c.parentId === n.id) && n.parentId !== live.id);
    for (const n of leaves) await recordFact(server.database.db, lp.id, n.id, 'COMPLETE', new Date());
    const teacher = await createLearner(server, 'journey-pass-1', ['ROLE_AUTHENTICATED', 'ROLE_INSTRUCTOR']);

    // The administrator takes the always-on demo instructor off the product and assigns the new one.
    const admin = await createAdmin(server);
    const adminPage = await newPage(browser, server.url);
    await signIn(adminPage.page, admin.login, admin.password);
    await adminPage.page.goto(`/administration/products?product=${product.id}`);
    const section = adminPage.page.getByRole('region', { name: 'Instructors' });
    await section.getByRole('button', { name: 'Remove instructor' }).click();
    await section.getByText('No instructor is assigned to this product.').waitFor();
    await adminPage.page.getByRole('textbox', { name: 'Instructor login' }).fill(teacher.login);
    await adminPage.page.getByRole('button', { name: 'Assign instructor' }).click();
    await section.getByRole('row', { name: new RegExp(teacher.login) }).waitFor();
    await adminPage.context.close();

    // The learner's unit page says nobody is available, and the section is locked.
    const learnerPage = await newPage(browser, server.url);
    await signIn(learnerPage.page, learner.login, learner.password);
    const liveState = async () =>
      (await (await learnerPage.page.request.get(`/api/product/${lp.id}/state`)).json()).componentStatusMap[live.id];
    await learnerPage.page.goto(`/lp/${lp.id}/lc/${live.parentId}`);
    await learnerPage.page.getByText('No instructor is available right now.').waitFor();
    expect(await liveState()).toBe('LOCKED');

    // The instructor opens the console from the menu and switches on.
    const teacherPage = await newPage(browser, server.url);
    await signIn(teacherPage.page, teacher.login, teacher.password);
    await teacherPage.page.getByRole('link', { name: 'Instructor console' }).click();
    await teacherPage.page.getByRole('link', { name: 'Availability' }).click();
    const toggle = teacherPage.page.getByRole('switch', { name: 'Available now' });
    await toggle.waitFor();
    await expectAccessible(teacherPage.page, 'instructor availability');
    await toggle.focus();
    await teacherPage.page.keyboard.press('Space');
    await teacherPage.page.getByRole('button', { name: 'Save availability' }).click();
    await teacherPage.page.getByText('Your availability is saved.').waitFor();
    const [row] = await server.database.db
      .select()
      .from(instructorAvailability)
      .where(eq(instructorAvailability.userId, teacher.id));
    expect(row?.availableNow).toBe(true);
    await teacherPage.context.close();

    await learnerPage.page.reload();
    await learnerPage.page.getByText('An instructor is available now.').waitFor();
    expect(await liveState()).not.toBe('LOCKED');
    await learnerPage.page.getByRole('button', { name: 'View the live support schedule' }).click();
    await learnerPage.page
      .getByRole('dialog', { name: 'Live support schedule' })
      .getByText(/time zone/)
      .waitFor();
    await learnerPage.context.close();
  });

  it('[INSTRUCTOR] with SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED = no, the course shows no instructor-required marker (issue 25 item 17)', async () => {
    const learner = await createLearner(server);
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
      startDate: isoDay(0),
      endDate: isoDay(12),
    });
    const all = await server.database.db.select().from(nodes).where(eq(nodes.productId, product.id));
    const live = all.find((n) => n.metadata.ONLINE_INSTRUCTOR_NEEDED === 'yes');
    if (!live) throw new Error('the demo course has no instructor-required section');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/home`);
    const marker = page.getByText('Instructor required', { exact: true });
    // The package marks the live session: the table of contents says so while the rule is unset.
    await marker.first().waitFor();

    const db = server.database.db;
    const rule = and(eq(productRules.productId, product.id), eq(productRules.key, 'SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED'));
    const [packaged] = await db.select().from(productRules).where(rule);
    await db.delete(productRules).where(rule);
    await db.insert(productRules).values({ productId: product.id, key: 'SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED', value: 'no' });
    try {
      await page.reload();
      await page
        .getByRole('link', { name: /Course Introduction/ })
        .first()
        .waitFor();
      await expectAccessible(page, 'course home, no instructor needed');
      expect(await marker.count()).toBe(0);
      await page.goto(`/lp/${lp.id}/lc/${live.id}`);
      await page.getByRole('heading', { level: 1, name: live.title }).waitFor();
      await expectAccessible(page, 'live session, no instructor needed');
      expect(await page.getByText(/requires an instructor/).count()).toBe(0);
      expect(await page.getByText('No instructor is available right now.').count()).toBe(0);
    } finally {
      await db.delete(productRules).where(rule);
      if (packaged) await db.insert(productRules).values(packaged);
      await context.close();
    }
  });
});
