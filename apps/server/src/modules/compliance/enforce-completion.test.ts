import { Authority } from '@continuum/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCoursePackage } from '../../test/course-fixture.js';
import { creditSeatTime } from '../../test/enrolled-learner.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { installProfiles, sourced, testProfile } from './test-profiles.js';

/**
 * An administrator's exemption never takes a learner below a bound profile's minimum time or past its required final
 * (decision 0133), even where the course itself asks for neither.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  installProfiles(t, [testProfile('test-final-required', { finalExam: { required: sourced(true) } })]);
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(() => t.close());

/** A course with no minimum time of its own, one page and (optionally) an optional final, bound to a profile. */
async function learner(profileId: string | null, creditHours: number, withFinal: boolean) {
  const user = await createUser(t);
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const course = await importCoursePackage(t, user.id, {
    'course.yaml': `code: ${unique('Q').toUpperCase()}\ntitle: Regulated\ntype: COURSE\naccount:\n  name: Academy\n`,
    'nodes/01-page.yaml': 'key: page\ntype: KEY_POINTS\ntitle: Page\n',
    ...(withFinal
      ? { 'nodes/02-final.yaml': 'key: final\ntype: EXAM\ntitle: Final Exam\nmetadata:\n  EXAM_TYPE: FINAL\n  OPTIONAL: yes\n' }
      : {}),
  });
  if (profileId) {
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${course.productId}/compliance-bindings`,
      payload: { bindings: [{ profileId, profileVersion: 1, approvalNumber: 'A-1', approvalExpiresOn: null, creditHours }] },
    });
    expect(res.statusCode).toBe(200);
  }
  const lpId = course.lp.id;
  const credit = (minutes: number) =>
    creditSeatTime(t, { learnerProductId: lpId, userId: user.id, nodeId: course.id('page'), ms: minutes * 60_000 });
  const exempt = (key: string) =>
    admin.post(`/api/admin/enrolments/${lpId}/exempt`, { nodeId: course.id(key), reason: 'Prior learning' });
  const complete = () => client.post(`/app/progression/completeProduct/${lpId}/COMPLETE`);
  const status = async () => (await client.get(`/api/completion/${lpId}`)).json();
  return { credit, exempt, complete, status };
}

describe('exemptions never go below a bound profile', () => {
  it('NMLS: 2 credit hours need 100 minutes credited, though the course sets no minimum and the page is exempt', async () => {
    const me = await learner('nmls-ce-online-self-study', 2, false);
    expect((await me.exempt('page')).statusCode).toBe(200);
    await me.credit(30);
    expect(await me.status()).toMatchObject({ step: 'MIN_COURSE_TIME_NOT_MET', minimumTimeRemainingMinutes: 70 });
    const refused = await me.complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MIN_COURSE_TIME_NOT_MET');
    await me.credit(70);
    expect((await me.status()).step).toBe('READY');
    expect((await me.complete()).statusCode).toBe(200);
  });

  it('without a bound profile the same course completes on its own rules (no minimum)', async () => {
    const me = await learner(null, 2, false);
    expect((await me.exempt('page')).statusCode).toBe(200);
    expect((await me.status()).step).toBe('READY');
  });

  it('a profile’s required final: an exempt optional final does not stand for it, and a course without one cannot complete', async () => {
    const me = await learner('test-final-required', 1, true);
    expect((await me.exempt('page')).statusCode).toBe(200);
    expect((await me.exempt('final')).statusCode).toBe(200);
    expect((await me.status()).step).toBe('FINAL_EXAM_REQUIRED');
    const refused = await me.complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FINAL_EXAM_REQUIRED');

    const none = await learner('test-final-required', 1, false);
    expect((await none.exempt('page')).statusCode).toBe(200);
    expect((await none.status()).step).toBe('FINAL_EXAM_REQUIRED');
  });
});
