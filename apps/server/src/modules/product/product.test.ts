import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRules } from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET api/user/products', () => {
  it('lists only the signed-in learner’s products', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { lp } = await createLearnerProduct(t, user.id, 'Agency Law');
    await createLearnerProduct(t, other.id, 'Not Mine');
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const res = await client.get('/api/user/products');
    expect(res.json()).toEqual([{ productName: 'Agency Law', learnerProductId: lp.id, status: 'IN_PROGRESS' }]);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).get('/api/user/products')).statusCode).toBe(401);
  });
});

describe('GET api/product/{lpId}', () => {
  it('returns the basic fields and rules of one’s own learner product', async () => {
    const user = await createUser(t);
    const { lp, product } = await createLearnerProduct(t, user.id, 'Fair Housing');
    await t.database.db.insert(productRules).values({ productId: product.id, key: 'SC_PROCTOR_PROCTOR_REQUIRED', value: 'no' });
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const res = await client.get(`/api/product/${lp.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lp.id,
      courseTitle: 'Fair Housing',
      login: user.login,
      type: 'COURSE',
      rules: { SC_PROCTOR_PROCTOR_REQUIRED: 'no' },
    });
  });

  it('answers 404 for another learner’s product', async () => {
    const owner = await createUser(t);
    const { lp } = await createLearnerProduct(t, owner.id);
    const intruder = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(intruder.login, intruder.password);
    expect((await client.get(`/api/product/${lp.id}`)).statusCode).toBe(404);
  });

  it('names lpId when it is not a number', async () => {
    const user = await createUser(t);
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    const res = await client.get('/api/product/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('lpId');
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).get('/api/product/1')).statusCode).toBe(401);
  });
});
