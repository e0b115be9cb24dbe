import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthBars } from './password-strength.js';

describe('passwordStrength (002 §5)', () => {
  it('caps at 10 for six characters or fewer, or a single class', () => {
    expect(passwordStrength('aB3$')).toBe(10);
    expect(passwordStrength('abcdefghijklmnop')).toBe(10);
  });

  it('caps at 20 for two classes and 40 for three', () => {
    expect(passwordStrength('abcdefg1')).toBe(20);
    expect(passwordStrength('abcdefG1')).toBe(40);
  });

  it('adds 2 per character, 1 at ten or more, 10 per class when uncapped', () => {
    // 8 chars, 4 classes: 16 + 0 + 40
    expect(passwordStrength('abcD12$x')).toBe(56);
    // 10 chars, 4 classes: 20 + 1 + 40
    expect(passwordStrength('abcD12$xyz')).toBe(61);
  });

  it('maps scores to five bars by the thresholds 10, 20, 30, 40', () => {
    expect([0, 10, 11, 20, 21, 31, 41].map(strengthBars)).toEqual([0, 1, 2, 2, 3, 4, 5]);
  });
});
