import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerNodeStatus, products } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { learnerWithGatedFinal } from '../exam-gates/testing/gates-fixture.js';
import { launchSignature, makeCipher } from './cipher.js';

const SITE_SECRET = 'shared-secret-with-the-proctoring-site-0123';
const SITE_URL = 'https://proctor.example.test/launch?partner=continuum';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ proctorSiteSecret: SITE_SECRET, proctorSiteUrl: SITE_URL, publicUrl: 'https://learn.example.test' });
});
afterAll(() => t.close());

/** A learner in a remote-proctored copy of the fixture course whose final exam is open. */
async function remoteLearner(options: { proctorType?: string; finalOpen?: boolean; rules?: Record<string, string> } = {}) {
  const f = await learnerWithGatedFinal(t, { rules: options.rules ?? {} });
  await t.database.db
    .update(products)
    .set({ proctorType: options.proctorType ?? 'REMOTE' })
    .where(eq(products.id, f.productId));
  if (options.finalOpen !== false) {
    // Everything required before the final, recorded as the lesson and exam flows record it.
    const now = t.clock.now();
    for (const key of ['intro', 'unit/intro', 'unit/a', 'unit-exam', 'review', 'live/qa']) {
      await t.database.db.insert(learnerNodeStatus).values({
        learnerProductId: f.lp.id,
        nodeId: f.id(key),
        status: 'COMPLETE',
        startedAt: now,
        completedAt: now,
        lastVisitedAt: now,
      });
    }
  }
  return f;
}

describe('GET api/proctor/final-exam/proctorsite/eligibility/{learnerProductId}', () => {
  it('is eligible when the course is remote-proctored, a site is set and the final exam is open', async () => {
    const { lp, client } = await remoteLearner();
    const res = await client.get(`/api/proctor/final-exam/proctorsite/eligibility/${lp.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eligible: true, reason: null, proctorType: 'REMOTE' });
  });

  it.each([
    ['a proctor-free course', { proctorType: 'PROCTOR_FREE' }, 'NOT_REMOTE_PROCTORED'],
    ['a locked final exam', { finalOpen: false }, 'FINAL_EXAM_LOCKED'],
  ])('names the reason for %s', async (_name, options, reason) => {
    const { lp, client } = await remoteLearner(options);
    expect((await client.get(`/api/proctor/final-exam/proctorsite/eligibility/${lp.id}`)).json()).toMatchObject({
      eligible: false,
      reason,
    });
  });

  it('reports a completed final exam from the recorded facts', async () => {
    const { lp, client, finalId } = await remoteLearner();
    const now = t.clock.now();
    await t.database.db.insert(learnerNodeStatus).values({
      learnerProductId: lp.id,
      nodeId: finalId,
      status: 'COMPLETE',
      startedAt: now,
      completedAt: now,
      lastVisitedAt: now,
    });
    expect((await client.get(`/api/proctor/final-exam/proctorsite/eligibility/${lp.id}`)).json()).toMatchObject({
      eligible: false,
      reason: 'FINAL_EXAM_COMPLETE',
    });
  });

  it('answers 401 without a session, 404 for another learner, 400 naming learnerProductId', async () => {
    const a = await remoteLearner();
    const b = await remoteLearner();
    expect((await new TestClient(t.app).get(`/api/proctor/final-exam/proctorsite/eligibility/${a.lp.id}`)).statusCode).toBe(401);
    expect((await a.client.get(`/api/proctor/final-exam/proctorsite/eligibility/${b.lp.id}`)).statusCode).toBe(404);
    const bad = await a.client.get('/api/proctor/final-exam/proctorsite/eligibility/none');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('learnerProductId');
  });
});

describe('GET api/proctor/final-exam/proctorsite/{learnerProductId}', () => {
  it('replies the signed launch link with the way back to the final exam', async () => {
    const { lp, client, finalId } = await remoteLearner();
    const res = await client.get(`/api/proctor/final-exam/proctorsite/${lp.id}`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://proctor.example.test/launch');
    expect(url.searchParams.get('partner')).toBe('continuum');
    expect(url.searchParams.get('learnerProductId')).toBe(String(lp.id));
    const ts = Number(url.searchParams.get('ts'));
    expect(ts).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(url.searchParams.get('signature')).toBe(launchSignature(SITE_SECRET, lp.id, ts));
    expect(url.searchParams.get('returnUrl')).toBe(`https://learn.example.test/lp/${lp.id}/lc/${finalId}`);
  });

  it('prefers the course’s SC_PROCTOR_PROCTOR_SITE_URL rule', async () => {
    const f = await remoteLearner({ rules: { SC_PROCTOR_PROCTOR_SITE_URL: 'https://other-proctor.example.test/go' } });
    const res = await f.client.get(`/api/proctor/final-exam/proctorsite/${f.lp.id}`);
    expect(new URL(res.json().url).host).toBe('other-proctor.example.test');
  });

  it('treats a course rule that is not a web address as no site (409, never a 500)', async () => {
    const f = await remoteLearner({ rules: { SC_PROCTOR_PROCTOR_SITE_URL: 'not a url' } });
    const res = await f.client.get(`/api/proctor/final-exam/proctorsite/${f.lp.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No proctoring site is configured for this course.');
  });

  it('answers 409 with the reason when not eligible, 404 for another learner, 401 without a session', async () => {
    const a = await remoteLearner({ proctorType: 'PROCTOR_FREE' });
    const b = await remoteLearner();
    const res = await a.client.get(`/api/proctor/final-exam/proctorsite/${a.lp.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROCTOR_SITE_NOT_ELIGIBLE',
      message: 'This course does not use the remote proctoring site.',
    });
    expect((await a.client.get(`/api/proctor/final-exam/proctorsite/${b.lp.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/proctor/final-exam/proctorsite/${b.lp.id}`)).statusCode).toBe(401);
  });
});

describe('GET auth/checkCipher', () => {
  it('is true for a fresh cipher of the site for this learner product, false when stale or for another', async () => {
    const { lp, client } = await remoteLearner();
    const cipher = makeCipher(SITE_SECRET, lp.id, t.clock.now());
    const check = (c: string, id = lp.id) =>
      client.get(`/auth/checkCipher?cipher=${encodeURIComponent(c)}&learnerProductId=${id}`);
    const ok = await check(cipher);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toBe(true);
    expect((await check(makeCipher('not-the-shared-secret-at-all-000000', lp.id, t.clock.now()))).json()).toBe(false);
    expect((await check(makeCipher(SITE_SECRET, lp.id + 100_000, t.clock.now()))).json()).toBe(false);
    t.clock.advance(31 * 60_000);
    expect((await check(cipher)).json()).toBe(false);
  });

  it('answers 400 naming cipher, 404 for another learner’s product, 401 without a session', async () => {
    const a = await remoteLearner();
    const b = await remoteLearner();
    const missing = await a.client.get(`/auth/checkCipher?learnerProductId=${a.lp.id}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors[0].field).toBe('cipher');
    const cipher = makeCipher(SITE_SECRET, b.lp.id, t.clock.now());
    expect((await a.client.get(`/auth/checkCipher?cipher=${cipher}&learnerProductId=${b.lp.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/auth/checkCipher?cipher=${cipher}&learnerProductId=${b.lp.id}`)).statusCode).toBe(
      401,
    );
  });
});
