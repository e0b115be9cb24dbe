import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ concurrentLogins: 'allow' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('[SESSIONS] journeys', () => {
  it('[SESSIONS] a learner invalidates a remember-me session of another browser', async () => {
    const learner = await createLearner(server);
    const laptop = await browser.newContext({ baseURL: server.url, userAgent: 'Laptop Browser/1.0' });
    const phone = await browser.newContext({ baseURL: server.url, userAgent: 'Phone Browser/2.0' });
    const laptopPage = await laptop.newPage();
    const phonePage = await phone.newPage();
    await signIn(phonePage, learner.login, learner.password, true);
    await signIn(laptopPage, learner.login, learner.password);
    const [phoneSession] = await server.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userAgent, 'Phone Browser/2.0'));
    expect(phoneSession?.rememberMe).toBe(true);

    await laptopPage.getByRole('link', { name: 'Sessions' }).click();
    await laptopPage.getByRole('heading', { name: 'Sessions' }).waitFor();
    const row = laptopPage.getByRole('row', { name: /Phone Browser\/2\.0/ });
    await row.getByRole('button', { name: 'Invalidate' }).click();
    await laptopPage.getByText('Session invalidated!').waitFor();
    await expectAccessible(laptopPage, 'sessions');
    expect(await laptopPage.getByRole('row', { name: /Phone Browser\/2\.0/ }).count()).toBe(0);
    expect(
      await server.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.series, phoneSession?.series ?? '')),
    ).toHaveLength(0);

    // The phone, even with its remember-me cookie, is signed out.
    await phonePage.goto('/settings');
    await phonePage.getByRole('heading', { name: 'Sign in' }).waitFor();
    await laptop.close();
    await phone.close();
  });

  it('[ACCESS] a learner opening an admin route lands on access denied', async () => {
    const learner = await createLearner(server);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, learner.login, learner.password);
    await page.goto('/administration/audits');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await expectAccessible(page, 'access denied');
    expect(page.url()).toContain('/accessdenied');
    await context.close();
  });

  it('[I18N] a learner switches the language to French and the interface follows', async () => {
    const learner = await createLearner(server);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, learner.login, learner.password);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Language').selectOption('fr');
    await expectAccessible(page, 'settings');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Profil' }).waitFor();
    const [row] = await server.database.db.select().from(users).where(eq(users.id, learner.id));
    expect(row?.langKey).toBe('fr');
    // A fresh visit is in French too: the language follows the account.
    await page.goto('/product-selector');
    await page.getByRole('heading', { name: 'Produits en cours' }).waitFor();
    await expectAccessible(page, 'product selector (fr)');
    await context.close();
  });
});
