import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type IdPhotoUploadForm, TYPING_PHRASES } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfirmedIdPhoto } from '../apps/server/src/modules/identity/index.js';
import { syntheticTypist } from '../apps/server/src/modules/identity/typing/testing/synthetic-typist.js';
import {
  auditEvents,
  idPhotos,
  learnerProducts,
  productRules,
  typingTemplates,
  users,
} from '../apps/server/src/platform/db/schema/index.js';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage.js';
import { TestClient } from '../apps/server/src/test/harness.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage, TOUR_KEYS } from './support/browser.js';
import { type KeyTiming, phraseTimings } from './support/keystroke-timings.js';
import { enrolInDemoProduct, isoDay } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

// Issue 25's identity defects as the learner and the administrator meet them in the browser (items 7, 14, 24).

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 3)]);
const storageDir = mkdtempSync(join(tmpdir(), 'e2e-defects-identity-'));

let server: E2EServer;
let browser: Browser;
const setRules: { productId: number; key: string }[] = [];
beforeAll(async () => {
  server = await startServer({ storage: { kind: 'local', dir: storageDir } });
  browser = await launchBrowser();
});
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

/** Types the phrase key by key with a data-set typist's down/up timings (as typing-pattern.e2e.ts does). */
async function typePhrase(page: Page, timings: readonly KeyTiming[]) {
  for (const { key, hold, gap } of timings) {
    const name = key === ' ' ? 'Space' : key;
    const held = Math.min(hold, gap - 5);
    await page.keyboard.down(name);
    await page.waitForTimeout(held);
    await page.keyboard.up(name);
    await page.waitForTimeout(Math.max(0, gap - held));
  }
}

