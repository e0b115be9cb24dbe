import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { createUser, TestClient } from '../../test/harness.js';
import { createStorageTestApp, importResourceCourse } from './testing/resource-course.js';

let t: Awaited<ReturnType<typeof createStorageTestApp>>;
let course: Awaited<ReturnType<typeof importResourceCourse>>;
beforeAll(async () => {
  t = await createStorageTestApp();
  course = await importResourceCourse(t);
});
afterAll(() => t.close());

async function learner() {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId: course.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, lp, user };
}
const fileUrl = (lpId: number, id: number, name: string) =>
  `/asset-storage/resource/download/${lpId}/${id}/${encodeURIComponent(name)}`;

describe('GET pdf/{lpId}/resource/{id}', () => {
  it('renders an HTML resource as a PDF, inline or as an attachment', async () => {
    const { client, lp } = await learner();
    const id = course.resourceId('article');
    const res = await client.get(`/pdf/${lp.id}/resource/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Agency Article.pdf"; filename*=UTF-8''Agency%20Article.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Type \/Page\b/);
    const download = await client.get(`/pdf/${lp.id}/resource/${id}?download=true`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses types that are not downloadable, and the external view without enableSave', async () => {
    const { client, lp } = await learner();
    for (const key of ['notes', 'trec', 'guide']) {
      const res = await client.get(`/pdf/${lp.id}/resource/${course.resourceId(key)}`);
      expect(res.statusCode, key).toBe(403);
      expect(res.json().code).toBe('DOWNLOAD_NOT_ALLOWED');
    }
    expect((await client.get(`/pdf/${lp.id}/resource/${course.resourceId('article')}?external=true`)).statusCode).toBe(403);
    expect((await client.get(`/pdf/${lp.id}/resource/${course.resourceId('saveable')}?external=true`)).statusCode).toBe(200);
  });
});

describe('GET asset-storage/resource/download/{lpId}/{id}/{path}', () => {
  it('streams the stored file with its type, nosniff and a safe Content-Disposition', async () => {
    const { client, lp } = await learner();
    const id = course.resourceId('guide');
    const res = await client.get(fileUrl(lp.id, id, 'guide.pdf'));
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-disposition': `inline; filename="guide.pdf"; filename*=UTF-8''guide.pdf`,
    });
    expect(res.rawPayload.equals(course.file('resources/guide.pdf'))).toBe(true);
    const download = await client.get(`${fileUrl(lp.id, id, 'guide.pdf')}?download=true`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="guide.pdf"/);
  });

  it('serves byte ranges of audio (206, 416 past the end) and its captions track', async () => {
    const { client, lp } = await learner();
    const id = course.resourceId('clip');
    const whole = course.file('resources/clip.wav');
    const part = await client.request({ method: 'GET', url: fileUrl(lp.id, id, 'clip.wav'), headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.length}`);
    expect(part.headers['content-type']).toBe('audio/wav');
    expect(part.rawPayload.equals(whole.subarray(10, 20))).toBe(true);
    const tail = await client.request({ method: 'GET', url: fileUrl(lp.id, id, 'clip.wav'), headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 4))).toBe(true);
    const beyond = await client.request({
      method: 'GET',
      url: fileUrl(lp.id, id, 'clip.wav'),
      headers: { range: `bytes=${whole.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
    const captions = await client.get(fileUrl(lp.id, id, 'clip en.vtt'));
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt');
    expect(captions.headers['content-disposition']).toBe(`inline; filename="clip en.vtt"; filename*=UTF-8''clip%20en.vtt`);
    expect(captions.body).toContain('WEBVTT');
  });

  it('refuses downloads the rule forbids and names that are not the resource’s files', async () => {
    const { client, lp } = await learner();
    const guide = course.resourceId('guide');
    // Viewing inline in the external view is fine; saving needs enableSave there.
    expect((await client.get(`${fileUrl(lp.id, guide, 'guide.pdf')}?external=true`)).statusCode).toBe(200);
    const refused = await client.get(`${fileUrl(lp.id, guide, 'guide.pdf')}?external=true&download=true`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DOWNLOAD_NOT_ALLOWED');
    const worksheet = course.resourceId('worksheet');
    expect((await client.get(`${fileUrl(lp.id, worksheet, 'worksheet.docx')}?external=true&download=true`)).statusCode).toBe(200);
    expect((await client.get(fileUrl(lp.id, guide, 'handbook.pdf'))).statusCode).toBe(404);
    expect((await client.get(fileUrl(lp.id, guide, '..%2F..%2Fsecret'))).statusCode).toBe(404);
    expect((await client.get(fileUrl(lp.id, course.resourceId('notes'), 'notes.html'))).statusCode).toBe(404);
    const locked = await client.get(fileUrl(lp.id, course.resourceId('lesson-article'), 'lesson-article.html'));
    expect(locked.statusCode).toBe(403);
  });
});

describe('site assets', () => {
  it('serves the PDF rendered from the package to learners of the product only', async () => {
    const { client, lp } = await learner();
    const product = (await client.get(`/api/product/${lp.id}`)).json();
    const url = product.siteAssets.studyPlanAssets[0].url;
    expect(url).toBe(`/asset-storage/site-asset/download/${course.productId}/syllabus.pdf`);
    expect(product.siteAssets.careerBuilderAssets[0].url).toBe('https://example.org/careers');
    const res = await client.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await createUser(t);
    const other = new TestClient(t.app);
    await other.signIn(stranger.login, stranger.password);
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await client.get(`/asset-storage/site-asset/download/${course.productId}/missing.pdf`)).statusCode).toBe(404);
  });
});
