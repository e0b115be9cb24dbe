import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts, typingEvidence } from '../apps/server/src/platform/db/schema/index.js';
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

describe('[IDENTITY] identity evidence', () => {
  it('[IDENTITY] an administrator opens an enrolment’s identity evidence and the read is audited', async () => {
    const learner = await createLearner(server);
    const lp = await enrol(server, learner.id, 'Identity Course');
    const db = server.database.db;
    await db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, lp.id));
    await db
      .insert(typingEvidence)
      .values({ userId: learner.id, failures: 0, lastResult: 'PASS', lastScore: 77, lastVerifiedAt: new Date() });
    const admin = await createAdmin(server);

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.goto(`/administration/enrolments/${lp.id}/identity-evidence`);
    await page.getByRole('heading', { name: `Identity evidence: ${learner.login}, Identity Course` }).waitFor();
    const typing = page.getByRole('row', { name: /Typing pattern/ });
    expect(await typing.textContent()).toContain('Passed (77)');
    expect(await page.getByRole('row', { name: /Signature/ }).textContent()).toContain('No check yet');
    await expectAccessible(page, 'identity evidence');
    await context.close();

    const reads = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, admin.login), eq(auditEvents.type, 'IDENTITY_EVIDENCE_READ')));
    expect(reads.map((r) => r.data)).toEqual([{ learnerProductId: String(lp.id) }]);
  });

  it('[IDENTITY] an administrator opens a learner’s enrolment and finds that read in the audit list (issue 25 item 8)', async () => {
    const learner = await createLearner(server);
    const lp = await enrol(server, learner.id, 'Audited Course');
    const admin = await createAdmin(server);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.login, admin.password);
    await page.goto(`/administration/enrolments/${lp.id}`);
    await page.getByRole('heading', { name: `Enrolment of ${learner.login} in Audited Course` }).waitFor();
    await expectAccessible(page, 'enrolment detail');

    // The administrator sees their own read of the learner's enrolment in the audit list.
    await page.goto('/administration/audits');
    await page.getByRole('heading', { name: 'Audits' }).waitFor();
    const search = page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('combobox', { name: 'Match' }).selectOption('EQUALS');
    await search.getByRole('textbox', { name: 'Search' }).fill(admin.login);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: 'LEARNER_DATA_READ' }).first().waitFor();
    await expectAccessible(page, 'audits of a staff read');
    await context.close();

    const reads = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, admin.login), eq(auditEvents.type, 'LEARNER_DATA_READ')));
    expect(reads.map((r) => r.data)).toContainEqual({
      id: String(lp.id),
      method: 'GET',
      route: '/api/admin/enrolments/:id',
    });
  });
});
