import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { createUser, TestClient } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';
import { demoPackageFolders } from '../demo/seed.js';
import { findProductByCode } from '../product/index.js';
import { createStorageTestApp } from '../resource/testing/resource-course.js';
import { normalizeSearchText } from './normalize.js';

// The demo course's real glossary (71 Texas real-estate terms), on PGlite or PostgreSQL (DATABASE_URL).
let t: Awaited<ReturnType<typeof createStorageTestApp>>;
let productId = 0;
beforeAll(async () => {
  t = await createStorageTestApp();
  const folder = demoPackageFolders().find((f) => f.endsWith('re-ce-agency')) ?? '';
  await importCourseFolder(t.database.db, t.clock, folder, new LocalStorage(t.storageDir));
  productId = (await findProductByCode(t.database.db, 'RE-CE-2026'))?.id ?? 0;
}, 60_000);
afterAll(() => t.close());

async function learner() {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, lp };
}
const words = (res: { json(): { word: string }[] }) => res.json().map((r) => r.word);

describe('normalizeSearchText', () => {
  it('drops accents and case', () => {
    expect(normalizeSearchText('  Porción  DÉCLARATION  ')).toBe('porcion declaration');
    expect(normalizeSearchText('Straße Œuvre')).toBe('strasse oeuvre');
  });
});

describe('POST api/glossary/lp/{lpId}/search', () => {
  it('ranks the term itself first, then terms that start with it, then mentions in definitions', async () => {
    const { client, lp } = await learner();
    const res = await client.post(`/api/glossary/lp/${lp.id}/search`, { value: 'Fiduciary' });
    expect(res.statusCode).toBe(200);
    const found = words(res);
    expect(found.slice(0, 2)).toEqual(['Fiduciary', 'Fiduciary duties']);
    // Terms whose definitions mention fiduciary duties come after.
    expect(found).toEqual(expect.arrayContaining(['Agency', 'Client', 'Dual agency']));
    expect(res.json()[0]).toMatchObject({
      term: 'Fiduciary',
      word: 'Fiduciary',
      definition: expect.stringContaining('position of trust'),
    });
  });

  it('is case- and accent-insensitive', async () => {
    const { client, lp } = await learner();
    for (const value of ['porcion', 'PORCIÓN', 'Porción']) {
      expect(words(await client.post(`/api/glossary/lp/${lp.id}/search`, { value }))[0], value).toBe('Porción');
    }
  });

  it('finds a term by a word of its definition, and by another form of the word', async () => {
    const { client, lp } = await learner();
    expect(words(await client.post(`/api/glossary/lp/${lp.id}/search`, { value: 'non-judicial' }))).toContain('Deed of trust');
    expect(words(await client.post(`/api/glossary/lp/${lp.id}/search`, { value: 'encroaches' }))).toContain('Encroachment');
    expect((await client.post(`/api/glossary/lp/${lp.id}/search`, { value: 'zzqx' })).json()).toEqual([]);
  });

  it('names the field of a bad search, answers 404 for another learner and 401 without a session', async () => {
    const { client, lp } = await learner();
    const empty = await client.post(`/api/glossary/lp/${lp.id}/search`, { value: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual([expect.objectContaining({ field: 'value' })]);
    const missing = await client.post(`/api/glossary/lp/${lp.id}/search`, {});
    expect(missing.json().fieldErrors).toEqual([expect.objectContaining({ field: 'value' })]);
    const other = await learner();
    expect((await other.client.post(`/api/glossary/lp/${lp.id}/search`, { value: 'agency' })).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(`/api/glossary/lp/${lp.id}/search`, { value: 'agency' })).statusCode).toBe(401);
  });
});

describe('GET api/glossary/{id}', () => {
  it('returns a term to learners of its product only', async () => {
    const { client, lp } = await learner();
    const [hit] = (await client.post(`/api/glossary/lp/${lp.id}/search`, { value: 'option fee' })).json();
    const res = await client.get(`/api/glossary/${hit.id}`);
    expect(res.json()).toEqual({
      id: hit.id,
      term: 'Option fee',
      word: 'Option fee',
      definition: expect.stringContaining('unrestricted right to terminate'),
      example: expect.stringContaining('$300'),
    });
    const stranger = await createUser(t);
    const other = new TestClient(t.app);
    await other.signIn(stranger.login, stranger.password);
    expect((await other.get(`/api/glossary/${hit.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/glossary/abc')).json().fieldErrors).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});
