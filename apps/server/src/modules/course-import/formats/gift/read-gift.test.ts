import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportedQuestion } from '../model.js';
import { ImportWarnings } from '../warnings.js';
import { readGift } from './read-gift.js';

/** The GIFT grammar's own test files, each with its expected parse (../shared/data/standards/gift). */
export const GIFT_DIR = join(import.meta.dirname, '../../../../../../../../shared/data/standards/gift');

const KIND: Record<string, ImportedQuestion['body']['kind']> = {
  MC: 'choice',
  TF: 'trueFalse',
  Short: 'shortAnswer',
  Numerical: 'numerical',
  Matching: 'matching',
  Essay: 'essay',
  Description: 'description',
};

function read(file: string) {
  const warnings = new ImportWarnings();
  const course = readGift({ root: GIFT_DIR, files: [join(GIFT_DIR, file)], warnings });
  const questions = course.nodes.flatMap((n) => (n.kind === 'bank' ? n.questions : []));
  return { course, questions, warnings: warnings.list };
}

describe('readGift on the grammar test files', () => {
  const files = readdirSync(GIFT_DIR).filter((f) => f.endsWith('.gift'));

  it('finds the 26 test files', () => {
    expect(files).toHaveLength(26);
  });

  it.each(files)('%s: the same questions, of the same kinds and ids, as the expected parse', (file) => {
    const expected = (
      JSON.parse(readFileSync(join(GIFT_DIR, file.replace(/\.gift$/, '.json')), 'utf8')) as {
        type: string;
        id?: string | null;
        title: string | null;
      }[]
    ).filter((q) => q.type !== 'Category');
    const { questions } = read(file);
    expect(questions.map((q) => q.body.kind)).toEqual(expected.map((q) => KIND[q.type]));
    expect(questions.map((q) => q.sourceId ?? null)).toEqual(expected.map((q) => q.id ?? q.title ?? null));
  });

  it('reads true/false feedback the way Moodle does: first for a wrong answer, second for a right one', () => {
    const [first, second, third] = read('TFTwoFeedback.gift').questions.map((q) => q.body);
    // {FALSE#feedback for true #feedback for false}: answering true is wrong, so the first feedback is shown for true.
    expect(first).toMatchObject({
      kind: 'trueFalse',
      answer: false,
      trueFeedback: { text: 'feedback for true' },
      falseFeedback: { text: 'feedback for false' },
    });
    // {TRUE#feedback for true}: one feedback only, the wrong answer's (false).
    expect(second).toMatchObject({ kind: 'trueFalse', answer: true, falseFeedback: { text: 'feedback for true' } });
    expect(third).toMatchObject({ kind: 'trueFalse', answer: true, trueFeedback: { text: 'feedback for false' } });
  });

  it('keeps categories, ids and tags', () => {
    const { questions } = read('tag_id_and_two_tags.gift');
    expect(questions[0]).toMatchObject({ sourceId: '393', tags: ['fred', 'barney-wilma'] });
    // A file of one category line holds no question: nothing to import (import-source.ts refuses it).
    expect(read('categorySpecialCharacter.gift').questions).toEqual([]);
  });
});
