import { Authority, TYPING_NOT_RECORDED, TYPING_PHRASES, type TypingPattern } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, productRules, typingEvidence, typingTemplates, users } from '../../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';
import { readTypingEvidence } from '../index.js';
import { syntheticTypist } from './testing/synthetic-typist.js';

let t: TestApp;
const PHRASE = TYPING_PHRASES[1] as string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function learner() {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

const pad = (id: number) => String(id).padStart(6, '0');
const pattern = (events: TypingPattern['events'], device: 'desktop' | 'mobile' = 'desktop'): TypingPattern => ({
  textId: 1,
  device,
  events,
});

describe('typing-pattern calls (000 §7)', () => {
  it('enrols with two entries, then verifies: the genuine typist passes, an impostor fails', async () => {
    const me = await learner();
    const typist = syntheticTypist(101, PHRASE);
    const check = await me.client.get(`/api/thirdpartyauthentication/checkuser/${pad(me.user.id)}/1/1`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ count: 0, mobilecount: 0, templates: [] });

    const saved = await me.client.post(`/api/thirdpartyauthentication/save/${pad(me.user.id)}`, [
      pattern(typist(1)),
      pattern(typist(2)),
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ count: 2, mobilecount: 0 });
    const [row] = await t.database.db.select().from(typingTemplates).where(eq(typingTemplates.userId, me.user.id));
    expect(row?.enrolments).toBe(2);
    // Sealed at rest: no key name or timing in clear.
    expect(row?.sealedSamples).not.toContain('"down"');
    expect(row?.sealedSamples.startsWith('v1.')).toBe(true);

    const genuine = await me.client.post(`/api/thirdpartyauthentication/verify/${pad(me.user.id)}`, {
      typingPattern: pattern(typist(3)),
      quality: 100,
    });
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toMatchObject({ passed: true, failures: 0, logout: false });
    expect(genuine.json().net_score).toBeGreaterThanOrEqual(50);

    const impostor = syntheticTypist(202, PHRASE);
    const other = await me.client.post(`/api/thirdpartyauthentication/verify/${me.user.id}`, {
      typingPattern: pattern(impostor(1)),
      quality: 100,
    });
    expect(other.json()).toMatchObject({ passed: false, failures: 1, logout: false });
    expect(other.json().net_score).toBeLessThan(50);

    const evidence = await readTypingEvidence(t.database.db, me.user.id);
    expect(evidence).toMatchObject({ enrolled: true, lastResult: 'FAIL', failures: 1 });
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.principal, me.user.login));
    expect(audits.map((a) => a.type)).toEqual(
      expect.arrayContaining(['TYPING_PATTERN_ENROLLED', 'TYPING_PATTERN_PASSED', 'TYPING_PATTERN_FAILED']),
    );
    // A second enrolment cannot overwrite the template.
    const again = await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [pattern(impostor(2))]);
    expect(again.statusCode).toBe(409);
  });

  it('counts mobile enrolments apart; verify before enrolling is 409', async () => {
    const me = await learner();
    const typist = syntheticTypist(303, PHRASE);
    await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [pattern(typist(1), 'mobile')]);
    const check = await me.client.get(`/api/thirdpartyauthentication/checkuser/${me.user.id}/1/1`);
    expect(check.json()).toMatchObject({ count: 0, mobilecount: 1 });
    const early = await me.client.post(`/api/thirdpartyauthentication/verify/${me.user.id}`, {
      typingPattern: pattern(typist(2), 'mobile'),
      quality: 90,
    });
    expect(early.statusCode).toBe(409);
  });

  it('the third failure since the last pass ends the session (logout signal)', async () => {
    const me = await learner();
    const typist = syntheticTypist(404, PHRASE);
    const impostor = syntheticTypist(505, PHRASE);
    await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [pattern(typist(1)), pattern(typist(2))]);
    const verify = (n: number) =>
      me.client.post(`/api/thirdpartyauthentication/verify/${me.user.id}`, { typingPattern: pattern(impostor(n)), quality: 100 });
    expect((await verify(1)).json()).toMatchObject({ failures: 1, logout: false });
    expect((await verify(2)).json()).toMatchObject({ failures: 2, logout: false });
    const third = await verify(3);
    expect(third.json()).toMatchObject({ passed: false, failures: 3, logout: true });
    // The session is gone: the next call is not authenticated.
    expect((await me.client.get(`/api/thirdpartyauthentication/checkuser/${me.user.id}/1/1`)).statusCode).toBe(401);
  });

  it("the course's SC_STUDENT_AUTHENTICATION_THRESHOLD decides the pass", async () => {
    const me = await learner();
    const { product, lp } = await createLearnerProduct(t, me.user.id);
    await t.database.db
      .insert(productRules)
      .values({ productId: product.id, key: 'SC_STUDENT_AUTHENTICATION_THRESHOLD', value: '100' });
    const typist = syntheticTypist(606, PHRASE);
    await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [pattern(typist(1)), pattern(typist(2))]);
    const res = await me.client.post(`/api/thirdpartyauthentication/verify/${me.user.id}`, {
      typingPattern: pattern(typist(3)),
      quality: 100,
      learnerProductId: lp.id,
    });
    expect(res.json().net_score).toBeLessThan(100);
    expect(res.json().passed).toBe(false);
  });

  it('a pass at a low course threshold does not pull the template towards the one who passed', async () => {
    const me = await learner();
    const { product, lp } = await createLearnerProduct(t, me.user.id);
    await t.database.db
      .insert(productRules)
      .values({ productId: product.id, key: 'SC_STUDENT_AUTHENTICATION_THRESHOLD', value: '0' });
    const typist = syntheticTypist(1001, PHRASE);
    const impostor = syntheticTypist(1002, PHRASE);
    await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [pattern(typist(1)), pattern(typist(2))]);
    const sealed = async () =>
      (await t.database.db.select().from(typingTemplates).where(eq(typingTemplates.userId, me.user.id)))[0]?.sealedSamples;
    const before = await sealed();
    const res = await me.client.post(`/api/thirdpartyauthentication/verify/${me.user.id}`, {
      typingPattern: pattern(impostor(1)),
      quality: 100,
      learnerProductId: lp.id,
    });
    expect(res.json()).toMatchObject({ passed: true });
    expect(res.json().net_score).toBeLessThan(50);
    expect(await sealed()).toBe(before);
    // The genuine typist's close pass does join it.
    await me.client.post(`/api/thirdpartyauthentication/verify/${me.user.id}`, {
      typingPattern: pattern(typist(3)),
      quality: 100,
    });
    expect(await sealed()).not.toBe(before);
  });

  it("another user's id, or another learner's product, is 404; no session is 401", async () => {
    const a = await learner();
    const b = await learner();
    const typist = syntheticTypist(707, PHRASE);
    const { lp } = await createLearnerProduct(t, a.user.id);
    expect((await b.client.get(`/api/thirdpartyauthentication/checkuser/${a.user.id}/1/1`)).statusCode).toBe(404);
    expect((await b.client.post(`/api/thirdpartyauthentication/save/${a.user.id}`, [pattern(typist(1))])).statusCode).toBe(404);
    const verify = { typingPattern: pattern(typist(1)), quality: 100 };
    expect((await b.client.post(`/api/thirdpartyauthentication/verify/${a.user.id}`, verify)).statusCode).toBe(404);
    await b.client.post(`/api/thirdpartyauthentication/save/${b.user.id}`, [pattern(typist(1)), pattern(typist(2))]);
    const onA = await b.client.post(`/api/thirdpartyauthentication/verify/${b.user.id}`, { ...verify, learnerProductId: lp.id });
    expect(onA.statusCode).toBe(404);
    const rows = await t.database.db.select().from(typingTemplates).where(eq(typingTemplates.userId, a.user.id));
    expect(rows).toEqual([]);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/thirdpartyauthentication/checkuser/${a.user.id}/1/1`)).statusCode).toBe(401);
  });

  it('400 naming the field: text not typed, bad times, unknown phrase, bad ids', async () => {
    const me = await learner();
    const typist = syntheticTypist(808, PHRASE);
    const wrongText = [...'hello world'].map((key, i) => ({ key, down: i * 100, up: i * 100 + 50 }));
    const res = await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [pattern(wrongText)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TYPING_NOT_RECORDED);
    const backwards = typist(1).map((e, i) => (i === 0 ? { ...e, up: e.down - 1 } : e));
    const bad = await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [pattern(backwards)]);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('up must not be before down');
    const phrase = await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [
      { ...pattern(typist(1)), textId: 99 },
    ]);
    expect(JSON.stringify(phrase.json())).toContain('textId is not a known phrase');
    expect((await me.client.get('/api/thirdpartyauthentication/checkuser/99999999999/1/1')).statusCode).toBe(400);
    const quality = await me.client.post(`/api/thirdpartyauthentication/verify/${me.user.id}`, {
      typingPattern: pattern(typist(1)),
      quality: 101,
    });
    expect(JSON.stringify(quality.json())).toContain('quality must be at most 100');
  });

  it('templates and evidence are deleted with the account', async () => {
    const me = await learner();
    const typist = syntheticTypist(909, PHRASE);
    await me.client.post(`/api/thirdpartyauthentication/save/${me.user.id}`, [pattern(typist(1)), pattern(typist(2))]);
    await me.client.post(`/api/thirdpartyauthentication/verify/${me.user.id}`, {
      typingPattern: pattern(typist(3)),
      quality: 100,
    });
    await t.database.db.delete(users).where(eq(users.id, me.user.id));
    const left = await t.database.db
      .select()
      .from(typingTemplates)
      .where(and(eq(typingTemplates.userId, me.user.id), eq(typingTemplates.textId, 1)));
    expect(left).toEqual([]);
    expect(await t.database.db.select().from(typingEvidence).where(eq(typingEvidence.userId, me.user.id))).toEqual([]);
  });
});
