import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { appWithAdmin, creditSeatTime, enrolledLearner, exemptNode } from '../../test/enrolled-learner.js';
import { type TestApp, type TestClient, unique } from '../../test/harness.js';
import { recordFact } from '../progression/index.js';

/**
 * Issue 25 item 3: the course's minimum time and its final exam are checked at completion, on the server, whatever
 * path led there; an administrator's exemption satisfies neither.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t.close());

/** A learner in an 8-hour course of one page and a final exam. */
async function learner(files: Record<string, string> = {}) {
  const course = await enrolledLearner(t, {
    'course.yaml': `code: ${unique('M').toUpperCase()}\ntitle: Eight Hours\ntype: COURSE\nminimumRequiredMinutes: 480\naccount:\n  name: Academy\n`,
    'nodes/01-page.yaml': 'key: page\ntype: KEY_POINTS\ntitle: Page\n',
    'nodes/02-final.yaml': 'key: final\ntype: EXAM\ntitle: Final Exam\nmetadata:\n  EXAM_TYPE: FINAL\n',
    ...files,
  });
  const { user, client, lpId } = course;
  const credit = (minutes: number) =>
    creditSeatTime(t, { learnerProductId: lpId, userId: user.id, nodeId: course.id('page'), ms: minutes * 60_000 });
  const exempt = (key: string) => exemptNode(admin, lpId, course.id(key));
  const complete = () => client.post(`/app/progression/completeProduct/${lpId}/COMPLETE`);
  const status = async () => (await client.get(`/api/completion/${lpId}`)).json();
  return { client, lpId, id: course.id, credit, exempt, complete, status };
}

const storedStatus = async (lpId: number) =>
  (await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lpId)))[0]?.status;

describe('completion requirements (issue 25 item 3)', () => {
  it('exempting everything completes neither the minimum time nor the final exam', async () => {
    const me = await learner();
    expect((await me.exempt('page')).statusCode).toBe(200);
    expect((await me.exempt('final')).statusCode).toBe(200);
    await me.credit(1); // 0.02 hours

    expect(await me.status()).toMatchObject({ step: 'MIN_COURSE_TIME_NOT_MET', minimumTimeRemainingMinutes: 479 });
    // The course home says so, with nothing to select.
    const home = (await me.client.get(`/api/product/${me.lpId}/state`)).json();
    expect(home).toMatchObject({ courseNextStep: null, courseMessage: { key: 'minimumTimeNotMet', values: { minutes: '479' } } });
    const refused = await me.complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MIN_COURSE_TIME_NOT_MET');
    expect(await storedStatus(me.lpId)).toBe('IN_PROGRESS');
    // No certificate for a product that is not complete.
    expect((await me.client.get(`/api/certificate/${me.lpId}`)).statusCode).toBeGreaterThanOrEqual(400);

    await me.credit(479);
    expect((await me.status()).step).toBe('FINAL_EXAM_REQUIRED');
    const noFinal = await me.complete();
    expect(noFinal.statusCode).toBe(409);
    expect(noFinal.json().code).toBe('FINAL_EXAM_REQUIRED');

    await recordFact(t.database.db, me.lpId, me.id('final'), 'COMPLETE', t.clock.now());
    expect((await me.status()).step).toBe('READY');
    expect((await me.complete()).statusCode).toBe(200);
    expect(await storedStatus(me.lpId)).toBe('COMPLETE');
  });

  it('a course without a minimum time or a final exam completes as before', async () => {
    const course = await enrolledLearner(t, {
      'course.yaml': `code: ${unique('M').toUpperCase()}\ntitle: Short\ntype: COURSE\naccount:\n  name: Academy\n`,
      'nodes/01-page.yaml': 'key: page\ntype: KEY_POINTS\ntitle: Page\n',
      'nodes/02-quiz.yaml': 'key: quiz\ntype: EXAM\ntitle: Quiz\nmetadata:\n  EXAM_TYPE: UNIT\n',
    });
    await recordFact(t.database.db, course.lp.id, course.id('page'), 'COMPLETE', t.clock.now());
    await recordFact(t.database.db, course.lp.id, course.id('quiz'), 'COMPLETE', t.clock.now());
    const status = (await course.client.get(`/api/completion/${course.lp.id}`)).json();
    expect(status).toMatchObject({ step: 'READY', minimumTimeRemainingMinutes: null });
  });
});
