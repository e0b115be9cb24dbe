import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFact } from '../apps/server/src/modules/progression/index.js';
import {
  learnerProducts,
  nodes,
  productRules,
  products,
  regulatorReportItems,
  seatTimeLedger,
} from '../apps/server/src/platform/db/schema/index.js';
import { todayDigitsIn } from './support/affidavit-form.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { HttpClient } from './support/http-client.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner, uniqueLogin } from './support/users.js';

const ZONE = 'America/Chicago';
let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ piiEncryptionKey: randomBytes(32) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A day (YYYY-MM-DD) in the zone, and that day plus n calendar days: computed here, not with the server's code. */
const dayIn = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const plusDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y as number, (m as number) - 1, (d as number) + n)).toISOString().slice(0, 10);
};

/** A mortgage course with a final exam node; the NMLS ID is asked on the final affidavit, after completion. */
async function mortgageCourse() {
  const db = server.database.db;
  const code = uniqueLogin('NMLS').toUpperCase();
  const name = `Mortgage CE ${code}`;
  const [product] = await db
    .insert(products)
    .values({
      code,
      name,
      type: 'COURSE',
      accountName: 'Journey Academy',
      state: 'TX',
      industry: 'MORTGAGE',
      createdAt: new Date(),
    })
    .returning();
  if (!product) throw new Error('no product');
  const [root] = await db
    .insert(nodes)
    .values({ productId: product.id, key: '_root', parentId: null, position: 0, type: 'COURSE', title: name, metadata: {} })
    .returning();
  if (!root) throw new Error('no root');
  const [exam] = await db
    .insert(nodes)
    .values({
      productId: product.id,
      key: 'final',
      parentId: root.id,
      position: 0,
      type: 'EXAM',
      title: 'Final Exam',
      metadata: { EXAM_TYPE: 'FINAL' },
    })
    .returning();
  if (!exam) throw new Error('no exam');
  await db.update(products).set({ rootNodeId: root.id }).where(eq(products.id, product.id));
  for (const [key, value] of Object.entries({ SC_STUDENT_AFFIDAVITS_NMLS_ID: 'yes', SC_SEAT_TIME_TIME_ZONE: ZONE }))
    await db.insert(productRules).values({ productId: product.id, key, value });
  return { product, exam };
}

/** A learner enrolled in the course, its content done and the profile's 8 credit hours of seat time credited. */
async function finishedLearner(course: Awaited<ReturnType<typeof mortgageCourse>>) {
  const db = server.database.db;
  const learner = await createLearner(server);
  const now = new Date();
  const [lp] = await db
    .insert(learnerProducts)
    .values({ userId: learner.id, productId: course.product.id, status: 'IN_PROGRESS', createdAt: now, welcomedAt: now })
    .returning();
  if (!lp) throw new Error('no enrolment');
  await recordFact(db, lp.id, course.exam.id, 'COMPLETE', now);
  // NMLS: 50 minutes per credit hour, enforced at completion (decision 0133).
  await db.insert(seatTimeLedger).values({
    learnerProductId: lp.id,
    nodeId: course.exam.id,
    userId: learner.id,
    day: dayIn(now),
    at: now,
    seq: 1,
    prevHash: 'x',
    hash: 'y',
    creditedMs: 8 * 50 * 60_000,
  });
  return { learner, lp };
}

const itemOf = async (lpId: number) =>
  (await server.database.db.select().from(regulatorReportItems).where(eq(regulatorReportItems.learnerProductId, lpId)))[0];

/** The dashboard's row of the course, as the administrator reads it: its cells' texts. */
async function dashboardRow(page: Page, productName: string) {
  const table = page.getByRole('table', { name: 'Open report items by regulator and course' });
  const row = table.getByRole('row', { name: new RegExp(productName) });
  await row.waitFor();
  return row;
}

const cells = (row: ReturnType<Page['getByRole']>) => row.getByRole('cell').allTextContents();

