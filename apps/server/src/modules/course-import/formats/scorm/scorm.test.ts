import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonSlides, nodes } from '../../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../../platform/storage/local-storage.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { unpackPackageZip } from '../../package-zip.js';
import { openCourseSource } from '../course-draft/open-source.js';
import { importSource } from '../import-source.js';
import { SourceInvalidError } from '../readers.js';
import { readScorm } from './read-scorm.js';

// Rustici's golf examples and Moodle's invalid packages (../shared/data/standards/README.md, scorm/).
const SCORM = join(import.meta.dirname, '../../../../../../../../shared/data/standards/scorm');
const S2004 = join(SCORM, 'RuntimeBasicCalls_SCORM20043rdEdition.zip');
const S12 = join(SCORM, 'singlesco_scorm12.zip');
const MISSING_ORG = join(SCORM, 'singlescobasic_missingorg.zip');

async function read(file: string) {
  const source = await openCourseSource(file);
  if (!source) throw new Error('not a course source');
  try {
    return { format: source.format, draft: readScorm(source.folder) };
  } finally {
    await source.close();
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { ownDatabase: true });
});
afterAll(() => t.close());

describe('SCORM packages (Rustici golf examples)', () => {
  it('reads the SCORM 2004 3rd edition package: one SCO lesson playing shared/launchpage.html, all 69 files shipped', async () => {
    const { format, draft } = await read(S2004);
    expect(format).toBe('SCORM2004');
    expect(draft.course).toMatchObject({
      // The identifier is too long for a product code: its hash keys the product, the same on every import.
      code: 'SCORM-C198506E5C0ABF58',
      title: 'Golf Explained - Run-time Basic Calls',
    });
    expect(draft.nodes).toHaveLength(1);
    expect(draft.nodes[0]).toMatchObject({ key: 'item_1', type: 'LESSON', title: 'Golf Explained' });
    expect(draft.nodes[0]?.slides).toEqual([
      {
        id: 'item_1',
        type: 'SCORM',
        title: 'Golf Explained',
        package: 'scorm',
        launch: 'shared/launchpage.html',
        scormVersion: '2004',
        asset: false,
      },
    ]);
    expect(draft.scos).toBe(1);
    // 78 zip entries: 69 files in 9 folders, the manifest and its schemas included.
    expect(draft.files).toHaveLength(69);
    // Its sequencing (choice and flow, delivery controls) is simple flow: nothing to warn about.
    expect(draft.warnings).toEqual([]);
  });

  it('reads the SCORM 1.2 single-SCO package', async () => {
    const { format, draft } = await read(S12);
    expect(format).toBe('SCORM12');
    expect(draft.course.title).toBe('Golf Explained - CP Single SCO');
    expect(draft.nodes.map((n) => [n.type, n.title, n.slides?.[0]?.launch, n.slides?.[0]?.scormVersion])).toEqual([
      ['LESSON', 'Golf Explained', 'shared/launchpage.html', '1.2'],
    ]);
    expect(draft.files).toHaveLength(46);
    expect(draft.warnings).toEqual([]);
  });

  it('reads a package without an organization: its SCO resource is the lesson, with a warning', async () => {
    const { draft } = await read(MISSING_ORG);
    expect(draft.nodes.map((n) => [n.type, n.title, n.slides?.[0]?.launch])).toEqual([
      ['LESSON', 'resource_1', 'sso/launchpage.html'],
    ]);
    expect(draft.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'imsmanifest.xml:25: the manifest has no organization: each SCO resource becomes a lesson, in manifest order',
    ]);
  });

  it('refuses the invalid packages: a manifest in a sub-folder that is empty XML, and a zip without a manifest', async () => {
    // badscorm.zip: badscorm/imsmanifest.xml holds only an XML declaration (names no schema: not a SCORM package).
    await expect(importSource(t.database.db, t.clock, join(SCORM, 'badscorm.zip'), { check: true })).rejects.toThrow(
      SourceInvalidError,
    );
    await expect(importSource(t.database.db, t.clock, join(SCORM, 'invalid.zip'), { check: true })).rejects.toThrow(
      SourceInvalidError,
    );
  });

  it('warns about sequencing beyond simple flow, naming the item and line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorm-seq-'));
    writeFileSync(join(dir, 'a.html'), '<p>a</p>');
    writeFileSync(
      join(dir, 'imsmanifest.xml'),
      `<manifest identifier="seq" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
<organizations default="o"><organization identifier="o"><title>Seq</title>
<item identifier="i1" identifierref="r1"><title>One</title>
<imsss:sequencing><imsss:sequencingRules><imsss:preConditionRule/></imsss:sequencingRules>
<imsss:limitConditions attemptLimit="1"/>
<imsss:objectives><imsss:primaryObjective objectiveID="p" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure></imsss:primaryObjective></imsss:objectives>
</imsss:sequencing></item>
</organization></organizations>
<resources><resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="a.html"/></resources></manifest>`,
    );
    const draft = readScorm(dir);
    expect(draft.nodes[0]?.slides?.[0]).toMatchObject({ scormVersion: '2004', masteryScore: 80 });
    expect(draft.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      '3: item "i1": sequencing rules (pre-, exit and post-condition rules) are not evaluated',
      '3: item "i1": limit conditions (attempt and duration limits) are not enforced',
    ]);
  });

  it('maps a multi-SCO 1.2 organization to units, sections and lessons, with mastery scores, parameters and warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorm-multi-'));
    mkdirSync(join(dir, 'm1'));
    writeFileSync(join(dir, 'm1', 'a.html'), '<p>a</p>');
    writeFileSync(join(dir, 'm1', 'b.html'), '<p>b</p>');
    writeFileSync(
      join(dir, 'imsmanifest.xml'),
      `<manifest identifier="multi" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
<metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
<organizations default="o"><organization identifier="o"><title>Multi</title>
<item identifier="unit1"><title>Unit one</title>
  <item identifier="sec1"><title>Section</title>
    <item identifier="sco_a" identifierref="ra" parameters="?page=2"><title>A</title><adlcp:masteryscore>80</adlcp:masteryscore><adlcp:maxtimeallowed>00:30:00</adlcp:maxtimeallowed></item>
    <item identifier="sco_b" identifierref="rb" isvisible="false"><title>B</title></item>
  </item>
  <item identifier="gone" identifierref="nowhere"><title>Gone</title></item>
</item>
</organization></organizations>
<resources xml:base="m1/">
<resource identifier="ra" type="webcontent" adlcp:scormtype="sco" href="a.html"/>
<resource identifier="rb" type="webcontent" adlcp:scormtype="asset" href="b.html"/>
</resources></manifest>`,
    );
    const draft = readScorm(dir);
    const outline = (list: typeof draft.nodes): unknown[] =>
      list.map((n) => (n.children.length ? [n.type, n.title, outline(n.children)] : [n.type, n.title]));
    expect(outline(draft.nodes)).toEqual([
      [
        'UNIT',
        'Unit one',
        [
          [
            'SECTION',
            'Section',
            [
              ['LESSON', 'A'],
              ['LESSON', 'B'],
            ],
          ],
        ],
      ],
    ]);
    const [a, b] = draft.nodes[0]?.children[0]?.children ?? [];
    expect(a?.slides?.[0]).toMatchObject({ launch: 'm1/a.html?page=2', scormVersion: '1.2', masteryScore: 80, asset: false });
    expect(b?.slides?.[0]).toMatchObject({ launch: 'm1/b.html', asset: true });
    expect(draft.scos).toBe(2);
    expect(draft.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      '6: item "sco_a": maxtimeallowed is not enforced (seat time follows the course\'s rules)',
      '7: item "sco_b" is hidden (isvisible="false"): imported as visible',
      '7: item "sco_b" launches an asset (no SCORM runtime): it completes when the learner moves on',
      '9: item "gone" names resource "nowhere", which the manifest does not declare: not imported',
    ]);
  });

  it('imports the 2004 package through the one entry point: files in the storage, the slide indexes them', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'scorm-storage-')));
    const db = t.database.db;
    const checked = await importSource(db, t.clock, S2004, { check: true, storage });
    expect(checked.format).toBe('scorm2004');
    expect(checked.report.created).toEqual({
      products: 1,
      nodes: 2, // the product's own node and the lesson
      lessons: 1,
      slides: 1,
      exams: 0,
      questions: 0,
      resources: 0,
      scos: 1,
    });
    const result = await importSource(db, t.clock, S2004, { storage });
    const tree = await db.select().from(nodes).where(eq(nodes.productId, result.summary.productId));
    expect(tree.map((n) => n.type).sort()).toEqual(['COURSE', 'LESSON']);
    const [slide] = await db
      .select()
      .from(lessonSlides)
      .where(
        inArray(
          lessonSlides.nodeId,
          tree.map((n) => n.id),
        ),
      );
    expect(slide?.type).toBe('SCORM');
    const files =
      (slide?.data as { scoFiles?: Record<string, { key: string; type: string; size: number }> } | undefined)?.scoFiles ?? {};
    expect(Object.keys(files)).toHaveLength(69);
    expect(files['shared/launchpage.html']?.type).toBe('text/html; charset=utf-8');
    const stored = await storage.get(files['shared/launchpage.html']?.key ?? '');
    expect(stored).toBeTruthy();
    const again = await importSource(db, t.clock, S2004, { storage });
    expect(again.summary).toMatchObject({ productId: result.summary.productId, created: 0, updated: 2, removed: 0 });
  }, 120_000);

  it('a re-import that changes a file of the package deletes the object nothing references any more (decision 0040)', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'scorm-clean-')));
    const folder = mkdtempSync(join(tmpdir(), 'scorm-golf-'));
    await unpackPackageZip(readFileSync(S12), folder);
    const db = t.database.db;
    const launchKey = async (productId: number) => {
      const tree = await db.select().from(nodes).where(eq(nodes.productId, productId));
      const [slide] = await db
        .select()
        .from(lessonSlides)
        .where(
          inArray(
            lessonSlides.nodeId,
            tree.map((n) => n.id),
          ),
        );
      return (
        (slide?.data as { scoFiles?: Record<string, { key: string }> } | undefined)?.scoFiles?.['shared/launchpage.html']?.key ??
        ''
      );
    };
    const first = await importSource(db, t.clock, folder, { storage });
    const before = await launchKey(first.summary.productId);
    expect(await storage.stat(before)).not.toBeNull();
    appendFileSync(join(folder, 'shared/launchpage.html'), '<!-- revised -->');
    const again = await importSource(db, t.clock, folder, { storage });
    expect(again.summary.productId).toBe(first.summary.productId);
    const after = await launchKey(again.summary.productId);
    expect(after).not.toBe(before);
    expect(await storage.stat(after)).not.toBeNull();
    expect(await storage.stat(before)).toBeNull();
  }, 120_000);
});
