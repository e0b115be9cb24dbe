import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFact } from '../apps/server/src/modules/progression/index.js';
import {
  affidavitAcceptances,
  affidavitLicenses,
  learnerNodeStatus,
  learnerProducts,
  nodes,
  productRules,
  products,
} from '../apps/server/src/platform/db/schema/index.js';
import { todayDigitsIn } from './support/affidavit-form.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner, uniqueLogin } from './support/users.js';

// Issue 25's final-affidavit defects as the learner meets them in the browser (items 31 and 37).

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

const RULES = {
  SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes',
  SC_STUDENT_AFFIDAVITS_SSN: 'FULL',
  SC_STUDENT_AFFIDAVITS_DATE_OF_BIRTH: 'yes',
  SC_STUDENT_AFFIDAVITS_AGE: 'yes',
  SC_STUDENT_AFFIDAVITS_LICENSE: 'yes',
  SC_SEAT_TIME_TIME_ZONE: 'America/Chicago',
};

/** A Texas course of the journey's own with one page of content and the final affidavit's rules; the learner enrolled. */
async function texasCourse(userId: number) {
  const db = server.database.db;
  const [product] = await db
    .insert(products)
    .values({
      code: uniqueLogin('AFD').toUpperCase(),
      name: 'Texas Ethics CE',
      type: 'COURSE',
      accountName: 'Journey Academy',
      state: 'TX',
      industry: 'REAL_ESTATE',
      createdAt: new Date(),
    })
    .returning();
  if (!product) throw new Error('no product');
  const [root] = await db
    .insert(nodes)
    .values({
      productId: product.id,
      key: '_root',
      parentId: null,
      position: 0,
      type: 'COURSE',
      title: 'Texas Ethics CE',
      metadata: {},
    })
    .returning();
  if (!root) throw new Error('no root');
  const [page] = await db
    .insert(nodes)
    .values({
      productId: product.id,
      key: 'ethics',
      parentId: root.id,
      position: 0,
      type: 'KEY_POINTS',
      title: 'Ethics',
      metadata: {},
    })
    .returning();
  if (!page) throw new Error('no page');
  await db.update(products).set({ rootNodeId: root.id }).where(eq(products.id, product.id));
  for (const [key, value] of Object.entries(RULES)) await db.insert(productRules).values({ productId: product.id, key, value });
  const [lp] = await db
    .insert(learnerProducts)
    .values({ userId, productId: product.id, status: 'IN_PROGRESS', createdAt: new Date(), welcomedAt: new Date() })
    .returning();
  if (!lp) throw new Error('no enrolment');
  return { lp, pageId: page.id, finish: () => recordFact(db, lp.id, page.id, 'COMPLETE', new Date()) };
}

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Types the affidavit's own fields (not the licence), as the learner does. */
async function typeFields(page: Page) {
  await field(page, /Today's date/).fill(todayDigitsIn('America/Chicago'));
  await field(page, /Social Security Number/).fill('123456789');
  await field(page, /Date of Birth/).fill('07041976');
  await page.getByRole('combobox', { name: /Age/ }).selectOption({ label: '41-55' });
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
}

describe('[DEFECTS] final affidavit (issue 25)', () => {
  it('item 31: a lapsed licence, or one of another state than the course’s, is refused with a message', async () => {
    const learner = await createLearner(server);
    const { lp, finish } = await texasCourse(learner.id);
    await finish();
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/affidavit/final/${lp.id}`);
    await page.getByRole('heading', { name: 'Final Affidavit', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Enter License' }).click();
    // The licence is for the course's state: the dialog names it and offers no other.
    const licence = page.getByRole('dialog', { name: 'Enter a TX License' });
    await licence.waitFor();
    expect(await licence.getByRole('combobox', { name: /State/ }).count()).toBe(0);
    const year = new Date().getFullYear();
    await licence.getByRole('textbox', { name: /Renewal Date/ }).fill(`1/5/${year - 3}`);
    await licence.getByRole('textbox', { name: /License Number/ }).fill('TX-333333');
    await licence.getByRole('button', { name: 'Save License' }).click();
    await licence.getByRole('alert').getByText('Please enter a valid renewal date!').waitFor();
    await expectAccessible(page, 'lapsed licence refused');
    const db = server.database.db;
    expect(await db.select().from(affidavitLicenses).where(eq(affidavitLicenses.userId, learner.id))).toEqual([]);

    // A licence of another state, sent for this course as a crafted request from the page would: refused, named.
    const otherState = await page.evaluate(
      async ({ lpId, year }) => {
        const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
        const reply = await fetch('/api/affidavit/final/license-validate', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
          body: JSON.stringify({
            state: 'CA',
            licenseType: 'Broker',
            renewalDate: `1/5/${year + 2}`,
            licenseNumber: 'CA-1',
            learnerProductId: lpId,
          }),
        });
        return reply.json();
      },
      { lpId: lp.id, year },
    );
    expect(otherState).toEqual({ newLicense: null, errors: [{ message: 'State is not valid' }] });
    expect(await db.select().from(affidavitLicenses).where(eq(affidavitLicenses.userId, learner.id))).toEqual([]);

    // A licence of the course's state that is current is taken.
    await licence.getByRole('textbox', { name: /Renewal Date/ }).fill(`1/5/${year + 2}`);
    await licence.getByRole('button', { name: 'Save License' }).click();
    await licence.waitFor({ state: 'detached' });
    const stored = await db.select().from(affidavitLicenses).where(eq(affidavitLicenses.userId, learner.id));
    expect(stored).toHaveLength(1);
    await context.close();
  });

  it('item 37: a refusal after the form was filled keeps every typed field, and the same form is then accepted', async () => {
    const learner = await createLearner(server);
    const { lp, pageId, finish } = await texasCourse(learner.id);
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    // Gated before the form: nothing to type until the course is finished.
    await page.goto(`/affidavit/final/${lp.id}`);
    await page.getByText('The final affidavit opens once your course is finished.', { exact: false }).waitFor();
    expect(await field(page, /Social Security Number/).count()).toBe(0);
    await expectAccessible(page, 'final affidavit not due yet');
    await finish();
    await page.reload();
    await page.getByRole('heading', { name: 'Final Affidavit', level: 1 }).waitFor();
    await typeFields(page);
    await page.getByRole('button', { name: 'Enter License' }).click();
    const licence = page.getByRole('dialog', { name: 'Enter a TX License' });
    await licence.getByRole('textbox', { name: /Renewal Date/ }).fill(`6/30/${new Date().getFullYear() + 1}`);
    await licence.getByRole('textbox', { name: /License Number/ }).fill('TX-5550123');
    await licence.getByRole('button', { name: 'Save License' }).click();
    await licence.waitFor({ state: 'detached' });
    await page
      .getByRole('radio', { name: /Broker|Salesperson/ })
      .first()
      .waitFor();
    const typed = async () => ({
      date: await field(page, /Today's date/).inputValue(),
      ssn: await field(page, /Social Security Number/).inputValue(),
      dateOfBirth: await field(page, /Date of Birth/).inputValue(),
      age: await page.getByRole('combobox', { name: /Age/ }).inputValue(),
      agreed: await page.getByRole('checkbox', { name: /I have read and agree/ }).isChecked(),
    });
    const before = await typed();
    expect(before).toMatchObject({ ssn: '123-45-6789', dateOfBirth: '07/04/1976', agreed: true });

    // While the form is open the course is no longer finished (an administrator reset the page): Accept is refused.
    const db = server.database.db;
    await db
      .delete(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, pageId)));
    await page.getByRole('button', { name: 'Accept and go to results' }).click();
    const refusal = page.getByRole('alertdialog');
    await refusal.waitFor();
    await expectAccessible(page, 'final affidavit refused after typing');
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'detached' });
    // Still the form, with everything typed.
    expect(new URL(page.url()).pathname).toBe(`/affidavit/final/${lp.id}`);
    expect(await typed()).toEqual(before);
    expect(
      await db
        .select()
        .from(affidavitAcceptances)
        .where(and(eq(affidavitAcceptances.learnerProductId, lp.id), eq(affidavitAcceptances.kind, 'FINAL'))),
    ).toEqual([]);

    // Finished again, the same form is accepted without typing anything again.
    await finish();
    await page.getByRole('button', { name: 'Accept and go to results' }).click();
    await page.getByText('Your affidavit has been accepted.').waitFor();
    const [row] = await db
      .select()
      .from(affidavitAcceptances)
      .where(and(eq(affidavitAcceptances.learnerProductId, lp.id), eq(affidavitAcceptances.kind, 'FINAL')));
    expect(row?.ssnEncrypted).toMatch(/^v1\./);
    await context.close();
  });
});
