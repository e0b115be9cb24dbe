import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { unsharedSettings } from './shared-settings.js';

const postgres = { DATABASE_URL: 'postgres://db/continuum' };

describe('unsharedSettings (decision 0058)', () => {
  it('says nothing on the embedded database: it is one process', () => {
    expect(unsharedSettings(loadConfig({}))).toEqual([]);
  });

  it('names the secret, the PII key and the course files an instance on PostgreSQL would keep to itself', () => {
    const lines = unsharedSettings(loadConfig(postgres));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/SESSION_SECRET is not set.*PII_ENCRYPTION_KEY is not set/);
    expect(lines[1]).toMatch(/data\/storage.*S3_BUCKET/);
  });

  it('says nothing once they are shared', () => {
    const config = loadConfig({ ...postgres, SESSION_SECRET: 'x'.repeat(32), S3_BUCKET: 'continuum' });
    expect(unsharedSettings(config)).toEqual([]);
  });
});
