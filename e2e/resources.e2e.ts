import { and, eq, inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookmarks,
  forumComments,
  forumPosts,
  forumPostVotes,
  learnerNodeStatus,
  nodes,
  resources,
  resourceViews,
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
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const COURSE_TITLE = 'Real Estate Continuing Education: Agency, Contracts and Fair Housing';
const HANDBOOK = 'Agency Disclosure Handbook';
const WORKSHEET = 'Contract Deadlines Worksheet';

/** A learner of the demo real-estate course, signed in, on its home (which makes it the current product). */
async function learnerOnCourseHome() {
  const learner = await createLearner(server);
  const { lp, product } = await enrolInDemoProduct(server, learner.id, 'RE-CE-2026', {
    startDate: isoDay(0),
    endDate: isoDay(12),
  });
  const { context, page } = await newPage(browser, server.url);
  await signIn(page, learner.login, learner.password);
  await page.goto(`/lp/${lp.id}/home`);
  await page.getByRole('heading', { level: 1, name: COURSE_TITLE }).waitFor();
  return { lp, product, context, page };
}

async function resourceId(productId: number, title: string): Promise<number> {
  const [row] = await server.database.db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.productId, productId), eq(resources.title, title)));
  if (!row) throw new Error(`no resource ${title}`);
  return row.id;
}

/** Marks the introduction and unit 1 complete, as the learner would have: units 1 and 2 open. */
async function completeIntroductionAndUnit1(lpId: number, productId: number) {
  const done = await server.database.db
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.productId, productId), inArray(nodes.key, ['introduction', 'agency'])));
  expect(done).toHaveLength(2);
  const now = new Date();
  await server.database.db.insert(learnerNodeStatus).values(
    done.map((n) => ({
      learnerProductId: lpId,
      nodeId: n.id,
      status: 'COMPLETE',
      startedAt: now,
      completedAt: now,
      lastVisitedAt: now,
    })),
  );
}

/** Where a resource of the demo course opens: its learning component and id, by title. */
async function resourceAt(productId: number, title: string) {
  const [row] = await server.database.db
    .select({ id: resources.id, nodeId: resources.nodeId })
    .from(resources)
    .where(and(eq(resources.productId, productId), eq(resources.title, title)));
  if (!row) throw new Error(`no resource ${title}`);
  return row;
}

