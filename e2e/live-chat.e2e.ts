import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignInstructor, unassignInstructor } from '../apps/server/src/modules/product/index.js';
import { recordFact } from '../apps/server/src/modules/progression/index.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client.js';
import { chatMessages, chats, learnerProducts, nodes, users } from '../apps/server/src/platform/db/schema/index.js';
import { importExamCourse } from '../apps/server/src/test/exam-fixture.js';
import { createUser, type TestApp } from '../apps/server/src/test/harness.js';
import { NGINX } from '../scripts/lib/nginx.mjs';
import { expectAccessible } from './support/axe.js';
import { type Balancer, startBalancer } from './support/balancer.js';
import { launchBrowser, newPage } from './support/browser.js';
import { E2E_DATABASE } from './support/global-setup.js';
import { freePort, Instance } from './support/instances.js';
import { enrolInDemoProduct, isoDay } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createLearner } from './support/users.js';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
/** Instructors this journey put on the demo product: on PostgreSQL the journeys share it (0084's journey counts them). */
const assigned: { productId: number; userId: number }[] = [];
afterAll(async () => {
  for (const a of assigned) await unassignInstructor(server.database.db, a.productId, a.userId);
  await browser?.close();
  await server?.close();
});

const HOSTILE = '<img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>';

/** The chat window's log on a learner's page. */
const learnerLog = (page: Page) => page.getByRole('region', { name: 'Live Chat' }).getByRole('log', { name: 'Chat messages' });

