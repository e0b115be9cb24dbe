import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './pii-cipher.js';

describe('PII cipher (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips, and two seals of one value differ (random IV) without showing it', () => {
    const a = seal(key, 'D1234567', 'ctx');
    const b = seal(key, 'D1234567', 'ctx');
    expect(a).not.toBe(b);
    expect(a).not.toContain('D1234567');
    expect(a.startsWith('v1.')).toBe(true);
    expect(open(key, a, 'ctx')).toBe('D1234567');
  });

  it('refuses another context, another key and a tampered value', () => {
    const sealed = seal(key, 'D1234567', 'drivers-license:1:2');
    expect(() => open(key, sealed, 'drivers-license:1:3')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'drivers-license:1:2')).toThrow(/another key/);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => open(key, parts.join('.'), 'drivers-license:1:2')).toThrow();
    expect(() => open(key, 'garbage', 'x')).toThrow(/not a sealed value/);
  });
});
