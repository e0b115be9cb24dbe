import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts, lessonSlides, nodes } from '../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../platform/storage/local-storage.js';
import { createUser, TestClient } from '../../../test/harness.js';
import { standardsDir } from '../../../test/standards.js';
import { importSource } from '../../course-import/formats/import-source.js';
import { createStorageTestApp } from '../../resource/testing/resource-course.js';

// ADL's CATAPULT example (../shared/data/standards/README.md, cmi5/).
const SINGLE_AU = join(standardsDir(), 'cmi5/single_au_basic_responsive.zip');

let t: Awaited<ReturnType<typeof createStorageTestApp>>;
const course = { productId: 0, lessonId: 0, slideId: 0 };

beforeAll(async () => {
  t = await createStorageTestApp();
  const storage = new LocalStorage(t.storageDir);
  course.productId = (await importSource(t.database.db, t.clock, SINGLE_AU, { storage })).summary.productId;
  const lesson = (await t.database.db.select().from(nodes).where(eq(nodes.productId, course.productId))).find(
    (n) => n.type === 'LESSON',
  );
  course.lessonId = lesson?.id ?? 0;
  const [slide] = await t.database.db.select().from(lessonSlides).where(eq(lessonSlides.nodeId, course.lessonId));
  course.slideId = slide?.id ?? 0;
}, 120_000);
afterAll(() => t.close());

describe('an imported cmi5 lesson', () => {
  it('shows the AU slide as played, without its file index, and never lets the learner past it unplayed', async () => {
    const user = await createUser(t);
    const [lp] = await t.database.db
      .insert(learnerProducts)
      .values({ userId: user.id, productId: course.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
      .returning();
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const lpId = lp?.id ?? 0;
    const lesson = (await client.get(`/api/lesson/${lpId}/${course.lessonId}`)).json();
    expect(lesson.inquiries).toHaveLength(1);
    expect(lesson.inquiries[0]).toMatchObject({ type: 'CMI5', unsupported: false });
    expect(JSON.stringify(lesson)).not.toContain('sco-files/');
    const next = await client.post(`/api/lesson/${lpId}/${course.lessonId}/${course.lessonId}/submit/${course.slideId}/true`, {});
    expect(next.statusCode).toBe(409);
    expect(next.json().code).toBe('CMI5_NOT_COMPLETE');
  });

  it("serves the AU's files on our origin to its learner only, and keeps the SCORM runtime away from it", async () => {
    const learner = async () => {
      const user = await createUser(t);
      const [lp] = await t.database.db
        .insert(learnerProducts)
        .values({ userId: user.id, productId: course.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
        .returning();
      const client = new TestClient(t.app);
      await client.signIn(user.login, user.password);
      return { client, lpId: lp?.id ?? 0 };
    };
    const { client, lpId } = await learner();
    await client.get(`/api/lesson/${lpId}/${course.lessonId}`);
    const base = `/asset-storage/sco/${lpId}/${course.lessonId}/${course.slideId}`;
    const page = await client.get(`${base}/index.html`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await client.get(`${base}/cmi5.xml`)).statusCode).toBe(200);
    expect((await client.get(`${base}/nothing.html`)).statusCode).toBe(404);
    const stranger = await learner();
    expect((await stranger.client.get(`${base}/index.html`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`${base}/index.html`)).statusCode).toBe(401);
    // The SCORM runtime is not a cmi5 AU's: it cannot be read or written for this slide.
    const runtime = `/api/lesson/${lpId}/${course.lessonId}/sco/${course.slideId}/runtime`;
    expect((await client.get(runtime)).statusCode).toBe(404);
    expect(
      (await client.request({ method: 'PUT', url: runtime, payload: { cmi: { completion_status: 'completed' } } })).statusCode,
    ).toBe(404);
  });
});
