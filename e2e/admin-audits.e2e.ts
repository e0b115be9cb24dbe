import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
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

describe('[ADMIN] audits', () => {
  it('[ADMIN] an administrator finds a learner’s sign-in in the paged audit list', async () => {
    const learner = await createLearner(server);
    const admin = await createAdmin(server);
    const context = await browser.newContext({ baseURL: server.url });
    const learnerPage = await context.newPage();
    await signIn(learnerPage, learner.login, learner.password);
    await context.close();

    const adminContext = await browser.newContext({ baseURL: server.url });
    const page = await adminContext.newPage();
    await signIn(page, admin.login, admin.password);
    await page.goto('/administration/audits');
    await page.getByRole('heading', { name: 'Audits' }).waitFor();
    await page.getByRole('columnheader', { name: 'Date' }).waitFor();
    await expectAccessible(page, 'audits');

    const search = page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('combobox', { name: 'Match' }).selectOption('EQUALS');
    await search.getByRole('textbox', { name: 'Search' }).fill(learner.login);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: 'AUTHENTICATION_SUCCESS' }).waitFor();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: learner.login, exact: true }) });
    expect(await rows.count()).toBe(1);
    expect(page.url()).toContain(`q=${learner.login}`);
    expect(page.url()).toContain('op=EQUALS');

    await page.getByRole('button', { name: 'Type' }).click();
    await page.getByRole('columnheader', { name: 'Type' }).and(page.locator('[aria-sort="ascending"]')).waitFor();
    await expectAccessible(page, 'audits searched and sorted');
    await adminContext.close();
  });
});
