import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  // Signing in elsewhere expires a user's other sessions: impersonation must not do that to the learner.
  t = await createTestApp({ concurrentLogins: 'expire', rateLimitAccountFailures: 3 });
});
afterAll(() => t.close());

async function signedInAdmin() {
  const admin = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  const client = new TestClient(t.app);
  await client.signIn(admin.login, admin.password);
  return { admin, client };
}
const start = (client: TestClient, username: string, password: string) =>
  client.get(`/admin/impersonate/start?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`);
const eventsOf = (principal: string, type: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.principal, principal), eq(auditEvents.type, type)));

describe('GET admin/impersonate/start and POST api/impersonate/exit', () => {
  it('acts as the learner with the admin named, audits calls with both, and exits back to the admin', async () => {
    const { admin, client } = await signedInAdmin();
    const learner = await createUser(t);
    const { lp } = await createLearnerProduct(t, learner.id);
    const own = new TestClient(t.app);
    await own.signIn(learner.login, learner.password);

    expect((await start(client, learner.login, admin.password)).statusCode).toBe(200);
    const account = (await client.get('/api/account')).json();
    expect(account).toMatchObject({ login: learner.login, impersonatedBy: admin.login });
    expect((await client.get(`/api/product/${lp.id}`)).statusCode).toBe(200);
    const acting = await eventsOf(admin.login, 'ACTING_FOR_LEARNER');
    expect(acting.some((e) => e.data.learner === learner.login)).toBe(true);
    expect((await eventsOf(admin.login, 'IMPERSONATION_STARTED')).map((e) => e.data.login)).toContain(learner.login);
    // The learner's own browser stays signed in.
    expect((await own.get('/api/account')).statusCode).toBe(200);
    // While acting as a learner, the admin calls are out of reach (the session is the learner's).
    expect((await client.get('/api/audits')).statusCode).toBe(403);

    expect((await client.post('/api/impersonate/exit')).statusCode).toBe(200);
    const back = (await client.get('/api/account')).json();
    expect(back).toMatchObject({ login: admin.login, impersonatedBy: null });
    expect((await client.get('/api/audits')).statusCode).toBe(200);
    expect((await eventsOf(admin.login, 'IMPERSONATION_ENDED')).map((e) => e.data.login)).toContain(learner.login);
  });

  it('refuses a wrong password (400 naming it, audited, throttled), an administrator and an unknown login', async () => {
    const { admin, client } = await signedInAdmin();
    const other = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const learner = await createUser(t);
    const wrong = await start(client, learner.login, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0].field).toBe('password');
    expect((await eventsOf(admin.login, 'IMPERSONATION_FAILED')).length).toBe(1);
    const adminTarget = await start(client, other.login, admin.password);
    expect(adminTarget.statusCode).toBe(403);
    expect(adminTarget.json().code).toBe('CANNOT_IMPERSONATE_ADMIN');
    const unknown = await start(client, 'nobody0000', admin.password);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fieldErrors[0].field).toBe('username');
    // Two more wrong passwords reach the limit of 3: then even the right one waits.
    await start(client, learner.login, 'not-my-password');
    await start(client, learner.login, 'not-my-password');
    expect((await start(client, learner.login, admin.password)).statusCode).toBe(429);
    expect((await client.get('/api/account')).json().login).toBe(admin.login);
  });

  it('needs the CSRF header, an administrator, and is not nested; exit needs an impersonation', async () => {
    const { admin, client } = await signedInAdmin();
    const learner = await createUser(t);
    const url = `/admin/impersonate/start?username=${learner.login}&password=${encodeURIComponent(admin.password)}`;
    expect((await client.request({ method: 'GET', url, csrf: false })).statusCode).toBe(403);
    expect((await client.post('/api/impersonate/exit')).statusCode).toBe(409);
    const plain = new TestClient(t.app);
    await plain.signIn(learner.login, learner.password);
    expect((await start(plain, learner.login, learner.password)).statusCode).toBe(403);
    expect((await start(client, learner.login, admin.password)).statusCode).toBe(200);
    // Now the session is the learner's: starting again is not an administrator's call.
    expect((await start(client, learner.login, admin.password)).statusCode).toBe(403);
  });
});
