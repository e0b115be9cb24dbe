import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

// On PostgreSQL every test file shares one database: these tests use flag names of their own, never a real one.
let t: TestApp;
let admin: TestClient;
let adminLogin: string;
const OVERRIDDEN = `envFlag${Date.now()}`;
beforeAll(async () => {
  t = await createTestApp({ featureFlags: { [OVERRIDDEN]: false } });
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = user.login;
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(() => t.close());

describe('feature flags for administrators', () => {
  it('stores a flag that GET api/feature_flags/ then answers, audited; DELETE puts it back to the default', async () => {
    const name = `testFlag${unique('').slice(0, 8)}`;
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    expect(
      (await admin.request({ method: 'PUT', url: `/api/admin/feature-flags/${name}`, payload: { enabled: false } })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/feature_flags/')).json()[name]).toBe(false);
    const listed = (await admin.get('/api/admin/feature-flags')).json();
    expect(listed).toEqual(expect.arrayContaining([{ name, stored: false, override: null, enabled: false }]));
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, 'FEATURE_FLAG_CHANGED')));
    expect(event?.data).toEqual({ name, enabled: 'false' });
    expect((await admin.delete(`/api/admin/feature-flags/${name}`)).statusCode).toBe(200);
    expect((await client.get('/api/feature_flags/')).json()).not.toHaveProperty(name);
    expect((await admin.delete(`/api/admin/feature-flags/${name}`)).statusCode).toBe(404);
  });

  it('shows the environment’s word over a stored one', async () => {
    await admin.request({ method: 'PUT', url: `/api/admin/feature-flags/${OVERRIDDEN}`, payload: { enabled: true } });
    const listed = (await admin.get('/api/admin/feature-flags')).json();
    expect(listed).toEqual(expect.arrayContaining([{ name: OVERRIDDEN, stored: true, override: false, enabled: false }]));
    await admin.delete(`/api/admin/feature-flags/${OVERRIDDEN}`);
  });

  it('names a bad flag name or value, and is for administrators only', async () => {
    const bad = await admin.request({ method: 'PUT', url: '/api/admin/feature-flags/9lives', payload: { enabled: true } });
    expect(bad.json().fieldErrors[0].field).toBe('name');
    const noValue = await admin.request({ method: 'PUT', url: '/api/admin/feature-flags/fine', payload: { enabled: 'yes' } });
    expect(noValue.json().fieldErrors[0].field).toBe('enabled');
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    expect((await client.get('/api/admin/feature-flags')).statusCode).toBe(403);
    expect(
      (await client.request({ method: 'PUT', url: '/api/admin/feature-flags/fine', payload: { enabled: true } })).statusCode,
    ).toBe(403);
  });
});
