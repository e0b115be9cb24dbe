import { desc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, supportFeedback } from '../apps/server/src/platform/db/schema/index.js';
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

describe('[SUPPORT] support forms', () => {
  it('[SUPPORT] a learner writes to support and gives feedback from the course home; an administrator reads the feedback', async () => {
    const learner = await createLearner(server);
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
      startDate: isoDay(0),
      endDate: isoDay(12),
    });
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/home`);
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'Contact us' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Us' });
    await contact.getByRole('textbox', { name: /Subject/ }).fill('Unit 2 stays locked');
    await contact.getByRole('textbox', { name: /Comments/ }).fill('I finished unit 1 yesterday.');
    await expectAccessible(page, 'contact us');
    await contact.getByRole('button', { name: 'Send' }).click();
    await contact.getByText('Success!').waitFor();
    await contact.getByRole('button', { name: 'Close' }).last().click();
    const [mail] = await server.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.kind, 'SUPPORT_EMAIL'))
      .orderBy(desc(emailMessages.id))
      .limit(1);
    expect(mail?.toAddress).toBe(product.accountEmail || 'support@continuum.local');
    expect(mail?.plainText).toContain('Comments: I finished unit 1 yesterday.');
    expect(mail?.plainText).toContain(`Registered e-mail address: ${learner.email}`);

    await main.getByRole('button', { name: 'Submit feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Submit Feedback' });
    const submit = feedback.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await feedback.getByRole('textbox', { name: /Feedback/ }).fill('x'.repeat(501));
    await feedback.getByText('Feedback text limit is 500 characters').waitFor();
    await feedback.getByRole('textbox', { name: /Feedback/ }).fill('The <b>glossary</b> helps a lot.');
    await submit.click();
    await feedback.getByText('Thank you for your feedback.').waitFor();
    const [stored] = await server.database.db.select().from(supportFeedback).where(eq(supportFeedback.learnerProductId, lp.id));
    expect(stored).toMatchObject({ feedback: 'The <b>glossary</b> helps a lot.', device: 'desktop' });
    expect(stored?.url).toContain(`/lp/${lp.id}/home`);
    await context.close();

    const admin = await createAdmin(server);
    const staff = await newPage(browser, server.url);
    await signIn(staff.page, admin.login, admin.password);
    await staff.page.goto('/administration');
    await staff.page.getByRole('link', { name: 'Feedback' }).click();
    await staff.page.getByRole('heading', { name: 'Feedback', level: 1 }).waitFor();
    await staff.page.getByText('The <b>glossary</b> helps a lot.').waitFor();
    await expectAccessible(staff.page, 'feedback list');
    await staff.context.close();
  });
});
