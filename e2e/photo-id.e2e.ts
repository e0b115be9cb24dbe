import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IssuedGateCode } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import {
  idPhotos,
  learnerProducts,
  nodes,
  proctorAffidavits,
  productRules,
} from '../apps/server/src/platform/db/schema/index.js';
import { TestClient } from '../apps/server/src/test/harness.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { interceptFileChoosers, openChooserWithKey } from './support/file-chooser.js';
import { enrolInDemoProduct, isoDay } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

const FINAL_COURSE = fileURLToPath(new URL('./fixtures/final-exam-course', import.meta.url));
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 3)]);

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  // The photos go to a storage directory of this journey's own (the local storage's signed form POST).
  server = await startServer({ storage: { kind: 'local', dir: mkdtempSync(join(tmpdir(), 'e2e-photo-id-')) } });
  browser = await launchBrowser();
});
/** Rules this journey set: on PostgreSQL the journeys share one database, and the demo products are everyone's. */
const setRules: { productId: number; key: string }[] = [];
afterAll(async () => {
  for (const { productId, key } of setRules)
    await server?.database.db.delete(productRules).where(and(eq(productRules.productId, productId), eq(productRules.key, key)));
  await browser?.close();
  await server?.close();
});

async function setRule(productId: number, key: string, value: string) {
  const db = server.database.db;
  await db.delete(productRules).where(and(eq(productRules.productId, productId), eq(productRules.key, key)));
  await db.insert(productRules).values({ productId, key, value });
  setRules.push({ productId, key });
}

