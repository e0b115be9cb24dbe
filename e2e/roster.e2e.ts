import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts, products } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner, enrol } from './support/users.js';

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

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('[ROSTER] regulator roster', () => {
  it('[ROSTER] an administrator opens the roster of a course, sees the completion and downloads the CSV', async () => {
    // A course of the journey's own (no demo product is changed), one learner who completed it today.
    const learner = await createLearner(server);
    const lp = await enrol(server, learner.id, 'Roster Journey Course');
    const db = server.database.db;
    await db.update(learnerProducts).set({ status: 'COMPLETE', completedAt: new Date() }).where(eq(learnerProducts.id, lp.id));
    const [product] = await db.select().from(products).where(eq(products.id, lp.productId));
    if (!product) throw new Error('no product');
    const admin = await createAdmin(server);

    const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.goto('/administration');
    await page.getByRole('link', { name: 'Regulator roster' }).click();
    await page.getByRole('heading', { name: 'Regulator roster' }).waitFor();

    // Narrow the courses by code, choose it, type the range and submit with the keyboard.
    await page.getByLabel('Find a course (code or name)').fill(product.code);
    await page.getByRole('option', { name: `Roster Journey Course (${product.code})` }).waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Course' }).selectOption(String(product.id));
    await page.getByLabel('Completed from').fill(day(-1));
    await page.getByLabel('Completed to').fill(day(1));
    await page.getByLabel('Completed to').press('Enter');

    const table = page.getByRole('table', { name: 'Regulator roster: Roster Journey Course' });
    await table.waitFor();
    const row = table.getByRole('row', { name: /Jo Journey/ });
    expect(await row.textContent()).toContain(learner.login);
    await expectAccessible(page, 'regulator roster');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`roster-${product.id}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, line] = csv.split('\r\n');
    expect(header).toContain('"learnerName","login"');
    expect(line).toContain(`"${lp.id}","Jo Journey","${learner.login}"`);
    await context.close();

    // Both reads, the screen's and the file's, are audited under the administrator.
    const reads = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, admin.login), eq(auditEvents.type, 'REGULATOR_ROSTER_READ')));
    expect(reads.map((r) => r.data.format).sort()).toEqual(['csv', 'json']);
  });
});