async function learnerSends(page: Page, text: string) {
  const chat = page.getByRole('region', { name: 'Live Chat' });
  await chat.getByRole('textbox', { name: /Message/ }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  await learnerLog(page).getByText(text, { exact: true }).waitFor();
}

describe('[CHAT] live chat between a learner and an instructor (decision 0088)', () => {
  it('[CHAT] the learner starts a chat from the unit page; the instructor answers from the queue; both ways, pushed and polled', async () => {
    const learner = await createLearner(server);
    const name = `Lina${randomBytes(3).toString('hex')}`;
    await server.database.db.update(users).set({ firstName: name, lastName: 'Chat' }).where(eq(users.id, learner.id));
    const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
      startDate: isoDay(0),
      endDate: isoDay(12),
    });
    // The unit holding the instructor-required section: its page shows the instructor contact panel (as 0084's journey).
    const all = await server.database.db.select().from(nodes).where(eq(nodes.productId, product.id));
    const live = all.find((n) => n.metadata.ONLINE_INSTRUCTOR_NEEDED === 'yes');
    const unit = all.find((n) => n.id === live?.parentId);
    if (!unit || !live) throw new Error('the demo course has no instructor-required section');
    // Everything before it done, so its unit opens.
    const leaves = all.filter((n) => !all.some((c) => c.parentId === n.id) && n.parentId !== live.id);
    for (const n of leaves) await recordFact(server.database.db, lp.id, n.id, 'COMPLETE', new Date());
    const teacher = await createLearner(server, 'journey-pass-1', ['ROLE_AUTHENTICATED', 'ROLE_INSTRUCTOR']);
    await assignInstructor(server.database.db, product.id, teacher.id, new Date());
    assigned.push({ productId: product.id, userId: teacher.id });

    // The learner (a browser with EventSource): Live Chat on the unit page opens the window with its prompts.
    const pushed = await newPage(browser, server.url);
    await signIn(pushed.page, learner.login, learner.password);
    await pushed.page.goto(`/lp/${lp.id}/lc/${unit.id}`);
    await pushed.page.getByText('An instructor is available now.').waitFor();
    await pushed.page.getByRole('button', { name: 'Live Chat', exact: true }).click();
    const chatWindow = pushed.page.getByRole('region', { name: 'Live Chat' });
    await chatWindow.getByText('Send a message to begin a live chat.').waitFor();
    await expectAccessible(pushed.page, 'chat window');
    await learnerSends(pushed.page, 'Hello, I have a question about agency.');
    await chatWindow.getByText('Waiting for an instructor to answer…').waitFor();

    // The instructor's queue names the learner, the course and where they are; axe on the queue.
    const staff = await newPage(browser, server.url);
    await signIn(staff.page, teacher.login, teacher.password);
    await staff.page.goto('/instructor/chats');
    const row = staff.page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(unit.title);
    await expect(row.textContent()).resolves.toContain(product.name);
    await expectAccessible(staff.page, 'chat queue');
    await staff.page.getByRole('button', { name: `Open the chat with ${name} Chat` }).click();
    const conversation = staff.page.getByRole('region', { name: `Chat with ${name} Chat` });
    await conversation.getByText('Hello, I have a question about agency.').waitFor();
    await conversation.getByText('Live updates').waitFor();
    await expectAccessible(staff.page, 'chat conversation');

    // Instructor -> learner, pushed: the learner's minimised window reopens on it.
    await chatWindow.getByRole('button', { name: 'Minimise chat' }).click();
    // Minimised is the title bar only: the thread and the message box leave the page (issue 25 item 18).
    await chatWindow.getByRole('textbox', { name: /Message/ }).waitFor({ state: 'detached' });
    await conversation.getByRole('textbox', { name: /Message/ }).fill('Hi! Which part?');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await learnerLog(pushed.page).getByText('Hi! Which part?').waitFor({ timeout: 3_000 });
    await chatWindow.getByRole('button', { name: 'Minimise chat' }).waitFor();

    // Learner -> instructor, pushed; HTML stays text on both sides.
    await learnerSends(pushed.page, HOSTILE);
    const staffLog = conversation.getByRole('log', { name: 'Chat messages' });
    await staffLog.getByText(HOSTILE, { exact: true }).waitFor({ timeout: 3_000 });
    expect(await staffLog.locator('img, script').count()).toBe(0);
    expect(await learnerLog(pushed.page).locator('img, script').count()).toBe(0);
    expect(await staff.page.title()).not.toBe('pwned');
    await pushed.context.close();

    // A browser without EventSource polls every 6 s: the reopened window resumes the chat, both ways still work.
    const polled = await newPage(browser, server.url);
    await polled.context.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing the browser's EventSource to force polling
      delete (window as any).EventSource;
    });
    await signIn(polled.page, learner.login, learner.password);
    await polled.page.goto(`/lp/${lp.id}/lc/${unit.id}`);
    expect(await polled.page.evaluate(() => typeof window.EventSource)).toBe('undefined');
    await polled.page.getByRole('button', { name: 'Live Chat', exact: true }).click();
    await learnerLog(polled.page).getByText('Hi! Which part?').waitFor();
    await conversation.getByRole('textbox', { name: /Message/ }).fill('Still there?');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await learnerLog(polled.page).getByText('Still there?').waitFor({ timeout: 8_000 });
    await learnerSends(polled.page, 'Yes, polling now.');
    await staffLog.getByText('Yes, polling now.').waitFor({ timeout: 3_000 });

    // The instructor ends the chat; the learner is told.
    await conversation.getByRole('button', { name: 'End chat' }).click();
    await conversation.getByText('This chat has ended.').waitFor();
    await polled.page
      .getByRole('region', { name: 'Live Chat' })
      .getByText('This chat has ended. Send a message to start a new one.')
      .waitFor({ timeout: 8_000 });

    const stored = await server.database.db
      .select({ id: chats.id, status: chats.status, nodeId: chats.nodeId, instructor: chats.instructorUserId })
      .from(chats)
      .where(eq(chats.learnerProductId, lp.id));
    expect(stored).toEqual([{ id: expect.any(Number), status: 'ENDED', nodeId: unit.id, instructor: teacher.id }]);
    const messages = await server.database.db
      .select({ message: chatMessages.message, fromLearner: chatMessages.fromLearner })
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.chatId,
          stored.map((c) => c.id),
        ),
      )
      .orderBy(asc(chatMessages.createdAt));
    expect(messages).toEqual([
      { message: 'Hello, I have a question about agency.', fromLearner: true },
      { message: 'Hi! Which part?', fromLearner: false },
      { message: HOSTILE, fromLearner: true },
      { message: 'Still there?', fromLearner: false },
      { message: 'Yes, polling now.', fromLearner: true },
    ]);
    await polled.context.close();
    await staff.context.close();
  });
});

