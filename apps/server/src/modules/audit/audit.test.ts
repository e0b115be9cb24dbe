import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET api/audits', () => {
  it('lists events for an administrator, filtered by date', async () => {
    const admin = await createUser(t, { authorities: ['ROLE_AUTHENTICATED', 'ROLE_ADMIN'] });
    const principal = unique('p');
    await t.database.db.insert(auditEvents).values([
      { principal, type: 'OLD', timestamp: new Date('2020-03-01T10:00:00Z'), data: {} },
      { principal, type: 'IN_RANGE', timestamp: new Date('2020-03-05T23:59:00Z'), data: { remoteAddress: '10.0.0.1' } },
      { principal, type: 'LATE', timestamp: new Date('2020-03-06T00:00:01Z'), data: {} },
    ]);
    const client = new TestClient(t.app);
    await client.signIn(admin.login, admin.password);
    const res = await client.get('/api/audits?fromDate=2020-03-02&toDate=2020-03-05');
    expect(res.statusCode).toBe(200);
    const mine = (res.json() as { principal: string; type: string; data: object }[]).filter((e) => e.principal === principal);
    expect(mine).toEqual([expect.objectContaining({ type: 'IN_RANGE', data: { remoteAddress: '10.0.0.1' } })]);
  });

  it('answers 403 to a learner', async () => {
    const learner = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(learner.login, learner.password);
    const res = await client.get('/api/audits');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('answers 401 without a session and 400 naming a bad date', async () => {
    expect((await new TestClient(t.app).get('/api/audits')).statusCode).toBe(401);
    const admin = await createUser(t, { authorities: ['ROLE_AUTHENTICATED', 'ROLE_ADMIN'] });
    const client = new TestClient(t.app);
    await client.signIn(admin.login, admin.password);
    const res = await client.get('/api/audits?fromDate=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('fromDate');
  });
});
