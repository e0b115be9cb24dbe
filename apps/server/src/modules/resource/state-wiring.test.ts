import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { createUser, TestClient } from '../../test/harness.js';
import { createStorageTestApp, importResourceCourse } from './testing/resource-course.js';

let t: Awaited<ReturnType<typeof createStorageTestApp>>;
let course: Awaited<ReturnType<typeof importResourceCourse>>;
beforeAll(async () => {
  t = await createStorageTestApp();
  course = await importResourceCourse(t);
});
afterAll(() => t.close());

async function startedLearner() {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId: course.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  expect((await client.post(`/api/progression/${lp.id}/${course.nodeId('intro')}`)).statusCode).toBe(200);
  return { client, lpId: lp.id };
}

describe('resources in the product state and the progression reply', () => {
  it('lists the course handbook in handbooksData of GET state', async () => {
    const { client, lpId } = await startedLearner();
    const state = (await client.get(`/api/product/${lpId}/state`)).json();
    expect(state.handbooksData).toEqual([{ learningComponentId: expect.any(Number), locked: false }]);
  });

  it('says bookmarked for key points the learner bookmarked, and not before', async () => {
    const { client, lpId } = await startedLearner();
    const kp = course.nodeId('unit/key-points');
    expect((await client.post(`/api/progression/${lpId}/${kp}`)).json().bookmarked).toBe(false);
    expect((await client.post(`/api/product/${lpId}/${kp}/key-points/bookmark`)).statusCode).toBe(200);
    expect((await client.post(`/api/progression/${lpId}/${kp}`)).json().bookmarked).toBe(true);
  });

  it("lists a lesson page's resources and the unviewed ones until each is opened (allowContinue)", async () => {
    const { client, lpId } = await startedLearner();
    const lesson = course.nodeId('unit/lesson');
    const before = (await client.get(`/api/product/${lpId}/lc/${lesson}`)).json();
    expect(before.resources.length).toBeGreaterThan(0);
    expect(before.unviewedResources).toEqual(
      before.resources.map((r: { id: number; title: string }) => ({ id: r.id, title: r.title })),
    );
    expect(before.allowContinue).toBe(false);
    for (const r of before.resources) {
      expect((await client.post(`/api/product/${lpId}/resource/${r.id}/view`)).statusCode).toBe(200);
    }
    const after = (await client.get(`/api/product/${lpId}/lc/${lesson}`)).json();
    expect(after.unviewedResources).toEqual([]);
    expect(after.allowContinue).toBe(true);
    expect(after.showCourseProgress).toBe(true);
  });
});