describe('[REPORTING] regulator reporting', () => {
  it('[REPORTING] an NMLS completion is blocked until the affidavit, exported, accepted; a rejected one returns to the queue; the certificate verifies, then shows revoked', async () => {
    const course = await mortgageCourse();
    const admin = await createAdmin(server);
    const adminHttp = new HttpClient();
    expect(
      (await adminHttp.post(server.url, '/api/authentication', { username: admin.login, password: admin.password })).status,
    ).toBe(200);
    const bound = await adminHttp.request(server.url, 'PUT', `/api/admin/products/${course.product.id}/compliance-bindings`, {
      bindings: [
        {
          profileId: 'nmls-ce-online-self-study',
          profileVersion: 2,
          approvalNumber: 'NMLS-J-4412',
          approvalExpiresOn: null,
          creditHours: 8,
        },
      ],
    });
    expect(bound.status, bound.text).toBe(200);

    // The learner completes the course in the browser.
    const first = await finishedLearner(course);
    const learner = await newPage(browser, server.url);
    await signIn(learner.page, first.learner.login, first.learner.password);
    await learner.page.goto(`/lp/${first.lp.id}/finish`);
    await learner.page.getByText('Congratulations! You have completed this course.', { exact: false }).waitFor();
    const completed = (await server.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, first.lp.id)))[0];
    expect(completed?.status).toBe('COMPLETE');
    const completedOn = dayIn(completed?.completedAt as Date);
    expect(await itemOf(first.lp.id)).toMatchObject({
      status: 'BLOCKED',
      blockedReason: 'AFFIDAVIT_MISSING',
      learnerKeyKind: 'NMLS_ID',
      approvalNumber: 'NMLS-J-4412',
    });

    // The administrator sees it blocked, and why.
    const office = await newPage(browser, server.url);
    await signIn(office.page, admin.login, admin.password);
    await office.page.goto('/administration/regulator-reports');
    const blockedRow = await dashboardRow(office.page, course.product.name);
    expect(await cells(blockedRow)).toEqual([
      course.product.name,
      '0',
      '0',
      '0',
      '11 without the final affidavit',
      '0',
      '0',
      'Export 0 items',
    ]);

    // The learner signs the final affidavit with their NMLS ID: the item is DUE, 7 calendar days from the completion.
    await learner.page.goto(`/affidavit/final/${first.lp.id}`);
    await learner.page.getByRole('heading', { name: 'Final Affidavit', level: 1 }).waitFor();
    await learner.page.getByRole('textbox', { name: /Today's date/ }).fill(todayDigitsIn(ZONE));
    await learner.page.getByRole('textbox', { name: /First Name/ }).fill('Ada');
    await learner.page.getByRole('textbox', { name: /Last Name/ }).fill('Lovelace');
    await learner.page.getByRole('textbox', { name: /NMLS ID/ }).fill('7654321');
    await learner.page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await learner.page.getByRole('button', { name: 'Accept and go to results' }).click();
    await learner.page.getByText('Your affidavit has been accepted.').waitFor();
    expect(await itemOf(first.lp.id)).toMatchObject({ status: 'DUE', blockedReason: null, dueOn: plusDays(completedOn, 7) });

    // Their certificates are one link away, on a page that passes axe.
    const issued = await learner.page.request.get(`/api/certificate/${first.lp.id}`);
    const { code } = (await issued.json()) as { code: string };
    await learner.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My certificates' }).click();
    await learner.page.getByRole('heading', { name: 'My certificates', level: 1 }).waitFor();
    await learner.page.getByRole('link', { name: `PDF of ${course.product.name}` }).waitFor();
    await expectAccessible(learner.page, 'my certificates');
    await learner.context.close();

    // Anyone with the QR code's link sees it valid; once an administrator revokes it, revoked with the reason.
    const visitor = await newPage(browser, server.url);
    await visitor.page.goto(`/verify/${code}`);
    await visitor.page.getByText('This certificate is valid.').waitFor();
    await visitor.page.getByRole('link', { name: 'Download the digital credential (Open Badges 3.0)' }).waitFor();
    await expectAccessible(visitor.page, 'verification, valid');
    // Another administrator: one account's new sign-in ends its other sessions (000 §4), the dashboard's among them.
    const registrar = await createAdmin(server);
    const registrarHttp = new HttpClient();
    await registrarHttp.post(server.url, '/api/authentication', { username: registrar.login, password: registrar.password });
    const revoked = await registrarHttp.post(server.url, `/api/admin/certificates/${code}/revoke`, {
      reason: 'Issued in error',
    });
    expect(revoked.status).toBe(204);
    await visitor.page.reload();
    await visitor.page.getByText('This certificate was revoked on', { exact: false }).waitFor();
    await visitor.page.getByText('Reason: Issued in error', { exact: false }).waitFor();
    expect(await visitor.page.getByText('This certificate is valid.').count()).toBe(0);
    await expectAccessible(visitor.page, 'verification, revoked');
    await visitor.context.close();

    // A second learner completes and signs through the API.
    const second = await finishedLearner(course);
    const secondHttp = new HttpClient();
    await secondHttp.post(server.url, '/api/authentication', {
      username: second.learner.login,
      password: second.learner.password,
    });
    expect((await secondHttp.post(server.url, `/app/progression/completeProduct/${second.lp.id}/COMPLETE`)).status).toBe(200);
    const [m, d, y] = [todayDigitsIn(ZONE).slice(0, 2), todayDigitsIn(ZONE).slice(2, 4), todayDigitsIn(ZONE).slice(4)];
    const signed = await secondHttp.post(server.url, `/api/affidavit/acceptFinal/${second.lp.id}`, {
      date: `${m}/${d}/${y}`,
      firstName: 'Grace',
      lastName: 'Hopper',
      nmlsId: '1234567',
    });
    expect(signed.body, signed.text).toEqual([]);
    const firstItem = await itemOf(first.lp.id);
    const secondItem = await itemOf(second.lp.id);
    expect(secondItem).toMatchObject({ status: 'DUE' });
    if (!firstItem || !secondItem) throw new Error('no items');

    // The administrator exports the NMLS file of both in one click.
    await office.page.reload();
    const dueRow = await dashboardRow(office.page, course.product.name);
    expect(await cells(dueRow)).toEqual([course.product.name, '0', '0', '0', '0', '0', '0', 'Export 2 items']);
    await expectAccessible(office.page, 'regulator reports, two due');
    await dueRow.getByRole('button', { name: new RegExp(`^Export 2 items of .*\\(NMLS\\), ${course.product.name}$`) }).click();
    const made = office.page.getByRole('status').filter({ hasText: 'Export made: 2 rows' });
    await made.waitFor();
    const href = await made.getByRole('link', { name: /^Download / }).getAttribute('href');
    const file = await office.page.request.get(href as string);
    expect(file.status()).toBe(200);
    const lines = (await file.text()).split('\r\n');
    expect(lines[0]).toBe('"NMLS ID","First Name","Last Name","Course Completion Date"');
    expect(lines.slice(1, 3).map((l) => l.split(',')[0])).toEqual(['"7654321"', '"1234567"']);
    expect(await itemOf(first.lp.id)).toMatchObject({ status: 'EXPORTED', timesExported: 1 });
    await expect
      .poll(async () => cells(await dashboardRow(office.page, course.product.name)))
      .toEqual([course.product.name, '0', '0', '0', '0', '2', '0', 'Export 0 items']);

    // NMLS accepts the first and rejects the second, with its reason.
    const awaiting = office.page.getByRole('table', { name: "Exported items awaiting the regulator's answer" });
    await awaiting.getByRole('button', { name: `Record item ${firstItem.id} as accepted` }).click();
    await office.page.getByText(`Item ${firstItem.id} recorded as accepted.`).waitFor();
    const reason = 'NMLS ID does not match the name on record';
    await awaiting.getByRole('textbox', { name: `Regulator's reason for item ${secondItem.id}` }).fill(reason);
    await awaiting.getByRole('button', { name: `Record item ${secondItem.id} as rejected` }).click();
    await office.page.getByText(`Item ${secondItem.id} recorded as rejected: it is back in the queue.`).waitFor();
    await office.page.getByText("No exported item is awaiting the regulator's answer.").waitFor();
    expect(await itemOf(first.lp.id)).toMatchObject({ status: 'ACCEPTED', rejectionReason: null });
    expect(await itemOf(second.lp.id)).toMatchObject({ status: 'REJECTED', rejectionReason: reason });

    // The rejected one is back in the queue: one to export again; the accepted one is done.
    await expect
      .poll(async () => cells(await dashboardRow(office.page, course.product.name)))
      .toEqual([course.product.name, '0', '0', '0', '0', '0', '1', 'Export 1 item']);
    const rejectedTable = office.page.getByRole('table', { name: 'Items the regulator rejected, with its reason' });
    await rejectedTable.getByRole('row', { name: new RegExp(`^${secondItem.id} .*${reason}`) }).waitFor();
    await expectAccessible(office.page, 'regulator reports, after the results');
    await office.context.close();
  });
});
