import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  learnerNodeStatus,
  learnerProducts,
  lessonSlides,
  nodes,
  productRules,
  products,
} from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, unique } from '../../test/harness.js';
import { importCourseFolder, PackageInvalidError } from './import-course-folder.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function write(dir: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

describe('importCourseFolder', () => {
  it('imports a package, then re-imports in place keeping progress on nodes that still exist', async () => {
    const code = unique('T').toUpperCase();
    const dir = mkdtempSync(join(tmpdir(), 'pkg-'));
    write(dir, {
      'course.yaml': `code: ${code}\ntitle: First Title\ntype: COURSE\nstartDateRequired: true\naccount:\n  name: A\nrules:\n  SC_X: yes\n`,
      'nodes/01-intro.yaml': 'type: UNIT_INTRODUCTION\ntitle: Intro\n',
      'nodes/02-unit/_node.yaml': 'type: UNIT\ntitle: Unit\n',
      'nodes/02-unit/01-a.yaml': 'type: LESSON\ntitle: A\n',
      'nodes/02-unit/02-b.yaml': 'type: LESSON\ntitle: B\n',
    });
    const first = await importCourseFolder(t.database.db, t.clock, dir);
    expect(first).toMatchObject({ code, created: 5, updated: 0, removed: 0 });
    const [product] = await t.database.db.select().from(products).where(eq(products.code, code));
    expect(product).toMatchObject({ name: 'First Title', startDateRequired: true, durationDays: 13 });
    const tree = await t.database.db.select().from(nodes).where(eq(nodes.productId, first.productId));
    const idOf = (key: string) => tree.find((n) => n.key === key)?.id ?? 0;
    expect(product?.rootNodeId).toBe(idOf('_root'));
    expect(tree.find((n) => n.key === 'unit/a')?.parentId).toBe(idOf('unit'));

    // A learner completes the intro and lesson B.
    const user = await createUser(t);
    const [lp] = await t.database.db
      .insert(learnerProducts)
      .values({ userId: user.id, productId: first.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
      .returning();
    const now = t.clock.now();
    for (const key of ['intro', 'unit/b']) {
      await t.database.db
        .insert(learnerNodeStatus)
        .values({ learnerProductId: lp?.id ?? 0, nodeId: idOf(key), status: 'COMPLETE', startedAt: now, lastVisitedAt: now });
    }

    // Version 2: retitled, lesson B removed, lesson C added.
    rmSync(join(dir, 'nodes/02-unit/02-b.yaml'));
    write(dir, {
      'course.yaml': `code: ${code}\ntitle: Second Title\ntype: COURSE\naccount:\n  name: A\n`,
      'nodes/02-unit/03-c.yaml': 'type: LESSON\ntitle: C\n',
    });
    const second = await importCourseFolder(t.database.db, t.clock, dir);
    expect(second).toMatchObject({ productId: first.productId, created: 1, updated: 4, removed: 1 });
    const [after] = await t.database.db.select().from(products).where(eq(products.code, code));
    expect(after?.name).toBe('Second Title');
    expect(await t.database.db.select().from(productRules).where(eq(productRules.productId, first.productId))).toEqual([]);
    const statuses = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp?.id ?? 0)));
    expect(statuses.map((s) => s.nodeId)).toEqual([idOf('intro')]);
  });

  it('imports nothing from a package with errors and lists each', async () => {
    const code = unique('T').toUpperCase();
    const dir = mkdtempSync(join(tmpdir(), 'pkg-'));
    write(dir, {
      'course.yaml': `code: ${code}\ntitle: Broken\ntype: COURSE\naccount:\n  name: A\n`,
      'nodes/01-ok.yaml': 'type: LESSON\ntitle: Fine\n',
      'nodes/02-bad.yaml': 'type: LESSON\n',
    });
    const error = await importCourseFolder(t.database.db, t.clock, dir).catch((e) => e);
    expect(error).toBeInstanceOf(PackageInvalidError);
    expect(error.errors).toEqual([expect.objectContaining({ file: 'nodes/02-bad.yaml', line: 1 })]);
    expect(await t.database.db.select().from(products).where(eq(products.code, code))).toEqual([]);
  });
});

describe('lesson slides import', () => {
  it('stores slides with their answer keys and keeps slide rows stable across re-imports', async () => {
    const code = unique('T').toUpperCase();
    const dir = mkdtempSync(join(tmpdir(), 'pkg-'));
    const slides = (extra: string) => `type: LESSON
title: Duties
slides:
  - { id: intro, type: CONTENT, title: Intro, content: Hello }
  - { id: q1, type: TRUE_FALSE, title: Q1, answer: true, requiredTime: 20 }
${extra}`;
    write(dir, {
      'course.yaml': `code: ${code}\ntitle: Slides\ntype: COURSE\naccount:\n  name: A\n`,
      'nodes/01-lesson.yaml': slides('  - { id: gone, type: CONTENT, title: Gone }\n'),
    });
    const first = await importCourseFolder(t.database.db, t.clock, dir);
    const [lesson] = await t.database.db
      .select()
      .from(nodes)
      .where(and(eq(nodes.productId, first.productId), eq(nodes.key, 'lesson')));
    const before = await t.database.db
      .select()
      .from(lessonSlides)
      .where(eq(lessonSlides.nodeId, lesson?.id ?? 0))
      .orderBy(asc(lessonSlides.position));
    expect(before.map((s) => [s.key, s.position, s.type, s.requiredTime])).toEqual([
      ['intro', 0, 'CONTENT', 0],
      ['q1', 1, 'TRUE_FALSE', 20],
      ['gone', 2, 'CONTENT', 0],
    ]);
    expect(before[1]?.data).toMatchObject({ answer: true });

    write(dir, { 'nodes/01-lesson.yaml': slides('  - { id: new, type: TEXT_EDIT, title: New }\n') });
    await importCourseFolder(t.database.db, t.clock, dir);
    const after = await t.database.db
      .select()
      .from(lessonSlides)
      .where(eq(lessonSlides.nodeId, lesson?.id ?? 0));
    expect(after.map((s) => s.key).sort()).toEqual(['intro', 'new', 'q1']);
    expect(after.find((s) => s.key === 'q1')?.id).toBe(before.find((s) => s.key === 'q1')?.id);
  });
});
