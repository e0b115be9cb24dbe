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

describe('[ADMIN] journeys', () => {
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

  it('[ADMIN] an administrator reads a sent e-mail in the list’s modal and resends it', async () => {
    const learner = await createLearner(server);
    const admin = await createAdmin(server);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    // A password-reset request stores its e-mail (the key redacted, decision 0052).
    await page.goto('/reset/request');
    await page.getByRole('textbox', { name: 'Email' }).fill(learner.email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Check your emails for details on how to reset your password.').waitFor();

    await signIn(page, admin.login, admin.password);
    await page.getByRole('link', { name: 'Sent e-mails' }).click();
    await page.getByRole('heading', { name: 'Sent e-mails' }).waitFor();
    const search = page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('textbox', { name: 'Search' }).fill(learner.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const subject = page.getByRole('row').filter({ hasText: learner.email }).getByRole('button');
    await subject.first().waitFor();
    expect(await subject.count()).toBe(1);
    await expectAccessible(page, 'sent e-mails');

    await subject.click();
    const dialog = page.getByRole('dialog', { name: 'E-mail' });
    await dialog.getByText('[redacted]').first().waitFor();
    await expectAccessible(page, 'e-mail modal');
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await dialog.getByRole('link', { name: /Open the new e-mail/ }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/email-view\/\d+$/);
    await expectAccessible(page, 'email-view');
    await context.close();
  });
});
