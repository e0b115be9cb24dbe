import { Authority, TYPING_PHRASES, type TypingPattern } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { genuineOf, rngOf, writerOf } from '../identity/biosig/synthetic.js';
import { syntheticTypist } from '../identity/typing/testing/synthetic-typist.js';

let t: TestApp;
const PHRASE = TYPING_PHRASES[1] as string;
const rng = rngOf(97);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function course(flags: { authRequired?: boolean; biosigRequired?: boolean }) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const c = await importFixtureCourse(t, user.id);
  await t.database.db.update(learnerProducts).set(flags).where(eq(learnerProducts.id, c.lp.id));
  const { nodeId } = (await client.get(`/api/progression/startProduct/${c.lp.id}`)).json();
  const enter = () => client.post(`/api/progression/start/${c.lp.id}-${nodeId}`);
  return { user, client, lpId: c.lp.id, enter };
}

const pad = (id: number) => String(id).padStart(6, '0');
const pattern = (events: TypingPattern['events']): TypingPattern => ({ textId: 1, device: 'desktop', events });

describe('server-side course-entry identity gates (decision 0097)', () => {
  it('authRequired: 409 TYPING_CHECK_REQUIRED before, 200 after enrolment, again after the window, 200 after a pass', async () => {
    const me = await course({ authRequired: true });
    const refused = await me.enter();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TYPING_CHECK_REQUIRED');
    const typist = syntheticTypist(303, PHRASE);
    const saved = await me.client.post(`/api/thirdpartyauthentication/save/${pad(me.user.id)}`, [
      pattern(typist(1)),
      pattern(typist(2)),
    ]);
    expect(saved.statusCode).toBe(200);
    expect((await me.enter()).statusCode).toBe(200);

    t.clock.advance(13 * 3_600_000);
    await me.client.signIn(me.user.login, me.user.password);
    expect((await me.enter()).json().code).toBe('TYPING_CHECK_REQUIRED');
    const verified = await me.client.post(`/api/thirdpartyauthentication/verify/${pad(me.user.id)}`, {
      typingPattern: pattern(typist(3)),
      quality: 100,
    });
    expect(verified.json()).toMatchObject({ passed: true });
    expect((await me.enter()).statusCode).toBe(200);
  });

  it('a failed typing check closes the course again', async () => {
    const me = await course({ authRequired: true });
    const typist = syntheticTypist(404, PHRASE);
    await me.client.post(`/api/thirdpartyauthentication/save/${pad(me.user.id)}`, [pattern(typist(1)), pattern(typist(2))]);
    expect((await me.enter()).statusCode).toBe(200);
    t.clock.advance(60_000);
    const impostor = syntheticTypist(505, PHRASE);
    const failed = await me.client.post(`/api/thirdpartyauthentication/verify/${pad(me.user.id)}`, {
      typingPattern: pattern(impostor(1)),
      quality: 100,
    });
    expect(failed.json()).toMatchObject({ passed: false });
    expect((await me.enter()).json().code).toBe('TYPING_CHECK_REQUIRED');
  });

  it('biosigRequired: 409 BIOSIG_CHECK_REQUIRED before, 200 after a passed signature check', async () => {
    const me = await course({ biosigRequired: true });
    const refused = await me.enter();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BIOSIG_CHECK_REQUIRED');
    const writer = writerOf(rng, 'pen');
    const { biosigCallbackId: id } = (await me.client.post(`/api/biosigid/${me.lpId}/init`, {})).json();
    for (let i = 0; i < 3; i++) {
      const res = await me.client.post(`/api/biosigid/session/${id}/sample`, { sample: genuineOf(rng, writer) });
      expect(res.statusCode).toBe(200);
    }
    expect((await me.client.get(`/api/biosigid/response/${id}`)).body).toBe('PASS');
    expect((await me.enter()).statusCode).toBe(200);
  });

  it('staff impersonating the learner cannot pass either check for them: refused and audited', async () => {
    const me = await course({ authRequired: true, biosigRequired: true });
    const admin = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const staff = new TestClient(t.app);
    await staff.signIn(admin.login, admin.password);
    const url = `/admin/impersonate/start?username=${encodeURIComponent(me.user.login)}&password=${encodeURIComponent(admin.password)}`;
    expect((await staff.get(url)).statusCode).toBe(200);

    const typist = syntheticTypist(606, PHRASE);
    const save = await staff.post(`/api/thirdpartyauthentication/save/${pad(me.user.id)}`, [
      pattern(typist(1)),
      pattern(typist(2)),
    ]);
    expect(save.statusCode).toBe(404);
    const init = await staff.post(`/api/biosigid/${me.lpId}/init`, {});
    expect(init.statusCode).toBe(404);
    const { nodeId } = (await staff.get(`/api/progression/startProduct/${me.lpId}`)).json();
    const entered = await staff.post(`/api/progression/start/${me.lpId}-${nodeId}`);
    expect(entered.statusCode).toBe(409);
    expect(entered.json().code).toBe('TYPING_CHECK_REQUIRED');

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, admin.login), eq(auditEvents.type, 'ACTING_FOR_LEARNER')));
    const urls = audited.map((a) => JSON.stringify(a.data));
    expect(urls.some((u) => u.includes('/api/biosigid/'))).toBe(true);
    expect(urls.some((u) => u.includes('/api/thirdpartyauthentication/save/'))).toBe(true);
  });
});
