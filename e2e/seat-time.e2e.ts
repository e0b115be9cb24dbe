import { and, eq, inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authSessions,
  nodes,
  productRules,
  seatTimeChain,
  seatTimeLedger,
  timeOnTask,
} from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct, isoDay } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  // CONCURRENT_LOGINS=expire is the default: a second sign-in expires the first browser's session.
  server = await startServer({ concurrentLogins: 'expire' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const COURSE = 'RE-CE-2026';
const COURSE_TITLE = 'Real Estate Continuing Education: Agency, Contracts and Fair Housing';
const INTRO = 'Course Introduction';

/** A learner enrolled in the demo course, running from today, and the id of its 'Course Introduction' node. */
async function enrolledLearner() {
  const learner = await createLearner(server);
  const { lp, product } = await enrolInDemoProduct(server, learner.id, COURSE, { startDate: isoDay(0), endDate: isoDay(12) });
  const [intro] = await server.database.db
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.productId, product.id), eq(nodes.title, INTRO)));
  if (!intro) throw new Error(`no ${INTRO} node`);
  return { learner, lp, product, introId: intro.id };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('[SEAT-TIME] journeys', () => {
  it('[SEAT-TIME] heartbeats credit seat time on the server', async () => {
    const { learner, lp, introId } = await enrolledLearner();
    const { context, page } = await newPage(browser, server.url);
    await page.clock.install();
    await signIn(page, learner.login, learner.password);

    // Before the page opens: the time on task starts with it, and nothing may be credited before then.
    const startedAt = Date.now();
    await page.goto(`/lp/${lp.id}/lc/${introId}`);
    await page.getByRole('heading', { level: 1, name: INTRO }).waitFor();
    await expectAccessible(page, 'course introduction');
    await expect
      .poll(async () => server.database.db.select().from(timeOnTask).where(eq(timeOnTask.learnerProductId, lp.id)))
      .toEqual([expect.objectContaining({ nodeId: introId, name: INTRO, userId: learner.id })]);

    // The page's clock jumps 30 s to the next beat; the server credits by its own clock, the real time
    // between beats (at most 35 s per gap), so each jump follows a real second of waiting.
    for (let beat = 0; beat < 2; beat++) {
      await sleep(1_100);
      const reply = page.waitForResponse((r) => r.url().endsWith('/api/tot/update') && r.request().method() === 'POST');
      await page.clock.fastForward(30_000);
      expect((await reply).status()).toBe(200);
    }

    // Credited within half a second by the heartbeat batch; honest bounds: more than nothing, never more
    // than the real time that passed since the time on task started.
    await expect
      .poll(async () => {
        const [chain] = await server.database.db.select().from(seatTimeChain).where(eq(seatTimeChain.learnerProductId, lp.id));
        return chain?.totalMs ?? 0;
      })
      .toBeGreaterThan(0);
    const ledger = await server.database.db.select().from(seatTimeLedger).where(eq(seatTimeLedger.learnerProductId, lp.id));
    const credited = ledger.reduce((sum, e) => sum + e.creditedMs, 0);
    expect(credited).toBeGreaterThan(0);
    expect(credited).toBeLessThanOrEqual(Date.now() - startedAt + 1_000);
    expect(ledger.every((e) => e.nodeId === introId && e.userId === learner.id)).toBe(true);
    await context.close();
  });

  it('[SEAT-TIME] a second sign-in expires the first browser, which says so once', async () => {
    const { learner, lp } = await enrolledLearner();
    const first = await newPage(browser, server.url);
    await signIn(first.page, learner.login, learner.password);
    // Open the course and a node page, then come back: the pages' code is loaded, so the next navigation's
    // first request to the server is an API call.
    await first.page.goto(`/lp/${lp.id}/home`);
    await first.page.getByRole('heading', { level: 1, name: COURSE_TITLE }).waitFor();
    await first.page.getByRole('link', { name: 'Start Course' }).click();
    await first.page.getByRole('heading', { level: 1, name: INTRO }).waitFor();
    await first.page.getByRole('link', { name: COURSE_TITLE }).click();
    await first.page.getByRole('heading', { level: 1, name: COURSE_TITLE }).waitFor();

    const second = await newPage(browser, server.url);
    await signIn(second.page, learner.login, learner.password);

    // The learner opened the introduction, so the home now offers to continue it.
    await first.page.getByRole('link', { name: 'Continue Course' }).click();
    const notice = first.page.getByRole('alertdialog', { name: 'Session Expired' });
    await notice.waitFor();
    await notice.getByText('This session has expired due to another login.').waitFor();
    await expectAccessible(first.page, 'session expired alert');
    // Held there: the user reads it before anything moves them to the sign-in screen.
    await sleep(500);
    expect(await first.page.getByRole('alertdialog').count()).toBe(1);
    expect(await first.page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);

    await notice.getByRole('button', { name: 'OK' }).click();
    await first.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await first.page.getByRole('alertdialog').count()).toBe(0);
    // Once: later visits are simply signed out.
    await first.page.goto(`/lp/${lp.id}/home`);
    await first.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await first.page.getByRole('alertdialog').count()).toBe(0);

    // The second browser carries on.
    await second.page.goto(`/lp/${lp.id}/home`);
    await second.page.getByRole('heading', { level: 1, name: COURSE_TITLE }).waitFor();
    const sessions = await server.database.db.select().from(authSessions).where(eq(authSessions.userId, learner.id));
    expect(sessions).toHaveLength(1);
    await first.context.close();
    await second.context.close();
  });

  it('[SEAT-TIME] an idle learner is warned, then signed out', async () => {
    const { learner, lp, product, introId } = await enrolledLearner();
    // The demo course's rules, which other journeys use too (it sets neither key): removed again at the end.
    const keys = ['SC_SEAT_TIME_IS_TIMEOUT', 'SC_SEAT_TIME_TIMEOUT_MINUTES'];
    await server.database.db.insert(productRules).values([
      { productId: product.id, key: 'SC_SEAT_TIME_IS_TIMEOUT', value: 'yes' },
      { productId: product.id, key: 'SC_SEAT_TIME_TIMEOUT_MINUTES', value: '1' },
    ]);
    const { context, page } = await newPage(browser, server.url);
    try {
      await page.clock.install();
      await signIn(page, learner.login, learner.password);
      expect(await server.database.db.select().from(authSessions).where(eq(authSessions.userId, learner.id))).toHaveLength(1);
      await page.goto(`/lp/${lp.id}/lc/${introId}`);
      await page.getByRole('heading', { level: 1, name: INTRO }).waitFor();

      // Idle for the limit (1 minute): the warning and its countdown.
      await page.clock.fastForward('01:00');
      const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await warning.waitFor();
      // The page's clock keeps running in real time: on a loaded machine the countdown has moved on by the time it is
      // read (it failed at 58 with four journeys at once), so any value of the minute counts, none past it.
      const countdown = warning.getByRole('timer').getByText(/^For your security, you will be signed out in \d+ seconds\.$/);
      await countdown.waitFor();
      const left = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(60);
      await warning.getByRole('button', { name: 'Stay signed in' }).waitFor();
      await expectAccessible(page, 'idle warning alert');

      // More than 60 s past the limit: signed out and sent home, which asks to sign in.
      await page.clock.fastForward('01:01');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await expect
        .poll(async () => server.database.db.select().from(authSessions).where(eq(authSessions.userId, learner.id)))
        .toEqual([]);
    } finally {
      await server.database.db
        .delete(productRules)
        .where(and(eq(productRules.productId, product.id), inArray(productRules.key, keys)));
      await context.close();
    }
  });
});
