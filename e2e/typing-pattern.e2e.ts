import { TYPING_PHRASES } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts, typingEvidence, typingTemplates } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { type KeyTiming, phraseTimings, timingEvents } from './support/keystroke-timings.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

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

const PHRASE = TYPING_PHRASES[1] as string;
// A data-set typist's rhythm (s06's reps 1-3) laid over the phrase: real hold and latency times.
const SUBJECT = 's06';

/**
 * Types the phrase key by key as trusted input through the DevTools protocol, each press and release stamped with the
 * time it stands for (the typist's hold and latency). The recorder reads the events' time stamps, so the rhythm it
 * records is the one written here, without waiting it out in real time (62 s of the suite before) and without a
 * loaded machine's round trips adding to it. `recordedPatterns` checks the page recorded exactly these times.
 */
async function typePhrase(page: Page, timings: readonly KeyTiming[]) {
  const cdp = await page.context().newCDPSession(page);
  let at = Date.now() / 1000;
  for (const { key, hold, gap } of timings) {
    const held = Math.min(hold, gap - 5);
    const letter = /^[a-z]$/i.test(key);
    const code = key === ' ' ? 'Space' : letter ? `Key${key.toUpperCase()}` : '';
    const keyCode = key === ' ' ? 32 : letter ? key.toUpperCase().charCodeAt(0) : 0;
    const modifiers = letter && key !== key.toLowerCase() ? 8 : 0; // Shift for a capital
    const common = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode, modifiers };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: key, unmodifiedText: key, ...common, timestamp: at });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common, timestamp: at + held / 1000 });
    at += gap / 1000;
  }
  await cdp.detach();
}

/** Every typing pattern the page posts (enrolment entries and verifications), to compare with what was typed. */
function recordedPatterns(page: Page, into: { key: string; down: number; up: number }[][]) {
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/thirdpartyauthentication/')) return;
    const body = request.postDataJSON() as unknown;
    type Pattern = { events?: { key: string; down: number; up: number }[] };
    const patterns = (Array.isArray(body) ? body : [(body as { typingPattern?: Pattern }).typingPattern]) as Pattern[];
    for (const p of patterns) if (p?.events) into.push(p.events);
  });
}

describe('[IDENTITY] typing pattern', () => {
  it('[IDENTITY] a learner enrols their typing pattern at course entry, then is verified by it on a later visit', async () => {
    const learner = await createLearner(server);
    // A product with guided tours (RE-CE-2026 is proctor-free: no tours).
    const { lp } = await enrolInDemoProduct(server, learner.id, 'INS-PROGRAM', null);
    await server.database.db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, lp.id));

    // A first visit with the tours not yet seen: the identity check comes first (issue 25).
    const first = await newPage(browser, server.url, { toursSeen: false });
    const posted: { key: string; down: number; up: number }[][] = [];
    recordedPatterns(first.page, posted);
    await signIn(first.page, learner.login, learner.password);
    await first.page.goto(`/lp/${lp.id}/home`);
    const enrol = first.page.getByRole('dialog', { name: 'Typing pattern enrollment' });
    await enrol.getByText(PHRASE).waitFor();
    expect(await first.page.getByRole('dialog', { name: 'Tour of the course home' }).count()).toBe(0);
    await expectAccessible(first.page, 'typing pattern enrollment');
    const field = enrol.getByRole('textbox', { name: 'Type the sentence' });

    // Not the phrase: the spec's message, nothing sent.
    await field.click();
    await typePhrase(first.page, phraseTimings(SUBJECT, 1, 'hello there'));
    await enrol.getByRole('button', { name: 'Next' }).click();
    await enrol.getByText('Typing pattern was not recorded please clear typing pattern and try again.').waitFor();
    await enrol.getByRole('button', { name: 'Clear' }).click();
    expect(await field.inputValue()).toBe('');

    await typePhrase(first.page, phraseTimings(SUBJECT, 1, PHRASE));
    await enrol.getByRole('button', { name: 'Next' }).click();
    await enrol.getByText('entry 2 of 2', { exact: false }).waitFor();
    await typePhrase(first.page, phraseTimings(SUBJECT, 2, PHRASE));
    await enrol.getByRole('button', { name: 'Submit' }).click();
    await enrol.waitFor({ state: 'detached' });
    // Then the tour.
    await first.page.getByRole('dialog', { name: 'Tour of the course home' }).getByRole('button', { name: 'Skip tour' }).click();
    // The page recorded the typist's own rhythm, to the millisecond: both entries as typed.
    expect(posted).toEqual([timingEvents(phraseTimings(SUBJECT, 1, PHRASE)), timingEvents(phraseTimings(SUBJECT, 2, PHRASE))]);
    const [template] = await server.database.db.select().from(typingTemplates).where(eq(typingTemplates.userId, learner.id));
    expect(template).toMatchObject({ textId: 1, device: 'desktop', enrolments: 2 });
    expect(template?.sealedSamples).not.toContain('"key"');
    await first.context.close();

    // A later visit (a new browser session), the account now in French: no fresh enrolment of the French sentence
    // (issue 25), one entry of the sentence recorded verifies, and the messages are in French.
    const later = await newPage(browser, server.url);
    const verified: { key: string; down: number; up: number }[][] = [];
    recordedPatterns(later.page, verified);
    await signIn(later.page, learner.login, learner.password);
    await later.page.getByRole('link', { name: 'Settings' }).click();
    await later.page.getByLabel('Language').selectOption('fr');
    await later.page.getByRole('button', { name: 'Save' }).click();
    await later.page.getByRole('link', { name: 'Profil' }).waitFor();
    await later.page.goto(`/lp/${lp.id}/home`);
    const verify = later.page.getByRole('dialog', { name: 'Authentification par profil de frappe' });
    await verify.getByText(PHRASE).waitFor();
    await verify.getByText('Vous avez enregistré votre profil de frappe avec cette phrase', { exact: false }).waitFor();
    await expectAccessible(later.page, 'typing pattern verification');
    const frField = verify.getByRole('textbox', { name: 'Tapez la phrase' });
    await frField.click();
    await typePhrase(later.page, phraseTimings(SUBJECT, 3, 'pas la phrase'));
    await verify.getByRole('button', { name: 'Envoyer' }).click();
    await verify.getByText('Le profil de frappe n’a pas été enregistré', { exact: false }).waitFor();
    await verify.getByRole('button', { name: 'Effacer' }).click();
    await typePhrase(later.page, phraseTimings(SUBJECT, 3, PHRASE));
    await verify.getByRole('button', { name: 'Envoyer' }).click();
    await verify.waitFor({ state: 'detached' });
    await later.page.getByRole('main').waitFor();
    await expectAccessible(later.page, 'course home after verification');
    expect(verified.at(-1)).toEqual(timingEvents(phraseTimings(SUBJECT, 3, PHRASE)));
    const [evidence] = await server.database.db.select().from(typingEvidence).where(eq(typingEvidence.userId, learner.id));
    expect(evidence).toMatchObject({ lastResult: 'PASS', failures: 0 });
    expect(evidence?.lastScore).toBeGreaterThanOrEqual(50);
    const templates = await server.database.db.select().from(typingTemplates).where(eq(typingTemplates.userId, learner.id));
    expect(templates.map((t) => t.textId)).toEqual([1]);
    await later.context.close();
  }, 180_000);
});
