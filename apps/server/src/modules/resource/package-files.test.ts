import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
// @ts-expect-error s3rver ships no types; it is a test-only fake S3 server on loopback.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, siteAssetFiles } from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { S3Storage } from '../../platform/storage/s3-storage.js';
import { type ObjectStorage, readAll } from '../../platform/storage/storage.js';
import { createTestApp, type TestApp, unique } from '../../test/harness.js';
import { importCourseFolder, PackageInvalidError } from '../course-import/import-course-folder.js';
import { makeWav } from './testing/resource-course.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Files = Record<string, string | Uint8Array>;

/** Writes a package folder: one unit, the given resources.yaml entries and files, a shipped site asset. */
function writePackage(code: string, entries: string[], files: Files): string {
  const dir = mkdtempSync(join(tmpdir(), 'package-files-'));
  const all: Files = {
    'course.yaml': `code: ${code}\ntitle: Files Course\ntype: COURSE\naccount:\n  name: Test Academy\nsiteAssets:\n  studyPlanAssets:\n    - { label: Plan, type: PDF, url: plan.pdf }\n`,
    'site-assets/plan.pdf': '%PDF-1.4 plan',
    'nodes/01-unit.yaml': 'type: UNIT\ntitle: Unit\n',
    'resources.yaml': `resources:\n${entries.map((e) => `  - ${e}`).join('\n')}\n`,
    ...files,
  };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const clip = (captions: string) =>
  `{ key: clip, node: unit, type: AUDIO, title: Clip, file: clip.wav, captions: [{ file: ${captions}, srclang: en, label: English }] }`;

/** The storage keys a product's resources reference, by resource key (file and captions). */
async function storedKeys(productId: number) {
  const rows = await t.database.db.select().from(resources).where(eq(resources.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.key, [r.file?.storageKey, ...r.captions.map((c) => c.storageKey)]]));
}

const exists = async (storage: ObjectStorage, key: string | undefined) => key !== undefined && (await storage.stat(key)) !== null;

