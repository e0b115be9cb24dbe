import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonSlides, nodes } from '../../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../../platform/storage/local-storage.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { openCourseSource } from '../course-draft/open-source.js';
import { importSource } from '../import-source.js';
import { SourceInvalidError } from '../readers.js';
import { readCmi5 } from './read-cmi5.js';

// ADL's CATAPULT course examples (../shared/data/standards/README.md, cmi5/).
const CMI5 = join(import.meta.dirname, '../../../../../../../../shared/data/standards/cmi5');

async function read(file: string) {
  const source = await openCourseSource(file);
  if (!source) throw new Error('not a course source');
  try {
    return { format: source.format, draft: readCmi5(source.folder) };
  } finally {
    await source.close();
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { ownDatabase: true });
});
afterAll(() => t.close());

describe('cmi5 packages (ADL CATAPULT examples)', () => {
  it('reads single_au_basic_responsive: one AU lesson launching index.html, moveOn CompletedOrPassed, 14 files shipped', async () => {
    const { format, draft } = await read(join(CMI5, 'single_au_basic_responsive.zip'));
    expect(format).toBe('CMI5');
    expect(draft.format).toBe('CMI5');
    expect(draft.course.title).toBe('Introduction to Geology - Responsive Style');
    expect(draft.course.code).toMatch(/^CMI5-/);
    expect(draft.nodes).toHaveLength(1);
    expect(draft.nodes[0]).toMatchObject({ type: 'LESSON', title: 'Introduction to Geology - Responsive Style' });
    expect(draft.nodes[0]?.slides).toEqual([
      {
        id: expect.any(String),
        type: 'CMI5',
        title: 'Introduction to Geology - Responsive Style',
        package: 'cmi5',
        launch: 'index.html',
        auId: 'https://w3id.org/xapi/cmi5/catapult/lts/course/geology-intro-single-au-basic-responsive/1',
        moveOn: 'CompletedOrPassed',
        launchMethod: 'AnyWindow',
      },
    ]);
    expect(draft.scos).toBe(1);
    // 14 zip entries, all files (cmi5.xml, pages, scripts, styles, the video).
    expect(draft.files).toHaveLength(14);
    expect(draft.files.every((f) => f.path.startsWith('cmi5/'))).toBe(true);
    expect(draft.warnings).toEqual([]);
  });

  it('reads pre_post_test_framed: two blocks become units of three AU lessons each, with their moveOn and query', async () => {
    const { draft } = await read(join(CMI5, 'pre_post_test_framed.zip'));
    expect(draft.course.title).toBe('Introduction to Geology - Pre/Post Test');
    expect(draft.nodes.map((n) => [n.type, n.title, n.children.length])).toEqual([
      ['UNIT', 'Introduction to Geology', 3],
      ['UNIT', 'Geological Materials', 3],
    ]);
    expect(
      draft.nodes.flatMap((n) => n.children.map((c) => [c.type, c.title, c.slides?.[0]?.launch, c.slides?.[0]?.moveOn])),
    ).toEqual([
      ['LESSON', 'Pre-test', 'pre1.html', 'Passed'],
      ['LESSON', 'Content', 'index.html?pages=1', 'CompletedOrPassed'],
      ['LESSON', 'Post-test', 'post1.html', 'Passed'],
      ['LESSON', 'Pre-test', 'pre2.html', 'Passed'],
      ['LESSON', 'Content', 'index.html?pages=2', 'CompletedOrPassed'],
      ['LESSON', 'Post-test', 'post2.html', 'Passed'],
    ]);
    // Same titles in both blocks: lesson keys and slide ids stay unique (keyed by the AU ids).
    const keys = draft.nodes.flatMap((n) => n.children.map((c) => c.key));
    expect(new Set(keys).size).toBe(6);
    expect(draft.scos).toBe(6);
    expect(draft.files).toHaveLength(18);
    // Its <requires> are commented out: nothing is dropped, nothing to warn about.
    expect(draft.warnings).toEqual([]);
  });

  it('carries masteryScore, launchMethod, activityType and launchParameters; warns for what it does not carry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cmi5-'));
    writeFileSync(join(dir, 'a.html'), '<p>a</p>');
    writeFileSync(
      join(dir, 'cmi5.xml'),
      `<?xml version="1.0"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
<course id="urn:c"><title><langstring lang="en">C</langstring></title></course>
<objectives><objective id="urn:o"><title><langstring>O</langstring></title></objective></objectives>
<au id="urn:a1" moveOn="Passed" masteryScore="0.8" launchMethod="OwnWindow" activityType="urn:quiz">
<title><langstring lang="en">A1</langstring></title>
<url>a.html?x=1</url>
<launchParameters>{"level":2}</launchParameters>
<entitlementKey>k</entitlementKey>
<objectives><objective idref="urn:o"/></objectives>
</au>
<au id="urn:a2"><title><langstring>A2</langstring></title><url>https://elsewhere.example/au.html</url></au>
<au id="urn:a3"><title><langstring>A3</langstring></title><url>missing.html</url></au>
</courseStructure>`,
    );
    const draft = readCmi5(dir);
    expect(draft.nodes.map((n) => n.title)).toEqual(['A1']);
    expect(draft.nodes[0]?.slides?.[0]).toEqual({
      id: 'urn-a1',
      type: 'CMI5',
      title: 'A1',
      package: 'cmi5',
      launch: 'a.html?x=1',
      auId: 'urn:a1',
      moveOn: 'Passed',
      masteryScore: 0.8,
      launchMethod: 'OwnWindow',
      activityType: 'urn:quiz',
      launchParameters: '{"level":2}',
    });
    expect(draft.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      "4: the course's objectives are not carried (cmi5 objectives have no counterpart in Continuum)",
      '5: AU "urn:a1": launchMethod OwnWindow is played in the lesson\'s frame',
      '5: AU "urn:a1": entitlementKey is not carried',
      '5: AU "urn:a1": its objectives are not carried',
      '12: AU "urn:a2" is hosted elsewhere (https://elsewhere.example/au.html): not imported, only AUs in the package play',
      '13: AU "urn:a3" launches "missing.html", which is not in the package: not imported',
    ]);
  });

  it('refuses a cmi5.xml that is not a course structure or has no AU to play', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cmi5-bad-'));
    writeFileSync(
      join(dir, 'cmi5.xml'),
      '<courseStructure><course id="x"><title><langstring>x</langstring></title></course></courseStructure>',
    );
    expect(() => readCmi5(dir)).toThrow(SourceInvalidError);
    writeFileSync(join(dir, 'cmi5.xml'), '<manifest/>');
    expect(() => readCmi5(dir)).toThrow(SourceInvalidError);
  });

  it('imports pre_post_test_framed through the one entry point: 6 CMI5 slides indexing the 18 stored files, re-import in place', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'cmi5-storage-')));
    const db = t.database.db;
    const file = join(CMI5, 'pre_post_test_framed.zip');
    const checked = await importSource(db, t.clock, file, { check: true, storage });
    expect(checked.format).toBe('cmi5');
    expect(checked.report.created).toEqual({
      products: 1,
      nodes: 9, // the product's own node, 2 units, 6 lessons
      lessons: 6,
      slides: 6,
      exams: 0,
      questions: 0,
      resources: 0,
      scos: 6,
    });
    const result = await importSource(db, t.clock, file, { storage });
    const tree = await db.select().from(nodes).where(eq(nodes.productId, result.summary.productId));
    expect(tree.map((n) => n.type).sort()).toEqual([
      'COURSE',
      'LESSON',
      'LESSON',
      'LESSON',
      'LESSON',
      'LESSON',
      'LESSON',
      'UNIT',
      'UNIT',
    ]);
    const slides = await db
      .select()
      .from(lessonSlides)
      .where(
        inArray(
          lessonSlides.nodeId,
          tree.map((n) => n.id),
        ),
      );
    expect(slides.map((s) => s.type)).toEqual(Array(6).fill('CMI5'));
    const pre = slides.find((s) => (s.data as { launch?: string }).launch === 'pre1.html');
    expect(pre?.data).toMatchObject({ moveOn: 'Passed', package: 'cmi5', launchMethod: 'AnyWindow' });
    const files = (pre?.data as { scoFiles?: Record<string, { key: string; type: string }> } | undefined)?.scoFiles ?? {};
    expect(Object.keys(files)).toHaveLength(18);
    expect(files['pre1.html']?.type).toBe('text/html; charset=utf-8');
    expect(await storage.get(files['pre1.html']?.key ?? '')).toBeTruthy();
    const again = await importSource(db, t.clock, file, { storage });
    expect(again.summary).toMatchObject({ productId: result.summary.productId, created: 0, removed: 0 });
  }, 120_000);
});
