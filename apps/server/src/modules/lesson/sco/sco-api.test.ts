import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquirySubmissions, learnerProducts, lessonSlides, nodes, scoRuntime } from '../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../platform/storage/local-storage.js';
import { createUser, TestClient } from '../../../test/harness.js';
import { importSource } from '../../course-import/formats/import-source.js';
import { createStorageTestApp } from '../../resource/testing/resource-course.js';
import { lessonRecordsOf } from '../records.js';

// Rustici's golf example, SCORM 2004 3rd edition (../shared/data/standards/README.md, scorm/).
const S2004 = join(
  import.meta.dirname,
  '../../../../../../../shared/data/standards/scorm/RuntimeBasicCalls_SCORM20043rdEdition.zip',
);
const S12 = join(import.meta.dirname, '../../../../../../../shared/data/standards/scorm/singlesco_scorm12.zip');

let t: Awaited<ReturnType<typeof createStorageTestApp>>;
const course = { productId: 0, lessonId: 0, slideId: 0 };
const course12 = { productId: 0, lessonId: 0, slideId: 0 };

async function imported(file: string, into: typeof course) {
  const storage = new LocalStorage(t.storageDir);
  into.productId = (await importSource(t.database.db, t.clock, file, { storage })).summary.productId;
  const lesson = (await t.database.db.select().from(nodes).where(eq(nodes.productId, into.productId))).find(
    (n) => n.type === 'LESSON',
  );
  into.lessonId = lesson?.id ?? 0;
  const [slide] = await t.database.db.select().from(lessonSlides).where(eq(lessonSlides.nodeId, into.lessonId));
  into.slideId = slide?.id ?? 0;
}

beforeAll(async () => {
  t = await createStorageTestApp();
  await imported(S2004, course);
  await imported(S12, course12);
}, 120_000);
afterAll(() => t.close());

async function learnerOf(productId: number) {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, lpId: lp.id };
}

const runtimeUrl = (lpId: number, c = course) => `/api/lesson/${lpId}/${c.lessonId}/sco/${c.slideId}/runtime`;
const put = (client: TestClient, url: string, cmi: unknown) => client.request({ method: 'PUT', url, payload: { cmi } });
const submitUrl = (lpId: number, c = course) => `/api/lesson/${lpId}/${c.lessonId}/${c.lessonId}/submit/${c.slideId}/true`;

describe('a SCORM lesson', () => {
  it('sends the launch address on our origin, and serves the package files from there to its learner only', async () => {
    const { client, lpId } = await learnerOf(course.productId);
    const lesson = (await client.get(`/api/lesson/${lpId}/${course.lessonId}`)).json();
    expect(lesson.inquiries).toHaveLength(1);
    const slide = lesson.inquiries[0];
    expect(slide).toMatchObject({
      type: 'SCORM',
      unsupported: false,
      scormVersion: '2004',
      launchUrl: `/asset-storage/sco/${lpId}/${course.lessonId}/${course.slideId}/shared/launchpage.html`,
    });
    // The file index (storage keys) never reaches a browser.
    expect(JSON.stringify(lesson)).not.toContain('sco-files/');

    const page = await client.get(slide.launchUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('scormfunctions.js');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A relative reference of the page resolves below the same address.
    const script = await client.get(`/asset-storage/sco/${lpId}/${course.lessonId}/${course.slideId}/shared/scormfunctions.js`);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(
      (await client.get(`/asset-storage/sco/${lpId}/${course.lessonId}/${course.slideId}/shared/nothing.html`)).statusCode,
    ).toBe(404);

    const stranger = await learnerOf(course.productId);
    expect((await stranger.client.get(slide.launchUrl)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(slide.launchUrl)).statusCode).toBe(401);
  });

  it('keeps the runtime data per learner, resumes from it, and lets the learner on only once the SCO is completed', async () => {
    const { client, lpId } = await learnerOf(course.productId);
    await client.get(`/api/lesson/${lpId}/${course.lessonId}`);
    expect((await client.get(runtimeUrl(lpId))).json()).toMatchObject({ cmi: null, done: false });
    // Next before the package reports anything: refused.
    const early = await client.post(submitUrl(lpId), {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SCO_NOT_COMPLETE');

    const halfway = {
      completion_status: 'incomplete',
      location: 'Playing/Par.html',
      suspend_data: 'page=3',
      session_time: 'PT5H',
    };
    const saved = await put(client, runtimeUrl(lpId), halfway);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ completionStatus: 'incomplete', done: false });
    // Resume: the next session reads back what the last committed.
    expect((await client.get(runtimeUrl(lpId))).json().cmi).toEqual(halfway);
    const stranger = await learnerOf(course.productId);
    expect((await stranger.client.get(runtimeUrl(lpId))).statusCode).toBe(404);
    expect((await put(stranger.client, runtimeUrl(lpId), halfway)).statusCode).toBe(404);

    const finished = { ...halfway, completion_status: 'completed', success_status: 'passed', score: { scaled: 0.8, raw: 80 } };
    expect((await put(client, runtimeUrl(lpId), finished)).json()).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.8,
      done: true,
    });
    const [row] = await t.database.db
      .select()
      .from(scoRuntime)
      .where(and(eq(scoRuntime.learnerProductId, lpId), eq(scoRuntime.slideId, course.slideId)));
    expect(row).toMatchObject({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.8, commits: 2 });

    const next = await client.post(submitUrl(lpId), {});
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ correct: true, taken: true, progressed: true, currentIndex: 1 });
    const [submission] = await t.database.db
      .select()
      .from(inquirySubmissions)
      .where(and(eq(inquirySubmissions.learnerProductId, lpId), eq(inquirySubmissions.slideId, course.slideId)));
    expect(submission?.answer).toEqual({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.8 });
    // The learner's records archive (issue 28) carries the runtime data as kept.
    const records = await lessonRecordsOf(t.database.db, lpId);
    expect(records.scorm.map((r) => [r.slideId, r.successStatus, (r.cmi as { location: string }).location])).toEqual([
      [course.slideId, 'passed', 'Playing/Par.html'],
    ]);
  });

  it('holds a failed SCO, and reads SCORM 1.2 lesson_status and raw score', async () => {
    const { client, lpId } = await learnerOf(course12.productId);
    await client.get(`/api/lesson/${lpId}/${course12.lessonId}`);
    const failed = { core: { lesson_status: 'failed', score: { raw: '40', min: '0', max: '100' }, lesson_location: 'q5' } };
    expect((await put(client, runtimeUrl(lpId, course12), failed)).json()).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'failed',
      scoreScaled: 0.4,
      done: false,
    });
    expect((await client.post(submitUrl(lpId, course12), {})).statusCode).toBe(409);
    const passed = { core: { lesson_status: 'passed', score: { raw: '90' } } };
    expect((await put(client, runtimeUrl(lpId, course12), passed)).json()).toMatchObject({ successStatus: 'passed', done: true });
    expect((await client.post(submitUrl(lpId, course12), {})).json()).toMatchObject({ progressed: true });
  });

  it('answers 400 naming the field for a runtime body that is not an object', async () => {
    const { client, lpId } = await learnerOf(course.productId);
    const res = await put(client, runtimeUrl(lpId), 'x');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('cmi');
  });
});