const DATABASE_URL = process.env.DATABASE_URL;
/** The login form, done: the page has left /login (this journey's products have no table of contents to wait for). */
async function signInOnly(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
const root = new URL('..', import.meta.url).pathname;

describe.skipIf(!DATABASE_URL)('[CHAT] through two instances behind nginx (PostgreSQL only: PGlite is one process)', () => {
  let database: Database;
  let balancer: Balancer;
  let a: Instance;
  let b: Instance;
  const dirs: string[] = [];

  beforeAll(async () => {
    if (!existsSync(NGINX)) {
      const res = spawnSync(process.execPath, [join(root, 'scripts/lib/nginx.mjs')], { stdio: 'inherit' });
      if (res.status !== 0) throw new Error('nginx is missing and could not be installed');
    }
    const build = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import('./scripts/lib/setup.mjs').then((m) => m.ensureBuilt())"],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('building the server failed');
    // A database of the journey's own beside E2E_DATABASE (the instances migrate it when they start).
    const name = `${E2E_DATABASE}_lb`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(DATABASE_URL as string);
    u.pathname = `/${name}`;
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    const env = (instance: string): Record<string, string> => {
      const dataDir = mkdtempSync(join(tmpdir(), `continuum-chat-${instance}-`));
      dirs.push(dataDir);
      return {
        NODE_ENV: 'production',
        DATABASE_URL: u.toString(),
        SESSION_SECRET: 'chat-scale-test-secret-0123456789abcdef',
        PUBLIC_URL: `http://127.0.0.1:${portLb}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '30',
        TRUST_PROXY: '127.0.0.1',
      };
    };
    a = new Instance('instance A', portA as number, env('a'));
    b = new Instance('instance B', portB as number, env('b'));
    await Promise.all([a.start(), b.start()]);
    balancer = await startBalancer(portLb as number, [a.port, b.port]);
    database = await openDatabase({ url: u.toString() });
  });

  afterAll(async () => {
    await balancer?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('[CHAT] messages cross the instances both ways, pushed, whichever instance holds the stream', async () => {
    const fixture = { database, clock: systemClock } as unknown as TestApp;
    const course = await importExamCourse(fixture);
    const learner = await createUser(fixture);
    const name = `Lb${randomBytes(3).toString('hex')}`;
    await database.db.update(users).set({ firstName: name, lastName: 'Chat' }).where(eq(users.id, learner.id));
    const [lp] = await database.db
      .insert(learnerProducts)
      .values({
        userId: learner.id,
        productId: course.productId,
        status: 'IN_PROGRESS',
        createdAt: new Date(),
        welcomedAt: new Date(),
      })
      .returning();
    if (!lp) throw new Error('enrol failed');
    const teacher = await createUser(fixture, { authorities: ['ROLE_AUTHENTICATED', 'ROLE_INSTRUCTOR'] });
    await assignInstructor(database.db, course.productId, teacher.id, new Date());

    // The learner's window is open for the product (as after a reload: the dock reads sessionStorage).
    const learnerPage = await newPage(browser, balancer.url);
    await learnerPage.context.addInitScript((lpId) => {
      sessionStorage.setItem('continuum.chat', JSON.stringify({ lpId, nodeId: null }));
    }, lp.id);
    await signInOnly(learnerPage.page, learner.login, learner.password);
    await learnerPage.page.goto(`/lp/${lp.id}/home`);
    await learnerPage.page.getByRole('region', { name: 'Live Chat' }).getByText('Send a message to begin a live chat.').waitFor();
    await learnerSends(learnerPage.page, 'Hello through the balancer');

    const staff = await newPage(browser, balancer.url);
    await signInOnly(staff.page, teacher.login, teacher.password);
    await staff.page.goto('/instructor/chats');
    await staff.page.getByRole('button', { name: `Open the chat with ${name} Chat` }).click();
    const conversation = staff.page.getByRole('region', { name: `Chat with ${name} Chat` });
    const staffLog = conversation.getByRole('log', { name: 'Chat messages' });
    await staffLog.getByText('Hello through the balancer').waitFor();
    await conversation.getByText('Live updates').waitFor();

    // Several rounds: nginx alternates the instances, so sends and streams land on both.
    for (let i = 1; i <= 3; i++) {
      await conversation.getByRole('textbox', { name: /Message/ }).fill(`Answer ${i}`);
      await conversation.getByRole('button', { name: 'Send' }).click();
      await learnerLog(learnerPage.page).getByText(`Answer ${i}`).waitFor({ timeout: 3_000 });
      await learnerSends(learnerPage.page, `Question ${i}`);
      await staffLog.getByText(`Question ${i}`).waitFor({ timeout: 3_000 });
    }
    const log = balancer.accessLog();
    const upstreamsOf = (pattern: RegExp) =>
      new Set(
        log
          .split('\n')
          .filter((line) => pattern.test(line))
          .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
      );
    const all = new Set([...upstreamsOf(/\/api\/(support\/instructor\/chat|instructor\/chats)/)]);
    expect([...all].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
    await learnerPage.context.close();
    await staff.context.close();
  });
});
