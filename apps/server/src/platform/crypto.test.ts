import { describe, expect, it } from 'vitest';
import { safeEqual, safeEqualAt } from './crypto.js';

describe('safeEqualAt', () => {
  it('compares the expected string with the rest of a value from an index', () => {
    expect(safeEqualAt('secret1', 'series.secret1', 7)).toBe(true);
    expect(safeEqualAt('secret1', 'series.secret2', 7)).toBe(false);
    expect(safeEqualAt('secret1', 'series.Secret1', 7)).toBe(false);
  });

  it('refuses a longer or shorter rest, and an empty one', () => {
    expect(safeEqualAt('secret1', 'series.secret12', 7)).toBe(false);
    expect(safeEqualAt('secret1', 'series.secret', 7)).toBe(false);
    expect(safeEqualAt('secret1', 'series.', 7)).toBe(false);
  });

  it('agrees with safeEqual on whole strings', () => {
    for (const [a, b] of [
      ['abc', 'abc'],
      ['abc', 'abd'],
      ['', ''],
      ['é', 'e'],
    ] as const) {
      expect(safeEqualAt(a, b, 0)).toBe(safeEqual(a, b));
    }
  });
});
