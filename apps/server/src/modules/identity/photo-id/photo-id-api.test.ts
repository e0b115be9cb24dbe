import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ID_PHOTO_FORMAT_MESSAGE, ID_PHOTO_MAX_BYTES, type IdPhotoUploadForm, LOCAL_UPLOAD_PATH } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
// @ts-expect-error s3rver ships no types; it is a test-only fake S3 server on loopback.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idPhotos, learnerProducts, productRules } from '../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../platform/storage/local-storage.js';
import { verifyPostForm } from '../../../platform/storage/post-policy.js';
import { importFixtureCourse } from '../../../test/course-fixture.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';
import { readConfirmedIdPhoto } from './service.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A multipart/form-data body as a browser sends it: the fields in order, then the file. */
function multipart(fields: Record<string, string>, file: Buffer, filename: string, type: string) {
  const boundary = '----continuum-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function learnerIn(t: TestApp) {
  const user = await createUser(t);
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const { lp } = await createLearnerProduct(t, user.id, 'Ethics 101');
  return { user, client, lp };
}

const submitted = async (t: TestApp, lpId: number) =>
  (await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lpId)))[0]?.hasSubmittedIdPhoto;

describe('photo ID with the local storage', () => {
  let t: TestApp;
  let storage: LocalStorage;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'photo-id-'));
    t = await createTestApp({ storage: { kind: 'local', dir } });
    storage = new LocalStorage(dir);
  });
  afterAll(() => t.close());

  const requestForm = async (client: TestClient, lpId: number, mimeType = 'image/png') => {
    const res = await client.post('/api/product/id-photo', { learnerProductId: lpId, idPhotoType: 'DRIVERS_LICENSE', mimeType });
    expect(res.statusCode).toBe(200);
    return res.json() as IdPhotoUploadForm;
  };
  const upload = (client: TestClient, fields: Record<string, string>, file: Buffer, name = 'id.png', type = 'image/png') =>
    client.request({ method: 'POST', url: LOCAL_UPLOAD_PATH, ...multipart(fields, file, name, type) });

  it('issues a signed form under the learner’s prefix, stores the posted PNG and sets hasSubmittedIdPhoto on confirm', async () => {
    const a = await learnerIn(t);
    const form = await requestForm(a.client, a.lp.id);
    expect(form.key).toMatch(new RegExp(`^id-photos/u${a.user.id}/lp${a.lp.id}/[0-9a-f]{24}\\.png$`));
    expect(form.url).toBe(LOCAL_UPLOAD_PATH);
    const policy = JSON.parse(Buffer.from(form.policy, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 1, ID_PHOTO_MAX_BYTES]);
    expect(policy.conditions).toContainEqual(['starts-with', '$key', `id-photos/u${a.user.id}/lp${a.lp.id}/`]);
    expect(Date.parse(policy.expiration) - t.clock.nowMs()).toBe(300_000);
    expect(form.fields['X-Amz-Signature']).toBe(form.signature);

    expect((await upload(a.client, form.fields, PNG)).statusCode).toBe(204);
    expect(await submitted(t, a.lp.id)).toBe(false);
    const confirm = await a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: form.key });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ hasSubmittedIdPhoto: true });
    expect(await submitted(t, a.lp.id)).toBe(true);
    const [row] = await t.database.db.select().from(idPhotos).where(eq(idPhotos.storageKey, form.key));
    expect(row?.sizeBytes).toBe(PNG.length);
    expect(row?.confirmedAt).not.toBeNull();
    expect(row?.idPhotoType).toBe('DRIVERS_LICENSE');
  });

  it('keeps the checked photo: the same signed form posted again after confirm replaces nothing (decision 0108)', async () => {
    const a = await learnerIn(t);
    const form = await requestForm(a.client, a.lp.id);
    expect((await upload(a.client, form.fields, PNG)).statusCode).toBe(204);
    const confirm = () => a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: form.key });
    expect((await confirm()).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(idPhotos).where(eq(idPhotos.storageKey, form.key));
    expect(row?.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(row?.evidenceKey).toBe(`id-photo-evidence/u${a.user.id}/lp${a.lp.id}/${row?.sha256}.png`);
    // Outside the prefix the form was signed for, so no form can write it.
    expect(row?.evidenceKey?.startsWith(`id-photos/u${a.user.id}/`)).toBe(false);

    // The attacker posts arbitrary bytes with the still-valid form, and confirms again.
    expect((await upload(a.client, form.fields, HTML)).statusCode).toBe(204);
    expect((await confirm()).json()).toEqual({ hasSubmittedIdPhoto: true });
    const stored = await readConfirmedIdPhoto({ db: t.database.db, storage }, a.lp.id);
    expect(stored?.intact).toBe(true);
    expect(stored?.bytes.equals(PNG)).toBe(true);
    const [after] = await t.database.db.select().from(idPhotos).where(eq(idPhotos.storageKey, form.key));
    expect(after?.sha256).toBe(row?.sha256);
    expect(after?.confirmedAt?.getTime()).toBe(row?.confirmedAt?.getTime());

    // The evidence key itself is create-only in the storage, and a changed file is caught on read.
    expect(await storage.putNew(row?.evidenceKey ?? '', HTML)).toBe(false);
    await storage.put(row?.evidenceKey ?? '', JPEG);
    expect((await readConfirmedIdPhoto({ db: t.database.db, storage }, a.lp.id))?.intact).toBe(false);
  });

  it('accepts a JPEG too', async () => {
    const a = await learnerIn(t);
    const form = await requestForm(a.client, a.lp.id, 'image/jpeg');
    expect((await upload(a.client, form.fields, JPEG, 'id.jpg', 'image/jpeg')).statusCode).toBe(204);
    const confirm = await a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: form.key });
    expect(confirm.statusCode).toBe(200);
  });

  it('refuses a file of 20 MiB + 1 byte by the policy’s content-length-range and stores nothing', async () => {
    const a = await learnerIn(t);
    const form = await requestForm(a.client, a.lp.id);
    const big = Buffer.concat([PNG, Buffer.alloc(ID_PHOTO_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload(a.client, form.fields, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_POLICY_REFUSED');
    const confirm = await a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: form.key });
    expect(confirm.statusCode).toBe(409);
    expect(await submitted(t, a.lp.id)).toBe(false);
  });

  it('refuses an HTML file named .png by its magic bytes at confirm, and deletes it', async () => {
    const a = await learnerIn(t);
    const form = await requestForm(a.client, a.lp.id);
    expect((await upload(a.client, form.fields, HTML, 'id.png', 'image/png')).statusCode).toBe(204);
    const confirm = await a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: form.key });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().code).toBe('ID_PHOTO_NOT_AN_IMAGE');
    expect(await submitted(t, a.lp.id)).toBe(false);
    const again = await a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: form.key });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an expired policy', async () => {
    const a = await learnerIn(t);
    const form = await requestForm(a.client, a.lp.id);
    t.clock.advance(300_001);
    const res = await upload(a.client, form.fields, PNG);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('policy expired');
  });

  it('refuses a key under another learner’s prefix, a changed content type and a forged signature', async () => {
    const a = await learnerIn(t);
    const b = await learnerIn(t);
    const form = await requestForm(a.client, a.lp.id);
    const other = { ...form.fields, key: `id-photos/u${b.user.id}/lp${b.lp.id}/mine.png` };
    const res = await upload(a.client, other, PNG);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('condition on key not met');
    const html = await upload(a.client, { ...form.fields, 'Content-Type': 'text/html' }, PNG);
    expect(html.statusCode).toBe(403);
    const forged = await upload(a.client, { ...form.fields, 'X-Amz-Signature': '0'.repeat(64) }, PNG);
    expect(forged.statusCode).toBe(403);
    const extra = await upload(a.client, { ...form.fields, acl: 'public-read' }, PNG);
    expect(extra.statusCode).toBe(403);
  });

  it('with SC_PHOTO_IDENTIFICATION_REQUIRED, no node of the course opens before the photo is received', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const course = await importFixtureCourse(t, user.id);
    await t.database.db
      .insert(productRules)
      .values({ productId: course.productId, key: 'SC_PHOTO_IDENTIFICATION_REQUIRED', value: 'yes' });
    const { nodeId } = (await client.get(`/api/progression/startProduct/${course.lp.id}`)).json();
    const refused = await client.post(`/api/progression/start/${course.lp.id}-${nodeId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PHOTO_ID_REQUIRED');
    const form = await requestForm(client, course.lp.id);
    expect((await upload(client, form.fields, PNG)).statusCode).toBe(204);
    expect(
      (await client.post('/api/product/id-photo/confirm', { learnerProductId: course.lp.id, key: form.key })).statusCode,
    ).toBe(200);
    const opened = await client.post(`/api/progression/start/${course.lp.id}-${nodeId}`);
    expect(opened.statusCode).toBe(200);
  });

  it('answers 404 for another learner’s learner product or upload, 401 without a session, 400 naming the field', async () => {
    const a = await learnerIn(t);
    const b = await learnerIn(t);
    const body = { learnerProductId: a.lp.id, idPhotoType: 'PASSPORT', mimeType: 'image/png' };
    expect((await b.client.post('/api/product/id-photo', body)).statusCode).toBe(404);
    expect((await new TestClient(t.app).post('/api/product/id-photo', body)).statusCode).toBe(401);
    const gif = await a.client.post('/api/product/id-photo', { ...body, mimeType: 'image/gif' });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().fieldErrors).toContainEqual({ field: 'mimeType', message: ID_PHOTO_FORMAT_MESSAGE });
    const form = await requestForm(a.client, a.lp.id);
    const theirs = await b.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: form.key });
    expect(theirs.statusCode).toBe(404);
    const ownLpOtherKey = await b.client.post('/api/product/id-photo/confirm', { learnerProductId: b.lp.id, key: form.key });
    expect(ownLpOtherKey.statusCode).toBe(404);
    const notForm = await a.client.request({ method: 'POST', url: LOCAL_UPLOAD_PATH, payload: { key: 'x' } });
    expect(notForm.statusCode).toBe(400);
  });
});

describe('photo ID with S3 (against s3rver)', () => {
  const bucket = 'continuum-photos';
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let s3rver: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let t: TestApp;
  beforeAll(async () => {
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 's3rver-photo-')),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = await s3rver.run();
    const endpoint = `http://127.0.0.1:${address.port}`;
    t = await createTestApp({
      storage: { kind: 's3', bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3rver.close();
  });

  const postToBucket = async (form: IdPhotoUploadForm, file: Buffer, type = 'image/png') => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob([new Uint8Array(file)], { type }), 'id.png');
    return fetch(form.url, { method: 'POST', body });
  };

  it('issues the SDK’s presigned POST (policy with the size range and the learner’s prefix) that the bucket accepts', async () => {
    const a = await learnerIn(t);
    const res = await a.client.post('/api/product/id-photo', {
      learnerProductId: a.lp.id,
      idPhotoType: 'STATE_ID',
      mimeType: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const form = res.json() as IdPhotoUploadForm;
    expect(form.bucket).toBe(bucket);
    expect(form.url).toMatch(new RegExp(`/${bucket}$`));
    expect(form.credential).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    const policy = JSON.parse(Buffer.from(form.policy, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 1, ID_PHOTO_MAX_BYTES]);
    expect(policy.conditions).toContainEqual(['starts-with', '$key', `id-photos/u${a.user.id}/lp${a.lp.id}/`]);
    // The SDK's signature is the SigV4 POST signature the local storage checks: the same verifier accepts it...
    const signer = { ...credentials, region: 'us-east-1', bucket };
    expect(verifyPostForm(signer, form.fields, new Date()).maxBytes).toBe(ID_PHOTO_MAX_BYTES);
    // ...and refuses it once expired or with another learner's key.
    expect(() => verifyPostForm(signer, form.fields, new Date(Date.now() + 301_000))).toThrow('policy expired');
    expect(() => verifyPostForm(signer, { ...form.fields, key: 'id-photos/u1/lp1/x.png' }, new Date())).toThrow(
      'condition on key not met',
    );

    expect((await postToBucket(form, PNG)).status).toBe(204);
    const confirm = await a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: form.key });
    expect(confirm.statusCode).toBe(200);
    expect(await submitted(t, a.lp.id)).toBe(true);
  });

  it('refuses 20 MiB + 1 byte and an HTML file named .png at confirm, whatever the bucket stored', async () => {
    // s3rver stores form POSTs without checking their policy (real S3 answers EntityTooLarge): the server's own
    // check after the upload is what holds here.
    const a = await learnerIn(t);
    const ask = async () =>
      (
        await a.client.post('/api/product/id-photo', {
          learnerProductId: a.lp.id,
          idPhotoType: 'STATE_ID',
          mimeType: 'image/png',
        })
      ).json() as IdPhotoUploadForm;
    const bigForm = await ask();
    const big = Buffer.concat([PNG, Buffer.alloc(ID_PHOTO_MAX_BYTES + 1 - PNG.length)]);
    const signer = { ...credentials, region: 'us-east-1', bucket };
    expect(verifyPostForm(signer, bigForm.fields, new Date()).maxBytes).toBeLessThan(big.length);
    expect((await postToBucket(bigForm, big)).status).toBe(204);
    const refused = await a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: bigForm.key });
    expect(refused.statusCode).toBe(400);
    const htmlForm = await ask();
    expect((await postToBucket(htmlForm, HTML)).status).toBe(204);
    const html = await a.client.post('/api/product/id-photo/confirm', { learnerProductId: a.lp.id, key: htmlForm.key });
    expect(html.statusCode).toBe(400);
    expect(html.json().code).toBe('ID_PHOTO_NOT_AN_IMAGE');
    expect(await submitted(t, a.lp.id)).toBe(false);
  });
});
