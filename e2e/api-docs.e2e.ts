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

describe('[ADMIN] API docs', () => {
  it('[ADMIN] an administrator reads the API docs in the docs screen and tries a call; a learner is refused', async () => {
    const admin = await createAdmin(server);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    // Swagger UI must run under the docs' own policy: any refusal by the browser fails the journey.
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    });
    await signIn(page, admin.login, admin.password);
    await page.goto('/administration');
    await page.getByRole('link', { name: 'API docs' }).click();
    await page.getByRole('heading', { name: 'API docs' }).waitFor();
    await expectAccessible(page, 'api docs');

    const docs = page.frameLocator('iframe[title="API docs (Swagger UI)"]');
    await docs.getByRole('heading', { name: /Continuum API/ }).waitFor({ timeout: 30_000 });
    // Tags start folded (docExpansion 'none': past ~130 operations an expanded list stopped rendering, 0080).
    await docs.locator('.opblock-tag[data-tag="account"]').click();
    const getAccount = docs.locator('.opblock-get').filter({ has: docs.locator('[data-path="/api/account"]') });
    await getAccount.locator('.opblock-summary-control').click();
    await getAccount.getByRole('button', { name: 'Try it out' }).click();
    await getAccount.getByRole('button', { name: 'Execute' }).click();
    // The call ran with the administrator's session cookie, from inside the frame.
    const live = getAccount.locator('.live-responses-table');
    await live.locator('.response-col_status').filter({ hasText: '200' }).first().waitFor();
    expect(await live.textContent()).toContain(admin.login);
    expect(refusals).toEqual([]);
    await context.close();

    const learner = await createLearner(server);
    const learnerContext = await browser.newContext({ baseURL: server.url });
    const learnerPage = await learnerContext.newPage();
    await signIn(learnerPage, learner.login, learner.password);
    const refused = await learnerPage.goto('/admin/docs/');
    expect(refused?.status()).toBe(403);
    await learnerContext.close();
  }, 120_000);
});