describe('[DEFECTS] identity (issue 25)', () => {
  it('item 1: enrolled on a computer, a learner on a touch device is not offered a fresh enrolment, and a posted one is refused', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'INS-PROGRAM');
    const db = server.database.db;
    await db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, lp.id));
    // Enrolled with the English sentence on a computer (two entries, as the enrolment modal sends them).
    const api = new TestClient(server.app);
    await api.signIn(learner.login, learner.password);
    const en = syntheticTypist(41, TYPING_PHRASES[1] as string);
    const pad = String(learner.id).padStart(6, '0');
    const enrolled = await api.post(`/api/thirdpartyauthentication/save/${pad}`, [
      { textId: 1, device: 'desktop', events: en(1) },
      { textId: 1, device: 'desktop', events: en(2) },
    ]);
    expect(enrolled.statusCode).toBe(200);

    // Later, on a phone.
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', hasTouch: true, isMobile: true });
    await context.addInitScript((keys) => {
      for (const key of keys) localStorage.setItem(key, 'true');
    }, TOUR_KEYS);
    const page = await context.newPage();
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/home`);
    const check = page.getByRole('dialog', { name: 'Typing pattern authentication' });
    await check.getByText('Your typing pattern was recorded on a computer with a keyboard', { exact: false }).waitFor();
    expect(await check.getByRole('textbox').count()).toBe(0);
    await check.getByRole('button', { name: 'Try again' }).waitFor();
    await check.getByRole('link', { name: 'Sign out' }).waitFor();
    await expectAccessible(page, 'typing check on another device');

    // Two made-up mobile entries posted from the page, as the attacker did: refused, nothing stored, still closed.
    // Typed as a real typist would (the sentence itself), so only the supervision rule can refuse them.
    const mobile = syntheticTypist(42, TYPING_PHRASES[1] as string);
    const entries = [1, 2].map((rep) => ({ textId: 1, device: 'mobile', events: mobile(rep) }));
    const posted = await page.evaluate(
      async ({ pad, entries }) => {
        const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
        const reply = await fetch(`/api/thirdpartyauthentication/save/${pad}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
          body: JSON.stringify(entries),
        });
        return { status: reply.status, body: (await reply.json()) as { code?: string } };
      },
      { pad, entries },
    );
    expect(posted).toMatchObject({ status: 409, body: { code: 'TYPING_SUPERVISED_ENROLMENT_REQUIRED' } });
    const templates = await db.select().from(typingTemplates).where(eq(typingTemplates.userId, learner.id));
    expect(templates.map((t) => t.device)).toEqual(['desktop']);
    await page.reload();
    await check.getByText('Your typing pattern was recorded on a computer with a keyboard', { exact: false }).waitFor();
    await context.close();
  });

  it('item 1: a further pattern only under supervision: the administrator opens one, the learner records the touch device once', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'INS-PROGRAM');
    const db = server.database.db;
    await db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, lp.id));
    const api = new TestClient(server.app);
    await api.signIn(learner.login, learner.password);
    const en = syntheticTypist(43, TYPING_PHRASES[1] as string);
    const pad = String(learner.id).padStart(6, '0');
    const enrolled = await api.post(`/api/thirdpartyauthentication/save/${pad}`, [
      { textId: 1, device: 'desktop', events: en(1) },
      { textId: 1, device: 'desktop', events: en(2) },
    ]);
    expect(enrolled.statusCode).toBe(200);

    // The learner has a new tablet; support checks who they are on a call and opens one supervised enrolment.
    const admin = await createAdmin(server);
    const staff = await newPage(browser, server.url);
    await signIn(staff.page, admin.login, admin.password);
    await staff.page.goto(`/administration/enrolments/${lp.id}`);
    await staff.page.getByRole('button', { name: 'Allow a supervised typing enrolment' }).click();
    const confirm = staff.page.getByRole('dialog', { name: 'Allow a supervised typing enrolment' });
    await confirm.getByRole('textbox', { name: /Reason/ }).fill('New tablet, identity checked on a video call');
    await expectAccessible(staff.page, 'supervised typing enrolment, reason asked');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await staff.page.getByText(/may record a new typing pattern until/).waitFor();
    await staff.context.close();

    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', hasTouch: true, isMobile: true });
    await context.addInitScript((keys) => {
      for (const key of keys) localStorage.setItem(key, 'true');
    }, TOUR_KEYS);
    const page = await context.newPage();
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/home`);
    const enrol = page.getByRole('dialog', { name: 'Typing pattern enrollment' });
    const field = enrol.getByRole('textbox', { name: 'Type the sentence' });
    await field.waitFor();
    await expectAccessible(page, 'supervised enrolment on a touch device');
    await field.click();
    await typePhrase(page, phraseTimings('s06', 1, TYPING_PHRASES[1] as string));
    await enrol.getByRole('button', { name: 'Next' }).click();
    await enrol.getByText('entry 2 of 2', { exact: false }).waitFor();
    await typePhrase(page, phraseTimings('s06', 2, TYPING_PHRASES[1] as string));
    await enrol.getByRole('button', { name: 'Submit' }).click();
    await enrol.waitFor({ state: 'detached' });
    await page
      .getByRole('main')
      .getByRole('link', { name: /Start Course|Continue Course/ })
      .waitFor();
    await context.close();

    const templates = await db.select().from(typingTemplates).where(eq(typingTemplates.userId, learner.id));
    expect(templates.map((t) => t.device).sort()).toEqual(['desktop', 'mobile']);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.principal, admin.login));
    expect(events.map((e) => e.type)).toContain('TYPING_ENROLMENT_SUPERVISED');
    // Used once: a further mobile enrolment is refused again (signed in anew: the browser's sign-in ended the API's session).
    await api.signIn(learner.login, learner.password);
    const again = await api.post(`/api/thirdpartyauthentication/save/${pad}`, [
      { textId: 2, device: 'mobile', events: syntheticTypist(44, TYPING_PHRASES[2] as string)(1) },
      { textId: 2, device: 'mobile', events: syntheticTypist(44, TYPING_PHRASES[2] as string)(2) },
    ]);
    expect(again.json()).toMatchObject({ code: 'TYPING_SUPERVISED_ENROLMENT_REQUIRED' });
  }, 180_000);

  it('item 2: staff switch the typing check on for a course by its rule, and off for one learner with a reason', async () => {
    const learner = await createLearner(server);
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'INS-PROGRAM');
    setRules.push({ productId: product.id, key: 'SC_STUDENT_AUTHENTICATION_REQUIRED' });
    const admin = await createAdmin(server);
    const staff = await newPage(browser, server.url);
    await signIn(staff.page, admin.login, admin.password);
    // The course's rule, on the rules screen.
    await staff.page.goto('/administration/products');
    const search = staff.page.getByRole('search', { name: 'Search the list' });
    await search.getByRole('textbox', { name: 'Search' }).fill('INS-PROGRAM');
    await search.getByRole('button', { name: 'Search' }).click();
    await staff.page.getByRole('button', { name: 'Rules of INS-PROGRAM' }).click();
    const rule = staff.page.getByRole('switch', { name: 'SC_STUDENT_AUTHENTICATION_REQUIRED' });
    await rule.waitFor();
    expect(await rule.isChecked()).toBe(false);
    await staff.page.getByRole('textbox', { name: 'Reason for changes (kept in the audit trail)' }).fill('State requires it');
    await rule.click({ force: true });
    await staff.page.getByText('Rule saved.').waitFor();
    await expectAccessible(staff.page, 'rules with the typing check on');

    // The learner already enrolled meets the check at the course's door.
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/home`);
    await page
      .getByRole('dialog', { name: 'Typing pattern enrollment' })
      .getByRole('textbox', { name: 'Type the sentence' })
      .waitFor();

    // One learner who cannot type (checked another way): off for them alone, with a reason.
    await staff.page.goto(`/administration/enrolments/${lp.id}`);
    const typing = staff.page.getByRole('combobox', { name: 'Typing-pattern check' });
    await typing.selectOption({ label: 'Off for this learner' });
    await staff.page.getByRole('button', { name: 'Save the identity checks' }).click();
    const confirm = staff.page.getByRole('dialog', { name: 'Save the identity checks' });
    await confirm.getByRole('textbox', { name: /Reason/ }).fill('Motor impairment, identity checked by video');
    await expectAccessible(staff.page, 'identity checks, reason asked');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await staff.page.getByText('The identity checks were saved.').waitFor();
    await expectAccessible(staff.page, 'identity checks saved');
    await staff.context.close();

    await page.reload();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Start Course|Continue Course/ })
      .waitFor();
    // Every read of the home answered (the check's status among them): still no typing check.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog', { name: /Typing pattern/ }).count()).toBe(0);
    await context.close();
    const db = server.database.db;
    const [row] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, lp.id));
    expect(row?.authRequired).toBe(false);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.principal, admin.login));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['PRODUCT_RULE_CHANGED', 'ENROLMENT_IDENTITY_CHECKS_CHANGED']),
    );
    expect(events.find((e) => e.type === 'ENROLMENT_IDENTITY_CHECKS_CHANGED')?.data).toMatchObject({
      learnerProductId: String(lp.id),
      reason: 'Motor impairment, identity checked by video',
    });
  });

  it('item 7: a confirmed photo ID stays the one checked when the signed form is posted again', async () => {
    const learner = await createLearner(server);
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
      startDate: isoDay(0),
      endDate: isoDay(12),
    });
    await setRule(product.id, 'SC_PHOTO_IDENTIFICATION_REQUIRED', 'yes');
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    await page.goto(`/lp/${lp.id}/id/photo`);
    const dialog = page.getByRole('dialog', { name: 'Photo ID' });
    await dialog.getByText('PNG or JPEG, 20mb or smaller.').waitFor();
    // The signed form the page is given: what an attacker would read from the network panel.
    const formReply = page.waitForResponse((r) => r.url().endsWith('/api/product/id-photo') && r.request().method() === 'POST');
    await dialog
      .getByLabel('Choose a photo, or drop it here')
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const form = (await (await formReply).json()) as IdPhotoUploadForm;
    await page.getByRole('status').getByText('Your photo ID has been received.').waitFor();
    await expectAccessible(page, 'photo ID received');
    const db = server.database.db;
    const [checked] = await db.select().from(idPhotos).where(eq(idPhotos.learnerProductId, lp.id));
    expect(checked?.confirmedAt).not.toBeNull();

    // From the same page, within the form's five minutes: other bytes posted with the same signed form, then confirmed.
    const replies = await page.evaluate(
      async ({ form, lpId }) => {
        const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
        const body = new FormData();
        for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
        body.append('file', new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }), 'id.png');
        const posted = await fetch(form.url, { method: 'POST', body, headers: { 'X-XSRF-TOKEN': token } });
        const confirmed = await fetch('/api/product/id-photo/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
          body: JSON.stringify({ learnerProductId: lpId, key: form.key }),
        });
        return { posted: posted.status, confirmed: confirmed.status };
      },
      { form, lpId: lp.id },
    );
    expect(replies.confirmed).toBeLessThan(500);

    // What the server keeps is the image checked at confirm, unchanged, confirmed once.
    const stored = await readConfirmedIdPhoto({ db, storage: new LocalStorage(storageDir) }, lp.id);
    expect(stored?.intact).toBe(true);
    expect(stored?.bytes.equals(PNG)).toBe(true);
    const [after] = await db.select().from(idPhotos).where(eq(idPhotos.learnerProductId, lp.id));
    expect(after?.sha256).toBe(checked?.sha256);
    expect(after?.confirmedAt?.getTime()).toBe(checked?.confirmedAt?.getTime());
    await context.close();

    // The administrator's evidence view: the photo as received, at the time it was checked.
    const admin = await createAdmin(server);
    const staff = await newPage(browser, server.url);
    await signIn(staff.page, admin.login, admin.password);
    await staff.page.goto(`/administration/enrolments/${lp.id}/identity-evidence`);
    const row = staff.page.getByRole('row', { name: /Photo ID/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Submitted');
    await expectAccessible(staff.page, 'identity evidence with the photo ID');
    await staff.context.close();
  });

  it('item 14: the typing check comes before the tour, and a failed status read offers Try again and Sign out', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'INS-PROGRAM');
    await server.database.db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, lp.id));
    const { context, page } = await newPage(browser, server.url, { toursSeen: false });
    await signIn(page, learner.login, learner.password);
    // The authenticator's status cannot be read (the service is down): the check must not be a dead end.
    let down = true;
    await page.route('**/api/thirdpartyauthentication/checkuser/**', (route) =>
      down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE"}' }) : route.continue(),
    );
    await page.goto(`/lp/${lp.id}/home`);
    const check = page.getByRole('dialog', { name: 'Typing pattern authentication' });
    await check.getByText('Error getting third party authenticator Status.').waitFor();
    // The check stands first: no tour over it.
    expect(await page.getByRole('dialog', { name: 'Tour of the course home' }).count()).toBe(0);
    const signOut = check.getByRole('link', { name: 'Sign out' });
    expect(await signOut.getAttribute('href')).toBe('/logout');
    await expectAccessible(page, 'typing status error');
    // Try again once the service answers: the enrolment opens.
    down = false;
    await check.getByRole('button', { name: 'Try again' }).click();
    const enrol = page.getByRole('dialog', { name: 'Typing pattern enrollment' });
    await enrol.getByRole('textbox', { name: 'Type the sentence' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Tour of the course home' }).count()).toBe(0);
    await expectAccessible(page, 'typing enrolment after Try again');
    // And Sign out leaves: the learner is at the sign-in page.
    await page.route('**/api/thirdpartyauthentication/checkuser/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE"}' }),
    );
    await page.reload();
    await check.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('Username').waitFor();
    await context.close();
  });

  it('item 24: a French learner gets the typing check and its error in French', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'INS-PROGRAM');
    const db = server.database.db;
    await db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, lp.id));
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    // The account's language set to French, as the learner does in Settings.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Profil' }).waitFor();
    expect((await db.select().from(users).where(eq(users.id, learner.id)))[0]?.langKey).toBe('fr');
    await page.goto(`/lp/${lp.id}/home`);
    const enrol = page.getByRole('dialog', { name: 'Enregistrement du profil de frappe' });
    const field = enrol.getByRole('textbox', { name: 'Tapez la phrase' });
    await field.click();
    await page.keyboard.type('pas la phrase', { delay: 30 });
    await enrol.getByRole('button', { name: 'Suivant' }).click();
    await enrol.getByText('Le profil de frappe n’a pas été enregistré : effacez le profil de frappe et réessayez.').waitFor();
    expect(await page.getByText('Typing pattern was not recorded', { exact: false }).count()).toBe(0);
    await expectAccessible(page, 'typing error in French');
    await context.close();
  });
});
