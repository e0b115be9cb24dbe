import { Authority } from '@continuum/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCoursePackage } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { bindProfile, installProfiles, sourced, testProfile } from './test-profiles.js';

/**
 * Device refusal (issue 27, decision 0194): a course bound to a profile that refuses phones and tablets answers 409
 * DEVICE_NOT_ALLOWED (a course gate) to a learner's request from one (its user agent or its Sec-CH-UA-Mobile hint says so), on every
 * route of that learner product; a desktop browser, and a course bound to no such profile, go on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  installProfiles(t, [testProfile('test-devices', { devices: { phonesAndTabletsRefused: sourced(true) } })]);
});
afterAll(() => t.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

async function learner(profileId: string | null) {
  const user = await createUser(t);
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const course = await importCoursePackage(t, user.id, {
    'course.yaml': `code: ${unique('M').toUpperCase()}\ntitle: Desk only\ntype: COURSE\naccount:\n  name: Academy\n`,
    'nodes/01-page.yaml': 'key: page\ntype: KEY_POINTS\ntitle: Page\n',
  });
  if (profileId) await bindProfile(t, course.productId, profileId);
  const lpId = course.lp.id;
  const get = (url: string, headers: Record<string, string>) => client.request({ method: 'GET', url, headers });
  return { lpId, get, course, productId: course.productId };
}

/** Binds a product to one version of a shipped profile through the administrators' API. */
async function bindVersion(productId: number, profileId: string, profileVersion: number) {
  const a = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  const admin = new TestClient(t.app);
  await admin.signIn(a.login, a.password);
  const res = await admin.request({
    method: 'PUT',
    url: `/api/admin/products/${productId}/compliance-bindings`,
    payload: { bindings: [{ profileId, profileVersion, approvalNumber: 'N-1', approvalExpiresOn: null, creditHours: 1 }] },
  });
  expect(res.statusCode).toBe(200);
}

describe('phones and tablets refused by a bound profile', () => {
  it('a phone, an Android tablet and a browser saying Sec-CH-UA-Mobile ?1 are refused on the course’s routes', async () => {
    const me = await learner('test-devices');
    const devices: Record<string, string>[] = [
      { 'user-agent': IPHONE },
      { 'user-agent': ANDROID_TABLET },
      { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' },
    ];
    for (const headers of devices) {
      for (const url of [`/api/product/${me.lpId}/state`, `/api/product/${me.lpId}/${me.course.id('page')}/key-points`]) {
        const res = await me.get(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(409);
        expect(res.json().code).toBe('DEVICE_NOT_ALLOWED');
      }
    }
    expect((await me.get(`/api/product/${me.lpId}/state`, { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' })).statusCode).toBe(
      200,
    );
  });

  it('a course bound to no such profile, or to NMLS version 2 (before the cited value), serves a phone', async () => {
    const none = await learner(null);
    expect((await none.get(`/api/product/${none.lpId}/state`, { 'user-agent': IPHONE })).statusCode).toBe(200);
    const nmls2 = await learner(null);
    await bindVersion(nmls2.productId, 'nmls-ce-online-self-study', 2);
    expect((await nmls2.get(`/api/product/${nmls2.lpId}/state`, { 'user-agent': IPHONE })).statusCode).toBe(200);
  });

  it('NMLS version 3 (desktop and laptop only, cited) refuses a phone and serves a desktop', async () => {
    const me = await learner(null);
    await bindVersion(me.productId, 'nmls-ce-online-self-study', 3);
    const phone = await me.get(`/api/product/${me.lpId}/state`, { 'user-agent': IPHONE });
    expect([phone.statusCode, phone.json().code]).toEqual([409, 'DEVICE_NOT_ALLOWED']);
    expect((await me.get(`/api/product/${me.lpId}/state`, { 'user-agent': DESKTOP })).statusCode).toBe(200);
  });
});
