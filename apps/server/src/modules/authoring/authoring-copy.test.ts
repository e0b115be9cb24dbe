import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossaryTerms, resources } from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { signedIn } from '../../test/enrolled-learner.js';
import type { TestClient } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';
import { demoPackageFolders } from '../demo/seed.js';
import { createStorageTestApp } from '../resource/testing/resource-course.js';

/** Every course package shipped in content/courses. */
function shippedPackageFolders(): string[] {
  const root = dirname(demoPackageFolders()[0] ?? '');
  return readdirSync(root)
    .map((name) => join(root, name))
    .filter((folder) => existsSync(join(folder, 'course.yaml')));
}

/**
 * The draft is a faithful copy (decision 0163): for every shipped course, a draft made from version 1 differs from it
 * in nothing the diff compares (nodes, slides, questions), and carries the same resources and glossary.
 */
describe('a draft copies its version whole (the shipped courses)', () => {
  let t: Awaited<ReturnType<typeof createStorageTestApp>>;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createStorageTestApp();
    admin = (await signedIn(t, [Authority.AUTHENTICATED, Authority.ADMIN])).client;
  });
  afterAll(() => t.close());

  it.each(shippedPackageFolders())('%s', async (folder) => {
    const summary = await importCourseFolder(t.database.db, t.clock, folder, new LocalStorage(t.storageDir));
    const draft = await admin.post(`/api/authoring/lineages/${summary.code}/draft`, {});
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json().productId as number;
    const diff = (await admin.get(`/api/authoring/lineages/${summary.code}/diff?from=1&to=2`)).json();
    for (const part of ['nodes', 'slides', 'questions'] as const)
      expect(diff[part], part).toMatchObject({ added: 0, removed: 0, changed: 0 });
    expect(diff.nodes.unchanged).toBeGreaterThan(3);
    expect(diff.changedFraction).toBe(0);
    const db = t.database.db;
    const parts = async (id: number) => ({
      resources: (
        await db
          .select({ key: resources.key, type: resources.type, file: resources.file, content: resources.content })
          .from(resources)
          .where(eq(resources.productId, id))
      ).sort((a, b) => a.key.localeCompare(b.key)),
      glossary: (await db.select({ word: glossaryTerms.word }).from(glossaryTerms).where(eq(glossaryTerms.productId, id)))
        .map((g) => g.word)
        .sort(),
    });
    expect(await parts(draftId)).toEqual(await parts(summary.productId));
  });
});
