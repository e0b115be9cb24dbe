import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { sealingKeys } from './sealing-keys.js';

describe('sealing keys', () => {
  it('derive stable, distinct keys from the server secret', () => {
    const config = loadConfig({});
    const a = sealingKeys(config, 'server-secret-of-enough-length-0123456789');
    const b = sealingKeys(config, 'server-secret-of-enough-length-0123456789');
    expect(a.codeKey.equals(b.codeKey)).toBe(true);
    expect(a.piiKey.equals(b.piiKey)).toBe(true);
    expect(a.codeKey.equals(a.piiKey)).toBe(false);
    expect(a.piiKey).toHaveLength(32);
  });

  it('use PII_ENCRYPTION_KEY (hex or base64) when set', () => {
    const hex = 'ab'.repeat(32);
    expect(sealingKeys(loadConfig({ PII_ENCRYPTION_KEY: hex }), 's').piiKey.toString('hex')).toBe(hex);
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(sealingKeys(loadConfig({ PII_ENCRYPTION_KEY: b64 }), 's').piiKey.equals(Buffer.alloc(32, 7))).toBe(true);
  });

  it('refuse a PII_ENCRYPTION_KEY that is not 32 bytes, naming the variable', () => {
    expect(() => loadConfig({ PII_ENCRYPTION_KEY: 'short' })).toThrow(/PII_ENCRYPTION_KEY/);
  });

  it('are random per process without a secret', () => {
    const config = loadConfig({});
    expect(sealingKeys(config, undefined).codeKey.equals(sealingKeys(config, undefined).codeKey)).toBe(false);
  });
});
