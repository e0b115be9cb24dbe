import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions, nodes } from '../../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../../platform/storage/local-storage.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import type { CourseDraft } from '../course-draft/draft.js';
import { importDraft } from '../course-draft/import-draft.js';
import { openCourseSource } from '../course-draft/open-source.js';
import { readOlx } from '../olx/read-olx.js';
import { exportCartridge } from './export-cartridge.js';
import { readCartridge } from './read-cartridge.js';

const STANDARDS = resolve(__dirname, '../../../../../../../../shared/data/standards');
const CANVAS = join(STANDARDS, 'common-cartridge/canvas_small_1.1.imscc');
const OLX = join(STANDARDS, 'olx/demo-course/course');

let t: TestApp;
let storage: LocalStorage;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { ownDatabase: true });
  storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'cc-export-storage-')));
});
afterAll(() => t.close());

async function importFile(file: string, read: (folder: string) => CourseDraft) {
  const source = await openCourseSource(file);
  if (!source) throw new Error(`${file} is no course source`);
  try {
    return await importDraft(t.database.db, t.clock, read(source.folder), { storage });
  } finally {
    await source.close();
  }
}

type TreeNode = [string, string, TreeNode[]];
type Tree = TreeNode[];

/** The product's tree as (type, title, children), the product's own node left out. */
async function treeOf(productId: number): Promise<Tree> {
  const rows = await t.database.db.select().from(nodes).where(eq(nodes.productId, productId)).orderBy(asc(nodes.position));
  const root = rows.find((n) => n.key === '_root');
  const build = (parentId: number | undefined): Tree =>
    rows.filter((n) => n.parentId === parentId).map((n): TreeNode => [n.type, n.title, build(n.id)]);
  return build(root?.id);
}

/** Every exam's questions in order: text, and each choice's text and whether it is right. */
async function questionsOf(productId: number) {
  const rows = await t.database.db
    .select()
    .from(nodes)
    .where(and(eq(nodes.productId, productId), eq(nodes.type, 'EXAM')));
  const out: Record<string, unknown[]> = {};
  for (const exam of rows.sort((a, b) => a.title.localeCompare(b.title))) {
    const bank = await t.database.db
      .select()
      .from(examQuestions)
      .where(and(eq(examQuestions.nodeId, exam.id), eq(examQuestions.active, true)))
      .orderBy(asc(examQuestions.position));
    out[exam.title] = bank.map((q) => {
      const data = q.data as { text: string; tags: string[]; choices: { text: string; correct: boolean }[] };
      return { text: data.text, tags: data.tags, choices: data.choices.map((c) => [c.text, c.correct]) };
    });
  }
  return out;
}

async function roundTrip(code: string) {
  const exported = await exportCartridge(t.database.db, code);
  if (!exported) throw new Error('nothing exported');
  const file = join(mkdtempSync(join(tmpdir(), 'cc-export-')), 'course.imscc');
  writeFileSync(file, exported.bytes);
  return { exported, again: await importFile(file, readCartridge) };
}

describe('Common Cartridge 1.3 export', () => {
  it('exports the Canvas cartridge as imported; re-importing the export gives the same tree, questions and answers', async () => {
    const first = await importFile(CANVAS, readCartridge);
    const { exported, again } = await roundTrip(first.summary.code);
    const files = unzipSync(exported.bytes);
    const manifest = strFromU8(files['imsmanifest.xml'] as Uint8Array);
    expect(manifest).toContain('<schemaversion>1.3.0</schemaversion>');
    expect(manifest.match(/type="imsqti_xmlv1p2\/imscc_xmlv1p3\/assessment"/g)).toHaveLength(2);
    expect(manifest.match(/type="imsdt_xmlv1p3"/g)).toHaveLength(2);
    expect(manifest.match(/type="imswl_xmlv1p3"/g)).toHaveLength(2);
    expect(again.summary.code).not.toBe(first.summary.code);
    expect(await treeOf(again.summary.productId)).toEqual(await treeOf(first.summary.productId));
    const questions = await questionsOf(first.summary.productId);
    expect(Object.values(questions).flat()).toHaveLength(14);
    expect(await questionsOf(again.summary.productId)).toEqual(questions);
    // What a cartridge cannot hold is said: the two image resources and the practice lessons' inquiries.
    expect(exported.warnings.filter((w) => w.message.includes('is not exported (only links are)'))).toHaveLength(2);
    expect(exported.warnings.filter((w) => w.message.includes('exported as its text only'))).toHaveLength(8); // 4 in each practice lesson
  }, 180_000);

  it('exports the Open edX demo course as imported; re-importing gives the same tree and the pool questions', async () => {
    const first = await importDraft(t.database.db, t.clock, readOlx(OLX), { storage });
    const { exported, again } = await roundTrip(first.summary.code);
    expect(await treeOf(again.summary.productId)).toEqual(await treeOf(first.summary.productId));
    const questions = await questionsOf(first.summary.productId);
    expect(Object.values(questions).flat()).toHaveLength(5);
    expect(await questionsOf(again.summary.productId)).toEqual(questions);
    expect(exported.warnings.filter((w) => w.message.includes('pool size are not carried'))).toHaveLength(1);
  }, 180_000);
});
