import { describe, expect, it } from 'vitest';
import { makeCipher, verifyCipher } from './cipher.js';

const secret = 'proctor-site-shared-secret-0123456789abcdef';
const at = new Date('2026-03-02T15:00:00Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

describe('proctoring site cipher', () => {
  const cases: [string, () => string, number, Date, boolean][] = [
    ['fresh, same learner product', () => makeCipher(secret, 41, at), 41, minutes(5), true],
    ['at the 30-minute edge', () => makeCipher(secret, 41, at), 41, minutes(30), true],
    ['stale', () => makeCipher(secret, 41, at), 41, minutes(31), false],
    ['from the future beyond the skew', () => makeCipher(secret, 41, minutes(5)), 41, at, false],
    ['another learner product', () => makeCipher(secret, 41, at), 42, minutes(1), false],
    ['another secret', () => makeCipher(`${secret}x`, 41, at), 41, minutes(1), false],
    ['malformed', () => 'not-a-cipher', 41, minutes(1), false],
    ['tampered time', () => makeCipher(secret, 41, at).replace(/^\d+/, (s) => String(Number(s) + 60)), 41, minutes(2), false],
  ];
  it.each(cases)('%s', (_name, make, lpId, now, expected) => {
    expect(verifyCipher(secret, make(), lpId, now)).toBe(expected);
  });
});
