import { fileURLToPath } from 'node:url';
import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { assignInstructor } from '../apps/server/src/modules/product/index.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { nodes, studentAssignments } from '../apps/server/src/platform/db/schema/index.js';
import { TestClient } from '../apps/server/src/test/harness.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { HttpClient } from './support/http-client.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/assignment-course', import.meta.url));
const FINAL_FIXTURE = fileURLToPath(new URL('./fixtures/assignment-final-course', import.meta.url));
const PAYLOAD = '<img src=x onerror="document.title=1">';

let server: E2EServer;
let browser: Browser;
let productId = 0;
let lessonId = 0;
let finalCourse = { unitId: 0, finalId: 0 };
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ productId } = await importCourseFolder(server.database.db, systemClock, FIXTURE));
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  lessonId = rows.find((n) => n.key === 'agency/disclosure')?.id ?? 0;
  const imported = await importCourseFolder(server.database.db, systemClock, FINAL_FIXTURE);
  const finalRows = await server.database.db.select().from(nodes).where(eq(nodes.productId, imported.productId));
  finalCourse = {
    unitId: finalRows.find((n) => n.type === 'UNIT')?.id ?? 0,
    finalId: finalRows.find((n) => n.key === 'final')?.id ?? 0,
  };
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('[ASSIGNMENTS] journeys', () => {
  it('[ASSIGNMENTS] a learner responds, the instructor asks for more, the learner reads it and responds again', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-ASSIGN');
    const instructor = await createLearner(server, 'journey-pass-1', [Authority.AUTHENTICATED, Authority.INSTRUCTOR]);
    await assignInstructor(server.database.db, productId, instructor.id, new Date());
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);

    // The first response, in the lesson; the payload stays text.
    await page.goto(`/lp/${lp.id}/lc/${lessonId}`);
    await page.getByRole('textbox', { name: 'Your response' }).fill(PAYLOAD);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your response has been submitted.').waitFor();

    // The home box lists it and leads to every assignment.
    await page.goto(`/lp/${lp.id}/home`);
    await page.getByText('Draft a disclosure').waitFor();
    await page.getByRole('link', { name: 'View All Assignments' }).click();
    await page.getByRole('heading', { level: 2, name: 'Unit 1: Agency' }).waitFor();
    await page.getByRole('img', { name: 'Awaiting instructor review' }).waitFor();

    // The instructor's queue holds it; their comment asks for more.
    const staff = new HttpClient();
    const signedIn = await staff.post(server.url, '/api/authentication', {
      username: instructor.login,
      password: instructor.password,
      rememberMe: false,
    });
    expect(signedIn.status).toBe(200);
    const queue = await staff.post(server.url, '/api/instructor/assignments/search', { searchValue: learner.login });
    const [row] = (queue.body as { content: { studentAssignmentId: number }[] }).content;
    expect(row).toBeDefined();
    const comment = await staff.post(server.url, `/api/instructor/assignments/${row?.studentAssignmentId}/comment`, {
      commentText: 'Name the agency relationship.',
      complete: false,
    });
    expect(comment.status).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: /Draft a disclosure/ }).click();
    const thread = page.getByRole('list', { name: 'Comments' });
    await thread.getByText('Name the agency relationship.').waitFor();
    expect(await thread.textContent()).toMatch(/INSTRUCTOR · \d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2}(AM|PM)/);
    await thread.getByText(PAYLOAD).waitFor();
    expect(await page.title()).not.toBe('1');
    expect(await page.locator('main img').count()).toBe(0);
    await page.getByRole('img', { name: 'Instructor asked for more' }).waitFor();
    await expectAccessible(page, 'assignments page, expanded');

    await page.getByRole('textbox', { name: 'Your response' }).fill('Seller agency.');
    await page.getByRole('button', { name: 'Send' }).click();
    await thread.getByText('Seller agency.').waitFor();
    await page.getByRole('img', { name: 'Awaiting instructor review' }).waitFor();
    const [sa] = await server.database.db.select().from(studentAssignments).where(eq(studentAssignments.learnerProductId, lp.id));
    expect(sa?.status).toBe('INITIAL_RESPONSE');
    await context.close();
  });

  it('[ASSIGNMENTS] the only assignment sits in a unit an administrator exempts: the final exam opens (issue 25 item 39)', async () => {
    expect(finalCourse.unitId).toBeGreaterThan(0);
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-ASSIGN-FINAL');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/lc/${finalCourse.finalId}`);
    await page.getByText('Your assignments must be completed before you can take this exam.').waitFor();
    expect(await page.getByRole('button', { name: 'Start Exam' }).count()).toBe(0);

    // The administrator exempts the unit that holds the assignment, with a reason, as the enrolment page does.
    const admin = await createAdmin(server);
    const staff = new TestClient(server.app);
    await staff.signIn(admin.login, admin.password);
    const exempted = await staff.post(`/api/admin/enrolments/${lp.id}/exempt`, {
      nodeId: finalCourse.unitId,
      reason: 'Prior learning',
    });
    expect(exempted.statusCode).toBe(200);

    // The assignment no longer holds the final back: the learner is not stuck for good.
    await page.reload();
    await page.getByRole('button', { name: 'Start Exam' }).waitFor();
    expect(await page.getByText('Your assignments must be completed before you can take this exam.').count()).toBe(0);
    await expectAccessible(page, 'final exam, assignment excused');
    await context.close();
  });
});
