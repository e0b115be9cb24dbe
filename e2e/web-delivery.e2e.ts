import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct, isoDay } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';
import { describeTally, tallyWireBytes } from './support/wire-bytes.js';

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

const KIB = 1024;
/**
 * Bytes on the wire of a cold load (empty cache), measured (docs/benchmarks.md, "Web delivery": 201 and 220 KiB
 * with per-component Mantine CSS and compressed JSON replies, decision 0074) plus ~10% headroom. Before: 209 and
 * 251 KiB (the whole Mantine stylesheet, JSON uncompressed); with nothing compressed, 825 and 849 KiB.
 * The course home's headroom went to the features issues 18 and 19 put on it (the notifications box polled every
 * 60 s, the live-chat button, the course-entry identity checks' gates): 238.7 -> 243.2 KiB; 248 KiB since (decision 0095).
 * Issues 25-29 filled it (248.2 KiB); the hashed files then lost the headers only a page reads (decision 0190): 206.1 ->
 * 199.6 KiB and 248.2 -> 236.5 KiB, so the course home's budget comes down to 240 KiB to hold that.
 */
const BUDGET = { login: 220 * KIB, courseHome: 240 * KIB };

/** Why a load may be over budget: a dist built without the compression step sends every file plain. */
const OVER_BUDGET = 'bytes over budget (all "identity"? build with `npm run build -w @continuum/web`, which precompresses)';

const COURSE_TITLE = 'Real Estate Continuing Education: Agency, Contracts and Fair Housing';

describe('[DELIVERY] bytes on the wire', () => {
  it('[DELIVERY] a visitor opens the login page within the byte budget', async () => {
    const { context, page } = await newPage(browser, server.url);
    const tally = await tallyWireBytes(page, async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    });
    console.log(`${describeTally('login page', tally)}\n  budget ${(BUDGET.login / KIB).toFixed(0)} KiB`);
    expect(tally.total, OVER_BUDGET).toBeLessThanOrEqual(BUDGET.login);
    await context.close();
  });

  it('[DELIVERY] a signed-in learner opens the course home within the byte budget', async () => {
    const learner = await createLearner(server);
    const { lp } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', { startDate: isoDay(0), endDate: isoDay(12) });
    const signedIn = await newPage(browser, server.url);
    await signIn(signedIn.page, learner.login, learner.password);
    const storageState = await signedIn.context.storageState();
    await signedIn.context.close();

    // A fresh context with the session cookie only: its HTTP cache is empty, as on a learner's first visit.
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', storageState });
    const page = await context.newPage();
    const tally = await tallyWireBytes(page, async () => {
      await page.goto(`/lp/${lp.id}/home`);
      await page.getByRole('heading', { level: 1, name: COURSE_TITLE }).waitFor();
    });
    console.log(`${describeTally('course home', tally)}\n  budget ${(BUDGET.courseHome / KIB).toFixed(0)} KiB`);
    expect(tally.total, OVER_BUDGET).toBeLessThanOrEqual(BUDGET.courseHome);
    await context.close();
  });
});
