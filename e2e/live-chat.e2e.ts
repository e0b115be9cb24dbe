import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignInstructor } from '../apps/server/src/modules/product/index.js';
import { chatMessages, chats, nodes, users } from '../apps/server/src/platform/db/schema/index.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
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
afterAll(async () => {
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
    if (!unit) throw new Error('the demo course has no instructor-required section');
    const teacher = await createLearner(server, 'journey-pass-1', ['ROLE_AUTHENTICATED', 'ROLE_INSTRUCTOR']);
    await assignInstructor(server.database.db, product.id, teacher.id, new Date());

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
