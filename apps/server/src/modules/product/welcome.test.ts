import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(authorities: string[] = []) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

async function welcomedAt(lpId: number) {
  const [row] = await t.database.db
    .select({ at: learnerProducts.welcomedAt })
    .from(learnerProducts)
    .where(eq(learnerProducts.id, lpId));
  return row?.at ?? null;
}

describe('POST api/product/{lpId}/welcome (decision 0071)', () => {
  it('records the first welcome at the clock’s time and the product reply says so; a second call keeps the first', async () => {
    const { user, client } = await signedIn();
    const { lp } = await createLearnerProduct(t, user.id);
    expect((await client.get(`/api/product/${lp.id}`)).json()).toMatchObject({ welcomeSeen: false });

    const first = t.clock.now();
    const res = await client.post(`/api/product/${lp.id}/welcome`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await welcomedAt(lp.id))?.getTime()).toBe(first.getTime());
    expect((await client.get(`/api/product/${lp.id}`)).json()).toMatchObject({ welcomeSeen: true });

    t.clock.advance(60_000);
    expect((await client.post(`/api/product/${lp.id}/welcome`)).statusCode).toBe(200);
    expect((await welcomedAt(lp.id))?.getTime()).toBe(first.getTime());
  });

  it('answers 401 without a session', async () => {
    const { user } = await signedIn();
    const { lp } = await createLearnerProduct(t, user.id);
    expect((await new TestClient(t.app).post(`/api/product/${lp.id}/welcome`)).statusCode).toBe(401);
  });

  it('answers 404 to another learner and to an administrator, and records nothing', async () => {
    const { user } = await signedIn();
    const { lp } = await createLearnerProduct(t, user.id);
    const { client: other } = await signedIn();
    const { client: admin } = await signedIn([Authority.ADMIN]);
    expect((await other.post(`/api/product/${lp.id}/welcome`)).statusCode).toBe(404);
    expect((await admin.post(`/api/product/${lp.id}/welcome`)).statusCode).toBe(404);
    expect(await welcomedAt(lp.id)).toBeNull();
  });

  it('names lpId when it is not a number', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/product/abc/welcome');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('lpId');
  });
});