describe('[RESOURCES] journeys', () => {
  it('[RESOURCES] the learner opens the handbook PDF from the resources list, bookmarks it, finds it in the bookmarks box and unbookmarks it', async () => {
    const { lp, product, context, page } = await learnerOnCourseHome();
    const handbookId = await resourceId(product.id, HANDBOOK);
    const sidebar = page.getByRole('complementary', { name: 'Course tools' });
    await sidebar.getByText('Bookmarked resources appear here when available').waitFor();
    await expectAccessible(page, 'course home with sidebar');

    await sidebar.getByRole('link', { name: 'View All Resources' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Resources' }).waitFor();
    const materials = page.getByRole('region', { name: 'Course Materials' });
    // The worksheet's unit is still locked, so it is listed but cannot be opened.
    await materials.getByText(`${WORKSHEET} (Document) Locked`).waitFor();
    await expectAccessible(page, 'all resources');
    expect(await materials.getByRole('link', { name: WORKSHEET }).count()).toBe(0);
    await materials.getByRole('link', { name: HANDBOOK }).click();

    // The PDF is drawn by the bundled pdf.js, with its text readable over the canvas.
    await page.getByRole('heading', { level: 1, name: HANDBOOK }).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page
      .getByRole('document', { name: /Agency Disclosure Handbook, Page 1 of/ })
      .getByText('First substantive communication', { exact: false })
      .first()
      .waitFor();
    await page.getByRole('paragraph').filter({ hasText: '© 2026 Continuum Academy' }).waitFor();
    await expectAccessible(page, 'PDF resource page');
    // The page scrolls inside its frame: the frame is a named region the keyboard can reach to scroll it.
    const pages = page.getByRole('region', { name: `${HANDBOOK}, scrollable pages` });
    await pages.focus();
    expect(await pages.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('link', { name: 'Download/Print' }).getAttribute('href')).toContain(
      `/asset-storage/resource/download/${lp.id}/${handbookId}/`,
    );
    await expect
      .poll(async () =>
        (await server.database.db.select().from(resourceViews).where(eq(resourceViews.learnerProductId, lp.id))).map(
          (v) => v.resourceId,
        ),
      )
      .toEqual([handbookId]);

    // Full screen, then back with Escape.
    await page.getByRole('button', { name: 'Full screen' }).click();
    const modal = page.getByRole('dialog', { name: HANDBOOK });
    await modal.getByText(/^Page 1 of \d+$/).waitFor();
    await expectAccessible(page, 'PDF full-screen modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // 'Open in new tab' is the chrome-less view: where the resource is from, no app header.
    const external = await context.newPage();
    await external.goto((await page.getByRole('link', { name: 'Open in new tab' }).getAttribute('href')) ?? '');
    await external.getByText(`This resource is from ${COURSE_TITLE}`).waitFor();
    await external.getByRole('heading', { level: 1, name: HANDBOOK }).waitFor();
    await external.getByText(/^Page 1 of \d+$/).waitFor();
    await expectAccessible(external, 'PDF resource in a new tab');
    expect(await external.locator('header').count()).toBe(0);
    await external.close();

    await page.getByRole('button', { name: 'Bookmark this resource' }).click();
    await page.getByRole('button', { name: 'Bookmarked!' }).waitFor();
    const stored = async () =>
      (await server.database.db.select().from(bookmarks).where(eq(bookmarks.learnerProductId, lp.id))).map((b) => b.resourceId);
    expect(await stored()).toEqual([handbookId]);

    await page.goto(`/lp/${lp.id}/home`);
    const bookmarksBox = page.getByRole('region', { name: 'Bookmarks' });
    await bookmarksBox.getByRole('link', { name: HANDBOOK }).click();
    await page.getByRole('heading', { level: 1, name: HANDBOOK }).waitFor();
    await page.getByRole('button', { name: 'Bookmarked!' }).click();
    await page.getByRole('button', { name: 'Bookmark this resource' }).waitFor();
    expect(await stored()).toEqual([]);
    // The resource view keeps the course and a way back to its lesson (issue 25 items 21, 24).
    const about = page.getByRole('complementary', { name: 'About this resource' });
    expect(await about.getByRole('link', { name: 'Back to the lesson' }).getAttribute('href')).toMatch(
      new RegExp(`^/lp/${lp.id}/lc/\\d+$`),
    );
    await page.getByRole('link', { name: 'Return to view all resources' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Resources' }).waitFor();
    await context.close();
  });

  it('[RESOURCES] a .docx handbook reads as text once its unit is unlocked', async () => {
    const { lp, product, context, page } = await learnerOnCourseHome();
    // The introduction and unit 1 completed, as the learner would have: unit 2 and its worksheet unlock.
    const done = await server.database.db
      .select({ id: nodes.id })
      .from(nodes)
      .where(and(eq(nodes.productId, product.id), inArray(nodes.key, ['introduction', 'agency'])));
    expect(done).toHaveLength(2);
    const now = new Date();
    await server.database.db.insert(learnerNodeStatus).values(
      done.map((n) => ({
        learnerProductId: lp.id,
        nodeId: n.id,
        status: 'COMPLETE',
        startedAt: now,
        completedAt: now,
        lastVisitedAt: now,
      })),
    );

    await page.goto('/resources');
    await page.getByRole('region', { name: 'Course Materials' }).getByRole('link', { name: WORKSHEET }).click();
    // The page's title, and the document's own first heading in the server's HTML of the .docx.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: WORKSHEET }).count()).toBe(2);
    await page.getByText(/count each deadline in calendar days/).waitFor();
    await page.getByRole('cell', { name: 'Option period ends' }).waitFor();
    await expectAccessible(page, 'docx resource page');
    await context.close();
  });

  it('[RESOURCES] the learner searches the glossary without accents and opens a term', async () => {
    const { context, page } = await learnerOnCourseHome();
    await page.getByRole('complementary', { name: 'Course tools' }).getByRole('link', { name: 'Glossary' }).click();
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    await expectAccessible(page, 'glossary');

    await page.getByRole('textbox', { name: 'Search the glossary' }).fill('FIDUCIÁRY');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: 'Fiduciary', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Fiduciary' });
    await modal.getByText('A person in a position of trust', { exact: false }).waitFor();
    await expectAccessible(page, 'glossary term modal');
    await modal
      .getByText("As a fiduciary, the agent could not reveal the seller's lowest acceptable price", { exact: false })
      .waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Search the glossary' }).fill('xylophone');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No results available for search.').waitFor();
    await expectAccessible(page, 'glossary, no results');
    await context.close();
  });
  it('[RESOURCES] the learner plays the course video with English and French captions, seeking by byte ranges', async () => {
    const { lp, product, context, page } = await learnerOnCourseHome();
    await completeIntroductionAndUnit1(lp.id, product.id);
    const video = await resourceAt(product.id, 'Video: The Option Period Timeline');
    await page.goto(`/lc/${video.nodeId}/resource/${video.id}`);
    await page.getByRole('heading', { level: 1, name: 'Video: The Option Period Timeline' }).waitFor();
    await expectAccessible(page, 'video resource page');
    // Chromium loads the WebM's metadata (12 seconds) and the default captions track's cues.
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(12);
    const tracks = await page
      .locator('video track[kind="captions"]')
      .evaluateAll((list) => list.map((t) => [t.getAttribute('srclang'), t.getAttribute('label')]));
    expect(tracks).toEqual([
      ['en', 'English'],
      ['fr', 'Français'],
    ]);
    await expect
      .poll(() =>
        page.locator('video').evaluate((v: HTMLVideoElement) => {
          const track = v.textTracks[0];
          return track?.mode === 'showing' ? (track.cues?.length ?? 0) : -1;
        }),
      )
      .toBe(5);
    const dayZero = await page
      .locator('video')
      .evaluate((v: HTMLVideoElement) => (v.textTracks[0]?.cues?.[1] as VTTCue | undefined)?.text ?? '');
    expect(dayZero).toContain('Day 0: the effective date');
    // A seek asks for a byte range, as the player does.
    const src = (await page.locator('video').getAttribute('src')) ?? '';
    const range = await page.evaluate(async (url) => {
      const res = await fetch(url, { headers: { Range: 'bytes=100-199' } });
      return { status: res.status, contentRange: res.headers.get('content-range'), length: (await res.arrayBuffer()).byteLength };
    }, src);
    expect(range).toMatchObject({ status: 206, length: 100 });
    expect(range.contentRange).toMatch(/^bytes 100-199\/\d+$/);
    await context.close();
  });

  it('[RESOURCES] the learner follows the audio overview by its captions and reads its transcript', async () => {
    const { lp, product, context, page } = await learnerOnCourseHome();
    await completeIntroductionAndUnit1(lp.id, product.id);
    const title = 'Audio Overview: Representation and the IABS Notice';
    const overview = await resourceAt(product.id, title);
    await page.goto(`/lc/${overview.nodeId}/resource/${overview.id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Captions' }).inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Show transcript' }).click();
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await expect
      .poll(() => transcript.getByRole('listitem').allTextContents())
      .toEqual([
        '0:00 Texas brokers may represent a seller, a buyer, or both as an intermediary.',
        '0:05 Give the IABS notice at the first substantive communication.',
      ]);
    await expectAccessible(page, 'audio resource page with its transcript');
    // Chromium fires cuechange for an <audio> track while it plays (muted: no gesture needed to start).
    await page.locator('audio').evaluate((a: HTMLAudioElement) => {
      a.muted = true;
      return a.play();
    });
    const caption = page.getByRole('region', { name: 'Current caption' });
    await caption.getByText('Texas brokers may represent a seller, a buyer, or both as an intermediary.').waitFor();
    await expectAccessible(page, 'audio resource page, a caption shown');
    await page.getByRole('combobox', { name: 'Captions' }).selectOption({ label: 'Off' });
    expect(await caption.count()).toBe(0);
    await context.close();
  });

  it('[RESOURCES] the learner reads the forum resource, posts an answer, and finds it on the forum page', async () => {
    const { lp, product, context, page } = await learnerOnCourseHome();
    await completeIntroductionAndUnit1(lp.id, product.id);
    const forum = await resourceAt(product.id, 'Forum: Disclosing Representation at First Contact');
    await page.goto(`/lc/${forum.nodeId}/resource-ext/${forum.id}/false`);
    const forumHeading = page.getByRole('heading', { level: 1, name: 'Forum: Disclosing Representation at First Contact' });
    await forumHeading.waitFor();
    // Bookmarked, the forum opens again from the course home's Bookmarks box (not 'Unsupported resource type').
    await page.getByRole('button', { name: 'Bookmark this resource' }).click();
    await page.getByRole('button', { name: 'Bookmarked!' }).waitFor();
    await page.goto(`/lp/${lp.id}/home`);
    await page
      .getByRole('region', { name: 'Bookmarks' })
      .getByRole('link', { name: 'Forum: Disclosing Representation at First Contact' })
      .click();
    await forumHeading.waitFor();
    await page
      .getByText('How do you disclose whom you represent the first time you talk with a buyer about a property?')
      .waitFor();
    const answer = `I hand over the IABS notice first (${lp.id}).`;
    const post = page.getByRole('button', { name: 'Post' });
    expect(await post.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await post.click();
    // The forum's first answer is pinned above the others (decision 0085): the new answer is in one of the lists.
    await page.getByRole('listitem').getByText(answer).waitFor();
    await expectAccessible(page, 'forum resource page');
    const stored = await server.database.db.select().from(forumPosts).where(eq(forumPosts.postText, answer));
    expect(stored).toHaveLength(1);

    await page.getByRole('link', { name: 'Open the forum page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Share your approach' }).waitFor();
    await expectAccessible(page, 'forum page');
    const mine = page.getByRole('listitem').filter({ hasText: answer }).first();
    await mine.waitFor();
    // Votes count once and can be taken back; a reply is a comment under the answer (decision 0085).
    await mine.getByRole('button', { name: 'vote', exact: true }).click();
    await mine.getByRole('button', { name: 'remove vote' }).waitFor();
    await mine.getByText('1 vote', { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByRole('textbox', { name: 'Your reply' }).fill('<b>Also</b> the written form.');
    await mine.getByRole('button', { name: 'Send reply' }).click();
    await mine.getByRole('list', { name: 'Comments' }).getByText('<b>Also</b> the written form.').waitFor();
    await expectAccessible(page, 'forum page with a vote and a comment');
    const postId = stored[0]?.id ?? 0;
    expect(await server.database.db.select().from(forumPostVotes).where(eq(forumPostVotes.postId, postId))).toHaveLength(1);
    expect(await server.database.db.select().from(forumComments).where(eq(forumComments.postId, postId))).toHaveLength(1);
    await context.close();
  });
});
