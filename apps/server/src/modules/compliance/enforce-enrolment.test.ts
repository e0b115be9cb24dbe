import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts, products } from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  admin = new TestClient(t.app);
  await admin.signIn(a.login, a.password);
});
afterAll(() => t.close());

/** A product bound to a profile under an approval number; returns its code. */
async function boundProduct(ownerId: number, profileId: string, approvalNumber: string) {
  const { product, lp } = await createLearnerProduct(t, ownerId, 'Bound');
  // The helper enrols its owner; this product's learners are enrolled by the tests.
  await t.database.db.delete(learnerProducts).where(eq(learnerProducts.id, lp.id));
  const res = await admin.request({
    method: 'PUT',
    url: `/api/admin/products/${product.id}/compliance-bindings`,
    payload: { bindings: [{ profileId, profileVersion: 1, approvalNumber, approvalExpiresOn: null, creditHours: 8 }] },
  });
  expect(res.statusCode).toBe(200);
  return product;
}

const enrol = (login: string, productCode: string) =>
  admin.post('/api/admin/enrolments', { login, productCode, reason: 'Repeat rule test' });

async function completedIn(login: string, productCode: string, userId: number, at: string) {
  expect((await enrol(login, productCode)).statusCode).toBe(201);
  const [p] = await t.database.db.select().from(products).where(eq(products.code, productCode));
  await t.database.db
    .update(learnerProducts)
    .set({ status: 'COMPLETE', completedAt: new Date(at) })
    .where(eq(learnerProducts.userId, userId));
  return p;
}

describe('repeat rules at enrolment', () => {
  it('NMLS: the same course (approval) is refused in the successive year, naming the rule, and allowed two years on', async () => {
    const owner = await createUser(t);
    const approval = `NMLS-${Date.now()}`;
    const y2026 = await boundProduct(owner.id, 'nmls-ce-online-self-study', approval);
    const y2027 = await boundProduct(owner.id, 'nmls-ce-online-self-study', approval);
    const other = await boundProduct(owner.id, 'nmls-ce-online-self-study', `${approval}-X`);
    const learner = await createUser(t);
    await completedIn(learner.login, y2026.code, learner.id, '2026-10-01T15:00:00Z');

    t.clock.set('2027-03-01T12:00:00Z');
    await admin.signIn((await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] })).login, 'secret-pass');
    const refused = await enrol(learner.login, y2027.code);
    expect(refused.statusCode).toBe(400);
    const error = refused.json().fieldErrors?.[0] ?? refused.json().errors?.[0] ?? refused.json();
    expect(JSON.stringify(error)).toContain('REPEAT_SUCCESSIVE_YEARS');
    expect(JSON.stringify(error)).toContain('productCode');
    expect(JSON.stringify(error)).toContain('2026-10-01');
    // Another NMLS course (another approval) is fine.
    expect((await enrol(learner.login, other.code)).statusCode).toBe(201);

    t.clock.set('2028-01-02T12:00:00Z');
    await admin.signIn((await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] })).login, 'secret-pass');
    expect((await enrol(learner.login, y2027.code)).statusCode).toBe(201);
  });

  it('FL DFS: the same course is refused within 3 years of its completion and allowed after', async () => {
    t.clock.set('2026-06-01T12:00:00Z');
    await admin.signIn((await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] })).login, 'secret-pass');
    const owner = await createUser(t);
    const approval = `DFS-${Date.now()}`;
    const first = await boundProduct(owner.id, 'fl-dfs-ce', approval);
    const again = await boundProduct(owner.id, 'fl-dfs-ce', approval);
    const learner = await createUser(t);
    await completedIn(learner.login, first.code, learner.id, '2026-05-15T12:00:00Z');

    t.clock.set('2029-05-14T12:00:00Z');
    await admin.signIn((await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] })).login, 'secret-pass');
    const refused = await enrol(learner.login, again.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('REPEAT_WITHIN_YEARS');
    expect(refused.body).toContain('within 3 years');

    t.clock.set('2029-05-16T12:00:00Z');
    await admin.signIn((await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] })).login, 'secret-pass');
    expect((await enrol(learner.login, again.code)).statusCode).toBe(201);
  });

  it('an unbound product has no repeat rule', async () => {
    t.clock.set('2026-06-01T12:00:00Z');
    await admin.signIn((await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] })).login, 'secret-pass');
    const owner = await createUser(t);
    const { product, lp } = await createLearnerProduct(t, owner.id, 'Plain');
    await t.database.db
      .update(learnerProducts)
      .set({ completedAt: new Date('2026-05-01T00:00:00Z') })
      .where(eq(learnerProducts.id, lp.id));
    const learner = await createUser(t);
    expect((await enrol(learner.login, product.code)).statusCode).toBe(201);
  });
});
