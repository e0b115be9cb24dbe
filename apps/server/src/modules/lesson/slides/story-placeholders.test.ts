import { describe, expect, it } from 'vitest';
import { malformedPlaceholders, placeholderNames } from './story-placeholders.js';

describe('story placeholders', () => {
  it('lists distinct names in order of first use', () => {
    expect(placeholderNames('A [[b]] and [[a_1]] then [[b]] again.')).toEqual(['b', 'a_1']);
    expect(placeholderNames('no blanks [here]')).toEqual([]);
  });

  it('reports bracketed spans that are not names', () => {
    expect(malformedPlaceholders('[[ok]] [[first name]] [[]] [[x-y]]')).toEqual(['[[first name]]', '[[]]', '[[x-y]]']);
    expect(placeholderNames('[[first name]]')).toEqual([]);
  });
});
