import { Authority, identityEvidenceRecord, TYPING_PHRASES, type TypingPattern } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts } from '../../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';
import { syntheticTypist } from '../typing/testing/synthetic-typist.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(authorities: string[]) {
  const user = await createUser(t, { authorities });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

const pad = (id: number) => String(id).padStart(6, '0');
const pattern = (events: TypingPattern['events']): TypingPattern => ({ textId: 1, device: 'desktop', events });

describe('GET api/admin/identity-evidence/{lpId} (decision 0097)', () => {
  it('gives staff the stable record (typing, signature, photo ID, security questions) and audits the read', async () => {
    const learner = await signedIn([Authority.AUTHENTICATED]);
    const { lp } = await createLearnerProduct(t, learner.user.id, 'Mortgage Ethics');
    await t.database.db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, lp.id));
    const typist = syntheticTypist(808, TYPING_PHRASES[1] as string);
    await learner.client.post(`/api/thirdpartyauthentication/save/${pad(learner.user.id)}`, [
      pattern(typist(1)),
      pattern(typist(2)),
    ]);
    t.clock.advance(1000);
    const verified = await learner.client.post(`/api/thirdpartyauthentication/verify/${pad(learner.user.id)}`, {
      typingPattern: pattern(typist(3)),
      quality: 100,
    });
    expect(verified.json().passed).toBe(true);

    const admin = await signedIn([Authority.AUTHENTICATED, Authority.ADMIN]);
    const res = await admin.client.get(`/api/admin/identity-evidence/${lp.id}`);
    expect(res.statusCode).toBe(200);
    const record = identityEvidenceRecord.parse(res.json());
    expect(record).toMatchObject({
      version: 1,
      learnerProductId: lp.id,
      userId: learner.user.id,
      login: learner.user.login,
      courseTitle: 'Mortgage Ethics',
      requirements: { typing: true, signature: false, photoId: false },
      typing: { enrolled: true, lastResult: 'PASS', failures: 0, lastVerifiedAt: t.clock.now().toISOString() },
      signature: { enrolled: false, lastResult: null, lastAt: null, lastPurpose: null },
      photoId: { submitted: false, submittedAt: null },
      securityQuestions: { answered: 0, lastAnsweredAt: null },
    });
    expect(record.typing.lastScore).toBeGreaterThanOrEqual(50);

    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, admin.user.login), eq(auditEvents.type, 'IDENTITY_EVIDENCE_READ')));
    expect(rows.map((r) => r.data)).toEqual([{ learnerProductId: String(lp.id) }]);
  });

  it('refuses learners (their own lp and another one), answers 404 for no such lp, 400 naming a bad id, 401 signed out', async () => {
    const learner = await signedIn([Authority.AUTHENTICATED]);
    const { lp } = await createLearnerProduct(t, learner.user.id);
    const other = await signedIn([Authority.AUTHENTICATED]);
    expect((await learner.client.get(`/api/admin/identity-evidence/${lp.id}`)).statusCode).toBe(403);
    expect((await other.client.get(`/api/admin/identity-evidence/${lp.id}`)).statusCode).toBe(403);
    const admin = await signedIn([Authority.AUTHENTICATED, Authority.ADMIN]);
    expect((await admin.client.get('/api/admin/identity-evidence/2147483000')).statusCode).toBe(404);
    const bad = await admin.client.get('/api/admin/identity-evidence/99999999999');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('lpId');
    expect((await new TestClient(t.app).get(`/api/admin/identity-evidence/${lp.id}`)).statusCode).toBe(401);
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, learner.user.login), eq(auditEvents.type, 'IDENTITY_EVIDENCE_READ')));
    expect(reads).toEqual([]);
  });
});