/** What every storage must do: the same journey on local disk and on S3. */
function cleanUpContract(name: string, open: () => ObjectStorage) {
  describe(`re-import clean-up on ${name}`, () => {
    it("deletes the previous import's unreferenced files after the commit, and keeps shared and current ones", async () => {
      const storage = open();
      const code = unique('F').toUpperCase();
      const first = await importCourseFolder(
        t.database.db,
        t.clock,
        writePackage(code, [clip('one.vtt'), '{ key: guide, node: unit, type: AUDIO, title: Guide, file: guide.wav }'], {
          'clip.wav': makeWav(1000),
          'one.vtt': 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nOne\n',
          'guide.wav': makeWav(2000),
        }),
        storage,
      );
      const before = await storedKeys(first.productId);
      const [oldClip, oldCaptions] = before.clip ?? [];
      const [guideKey] = before.guide ?? [];
      // Another product ships the same old clip: the shared object must survive this product's re-import.
      const other = await importCourseFolder(
        t.database.db,
        t.clock,
        writePackage(unique('G').toUpperCase(), ['{ key: same, node: unit, type: AUDIO, title: Same, file: same.wav }'], {
          'same.wav': makeWav(1000),
        }),
        storage,
      );
      expect((await storedKeys(other.productId)).same?.[0]).toBe(oldClip);

      const second = await importCourseFolder(
        t.database.db,
        t.clock,
        writePackage(code, [clip('two.vtt')], {
          'clip.wav': makeWav(3000),
          'two.vtt': 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nTwo\n',
        }),
        storage,
      );
      const after = await storedKeys(second.productId);
      expect(second.removedFiles).toBe(2);
      expect(await exists(storage, guideKey)).toBe(false);
      expect(await exists(storage, oldCaptions)).toBe(false);
      expect(await exists(storage, oldClip)).toBe(true);
      for (const key of after.clip ?? []) expect(await exists(storage, key)).toBe(true);
      // The site asset is the same file in both imports: still there.
      const [plan] = await t.database.db.select().from(siteAssetFiles).where(eq(siteAssetFiles.productId, second.productId));
      expect((await readAll(await storage.get(plan?.file.storageKey ?? ''))).toString()).toBe('%PDF-1.4 plan');
    });

    it('a failed import deletes only the files it created and the committed import keeps reading its own', async () => {
      const storage = open();
      const code = unique('H').toUpperCase();
      const ok = await importCourseFolder(
        t.database.db,
        t.clock,
        writePackage(code, [clip('one.vtt')], {
          'clip.wav': makeWav(1200),
          'one.vtt': 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nKept\n',
        }),
        storage,
      );
      const committed = (await storedKeys(ok.productId)).clip ?? [];
      // Bytes no other test stores (the database is shared by the runs on each storage).
      const freshBytes = makeWav(5000 + Math.floor(Math.random() * 10000));
      const failing = writePackage(
        code,
        [
          clip('one.vtt'),
          '{ key: fresh, node: unit, type: AUDIO, title: Fresh, file: fresh.wav }',
          '{ key: broken, node: unit, type: DOCUMENT, title: Broken, file: broken.docx }',
        ],
        {
          'clip.wav': makeWav(1200),
          'one.vtt': 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nKept\n',
          'fresh.wav': freshBytes,
          'broken.docx': 'not a zip file',
        },
      );
      await expect(importCourseFolder(t.database.db, t.clock, failing, storage)).rejects.toBeInstanceOf(PackageInvalidError);
      for (const key of committed) expect(await exists(storage, key)).toBe(true);
      // The fresh file was stored before the conversion failed; nothing references it, so it is gone.
      const freshKey = `files/${createHash('sha256').update(freshBytes).digest('hex')}`;
      expect(await exists(storage, freshKey)).toBe(false);
      expect((await storedKeys(ok.productId)).clip).toEqual(committed);
    });
  });
}

cleanUpContract('LocalStorage', () => new LocalStorage(mkdtempSync(join(tmpdir(), 'package-files-storage-'))));

let s3rver: { run(): Promise<AddressInfo>; close(): Promise<void> };
let endpoint = '';
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'continuum-files', configs: [] }],
  });
  endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
});
afterAll(() => s3rver.close());
cleanUpContract(
  'S3Storage (against s3rver)',
  () =>
    new S3Storage({
      bucket: 'continuum-files',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
);

describe('a file removed by a concurrent clean-up while an import runs', () => {
  it('is put back after the import commits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'package-files-race-'));
    const local = new LocalStorage(dir);
    // Simulates another import's clean-up deleting an object right after this import saw it exist.
    const race = { armed: false };
    const racing: ObjectStorage = {
      kind: 'local',
      put: (key, body, type) => local.put(key, body, type),
      putNew: (key, body, type) => local.putNew(key, body, type),
      get: (key, range) => local.get(key, range),
      delete: (key) => local.delete(key),
      presignPost: (request, now) => local.presignPost(request, now),
      stat: async (key) => {
        const info = await local.stat(key);
        if (info && race.armed) {
          race.armed = false;
          await local.delete(key);
        }
        return info;
      },
    };
    const code = unique('J').toUpperCase();
    const pkg = writePackage(code, ['{ key: guide, node: unit, type: AUDIO, title: Guide, file: guide.wav }'], {
      'guide.wav': makeWav(1500),
    });
    await importCourseFolder(t.database.db, t.clock, pkg, local);
    race.armed = true;
    const summary = await importCourseFolder(t.database.db, t.clock, pkg, racing);
    const [key] = (await storedKeys(summary.productId)).guide ?? [];
    expect((await readAll(await local.get(key ?? ''))).length).toBe(makeWav(1500).length);
    rmSync(dir, { recursive: true, force: true });
  });
});
