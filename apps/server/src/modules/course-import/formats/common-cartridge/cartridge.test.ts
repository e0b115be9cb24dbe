import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions, lessonSlides, nodes, resources } from '../../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../../platform/storage/local-storage.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import type { CourseDraft, DraftNode } from '../course-draft/draft.js';
import { importDraft } from '../course-draft/import-draft.js';
import { openCourseSource } from '../course-draft/open-source.js';
import { readCartridge } from './read-cartridge.js';

// The Canvas-produced cartridges of instructure/common_cartridge (../shared/data/standards/README.md).
const STANDARDS = resolve(__dirname, '../../../../../../../../shared/data/standards/common-cartridge');
const CANVAS = join(STANDARDS, 'canvas_small_1.1.imscc');
const CORRUPT = join(STANDARDS, 'canvas_small_1.1.corrupt.imscc');

/** Reads a cartridge file; the unpacked folder lives while `use` runs (the draft's files are read from it). */
async function withCartridge<T>(file: string, use: (draft: CourseDraft) => Promise<T> | T): Promise<T> {
  const source = await openCourseSource(file);
  if (!source) throw new Error('not a cartridge');
  try {
    expect(source.format).toBe('COMMON_CARTRIDGE');
    return await use(readCartridge(source.folder));
  } finally {
    await source.close();
  }
}
const read = (file: string) => withCartridge(file, (d) => d);

const outline = (list: DraftNode[]): unknown[] =>
  list.map((n) =>
    n.children.length ? [n.type, n.title, outline(n.children)] : [n.type, n.title, ...(n.slides ?? []).map((s) => s.type)],
  );

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { ownDatabase: true });
});
afterAll(() => t.close());

