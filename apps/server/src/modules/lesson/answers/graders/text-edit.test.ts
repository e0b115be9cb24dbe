import { ANSWER_TEXT_MAX } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { textEditSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

const { acceptable: _, ...open } = q;
const caseSensitive = { ...q, caseSensitive: true };

describe('TEXT_EDIT', () => {
  it('is right for an acceptable answer, trimmed and in any case', () => {
    expect(grade(q, { text: '  intermediary BROKER ' })).toEqual({
      correct: true,
      feedback: 'TE right',
      optionFeedback: {},
      answers: { text: 'intermediary BROKER' },
    });
  });

  it.each([
    ['a wrong answer', 'dual agent'],
    ['part of an acceptable answer', 'Intermediary Bro'],
  ])('is wrong for %s', (_, text) => {
    expect(grade(q, { text })).toMatchObject({ correct: false, feedback: 'TE wrong' });
  });

  it('compares case when caseSensitive', () => {
    expect(grade(caseSensitive, { text: 'intermediary' }).correct).toBe(false);
    expect(grade(caseSensitive, { text: ' Intermediary ' }).correct).toBe(true);
  });

  it('accepts any non-empty text when there is no acceptable list', () => {
    expect(grade(open, { text: 'Whatever I think' })).toMatchObject({ correct: true, feedback: 'TE right' });
  });

  it.each([
    [{ text: '' }, 'text'],
    [{ text: ' \n\t ' }, 'text'],
    [{ text: 'x'.repeat(ANSWER_TEXT_MAX + 1) }, 'text'],
    [{ text: 42 }, 'text'],
    [{}, 'text'],
  ])('refuses %#, naming %s', (answer, field) => {
    expectInvalid(() => grade(open, answer), field);
  });

  it('takes a text of exactly the maximum length', () => {
    expect(grade(open, { text: 'x'.repeat(ANSWER_TEXT_MAX) }).correct).toBe(true);
  });
});
