import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, keyPointViews, learnerProducts, resourceViews } from '../../platform/db/schema/index.js';
import { createUser, TestClient } from '../../test/harness.js';
import { unviewedLessonResources } from '../lesson/unviewed-resources.js';
import { createStorageTestApp, importResourceCourse } from './testing/resource-course.js';

let t: Awaited<ReturnType<typeof createStorageTestApp>>;
let course: Awaited<ReturnType<typeof importResourceCourse>>;
beforeAll(async () => {
  t = await createStorageTestApp();
  course = await importResourceCourse(t);
});
afterAll(() => t.close());

/** A signed-in learner enrolled in the resource course; `started` completes the introduction. */
async function learner(options: { started?: boolean } = {}) {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId: course.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  if (options.started) {
    const res = await client.post(`/api/progression/${lp.id}/${course.nodeId('intro')}`);
    expect(res.statusCode).toBe(200);
  }
  return { client, lp, user };
}

describe('resource calls: sessions, ownership, input', () => {
  it('answers 401 without a session on every call and download path', async () => {
    const anon = new TestClient(t.app);
    const id = course.resourceId('article');
    const lc = course.nodeId('intro');
    for (const url of [
      '/api/product/1/resources',
      '/api/product/1/bookmarks',
      `/api/product/1/resource/${id}`,
      `/api/product/1/resource/${id}/lc/${lc}`,
      `/pdf/1/resource/${id}`,
      `/asset-storage/resource/download/1/${id}/guide.pdf`,
      '/asset-storage/site-asset/download/1/syllabus.pdf',
    ]) {
      expect((await anon.get(url)).statusCode, url).toBe(401);
    }
    for (const url of [
      `/api/product/1/resource/${id}/view`,
      `/api/product/1/${lc}/resource/${id}/bookmark`,
      `/api/product/1/${lc}/key-points/view`,
    ]) {
      expect((await anon.post(url)).statusCode, url).toBe(401);
    }
  });

  it("answers 404 for another learner's product and for a resource of another product", async () => {
    const { lp } = await learner({ started: true });
    const other = await learner();
    const id = course.resourceId('article');
    for (const url of [
      `/api/product/${lp.id}/resources`,
      `/api/product/${lp.id}/bookmarks`,
      `/api/product/${lp.id}/resource/${id}`,
    ]) {
      expect((await other.client.get(url)).statusCode, url).toBe(404);
    }
    expect((await other.client.post(`/api/product/${lp.id}/resource/${id}/view`)).statusCode).toBe(404);
    expect(
      (await other.client.get(`/asset-storage/resource/download/${lp.id}/${course.resourceId('guide')}/guide.pdf`)).statusCode,
    ).toBe(404);
    expect((await other.client.get(`/api/product/${other.lp.id}/resource/999999`)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(resourceViews).where(eq(resourceViews.learnerProductId, lp.id));
    expect(rows).toEqual([]);
  });

  it('lets an administrator read a learner’s resources but never write a bookmark or a view into the record', async () => {
    const { lp } = await learner({ started: true });
    const admin = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const client = new TestClient(t.app);
    await client.signIn(admin.login, admin.password);
    const id = course.resourceId('guide');
    const lc = course.nodeId('intro');
    const kp = course.nodeId('unit/key-points');
    expect((await client.get(`/api/product/${lp.id}/resources`)).statusCode).toBe(200);
    for (const url of [
      `/api/product/${lp.id}/${lc}/resource/${id}/bookmark`,
      `/api/product/${lp.id}/${lc}/resource/${id}/unbookmark`,
      `/api/product/${lp.id}/resource/${id}/view`,
      `/api/product/${lp.id}/${kp}/key-points/bookmark`,
      `/api/product/${lp.id}/${kp}/key-points/unbookmark`,
      `/api/product/${lp.id}/${kp}/key-points/view`,
    ]) {
      expect((await client.post(url)).statusCode, url).toBe(404);
    }
    const where = (table: typeof bookmarks | typeof resourceViews | typeof keyPointViews) =>
      t.database.db.select().from(table).where(eq(table.learnerProductId, lp.id));
    expect(await where(bookmarks)).toEqual([]);
    expect(await where(resourceViews)).toEqual([]);
    expect(await where(keyPointViews)).toEqual([]);
  });

  it('names the bad field in a 400', async () => {
    const { client, lp } = await learner();
    const res = await client.get(`/api/product/${lp.id}/resource/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'resourceId' })]);
    const bad = await client.post(`/api/product/${lp.id}/x/resource/1/bookmark`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([expect.objectContaining({ field: 'lcId' })]);
    const download = await client.get(
      `/asset-storage/resource/download/${lp.id}/${course.resourceId('guide')}/guide.pdf?download=maybe`,
    );
    expect(download.statusCode).toBe(400);
    expect(download.json().fieldErrors).toEqual([expect.objectContaining({ field: 'download' })]);
  });
});

describe('resources list, single resource and views', () => {
  it('lists handbooks and resources by container, with locks and no content', async () => {
    const { client, lp } = await learner();
    const res = await client.get(`/api/product/${lp.id}/resources`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.handbooks).toEqual([
      expect.objectContaining({ title: 'Course Handbook', type: 'PDF', locked: false, handbook: true }),
    ]);
    // Leaves directly under the product are grouped under the product itself.
    const intro = body.groups.find((g: { title: string }) => g.title === 'Resource Course');
    expect(intro.resources.map((r: { title: string }) => r.title)).toContain('Agency Article');
    const unit = body.groups.find((g: { title: string }) => g.title === 'Unit One');
    expect(unit).toMatchObject({ titlePrefix: 'Unit 1', locked: true });
    const lessonArticle = unit.resources.find((r: { title: string }) => r.title === 'Lesson Article');
    expect(lessonArticle).toMatchObject({ locked: true, data: { url: null, downloadUrl: null } });
    for (const group of body.groups) for (const r of group.resources) expect(r.content).toBeNull();
  });

  it('opens an HTML resource without its script or handlers, and records the view once', async () => {
    const { client, lp } = await learner();
    const id = course.resourceId('article');
    const res = await client.get(`/api/product/${lp.id}/resource/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'HTML', reviewed: false, bookmarked: false, locked: false, copyright: '© Test' });
    expect(body.content).toContain('Brokers owe');
    expect(res.body).not.toMatch(/<script|onclick|javascript:|document\.cookie|<style/i);
    expect(body.content).toContain('rel="noopener noreferrer"');
    expect(body.data.downloadUrl).toBe(`/pdf/${lp.id}/resource/${id}`);

    for (let i = 0; i < 2; i++) {
      const view = await client.post(`/api/product/${lp.id}/resource/${id}/view`);
      expect(view.json()).toEqual({ id, reviewed: true });
    }
    const rows = await t.database.db
      .select()
      .from(resourceViews)
      .where(and(eq(resourceViews.learnerProductId, lp.id), eq(resourceViews.resourceId, id)));
    expect(rows).toHaveLength(1);
    expect((await client.get(`/api/product/${lp.id}/resource/${id}`)).json().reviewed).toBe(true);
  });

  it('shows DOCUMENT and SPREADSHEET converted to HTML, images with alt text, audio with captions', async () => {
    const { client, lp } = await learner();
    const doc = (await client.get(`/api/product/${lp.id}/resource/${course.resourceId('worksheet')}`)).json();
    expect(doc.content).toContain('<h1>Deadlines</h1>');
    expect(doc.content).toContain('<strong>Rule: </strong>Count from the effective date.');
    const sheet = (await client.get(`/api/product/${lp.id}/resource/${course.resourceId('timeline')}`)).json();
    expect(sheet.content).toContain('<h2>Timeline</h2>');
    expect(sheet.content).toContain('<td>Option period ends</td><td>7</td>');
    const image = (await client.get(`/api/product/${lp.id}/resource/${course.resourceId('chart')}`)).json();
    expect(image.data).toMatchObject({
      alt: 'Two blue bars',
      mediaType: 'image/png',
      url: expect.stringContaining('/chart.png'),
    });
    const clip = (await client.get(`/api/product/${lp.id}/resource/${course.resourceId('clip')}`)).json();
    expect(clip.data.captions).toEqual([
      {
        url: `/asset-storage/resource/download/${lp.id}/${course.resourceId('clip')}/clip%20en.vtt`,
        srclang: 'en',
        label: 'English',
        kind: 'captions',
      },
    ]);
    const notes = (await client.get(`/api/product/${lp.id}/resource/${course.resourceId('notes')}`)).json();
    expect(notes).toMatchObject({ content: '<p>Bring an advert.</p>', data: { downloadUrl: null } });
    const forum = (await client.get(`/api/product/${lp.id}/resource/${course.resourceId('forum')}`)).json();
    expect(forum.data.forumKey).toBe('agency-forum');
  });

  it('refuses to open, view or bookmark a locked resource (403) until its learning component unlocks', async () => {
    const { client, lp } = await learner();
    const id = course.resourceId('lesson-article');
    const lc = course.nodeId('unit/lesson');
    for (const res of [
      await client.get(`/api/product/${lp.id}/resource/${id}`),
      await client.post(`/api/product/${lp.id}/resource/${id}/view`),
      await client.post(`/api/product/${lp.id}/${lc}/resource/${id}/bookmark`),
      await client.get(`/pdf/${lp.id}/resource/${id}`),
      await client.get(`/api/product/${lp.id}/resource/${id}/lc/${lc}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('RESOURCE_LOCKED');
    }
    expect(await t.database.db.select().from(bookmarks).where(eq(bookmarks.learnerProductId, lp.id))).toEqual([]);
    await client.post(`/api/progression/${lp.id}/${course.nodeId('intro')}`);
    expect((await client.get(`/api/product/${lp.id}/resource/${id}`)).statusCode).toBe(200);
  });

  it("answers the external view's header data for the resource's own learning component only", async () => {
    const { client, lp } = await learner({ started: true });
    const id = course.resourceId('lesson-article');
    const res = await client.get(`/api/product/${lp.id}/resource/${id}/lc/${course.nodeId('unit/lesson')}`);
    expect(res.json()).toEqual({
      parentTitlePrefix: 'Lesson 1.1',
      parentTitle: 'Duties',
      ancestorTitlePrefix: 'Unit 1',
      ancestorTitle: 'Unit One',
    });
    expect((await client.get(`/api/product/${lp.id}/resource/${id}/lc/${course.nodeId('intro')}`)).statusCode).toBe(404);
  });

  it("keeps a lesson from completing until its resources are viewed (lesson module's seam)", async () => {
    const { client, lp } = await learner({ started: true });
    const lessonId = course.nodeId('unit/lesson');
    const id = course.resourceId('lesson-article');
    expect(await unviewedLessonResources(t.database.db, lp.id, lessonId)).toEqual([{ id, title: 'Lesson Article' }]);
    await client.post(`/api/product/${lp.id}/resource/${id}/view`);
    expect(await unviewedLessonResources(t.database.db, lp.id, lessonId)).toEqual([]);
  });
});

describe('bookmarks and key points', () => {
  it('two identical bookmark or view calls at once (a double click) both answer 200 and store one row', async () => {
    const { client, lp } = await learner({ started: true });
    const id = course.resourceId('guide');
    const lc = course.nodeId('intro');
    const kp = course.nodeId('unit/key-points');
    const urls = [
      `/api/product/${lp.id}/${lc}/resource/${id}/bookmark`,
      `/api/product/${lp.id}/resource/${id}/view`,
      `/api/product/${lp.id}/${kp}/key-points/view`,
      `/api/product/${lp.id}/${kp}/key-points/bookmark`,
    ];
    for (let round = 0; round < 3; round++) {
      for (const url of urls) {
        const replies = await Promise.all([client.post(url), client.post(url)]);
        expect(
          replies.map((r) => r.statusCode),
          url,
        ).toEqual([200, 200]);
      }
    }
    const count = async (table: typeof bookmarks | typeof resourceViews | typeof keyPointViews) =>
      (await t.database.db.select().from(table).where(eq(table.learnerProductId, lp.id))).length;
    expect([await count(bookmarks), await count(resourceViews), await count(keyPointViews)]).toEqual([2, 1, 1]);
  });

  it('bookmarks and unbookmarks a resource, listed in the bookmarks and stored once', async () => {
    const { client, lp } = await learner();
    const id = course.resourceId('guide');
    const lc = course.nodeId('intro');
    for (let i = 0; i < 2; i++) {
      const res = await client.post(`/api/product/${lp.id}/${lc}/resource/${id}/bookmark`);
      expect(res.json()).toEqual({ id, bookmarked: true });
    }
    const stored = await t.database.db.select().from(bookmarks).where(eq(bookmarks.learnerProductId, lp.id));
    expect(stored).toEqual([expect.objectContaining({ nodeId: lc, resourceId: id })]);
    const list = (await client.get(`/api/product/${lp.id}/bookmarks`)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id,
        learningComponentId: lc,
        type: 'PDF',
        title: 'Guide',
        isKeyPoints: false,
        parentTitle: 'Introduction',
      }),
    ]);
    expect((await client.get(`/api/product/${lp.id}/resource/${id}`)).json().bookmarked).toBe(true);
    expect(
      (await client.get(`/api/product/${lp.id}/resources`)).json().groups[0].resources.find((r: { id: number }) => r.id === id)
        .bookmarked,
    ).toBe(true);

    // The learning component in the path must be the resource's own.
    expect((await client.post(`/api/product/${lp.id}/${course.nodeId('unit')}/resource/${id}/unbookmark`)).statusCode).toBe(404);
    expect((await client.post(`/api/product/${lp.id}/${lc}/resource/${id}/unbookmark`)).json()).toEqual({
      id,
      bookmarked: false,
    });
    expect(await t.database.db.select().from(bookmarks).where(eq(bookmarks.learnerProductId, lp.id))).toEqual([]);
    expect((await client.get(`/api/product/${lp.id}/bookmarks`)).json()).toEqual([]);
  });

  it('shows sanitized key points, records the view, and bookmarks them', async () => {
    const { client, lp } = await learner();
    const kp = course.nodeId('unit/key-points');
    expect((await client.post(`/api/product/${lp.id}/${kp}/key-points/view`)).statusCode).toBe(403);
    await client.post(`/api/progression/${lp.id}/${course.nodeId('intro')}`);

    const res = await client.post(`/api/product/${lp.id}/${kp}/key-points/view`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      learningComponentId: kp,
      title: 'Unit Key Points',
      isBookmarked: false,
      parentTitle: 'Unit Key Points',
      ancestorTitle: 'Unit One',
    });
    expect(body.keypoints).toEqual(['Give the <strong>IABS</strong> notice early.', 'Disclose material defects.']);
    const views = await t.database.db.select().from(keyPointViews).where(eq(keyPointViews.learnerProductId, lp.id));
    expect(views).toEqual([expect.objectContaining({ nodeId: kp })]);

    expect((await client.post(`/api/product/${lp.id}/${kp}/key-points/bookmark`)).json()).toEqual({
      learningComponentId: kp,
      isBookmarked: true,
    });
    expect((await client.get(`/api/product/${lp.id}/${kp}/key-points`)).json().isBookmarked).toBe(true);
    expect((await client.get(`/api/product/${lp.id}/bookmarks`)).json()).toEqual([
      expect.objectContaining({
        id: kp,
        learningComponentId: kp,
        type: 'KEY_POINTS',
        isKeyPoints: true,
        parentTitle: 'Unit One',
      }),
    ]);
    expect((await client.post(`/api/product/${lp.id}/${kp}/key-points/unbookmark`)).json().isBookmarked).toBe(false);
    expect(await t.database.db.select().from(bookmarks).where(eq(bookmarks.learnerProductId, lp.id))).toEqual([]);
    // A node that is not KEY_POINTS has no key points.
    expect((await client.post(`/api/product/${lp.id}/${course.nodeId('intro')}/key-points/view`)).statusCode).toBe(404);

    const resource = (await client.get(`/api/product/${lp.id}/resource/${course.resourceId('unit-key-points')}`)).json();
    expect(resource).toMatchObject({ type: 'KEY_POINTS', keyPoints: body.keypoints });
  });
});
