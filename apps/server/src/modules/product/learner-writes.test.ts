import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerNodeStatus, learnerProducts } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

// Issue 14 §3: an administrator may read a learner's record but never write into it (decision 0054).
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

describe("an administrator on a learner's record", () => {
  it('reads it (product, state, progress) but records nothing: progression, start, start date answer 404', async () => {
    const { user: learner } = await signedIn();
    const course = await importFixtureCourse(t, learner.id);
    const { client: admin } = await signedIn([Authority.ADMIN]);
    const lp = course.lp.id;
    for (const url of [`/api/product/${lp}`, `/api/product/${lp}/state`, `/api/product/${lp}/progress`]) {
      expect((await admin.get(url)).statusCode, url).toBe(200);
    }
    const node = course.id('unit-exam');
    for (const url of [
      `/api/progression/${lp}/${node}`,
      `/api/progression/start/${lp}-${node}`,
      `/api/progression/finish/${lp}-${node}`,
      `/api/product/${lp}/start`,
    ]) {
      expect((await admin.post(url)).statusCode, url).toBe(404);
    }
    expect((await admin.post(`/api/start-end/${lp}`, { startDate: '12/31/2099' })).statusCode).toBe(404);
    expect(await t.database.db.select().from(learnerNodeStatus).where(eq(learnerNodeStatus.learnerProductId, lp))).toEqual([]);
    const [row] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lp));
    expect(row?.startDate).toBeNull();
  });

  it('the learner still writes their own record', async () => {
    const { user: learner, client } = await signedIn();
    const course = await importFixtureCourse(t, learner.id);
    expect((await client.post(`/api/product/${course.lp.id}/start`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, course.lp.id));
    expect(row?.startDate).not.toBeNull();
  });
});
