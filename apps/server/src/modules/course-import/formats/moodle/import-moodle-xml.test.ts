import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { importSource } from '../import-source.js';

/** Moodle's own importer fixtures (question/format/xml/tests/fixtures), vendored byte for byte with their source (fixtures/SOURCE.md). */
const DIR = join(import.meta.dirname, 'fixtures');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (file: string) => importSource(t.database.db, t.clock, join(DIR, file), { check: true });
const counts = (c: Partial<Record<string, number>>) => ({
  products: 1,
  nodes: 0,
  lessons: 0,
  slides: 0,
  exams: 0,
  questions: 0,
  resources: 0,
  scos: 0,
  ...c,
});

describe('importing Moodle XML fixtures', () => {
  it('nested categories: one pool per category, the essay as an assignment', async () => {
    const r = await check('nested_categories_with_questions.xml');
    // Iota, Iota/Kappa, Iota/Kappa/Lambda, Iota/Mu: four true/false pools, and Kappa's essay in a practice lesson.
    expect(r.report.created).toEqual(counts({ nodes: 5, lessons: 1, slides: 1, exams: 4, questions: 5 }));
    expect(r.report.warnings).toEqual([
      {
        file: 'nested_categories_with_questions.xml',
        line: 55,
        message: 'question "Kappa Essay Question": an essay becomes an assignment: an instructor reads and grades the answer',
      },
    ]);
  });

  it('idnumbers with HTML characters key the question', async () => {
    const r = await check('html_chars_in_idnumbers.xml');
    expect(r.report).toEqual({ created: counts({ nodes: 1, exams: 1, questions: 1 }), warnings: [] });
    expect((await check('category_with_description.xml')).report.created).toEqual(counts({ nodes: 1, exams: 1, questions: 1 }));
  });

  it('a cloze becomes a story with blanks, saying what it loses', async () => {
    const r = await check('multianswer.xml');
    expect(r.report.created).toEqual(counts({ nodes: 1, lessons: 1, slides: 1, questions: 1 }));
    const messages = r.report.warnings.map((w) => `${w.line}: ${w.message}`);
    expect(messages).toContain(
      '12: question "cloze with images": images or media in its text are not imported (the text is kept)',
    );
    expect(messages).toContain(
      '12: question "cloze with images": partial credit (50%) cannot be given: those answers count as wrong',
    );
  });

  it('multiple response with invalid grades becomes all-or-nothing, with a warning', async () => {
    const r = await check('error_invalid_grades.xml');
    expect(r.report.created).toEqual(counts({ nodes: 1, lessons: 1, slides: 1, questions: 1 }));
    expect(r.report.warnings.map((w) => w.line)).toEqual([4]);
  });

  it('broken cloze questions are warnings naming each one, never silently dropped', async () => {
    const r = await check('broken_cloze_questions.xml');
    expect(r.report.created).toEqual(counts({ nodes: 1, lessons: 1, slides: 1, questions: 1 }));
    const byLine = r.report.warnings.map((w) => `${w.line}: ${w.message}`);
    expect(byLine).toContain(
      '4: question "Multianswer question without subquestions": not imported: a cloze question without any {…} blank',
    );
    expect(byLine).toContain(
      '36: question "Multichoice subquestion with only one choice": not imported: blank 1 is a choice with fewer than two choices',
    );
    expect(byLine).toContain(
      '52: question "Multichoice subquestion with no completely correct answer": no answer gets full credit: the best (50%) is taken as right',
    );
    expect(byLine).toContain(
      '68: question "Numerical subquestion with buggy answer": not imported: blank 1 is NUMERICAL but has an answer that is not a number',
    );
    expect(byLine.filter((m) => m.startsWith('20: '))).toHaveLength(1);
  });

  it('refuses a DOCTYPE before parsing (entity expansion)', async () => {
    const { SourceInvalidError } = await import('../readers.js');
    const { parseXml } = await import('../xml.js');
    expect(() =>
      parseXml('<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY a "aaaa">]>\n<quiz>&a;</quiz>', 'bomb.xml', () => false),
    ).toThrow(SourceInvalidError);
  });
});
