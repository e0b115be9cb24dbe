import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailMessages } from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { LEARNER_DATA_READ } from './staff-read-hook.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(authorities: string[] = [Authority.AUTHENTICATED]) {
  const user = await createUser(t, { authorities });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

const readsBy = async (login: string) =>
  (
    await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, login), eq(auditEvents.type, LEARNER_DATA_READ)))
      .orderBy(auditEvents.id)
  ).map((a) => a.data);

describe("staff reads of a learner's record are audited (issue 25 item 8)", () => {
  it('records student-info, enrolment, person, time sheet, stored mail and assignment answers read by staff', async () => {
    const learner = await signedIn();
    const { lp } = await createLearnerProduct(t, learner.user.id);
    const [mail] = await t.database.db
      .insert(emailMessages)
      .values({
        kind: 'TEST',
        subject: 'Hello',
        fromAddress: 'no-reply@example.test',
        toAddress: learner.user.email,
        htmlText: '<p>x</p>',
        plainText: 'x',
        sentDate: t.clock.now(),
        redacted: false,
      })
      .returning();
    const admin = await signedIn([Authority.AUTHENTICATED, Authority.ADMIN]);
    const reads: [string, string][] = [
      [`/api/product/${lp.id}/student-info`, '/api/product/:lpId/student-info'],
      [`/api/admin/enrolments/${lp.id}`, '/api/admin/enrolments/:id'],
      [`/api/persons/${learner.user.login}`, '/api/persons/:login'],
      [`/api/admin/seat-time/${lp.id}/time-sheet.csv`, '/api/admin/seat-time/:lpId/time-sheet.csv'],
      [`/api/admin/email/${mail?.id}`, '/api/admin/email/:emailId'],
    ];
    for (const [url] of reads) expect((await admin.client.get(url)).statusCode, url).toBe(200);
    const search = await admin.client.post('/api/instructor/assignments/search', {});
    expect(search.statusCode).toBe(200);

    const rows = await readsBy(admin.user.login);
    expect(rows.map((r) => r.route)).toEqual([...reads.map(([, route]) => route), '/api/instructor/assignments/search']);
    expect(rows[0]).toEqual({ lpId: String(lp.id), method: 'GET', route: '/api/product/:lpId/student-info' });
    expect(rows[2]).toMatchObject({ login: learner.user.login });
  });

  it("records nothing for a learner's own reads, nor for a staff read that was refused", async () => {
    const learner = await signedIn();
    const { lp } = await createLearnerProduct(t, learner.user.id);
    expect((await learner.client.get(`/api/product/${lp.id}/student-info`)).statusCode).toBe(200);
    expect(await readsBy(learner.user.login)).toEqual([]);

    const admin = await signedIn([Authority.AUTHENTICATED, Authority.ADMIN]);
    expect((await admin.client.get('/api/admin/enrolments/2147483000')).statusCode).toBe(404);
    expect(await readsBy(admin.user.login)).toEqual([]);
  });

  it('records nothing for an administrator reading their own record: their own enrolment, person and course', async () => {
    const admin = await signedIn([Authority.AUTHENTICATED, Authority.ADMIN]);
    const { lp } = await createLearnerProduct(t, admin.user.id);
    const own = [
      `/api/product/${lp.id}/student-info`,
      `/api/product/${lp.id}`,
      `/api/admin/enrolments/${lp.id}`,
      `/api/persons/${admin.user.login}`,
      `/api/admin/seat-time/${lp.id}/time-sheet.csv`,
    ];
    for (const url of own) expect((await admin.client.get(url)).statusCode, url).toBe(200);
    expect(await readsBy(admin.user.login)).toEqual([]);

    // Another learner's record, and a list across learners, are still audited.
    const learner = await signedIn();
    const { lp: theirs } = await createLearnerProduct(t, learner.user.id);
    expect((await admin.client.get(`/api/product/${theirs.id}/student-info`)).statusCode).toBe(200);
    expect((await admin.client.post('/api/instructor/assignments/search', {})).statusCode).toBe(200);
    expect((await readsBy(admin.user.login)).map((r) => r.route)).toEqual([
      '/api/product/:lpId/student-info',
      '/api/instructor/assignments/search',
    ]);
  });
});
