import { PROCTOR_USER_NOT_CREATED, proctorUserNotCreatedMessage } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts, products } from '../../platform/db/schema/index.js';
import { examLearner, importExamCourse } from '../../test/exam-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
let remote: Awaited<ReturnType<typeof importExamCourse>>;
let proctorFree: Awaited<ReturnType<typeof importExamCourse>>;
beforeAll(async () => {
  t = await createTestApp({ proctorSiteSecret: 'site-secret-0123456789', proctorSiteUrl: 'https://proctor.example.test/launch' });
  remote = await importExamCourse(t);
  proctorFree = await importExamCourse(t);
  await t.database.db.update(products).set({ proctorType: 'REMOTE' }).where(eq(products.id, remote.productId));
  await t.database.db.update(products).set({ proctorType: 'PROCTOR_FREE' }).where(eq(products.id, proctorFree.productId));
});
afterAll(() => t.close());

async function enrol(userId: number, productId: number) {
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId, productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  return lp;
}
const statusOf = async (lpId: number) =>
  (await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lpId)))[0]?.proctorStatus;

describe('proctor status USER_NOT_CREATED (password under 6 characters)', () => {
  it('is set at sign-in for remote-proctored enrolments, blocks the proctoring site, and clears with a longer password', async () => {
    const user = await createUser(t, { password: 'abcde' });
    const lp = await enrol(user.id, remote.productId);
    const free = await enrol(user.id, proctorFree.productId);
    const client = new TestClient(t.app);
    await client.signIn(user.login, 'abcde');
    expect(await statusOf(lp.id)).toBe(PROCTOR_USER_NOT_CREATED);
    expect(await statusOf(free.id)).toBeNull();
    const check = await client.get(`/api/exam/check/${remote.id('final')}?learnerProductId=${lp.id}`);
    expect(check.json().proctorStatus).toBe(PROCTOR_USER_NOT_CREATED);
    const site = await client.get(`/api/proctor/final-exam/proctorsite/${lp.id}`);
    expect(site.statusCode).toBe(409);
    expect(site.json()).toMatchObject({ code: PROCTOR_USER_NOT_CREATED, message: proctorUserNotCreatedMessage });

    const changed = await client.post('/api/account/change_password', { currentPassword: 'abcde', newPassword: 'abcdef' });
    expect(changed.statusCode).toBeLessThan(300);
    expect(await statusOf(lp.id)).toBeNull();
    expect((await client.get(`/api/proctor/final-exam/proctorsite/${lp.id}`)).json().code).not.toBe(PROCTOR_USER_NOT_CREATED);
  });

  it('leaves a learner with a long enough password, and other proctor statuses, alone', async () => {
    const { lp } = await examLearner(t, remote.productId);
    expect(await statusOf(lp.id)).toBeNull();
    const user = await createUser(t, { password: 'abcde' });
    const other = await enrol(user.id, remote.productId);
    await t.database.db.update(learnerProducts).set({ proctorStatus: 'ACTIVE' }).where(eq(learnerProducts.id, other.id));
    await new TestClient(t.app).signIn(user.login, 'abcde');
    expect(await statusOf(other.id)).toBe('ACTIVE');
  });
});
