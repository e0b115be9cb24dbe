import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalLinkKey, signExternalAffidavitLink } from '../apps/server/src/modules/affidavit/index.js';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { recordFact } from '../apps/server/src/modules/progression/index.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import {
  affidavitAcceptances,
  learnerProducts,
  nodes,
  productRules,
  products,
} from '../apps/server/src/platform/db/schema/index.js';
import { dismissAffidavitError, todayDigitsIn } from './support/affidavit-form.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner, uniqueLogin } from './support/users.js';

const KEY = randomBytes(32);
const AFFIDAVIT_FIRST = fileURLToPath(new URL('./fixtures/affidavit-final-course', import.meta.url));
let server: E2EServer;
let browser: Browser;
let affidavitFirstExamId = 0;
beforeAll(async () => {
  server = await startServer({ piiEncryptionKey: KEY });
  browser = await launchBrowser();
  // A course whose rules ask for the final affidavit before its final exam (decision 0120), imported as the CLI would.
  const { productId } = await importCourseFolder(server.database.db, systemClock, AFFIDAVIT_FIRST);
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  affidavitFirstExamId = rows.find((n) => n.key === 'final-exam')?.id ?? 0;
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
  SC_STUDENT_AFFIDAVITS_ORIENTATION_TEXT: 'I will complete this course myself.',
  SC_SEAT_TIME_TIME_ZONE: 'America/Chicago',
};

/** A Texas course of the journey's own with the affidavit rules, and the learner's enrolment in it. */
async function affidavitCourse(userId: number, extraRules: Record<string, string> = {}) {
  const db = server.database.db;
  const code = uniqueLogin('AFF').toUpperCase();
  const [product] = await db
    .insert(products)
    .values({
      code,
      name: 'Texas Ethics CE',
      type: 'COURSE',
      accountName: 'Journey Academy',
      state: 'TX',
      industry: 'REAL_ESTATE',
      createdAt: new Date(),
    })
    .returning();
  if (!product) throw new Error('no product');
  // One page of content under the root: the final affidavit opens once it is finished (issue 25 item 37).
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
  for (const [key, value] of Object.entries({ ...RULES, ...extraRules }))
    await db.insert(productRules).values({ productId: product.id, key, value });
  const [lp] = await db
    .insert(learnerProducts)
    .values({ userId, productId: product.id, status: 'IN_PROGRESS', createdAt: new Date(), welcomedAt: new Date() })
    .returning();
  if (!lp) throw new Error('no enrolment');
  const finish = () => recordFact(db, lp.id, page.id, 'COMPLETE', new Date());
  return { product, lp, finish };
}

describe('[AFFIDAVIT] affidavits', () => {
  it('[AFFIDAVIT] a learner accepts the orientation affidavit and fills the final affidavit with the keyboard', async () => {
    const learner = await createLearner(server);
    const { lp, finish } = await affidavitCourse(learner.id, { SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED: 'yes' });
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);

    // The rule makes the orientation affidavit the course's first step: the home leads there (issue 25 item 29).
    await page.goto(`/lp/${lp.id}/home`);
    await page.getByText('Before you begin, please read and accept the orientation affidavit.').waitFor();
    await page.getByRole('link', { name: 'Sign the Orientation Affidavit' }).click();
    await page.waitForURL(`**/affidavit/orientation/${lp.id}`);
    await page.getByRole('heading', { name: 'Orientation Affidavit', level: 1 }).waitFor();
    await page.getByText('I will complete this course myself.').waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await expectAccessible(page, 'orientation affidavit');
    await page.getByRole('checkbox', { name: 'I agree' }).focus();
    await page.keyboard.press('Space');
    expect(await next.isDisabled()).toBe(false);
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/lp/${lp.id}/home`);
    await page.getByRole('heading', { name: 'Texas Ethics CE', level: 1 }).waitFor();
    // Accepted, it is no longer the next step.
    await expect.poll(() => page.getByRole('link', { name: 'Sign the Orientation Affidavit' }).count()).toBe(0);
    const orientation = await server.database.db
      .select()
      .from(affidavitAcceptances)
      .where(and(eq(affidavitAcceptances.learnerProductId, lp.id), eq(affidavitAcceptances.kind, 'ORIENTATION')));
    expect(orientation[0]?.textBody).toBe('I will complete this course myself.');

    // Before the course is finished the page says so, before anything is typed (issue 25 item 37).
    await page.goto(`/affidavit/final/${lp.id}`);
    await page.getByText('The final affidavit opens once your course is finished.', { exact: false }).waitFor();
    expect(await page.getByRole('textbox', { name: /Today's date/ }).count()).toBe(0);
    await finish();
    await page.reload();
    await page.getByRole('heading', { name: 'Final Affidavit', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /Today's date/ }).waitFor();
    await expectAccessible(page, 'final affidavit');
    const accept = page.getByRole('button', { name: 'Accept and go to results' });
    await page.getByRole('checkbox', { name: /I have read and agree/ }).focus();
    await page.keyboard.press('Space');
    // 002 §2: Accept stays disabled while a required field is empty, and says so (issue 25 item 42).
    expect(await accept.isDisabled()).toBe(true);
    await page.getByText('Fill in every required field (*) to accept.').waitFor();
    // The mask adds the slashes. A wrong day first.
    await page.getByRole('textbox', { name: /Today's date/ }).focus();
    await page.keyboard.type('01022001');
    expect(await page.getByRole('textbox', { name: /Today's date/ }).inputValue()).toBe('01/02/2001');
    await page.getByRole('textbox', { name: /Social Security Number/ }).focus();
    await page.keyboard.type('123456789');
    expect(await page.getByRole('textbox', { name: /Social Security Number/ }).inputValue()).toBe('123-45-6789');
    await page.getByRole('textbox', { name: /Date of Birth/ }).focus();
    await page.keyboard.type('07041976');
    await page.getByRole('combobox', { name: /Age/ }).selectOption({ label: '41-55' });
    expect(await accept.isDisabled()).toBe(false);

    await accept.focus();
    await page.keyboard.press('Enter');
    const required = page.getByRole('alertdialog');
    await required.getByText('A license for the state must be entered before the Affidavit can be completed.').waitFor();
    await expectAccessible(page, 'licence required dialog');
    await page.keyboard.press('Enter'); // Enter License has focus
    const licence = page.getByRole('dialog', { name: 'Enter a TX License' });
    await licence.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type(`6/30/${new Date().getFullYear() + 1}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('TX-5550123');
    await expectAccessible(page, 'enter licence dialog');
    await page.keyboard.press('Enter');
    await licence.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /Broker|Salesperson/ }).waitFor();

    await accept.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    await expectAccessible(page, 'final affidavit error dialog');
    await dismissAffidavitError(page, 'Entered date must be: ');
    expect(await page.getByRole('textbox', { name: /Today's date/ }).inputValue()).toBe('');
    await page.keyboard.type(todayDigitsIn('America/Chicago'));
    await accept.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Your affidavit has been accepted.').waitFor();
    await expectAccessible(page, 'final affidavit accepted');

    const [row] = await server.database.db
      .select()
      .from(affidavitAcceptances)
      .where(and(eq(affidavitAcceptances.learnerProductId, lp.id), eq(affidavitAcceptances.kind, 'FINAL')));
    expect(row?.ssnEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('123456789');
    expect(row?.licenseId).not.toBeNull();
    await context.close();
  });

  it('[AFFIDAVIT] a course that asks for the final affidavit before its final exam: the exam prompts for it, the form opens before the course is done, Accept leads back to the exam, which then starts (issue 25 item 42 with item 37)', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-AFFIDAVIT-FIRST');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/lc/${affidavitFirstExamId}`);
    await page.getByRole('heading', { level: 1, name: 'Final Exam: Ethics' }).waitFor();

    // 002 §4 flow step 2: the status asks for the affidavit, so the page prompts for it and offers no start.
    const prompt = page.getByRole('status').filter({ hasText: 'Affidavit required' });
    await prompt.getByText('This exam asks for the final affidavit first. Sign it, then come back to start the exam.').waitFor();
    expect(await page.getByRole('button', { name: 'Start Exam' }).count()).toBe(0);
    await expectAccessible(page, 'final exam, affidavit first');

    // Item 37 holds: the form opens only when it can be accepted, here at the final's door (course not finished).
    await prompt.getByRole('link', { name: 'Sign the Final Affidavit' }).click();
    await page.waitForURL(`**/affidavit/final/${lp.id}?returnTo=${affidavitFirstExamId}`);
    await page.getByRole('heading', { name: 'Final Affidavit', level: 1 }).waitFor();
    expect(await page.getByText('The final affidavit opens once your course is finished.', { exact: false }).count()).toBe(0);
    await page.getByRole('textbox', { name: /Today's date/ }).focus();
    await page.keyboard.type(todayDigitsIn('America/Chicago'));
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await expectAccessible(page, 'final affidavit before the final exam');
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    // Back at the exam: no prompt now, and the exam starts.
    await page.waitForURL((url) => url.pathname === `/lp/${lp.id}/lc/${affidavitFirstExamId}`);
    const start = page.getByRole('button', { name: 'Start Exam' });
    await start.waitFor();
    expect(await page.getByText('Affidavit required').count()).toBe(0);
    const [row] = await server.database.db
      .select()
      .from(affidavitAcceptances)
      .where(and(eq(affidavitAcceptances.learnerProductId, lp.id), eq(affidavitAcceptances.kind, 'FINAL')));
    expect(row).toBeDefined();
    await start.click();
    await page.getByRole('heading', { level: 2, name: 'Question 1' }).waitFor();
    await context.close();
  });

  it('[AFFIDAVIT] an external learner opens /affidavit from a signed link and accepts it', async () => {
    const learner = await createLearner(server);
    const { product, lp } = await affidavitCourse(learner.id);
    // Signed with the account's password (issue 25 items 25, 38): the enrolment carries the store's ids.
    await server.database.db
      .insert(productRules)
      .values({ productId: product.id, key: 'SC_STUDENT_AFFIDAVITS_PASSWORD', value: 'yes' });
    await server.database.db
      .update(learnerProducts)
      .set({ externalUserId: `ces-${product.code}`, externalEnrollmentId: 'enr-1' })
      .where(eq(learnerProducts.id, lp.id));
    const token = signExternalAffidavitLink(externalLinkKey(KEY), {
      externalUserId: `ces-${product.code}`,
      externalEnrollmentId: 'enr-1',
      productCode: product.code,
      action: 'RESULTS',
      url: null,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/affidavit?token=forged.token');
    await page.getByText('Error presenting Affidavit.').waitFor();
    await page.goto(`/affidavit?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'Affidavit', level: 1 }).waitFor();
    await expectAccessible(page, 'external affidavit');
    await page.getByRole('textbox', { name: /Today's date/ }).fill(todayDigitsIn('America/Chicago'));
    await page.getByRole('textbox', { name: /First Name/ }).fill('Ext');
    await page.getByRole('textbox', { name: /Last Name/ }).fill('Learner');
    await page.getByRole('textbox', { name: /Social Security Number/ }).fill('987654321');
    await page.getByRole('textbox', { name: /Date of Birth/ }).fill('01311980');
    await page.getByRole('combobox', { name: /Age/ }).selectOption({ label: '41-55' });
    await page.getByRole('button', { name: 'Enter License' }).click();
    const licence = page.getByRole('dialog', { name: 'Enter a TX License' });
    await licence.getByRole('textbox', { name: /Renewal Date/ }).fill(`1/31/${new Date().getFullYear() + 2}`);
    await licence.getByRole('textbox', { name: /License Number/ }).fill('TX-777');
    await licence.getByRole('button', { name: 'Save License' }).click();
    await licence.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: /^Login/ }).fill(learner.login);
    await page.getByLabel(/^Password/).fill(learner.password);
    await page.getByLabel(/^Confirm Password/).fill(learner.password);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Accept and go to results' }).click();
    await page.getByText('Your affidavit for Texas Ethics CE has been accepted.').waitFor();
    await expectAccessible(page, 'external affidavit accepted');
    const [row] = await server.database.db
      .select()
      .from(affidavitAcceptances)
      .where(eq(affidavitAcceptances.externalUserId, `ces-${product.code}`));
    expect(row?.kind).toBe('EXTERNAL');
    expect(JSON.stringify(row)).not.toContain('987654321');
    await context.close();
  });
});
