import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examGateCodeFailures, examGateCodes } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness.js';
import { issueCode, learnerWithGatedFinal, signedInAs } from './testing/gates-fixture.js';

// The two GETs that change state (decision 0054) refuse a call without the CSRF header, as a cross-site link
// or image would make it, and change nothing.
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, [Authority.ADMIN])).client;
});
afterAll(() => t.close());

const crossSite = (client: TestClient, url: string) => client.request({ method: 'GET', url, csrf: false });

describe('state-changing GETs need the CSRF header', () => {
  it('GET api/proctor/final-exam/code/{code} without it: 403 and no failure counted', async () => {
    const { client, learner } = await learnerWithGatedFinal(t);
    const res = await crossSite(client, '/api/proctor/final-exam/code/WRONG999');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
    const failures = await t.database.db.select().from(examGateCodeFailures).where(eq(examGateCodeFailures.userId, learner.id));
    expect(failures).toEqual([]);
    // With the header the same call counts (the web app sends it).
    expect((await client.get('/api/proctor/final-exam/code/WRONG999')).json()).toBe(false);
    expect(
      await t.database.db.select().from(examGateCodeFailures).where(eq(examGateCodeFailures.userId, learner.id)),
    ).toHaveLength(1);
  });

  it('GET api/proctor/logout/{email} without it: 403 and accepted codes stay accepted', async () => {
    const { lp, finalId, client, learner } = await learnerWithGatedFinal(t);
    const issued = await issueCode(admin, { learnerProductId: lp.id, componentId: finalId, kind: 'PROCTOR' });
    expect((await client.get(`/api/proctor/final-exam/code/${issued.code}`)).json()).toBe(true);
    const res = await crossSite(client, `/api/proctor/logout/${encodeURIComponent(learner.email)}`);
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(examGateCodes).where(eq(examGateCodes.learnerProductId, lp.id));
    expect(row?.acceptedAt).not.toBeNull();
  });

  it('a token from another session does not pass either', async () => {
    const a = await learnerWithGatedFinal(t);
    const b = await learnerWithGatedFinal(t);
    const res = await a.client.request({
      method: 'GET',
      url: '/api/proctor/final-exam/code/WRONG999',
      csrf: false,
      headers: { 'x-xsrf-token': b.client.cookies.get('XSRF-TOKEN') ?? '' },
    });
    expect(res.statusCode).toBe(403);
  });
});
