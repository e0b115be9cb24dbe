import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { waitForLink } from './support/mail.js';
import { type E2EServer, startServer } from './support/server.js';
import { createLearner, enrol, uniqueLogin } from './support/users.js';

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

describe('[ACCOUNT] journeys', () => {
  it('[ACCOUNT] a visitor registers, activates from the e-mail, signs in, opens a product and signs out', async () => {
    const { context, page } = await newPage(browser, server.url);
    const login = uniqueLogin('reg');
    const email = `${login}@example.test`;
    await page.goto('/register');
    await page.getByLabel('First name').fill('Rosa');
    await expectAccessible(page, 'register');
    await page.getByLabel('Last name').fill('Parks');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Login', { exact: true }).fill(login);
    await page.getByLabel('New password', { exact: true }).fill('journey-pass-1');
    await page.getByLabel('New password confirmation').fill('journey-pass-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration saved!').waitFor();
    await expectAccessible(page, 'register, saved');
    const [stored] = await server.database.db.select().from(users).where(eq(users.login, login));
    expect(stored?.activated).toBe(false);

    // The activation link arrives by real SMTP.
    const link = await waitForLink(server, email, '/activate');
    await page.goto(link);
    await page.getByText('Your user account has been activated.').waitFor();
    await expectAccessible(page, 'activate');
    const [activated] = await server.database.db.select().from(users).where(eq(users.login, login));
    expect(activated?.activated).toBe(true);
    const lp = await enrol(server, activated?.id ?? 0, 'Journey Course: Agency Basics');

    await page.goto('/login');
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill('journey-pass-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Current Products' }).waitFor();
    await expectAccessible(page, 'product selector');
    await page.getByRole('row', { name: /Journey Course: Agency Basics/ }).click();
    await page.waitForURL(`**/lp/${lp.id}/home`);
    await page.getByRole('heading', { name: 'Journey Course: Agency Basics' }).waitFor();
    await expectAccessible(page, 'course home');
    expect(
      await server.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, activated?.id ?? 0)),
    ).toHaveLength(1);

    // Signing out asks first (000 §2 confirm-logout modal).
    await page.getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out?' });
    await confirm.waitFor();
    await expectAccessible(page, 'confirm logout');
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'login');
    expect(
      await server.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, activated?.id ?? 0)),
    ).toHaveLength(0);
    await context.close();
  });

  it('[ACCOUNT] a learner resets a forgotten password from the e-mail link', async () => {
    const { context, page } = await newPage(browser, server.url);
    const learner = await createLearner(server, 'old-password-1');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Did you forget your password?' }).click();
    await page.getByLabel('Email').fill(learner.email);
    await expectAccessible(page, 'reset request');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Check your emails for details on how to reset your password.').waitFor();
    await expectAccessible(page, 'reset request, sent');
    const link = await waitForLink(server, learner.email, '/reset/finish');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await expectAccessible(page, 'reset finish');
    await page.getByLabel('New password confirmation').fill('new-password-2');
    await page.getByRole('button', { name: 'Validate new password' }).click();
    await page.getByText('Your password has been reset.').waitFor();
    await expectAccessible(page, 'reset finish, done');
    const [row] = await server.database.db.select().from(users).where(eq(users.id, learner.id));
    expect(row?.resetKeyHash).toBeNull();

    await page.goto('/login');
    await page.getByLabel('Username').fill(learner.login);
    await page.getByLabel('Password', { exact: true }).fill('new-password-2');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Current Products' }).waitFor();
    await context.close();
  });
});
