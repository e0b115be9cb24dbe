import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Continuum</title><div id="root"></div>');
beforeAll(async () => {
  t = await createTestApp({ webDist, featureFlags: { fromEnv: false } });
});
afterAll(() => t.close());

describe('GET /management/health', () => {
  it('answers UP with the database state', async () => {
    const res = await t.app.inject({ url: '/management/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP', components: { db: { status: 'UP', database: t.database.kind } } });
  });

  it('answers 503 DOWN when the database cannot be reached', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await down.app.inject({ url: '/management/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('DOWN');
    await down.app.close();
  });
});

describe('routing', () => {
  it.each(['/api/nope', '/app/x', '/admin/x', '/auth/x', '/pdf/x', '/asset-storage/x', '/metrics/x', '/management/x'])(
    'answers %s with JSON ROUTE_NOT_FOUND, never the web app',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    },
  );

  it('serves the web app for client-side routes, with a CSP forbidding inline script', async () => {
    const res = await t.app.inject({ url: '/lp/12/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks API replies uncacheable', async () => {
    const res = await t.app.inject({ url: '/api/account' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET api/feature_flags/', () => {
  it('merges stored flags with configured ones for a signed-in user', async () => {
    const name = unique('flag');
    await t.database.db.insert(featureFlags).values({ name, enabled: true });
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const res = await client.get('/api/feature_flags/');
    expect(res.json()).toMatchObject({ [name]: true, fromEnv: false });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/feature_flags/' })).statusCode).toBe(401);
  });
});

describe('GET api/config', () => {
  it('is public and tells the client the account site and demo mode', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountSiteUrl: null, buildVersion: '0.82.10' });
  });
});
