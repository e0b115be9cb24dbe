import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions, lessonSlides, nodes, products } from '../../../../platform/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { importSource } from '../import-source.js';

const GIFT_DIR = join(import.meta.dirname, '../../../../../../../../shared/data/standards/gift');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsOf(code: string) {
  const [p] = await t.database.db.select().from(products).where(eq(products.code, code));
  if (!p) return { nodes: 0, slides: 0, questions: 0 };
  const ids = (await t.database.db.select({ id: nodes.id }).from(nodes).where(eq(nodes.productId, p.id))).map((r) => r.id);
  const [s] = await t.database.db.select({ n: count() }).from(lessonSlides).where(inArray(lessonSlides.nodeId, ids));
  const [q] = await t.database.db.select({ n: count() }).from(examQuestions).where(inArray(examQuestions.nodeId, ids));
  return { nodes: ids.length, slides: s?.n ?? 0, questions: q?.n ?? 0 };
}

describe('importing the GIFT grammar test files', () => {
  it('checks without writing, imports as an exam-prep product, and re-imports in place', async () => {
    const db = t.database.db;
    const checked = await importSource(db, t.clock, GIFT_DIR, { check: true });
    // 43 questions in the 26 files (their .json parses): 5 descriptions become content slides, 16 (8 true/false,
    // 8 one-answer multiple choice) the exam pool, 22 practice slides (2 multiple response, 10 numerical,
    // 6 short answer, 3 essays as assignments, 1 matching).
    expect(checked.report.created).toEqual({
      products: 1,
      nodes: 2,
      lessons: 1,
      slides: 27,
      exams: 1,
      questions: 38,
      resources: 0,
      scos: 0,
    });
    // 14 about what the mapping loses, 27 about the .json parses and the LICENSE beside the .gift files.
    expect(checked.report.warnings).toHaveLength(41);
    expect(checked.report.warnings.filter((w) => w.message.startsWith('not a gift file'))).toHaveLength(27);
    expect(checked.report.warnings).toContainEqual({
      file: 'numerical1.gift',
      line: 19,
      message: 'question "When was Ulysses S. Grant born?": partial credit (50%) cannot be given: those answers count as wrong',
    });
    expect(checked.report.warnings).toContainEqual({
      file: 'tag_id_and_two_tags.gift',
      line: 1,
      message: 'question "393": an essay becomes an assignment: an instructor reads and grades the answer',
    });
    expect(await rowsOf(checked.summary.code)).toEqual({ nodes: 0, slides: 0, questions: 0 });

    const first = await importSource(db, t.clock, GIFT_DIR);
    expect(first.report).toEqual(checked.report);
    const again = await importSource(db, t.clock, GIFT_DIR);
    expect(again.report.created).toEqual(first.report.created);
    expect(again.summary.created).toBe(0);
    expect(first.summary.code).toBe('GIFT-GIFT');
    expect(await rowsOf(first.summary.code)).toEqual({ nodes: 3, slides: 27, questions: 16 });
    const [p] = await db.select().from(products).where(eq(products.code, 'GIFT-GIFT'));
    expect(p?.type).toBe('EXAM_PREP');
  });
});
