import { describe, expect, it } from 'vitest';
import { matchesAny } from './text-match.js';

describe('matchesAny', () => {
  it.each([
    ['  Paris ', ['paris'], false, true],
    ['PARIS', ['Paris'], false, true],
    ['PARIS', ['Paris'], true, false],
    ['Paris', ['Paris'], true, true],
    ['New  York', ['new york'], false, true],
    ['Cafe\u0301', ['Café'], false, true],
    ['Lyon', ['Paris', 'Marseille'], false, false],
    ['Par', ['Paris'], false, false],
  ])('%j against %j (caseSensitive %s) is %s', (value, accepted, caseSensitive, expected) => {
    expect(matchesAny(value, accepted, caseSensitive)).toBe(expected);
  });
});
