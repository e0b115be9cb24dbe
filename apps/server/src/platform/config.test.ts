import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      dataDir: './data',
      publicUrl: 'http://localhost:8080',
      demoSeed: true,
      cookieSecure: false,
    });
  });

  it('turns on Secure cookies for an https public URL and demo seeding off in production', () => {
    const c = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.com/' });
    expect(c).toMatchObject({ cookieSecure: true, demoSeed: false, publicUrl: 'https://learn.example.com' });
  });

  it('parses feature flags', () => {
    expect(loadConfig({ FEATURE_FLAGS: 'chat=true, forum=false' }).featureFlags).toEqual({ chat: true, forum: false });
  });

  it('keeps stored mail 90 days unless MAIL_RETENTION_DAYS says otherwise (1 to 3650, never forever)', () => {
    expect(loadConfig({}).mailRetentionDays).toBe(90);
    expect(loadConfig({ MAIL_RETENTION_DAYS: '30' }).mailRetentionDays).toBe(30);
    for (const bad of ['0', '-1', '3651', '7.5', 'forever']) {
      expect(() => loadConfig({ MAIL_RETENTION_DAYS: bad })).toThrow(/MAIL_RETENTION_DAYS/);
    }
  });

  it('sends support mail of products without an address to SUPPORT_EMAIL, which must be an address (0083)', () => {
    expect(loadConfig({}).supportEmail).toBe('support@continuum.local');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@provider.example' }).supportEmail).toBe('help@provider.example');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('reads TRUST_PROXY as off, on or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,uniquelocal' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'x;y' })).toThrow(/TRUST_PROXY/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'nope' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });
});