describe('[PHOTO-ID] photo ID, proctor affidavit and certificate', () => {
  it('[PHOTO-ID] a learner whose course requires a photo ID uploads a PNG by keyboard before starting', async () => {
    const learner = await createLearner(server);
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
      startDate: isoDay(0),
      endDate: isoDay(12),
    });
    await setRule(product.id, 'SC_PHOTO_IDENTIFICATION_REQUIRED', 'yes');
    const { context, page } = await newPage(browser, server.url);
    interceptFileChoosers(page);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/home`);
    // The course's next step leads to the upload first (002 §4).
    const start = page.getByRole('main').getByRole('link', { name: /Start Course|Continue Course/ });
    expect(await start.getAttribute('href')).toBe(`/lp/${lp.id}/id/photo`);
    // So does every other way in (issue 25 item 4): the table of contents shows the gate, not the introduction.
    await page.getByRole('link', { name: 'Course Introduction, Current' }).click();
    await page
      .getByText('Your course asks for a photo ID before you begin. Upload it to open this part of the course.')
      .waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Course Introduction' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Upload Photo ID' }).click();
    const dialog = page.getByRole('dialog', { name: 'Photo ID' });
    await dialog.getByText('PNG or JPEG, 20mb or smaller.').waitFor();
    await expectAccessible(page, 'photo ID upload');

    // Keyboard only: from the document type, Tab to the drop zone's file input and open the chooser with Space.
    await dialog.getByRole('combobox', { name: 'Document type' }).focus();
    await page.keyboard.press('Tab');
    const fileInput = dialog.getByLabel('Choose a photo, or drop it here');
    expect(await fileInput.evaluate((el) => el === document.activeElement)).toBe(true);
    await (await openChooserWithKey(page, 'Space')).setFiles({
      name: 'id.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await dialog.getByRole('alert').getByText('Your image must be in either PNG or JPEG format.').waitFor();
    await expectAccessible(page, 'photo ID upload, wrong format');
    expect(await dialog.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);

    await (await openChooserWithKey(page, 'Space')).setFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('Selected: id.png').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Upload' }).evaluate((el) => {
      if (el !== document.activeElement) throw new Error('Upload is not the next stop after the file input and Cancel');
    });
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Your photo ID has been received.').waitFor();
    await expectAccessible(page, 'photo ID received');

    const db = server.database.db;
    const [row] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, lp.id));
    expect(row?.hasSubmittedIdPhoto).toBe(true);
    const [photo] = await db.select().from(idPhotos).where(eq(idPhotos.learnerProductId, lp.id));
    expect(photo).toMatchObject({ mimeType: 'image/png', sizeBytes: PNG.length, idPhotoType: 'DRIVERS_LICENSE' });
    expect(photo?.confirmedAt).not.toBeNull();

    // Photo received: the next step goes to the course itself.
    await page.getByRole('button', { name: 'Continue to the course' }).click();
    const next = page.getByRole('main').getByRole('link', { name: /Start Course|Continue Course/ });
    await next.waitFor();
    expect(await next.getAttribute('href')).toMatch(new RegExp(`^/lp/${lp.id}/lc/\\d+`));
    await context.close();
  });

  it('[PHOTO-ID] on an exam-prep product the home offers the upload and a topic shows the gate, not an error', async () => {
    const learner = await createLearner(server);
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-EXAM-PREP');
    await setRule(product.id, 'SC_PHOTO_IDENTIFICATION_REQUIRED', 'yes');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/home`);
    // Issue 25 item 26: the upload is offered here too, and a topic shows the gate instead of "409xConflict".
    const offer = page.getByRole('main').getByRole('link', { name: 'Upload Photo ID' });
    expect(await offer.getAttribute('href')).toBe(`/lp/${lp.id}/id/photo`);
    await page.getByRole('link', { name: 'Property Ownership, Available', exact: true }).click();
    await page
      .getByText('Your course asks for a photo ID before you begin. Upload it to open this part of the course.')
      .waitFor();
    expect(await page.getByText(/An error occurred/).count()).toBe(0);
    await expectAccessible(page, 'course gate: photo ID');
    await page.getByRole('main').getByRole('link', { name: 'Upload Photo ID' }).click();
    await page.getByRole('dialog', { name: 'Photo ID' }).waitFor();
    await context.close();
  });

  it('[PHOTO-ID] the proctor signs the proctor affidavit after the proctored final; the certificate verifies publicly', async () => {
    const { productId } = await importCourseFolder(server.database.db, systemClock, FINAL_COURSE);
    const [final] = await server.database.db
      .select()
      .from(nodes)
      .where(and(eq(nodes.productId, productId), eq(nodes.key, 'final-exam')));
    const finalId = final?.id ?? 0;
    await setRule(productId, 'SC_PROCTOR_PROCTOR_REQUIRED', 'yes');
    await setRule(productId, 'SC_FINAL_EXAM_ACCESS_CODE_REQUIRED', 'no');
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-FINAL');
    const admin = await createAdmin(server);
    const staff = new TestClient(server.app);
    await staff.signIn(admin.login, admin.password);
    const issued = (
      await staff.post('/api/admin/exam-gates/codes', { learnerProductId: lp.id, componentId: finalId, kind: 'PROCTOR' })
    ).json() as IssuedGateCode;
    // The sitting, through the API (the final exam's own journey drives it on screen): proctor code, start, finish.
    const api = new TestClient(server.app);
    await api.signIn(learner.login, learner.password);
    const gate = await api.get(`/api/proctor/final-exam/code/${issued.code}?learnerProductId=${lp.id}&componentId=${finalId}`);
    expect(gate.json()).toBe(true);
    const started = await api.post('/api/exam/nextQuestion', { assessmentId: finalId, learnerProductId: lp.id });
    expect(started.statusCode).toBe(200);
    const pa = started.json().personAssessmentId as number;
    expect((await api.post(`/api/exam/finish/${pa}`)).statusCode).toBe(200);

    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/id/proctor-affidavit/${pa}`);
    await page.getByRole('heading', { level: 1, name: 'Proctor Affidavit' }).waitFor();
    await page.getByText('Pending signature').waitFor();
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel('Proctor code').fill('ZZZZ-ZZZZ');
    await page.getByLabel('Proctor name').fill('Pat Proctor');
    await page.getByLabel('Employer and job title').fill('Austin Public Library, Librarian');
    await page.getByLabel('Business address').fill('710 W Cesar Chavez St, Austin, TX 78701');
    // Validity highlighting: a wrong phone, e-mail and date are flagged as typed, with the spec's messages.
    await page.getByLabel('Daytime phone number').fill('512-974');
    await page.getByLabel('Email').fill('pat@');
    await page.getByLabel('Relationship to the student').fill('None');
    await page.getByLabel('Date', { exact: false }).last().pressSequentially('02302025');
    await page.getByText('Daytime Phone Number is not valid.', { exact: false }).waitFor();
    await page.getByText('Email is not valid.').waitFor();
    await page.getByText('Date is not valid.').waitFor();
    expect(await page.getByLabel('Daytime phone number').getAttribute('aria-invalid')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'proctor affidavit, invalid fields');

    await page.getByLabel('Daytime phone number').fill('(512) 974-7400');
    await page.getByLabel('Email').fill('pat.proctor@example.org');
    const date = page.getByLabel('Date', { exact: false }).last();
    await date.fill('');
    await date.pressSequentially('0314a2025');
    expect(await date.inputValue()).toBe('03/14/2025');
    expect(await page.getByLabel('Daytime phone number').getAttribute('aria-invalid')).not.toBe('true');
    await submit.click();
    await page.getByRole('alert').getByText('The Proctor Code is not correct.').waitFor();
    await page.getByText('Incorrect Proctor Code').waitFor();
    await expectAccessible(page, 'proctor affidavit, wrong code');
    expect(
      await server.database.db.select().from(proctorAffidavits).where(eq(proctorAffidavits.personAssessmentId, pa)),
    ).toHaveLength(0);

    await page.getByLabel('Proctor code').fill(issued.code);
    await submit.click();
    await page.getByRole('status').getByText('The proctor affidavit is signed. Thank you.').waitFor();
    await expectAccessible(page, 'proctor affidavit signed');
    const [signed] = await server.database.db
      .select()
      .from(proctorAffidavits)
      .where(eq(proctorAffidavits.personAssessmentId, pa));
    expect(signed).toMatchObject({ proctorName: 'Pat Proctor', daytimePhone: '(512) 974-7400', signedOn: '2025-03-14' });

    // The course completed: the learner's certificate, then its code checked by someone not signed in.
    await page.goto(`/lp/${lp.id}/id/certificate`);
    await page.getByText('Your certificate is available once the course is complete.').waitFor();
    await server.database.db
      .update(learnerProducts)
      .set({ status: 'COMPLETE', completedAt: new Date() })
      .where(eq(learnerProducts.id, lp.id));
    await page.reload();
    await page.getByRole('link', { name: 'Download certificate (PDF)' }).waitFor();
    await expectAccessible(page, 'certificate');
    const code =
      (await page
        .getByRole('row', { name: /Verification code/ })
        .getByRole('cell')
        .textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await context.close();

    const visitor = await newPage(browser, server.url);
    await visitor.page.goto(`/verify/${code}`);
    await visitor.page.getByText('This certificate is valid.').waitFor();
    await visitor.page.getByRole('cell', { name: 'Final Exam Journey Course' }).waitFor();
    await visitor.page.getByRole('cell', { name: 'Jo Journey' }).waitFor();
    await expectAccessible(visitor.page, 'certificate verification');
    await visitor.page.goto('/verify/AAAA-BBBB-CCCC-DDDD');
    await visitor.page.getByText('No certificate has this code. Check the code and try again.').waitFor();
    await expectAccessible(visitor.page, 'certificate verification, unknown code');
    await visitor.context.close();
  });
});
