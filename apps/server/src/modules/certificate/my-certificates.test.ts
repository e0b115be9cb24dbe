import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { creditSeatTime, signedIn } from '../../test/enrolled-learner.js';
import { createLearnerProduct, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the learner’s certificates (issue 28)', () => {
  it('lists the caller’s issued certificates with their status and enrolment, and nobody else’s', async () => {
    const me = await signedIn(t);
    const { lp } = await createLearnerProduct(t, me.user.id, 'Ethics 101');
    const { lp: open } = await createLearnerProduct(t, me.user.id, 'Not finished');
    await t.database.db
      .update(learnerProducts)
      .set({ status: 'COMPLETE', completedAt: new Date('2026-03-04T15:00:00Z'), startDate: '2026-02-01' })
      .where(eq(learnerProducts.id, lp.id));
    await creditSeatTime(t, { learnerProductId: lp.id, userId: me.user.id, ms: 7_200_000 });
    expect((await me.client.get('/api/certificates')).json()).toEqual([]);
    const code = (await me.client.get(`/api/certificate/${lp.id}`)).json().code;

    const mine = await me.client.get('/api/certificates');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({ learnerProductId: lp.id, code, course: 'Ethics 101', hours: 2, status: 'VALID' }),
    ]);
    expect(mine.json().some((c: { learnerProductId: number }) => c.learnerProductId === open.id)).toBe(false);

    const other = await signedIn(t);
    expect((await other.client.get('/api/certificates')).json()).toEqual([]);
  });
});
