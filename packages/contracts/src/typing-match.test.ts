import { describe, expect, it } from 'vitest';
import { TYPING_PHRASES } from './typing-auth-limits.js';
import { textOfKeys, typedTextMatches } from './typing-match.js';

const phrase = TYPING_PHRASES[1] as string; // 'I confirm that I am the person taking this course today'

describe('typedTextMatches (000 §5: >= 90% of the length and >= 80% of the words)', () => {
  it.each([
    ['the phrase itself', phrase, true],
    ['other case and punctuation', 'i CONFIRM that i am the person, taking this course today.', true],
    ['one typo in one word of eleven (10/11 words)', 'I confirm that I am the persom taking this course today', true],
    ['two words wrong (9/11 = 0.82)', 'I confirm that I am the persom takin this course today', true],
    ['three words wrong (8/11 = 0.73)', 'I confirm that I am teh persom takin this course today', false],
    ['the last word missing: length 50/55 < 0.9', 'I confirm that I am the person taking this course', false],
    ['long enough but other words', 'x'.repeat(60), false],
    ['words shuffled count (all words present)', 'today course this taking person the am I that confirm I', true],
    ['empty', '', false],
    ['a word counted once: "I I I" does not cover the rest', `${'I '.repeat(40)}`, false],
  ])('%s', (_label, typed, expected) => {
    expect(typedTextMatches(typed, phrase)).toBe(expected);
  });
});

describe('textOfKeys', () => {
  it('keeps printable keys, applies Backspace, ignores Shift and the like', () => {
    const keys = ['Shift', 'H', 'i', 'x', 'Backspace', '!', 'Enter'].map((key, i) => ({ key, down: i, up: i }));
    expect(textOfKeys(keys)).toBe('Hi!');
  });
});
