import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateCode, hashCode, normalizeCode } from './gate-code.js';

describe('gate codes', () => {
  it('are 8 Crockford base32 characters grouped XXXX-XXXX, and differ', () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it.each([
    ['ab12-cd34', 'AB12CD34'],
    [' AB12 CD34 ', 'AB12CD34'],
    ['0o1il', '00111'],
  ])('normalize %j to %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });

  it('hash with the key and kind: typed variants match, other keys and kinds do not, the code is not in the hash', () => {
    const key = randomBytes(32);
    const code = 'K7QZ-M2XP';
    const hash = hashCode(key, 'ACCESS', code);
    expect(hashCode(key, 'ACCESS', 'k7qz m2xp')).toBe(hash);
    expect(hashCode(key, 'PROCTOR', code)).not.toBe(hash);
    expect(hashCode(randomBytes(32), 'ACCESS', code)).not.toBe(hash);
    expect(hash).not.toContain('K7QZ');
  });
});
