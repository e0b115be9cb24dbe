import { fileURLToPath } from 'node:url';
import { Authority } from '@continuum/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { assignInstructor } from '../apps/server/src/modules/product/index.js';
import { recordFact } from '../apps/server/src/modules/progression/index.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { advertisements, learnerProducts, nodes, notifications } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { HttpClient } from './support/http-client.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

// Decision 0089: an instructor's comment reaches the learner with the next notification poll; an administrator
// authors the product's advertisement and the learner opens it, its learn-more link in a new window.

const FIXTURE = fileURLToPath(new URL('./fixtures/assignment-course', import.meta.url));
const SCRIPT = '<script>document.title="hacked"</script>';

let server: E2EServer;
let browser: Browser;
let productId = 0;
let lessonId = 0;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ productId } = await importCourseFolder(server.database.db, systemClock, FIXTURE));
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  lessonId = rows.find((n) => n.key === 'agency/disclosure')?.id ?? 0;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('[NOTIFICATIONS] journeys', () => {
  it('[NOTIFICATIONS] an instructor comments on an assignment, the learner sees it within a poll and marks it read; an advertisement with learn-more', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-ASSIGN');
    const instructor = await createLearner(server, 'journey-pass-1', [Authority.AUTHENTICATED, Authority.INSTRUCTOR]);
    await assignInstructor(server.database.db, productId, instructor.id, new Date());
    const { context, page } = await newPage(browser, server.url);
    // The page's clock runs as usual; the journey jumps it a poll ahead instead of waiting a minute.
    await page.clock.install();
    await signIn(page, learner.login, learner.password);

    await page.goto(`/lp/${lp.id}/lc/${lessonId}`);
    await page.getByRole('textbox', { name: 'Your response' }).fill('I represent the seller.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your response has been submitted.').waitFor();

    await page.goto(`/lp/${lp.id}/home`);
    const box = page.getByRole('region', { name: 'Notifications' });
    await box.getByText('No new notifications.').waitFor();
    await expectAccessible(page, 'course home, no notifications');

    const staff = new HttpClient();
    const auth = { username: instructor.login, password: instructor.password, rememberMe: false };
    expect((await staff.post(server.url, '/api/authentication', auth)).status).toBe(200);
    const queue = await staff.post(server.url, '/api/instructor/assignments/search', { searchValue: learner.login });
    const [row] = (queue.body as { content: { studentAssignmentId: number }[] }).content;
    const comment = await staff.post(server.url, `/api/instructor/assignments/${row?.studentAssignmentId}/comment`, {
      commentText: 'Name the agency relationship in writing.',
      complete: false,
    });
    expect(comment.status).toBe(200);

    // No reload: the next 60 s poll brings it, announced politely.
    await page.clock.fastForward('01:01');
    await box.getByText('Name the agency relationship in writing.').waitFor();
    await box.getByText('Instructor comment on your assignment').waitFor();
    await page.getByText('1 new notification.').waitFor({ state: 'attached' });
    await expectAccessible(page, 'course home, one notification');
    await box.getByRole('button', { name: 'Mark as read: Draft a disclosure' }).click();
    await box.getByText('No new notifications.').waitFor();
    const read = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.learnerProductId, lp.id), isNotNull(notifications.readAt)));
    expect(read).toHaveLength(1);

    // An administrator writes the product's advertisement on the products screen.
    const admin = await createAdmin(server);
    const staffPage = await newPage(browser, server.url);
    await signIn(staffPage.page, admin.login, admin.password);
    await staffPage.page.goto(`/administration/products?product=${productId}`);
    const form = staffPage.page.getByRole('region', { name: 'Advertisement' });
    await form.getByText('This product shows no advertisement yet.').waitFor();
    await form.getByRole('textbox', { name: 'Message' }).fill('Save 20% on the Broker program');
    await form.getByRole('textbox', { name: 'Content (HTML)' }).fill(`<p>Take the <strong>next step</strong>.</p>${SCRIPT}`);
    await form.getByRole('textbox', { name: 'Disclaimer' }).fill('Valid for 30 days.');
    await form.getByRole('textbox', { name: 'Learn-more address' }).fill('https://example.com/broker');
    await form.getByRole('button', { name: 'Save advertisement' }).click();
    await form.getByText('The advertisement was saved.').waitFor();
    await expectAccessible(staffPage.page, 'products screen, advertisement saved');
    const [stored] = await server.database.db.select().from(advertisements).where(eq(advertisements.productId, productId));
    expect(stored?.content).toBe('<p>Take the <strong>next step</strong>.</p>');

    // The learner completes the course (its one lesson, recorded as the lesson's finish would): the home shows the
    // advertisement viewer by itself (001 §5), and keeps the offer in its sidebar.
    await recordFact(server.database.db, lp.id, lessonId, 'COMPLETE', new Date());
    // ...and the course completion then marks the enrolment complete (decision 0092; walked in course-completion.e2e.ts).
    await server.database.db
      .update(learnerProducts)
      .set({ status: 'COMPLETE', completedAt: new Date() })
      .where(eq(learnerProducts.id, lp.id));
    await page.reload();
    const offer = page.getByRole('region', { name: 'A special offer' });
    await offer.getByText('Save 20% on the Broker program').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Save 20% on the Broker program' });
    await dialog.getByText('next step').waitFor();
    await dialog.getByText('Valid for 30 days.').waitFor();
    const learnMore = dialog.getByRole('link', { name: /Learn more/ });
    expect(await learnMore.getAttribute('href')).toBe('https://example.com/broker');
    expect(await learnMore.getAttribute('target')).toBe('_blank');
    expect(await learnMore.getAttribute('rel')).toContain('noopener');
    expect(await page.title()).not.toBe('hacked');
    await expectAccessible(page, 'advertisement viewer');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('View offer');
    // Once only: opened again from the box, not on the next visit.
    await page.reload();
    await offer.getByRole('button', { name: 'View offer' }).waitFor();
    expect(await dialog.count()).toBe(0);
    await offer.getByRole('button', { name: 'View offer' }).click();
    await dialog.getByText('Valid for 30 days.').waitFor();

    // Journeys on one PostgreSQL share the product: the advertisement goes again.
    await form.getByRole('button', { name: 'Remove advertisement' }).click();
    await form.getByText('The advertisement was removed.').waitFor();
    await staffPage.context.close();
    await context.close();
  }, 240_000);
});