describe('Common Cartridge import (Canvas canvas_small_1.1.imscc)', () => {
  it('maps the organization, web content, QTI assessments, discussions and web links, and warns about the rest', async () => {
    const draft = await read(CANVAS);
    expect(draft.course).toMatchObject({ code: 'CC-CCTD0001', title: 'Common Cartridge Test Data Set - Validation Cartridge 1' });
    expect(outline(draft.nodes)).toEqual([
      [
        'UNIT',
        'Your Mom, Research, & You',
        [
          ['LESSON', 'Learning Objectives', 'CONTENT'],
          [
            'SECTION',
            'Study Guide',
            [
              ['EXAM', 'Pretest'],
              ['LESSON', 'Pretest: practice', 'TEXT_EDIT', 'MULTIPLE_CHOICE', 'TEXT_EDIT', 'ASSIGNMENT'],
            ],
          ],
          ['LESSON', 'Psychology of Faces', 'FORUM'],
        ],
      ],
      [
        'UNIT',
        'Attachment module',
        [
          ['LESSON', 'Super exciting!', 'CONTENT'],
          [
            'SECTION',
            'Sub-Folder',
            [
              ['LESSON', 'Assignment 1', 'ASSIGNMENT'],
              ['SECTION', 'Sub-Folder 2', [['LESSON', 'Assignment 2', 'ASSIGNMENT']]],
            ],
          ],
        ],
      ],
      ['UNIT', 'Misc Module', [['LESSON', 'Talk about the issues', 'FORUM']]],
      ['EXAM', 'Question bank I_00004_R'],
      ['LESSON', 'Question bank I_00004_R: practice', 'TEXT_EDIT', 'MULTIPLE_CHOICE', 'TEXT_EDIT', 'ASSIGNMENT'],
    ]);
    // Each QTI file has 11 items: 5 multiple choice and 2 true/false are exam questions; fib, multiple response,
    // pattern match and essay become slides of a practice lesson.
    const pretest = draft.nodes[0]?.children[1]?.children[0];
    expect(pretest?.questions).toHaveLength(7);
    expect(pretest?.exam).toEqual({ passingScore: 0, allowedAttempts: 2, tagTitles: { 'chapter-01': 'Chapter 01' } });
    const first = pretest?.questions?.[0] as {
      text: string;
      choices: { text: string; correct?: boolean; feedback?: string }[];
      explanation: string;
    };
    expect(first.text).toBe('Which of the following best defines psychology?');
    expect(first.choices.filter((c) => c.correct).map((c) => c.text)).toEqual([
      'the scientific study of behavior and mental processes',
    ]);
    expect(first.choices[1]?.feedback).toBe('Feedback for 2');
    expect(first.explanation).toBe('This is some general feedback');
    const tf = pretest?.questions?.[1] as { choices: { text: string; correct?: boolean }[] };
    expect(tf.choices.find((c) => c.correct)?.text).toBe('False');
    const practice = draft.nodes[0]?.children[1]?.children[1]?.slides ?? [];
    expect(practice[0]).toMatchObject({ type: 'TEXT_EDIT', acceptable: ['Skinner Box'], caseSensitive: false });
    expect((practice[1] as { multiple: boolean; choices: { correct: boolean }[] }).choices.map((c) => c.correct)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(draft.nodes[0]?.resources).toEqual([
      { key: 'i_00005', type: 'LINK', title: 'Wikipedia - Your Mom', url: 'http://en.wikipedia.org/wiki/Maternal_insult' },
    ]);
    expect(draft.nodes[1]?.children[0]?.resources).toMatchObject([{ type: 'IMAGE', file: 'source/f3/f3.jpg' }]);

    const messages = draft.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`);
    expect(draft.warnings).toHaveLength(20);
    expect(messages.filter((m) => m.includes('LTI tools are not supported'))).toEqual([
      'imsmanifest.xml:150: item I_00010 ("BLTI Test") is an LTI link to http://www.imsglobal.org/developers/BLTI/tool.php: LTI tools are not supported; left out',
      'imsmanifest.xml:153: item I_00010 ("BLTI Assignment Test") is an LTI link to http://www.imsglobal.org/developers/BLTI/tool2.php: LTI tools are not supported; left out',
    ]);
    expect(messages).toContain(
      'imsmanifest.xml:120: item I_00008 ("Non-existent reference"): file I_00008_R.xml of resource I_00008_R is missing; left out',
    );
    expect(messages).toContain(
      'I_00003_R/assessment.xml:647: item QUE_102012: a cc.multiple_response item cannot be an exam question (one right choice); it became a slide of the practice lesson "Pretest: practice"',
    );
  });

  it('imports into the database, and a re-import of the same cartridge updates in place', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'cc-storage-')));
    const first = await withCartridge(CANVAS, (draft) => importDraft(t.database.db, t.clock, draft, { storage }));
    expect(first.created).toEqual({
      products: 1,
      nodes: 17,
      lessons: 8,
      slides: 14,
      exams: 2,
      questions: 14,
      resources: 4,
      scos: 0,
    });
    const db = t.database.db;
    const tree = await db.select().from(nodes).where(eq(nodes.productId, first.summary.productId));
    expect(tree).toHaveLength(17); // 16 and the product's own node
    const exam = tree.find((n) => n.key === 'i_00003');
    const bank = await db
      .select()
      .from(examQuestions)
      .where(and(eq(examQuestions.nodeId, exam?.id ?? 0), eq(examQuestions.active, true)));
    expect(bank).toHaveLength(7);
    const slides = await db.select().from(lessonSlides);
    expect(slides.filter((s) => tree.some((n) => n.id === s.nodeId))).toHaveLength(14);
    expect(await db.select().from(resources).where(eq(resources.productId, first.summary.productId))).toHaveLength(4);

    const again = await withCartridge(CANVAS, (draft) => importDraft(t.database.db, t.clock, draft, { storage }));
    expect(again.summary).toMatchObject({ productId: first.summary.productId, created: 0, updated: 17, removed: 0 });
    expect(again.created.products).toBe(0);
  }, 180_000);

  it('reads the corrupt cartridge: every missing file is a warning and what is left still maps', async () => {
    const draft = await read(CORRUPT);
    const missing = draft.warnings.filter((w) => w.message.includes('is missing'));
    // Only the manifest, two LTI links, a web link and a discussion survive in the corrupt copy.
    expect(missing.map((w) => w.message.match(/file (\S+)/)?.[1])).toEqual([
      'I_00001_R/Learning_Objectives.html',
      'I_00003_R/assessment.xml',
      'I_00005_R/weblink1.xml',
      'I_00006_R/discussion.xml',
      'f3/f3.jpg',
      'f4/f4.jpg',
      'f5/f5.html',
      'I_00008_R.xml',
      'I_00004_R/assessment.xml',
    ]);
    expect(outline(draft.nodes)).toEqual([['UNIT', 'Misc Module', [['LESSON', 'Talk about the issues', 'FORUM']]]]);
    expect(draft.nodes[0]?.resources).toMatchObject([{ type: 'LINK', url: 'http://en.wikipedia.org/wiki/Sigmund_Freud' }]);
  });

  it('refuses a manifest that declares entities (expansion bombs) before parsing it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-bomb-'));
    writeFileSync(
      join(dir, 'imsmanifest.xml'),
      '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><manifest identifier="x">&b;</manifest>',
    );
    expect(() => readCartridge(dir)).toThrow(/XML entity declarations are refused/);
  });
});
