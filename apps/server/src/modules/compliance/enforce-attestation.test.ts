import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affidavitAcceptances } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { bindProfile, installProfiles, sourced, testProfile } from './test-profiles.js';

/**
 * The rules-of-conduct attestation at the start of every course a bound profile asks it for (decision 0179): the
 * profile's text and version, the course closed until accepted, the acceptance stored with that version and time.
 * A test profile: no shipped profile carries a cited attestation text yet (NMLS's is null, its check UNKNOWN).
 */
const TEXT = 'Test rules of conduct: I am the enrolled learner and I will complete this course myself.';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  installProfiles(t, [
    testProfile('test-attest', {
      attestation: sourced({ text: TEXT, version: 'RoC-2026-1', where: ['COURSE_START'], reportingBlockedUntilSigned: false }),
    }),
  ]);
});
afterAll(() => t.close());

async function learner(profileId: string | null) {
  const user = await createUser(t);
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const course = await importCoursePackage(t, user.id, {
    'course.yaml': `code: ${unique('R').toUpperCase()}\ntitle: Conduct\ntype: COURSE\naccount:\n  name: Academy\n`,
    'nodes/01-page.yaml': 'key: page\ntype: KEY_POINTS\ntitle: Page\n',
  });
  if (profileId) await bindProfile(t, course.productId, profileId);
  const lpId = course.lp.id;
  return { client, lpId, state: async () => (await client.get(`/api/product/${lpId}/state`)).json() };
}

describe('rules-of-conduct attestation from the bound profile', () => {
  it('closes the course until the profile’s text is accepted, and stores that text’s version with the time', async () => {
    const me = await learner('test-attest');
    const before = await me.state();
    expect(before.courseNextStep).toMatchObject({ type: 'ORIENTATION' });
    expect(before.courseMessage).toEqual({ key: 'orientationRequired', values: {} });
    const shown = (await me.client.get(`/api/affidavit/acceptOrientation/${me.lpId}`)).json();
    expect(shown).toMatchObject({ text: TEXT, version: 'RoC-2026-1', accepted: false });
    const accepted = (await me.client.get(`/api/affidavit/acceptOrientation/${me.lpId}?accept=true`)).json();
    expect(accepted).toMatchObject({ accepted: true, version: 'RoC-2026-1', acceptedAt: t.clock.now().toISOString() });
    const rows = await t.database.db
      .select()
      .from(affidavitAcceptances)
      .where(eq(affidavitAcceptances.learnerProductId, me.lpId));
    expect(rows.map((r) => [r.kind, r.textVersion, r.textBody])).toEqual([['ORIENTATION', 'RoC-2026-1', TEXT]]);
    expect((await me.state()).courseNextStep.type).not.toBe('ORIENTATION');
  });

  it('asks nothing of a course bound to no profile that asks for it (its check stays UNKNOWN, no text invented)', async () => {
    const me = await learner(null);
    expect((await me.state()).courseNextStep.type).not.toBe('ORIENTATION');
    const nmls = await learner('nmls-ce-online-self-study');
    expect((await nmls.state()).courseNextStep.type).not.toBe('ORIENTATION');
  });
});
