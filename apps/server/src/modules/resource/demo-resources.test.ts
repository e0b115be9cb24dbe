import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerNodeStatus, learnerProducts, nodes, resources } from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { createUser, TestClient } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';
import { demoPackageFolders } from '../demo/seed.js';
import { createStorageTestApp } from './testing/resource-course.js';

// The demo real-estate course's video (captions in English and French) and forum resources.
let t: Awaited<ReturnType<typeof createStorageTestApp>>;
let productId = 0;
beforeAll(async () => {
  t = await createStorageTestApp();
  const folder = demoPackageFolders().find((f) => f.endsWith('re-ce-agency')) ?? '';
  productId = (await importCourseFolder(t.database.db, t.clock, folder, new LocalStorage(t.storageDir))).productId;
}, 60_000);
afterAll(() => t.close());

/** A learner of the demo course who completed the introduction and unit 1 (units 1 and 2 are open). */
async function learner() {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const done = await t.database.db
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.productId, productId), inArray(nodes.key, ['introduction', 'agency'])));
  const now = t.clock.now();
  await t.database.db.insert(learnerNodeStatus).values(
    done.map((n) => ({
      learnerProductId: lp.id,
      nodeId: n.id,
      status: 'COMPLETE',
      startedAt: now,
      completedAt: now,
      lastVisitedAt: now,
    })),
  );
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, lp, user };
}

async function resourceId(key: string) {
  const [row] = await t.database.db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.productId, productId), eq(resources.key, key)));
  return row?.id ?? 0;
}

describe('the demo video', () => {
  it('has English and French captions tracks and streams byte ranges', async () => {
    const { client, lp } = await learner();
    const id = await resourceId('option-period-video');
    const video = (await client.get(`/api/product/${lp.id}/resource/${id}`)).json();
    expect(video.type).toBe('VIDEO');
    expect(video.data.mediaType).toBe('video/webm');
    expect(video.data.size).toBeLessThan(300_000);
    expect(
      video.data.captions.map((c: { srclang: string; label: string; kind: string }) => [c.srclang, c.label, c.kind]),
    ).toEqual([
      ['en', 'English', 'captions'],
      ['fr', 'Français', 'captions'],
    ]);

    const whole = await client.get(video.data.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(video.data.size);
    // The WebM (EBML) signature, then a seek into the middle as a player does.
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await client.request({ method: 'GET', url: video.data.url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.data.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(1000, 2000))).toBe(true);

    const french = await client.get(video.data.captions[1].url);
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toBe('text/vtt');
    expect(french.body).toMatch(/^WEBVTT/);
    expect(french.body).toContain("Jour 7 : une période d'option de sept jours");
    expect((await client.get(`${video.data.downloadUrl}`)).headers['content-disposition']).toMatch(/^attachment; /);
  });
});

describe('the demo forum resource', () => {
  it('names the forum of the live-session slide, which reads with the posts made to it', async () => {
    const { client, lp, user } = await learner();
    const forum = (await client.get(`/api/product/${lp.id}/resource/${await resourceId('first-contact-forum')}`)).json();
    expect(forum.type).toBe('FORUM');
    expect(forum.data.forumKey).toBe('first-contact-disclosure');
    const before = await client.get(`/api/forum/${forum.data.forumId}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      id: forum.data.forumId,
      question: 'How do you disclose whom you represent the first time you talk with a buyer about a property?',
      active: true,
    });
    // On a shared PostgreSQL other files may post to the demo forum too: compare with what was there.
    const earlier = before.json().posts as unknown[];
    const postText = `I hand over the IABS first (${user.login}).`;
    const posted = await client.post('/api/forum/forumPostUser', { forumId: forum.data.forumId, postText });
    expect(posted.statusCode).toBe(201);
    const after = (await client.get(`/api/forum/${forum.data.forumId}`)).json();
    expect(after.posts).toHaveLength(earlier.length + 1);
    expect(after.posts).toContainEqual(
      expect.objectContaining({ postText, author: `${user.firstName} ${user.lastName.charAt(0)}.` }),
    );
  });
});
