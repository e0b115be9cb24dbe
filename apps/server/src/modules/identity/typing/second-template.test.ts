import { Authority, TYPING_PHRASES, type TypingDevice, type TypingPattern } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts, typingTemplates } from '../../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';
import { syntheticTypist } from './testing/synthetic-typist.js';

// Issue 25 item 1: a second template (another phrase or device class) is never a pass by enrolling it alone.

let t: TestApp;
let admin: TestClient;
let adminLogin: string;
let adminPassword: string;
const EN = TYPING_PHRASES[1] as string;
const FR = TYPING_PHRASES[2] as string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = staff.login;
  adminPassword = staff.password;
  admin = new TestClient(t.app);
  await admin.signIn(staff.login, staff.password);
});
afterAll(() => t.close());

const pad = (id: number) => String(id).padStart(6, '0');
const pattern = (textId: number, events: TypingPattern['events'], device: TypingDevice = 'desktop'): TypingPattern => ({
  textId,
  device,
  events,
});

/** A learner enrolled in English on a desktop in a typing-checked course, 13 hours ago (the pass has lapsed). */
async function enrolledLearner(seed: number) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const c = await importFixtureCourse(t, user.id);
  await t.database.db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, c.lp.id));
  const { nodeId } = (await client.get(`/api/progression/startProduct/${c.lp.id}`)).json();
  const enter = () => client.post(`/api/progression/start/${c.lp.id}-${nodeId}`);
  const en = syntheticTypist(seed, EN);
  const fr = syntheticTypist(seed + 1, FR);
  const saved = await client.post(`/api/thirdpartyauthentication/save/${pad(user.id)}`, [pattern(1, en(1)), pattern(1, en(2))]);
  expect(saved.statusCode).toBe(200);
  expect((await enter()).statusCode).toBe(200);
  t.clock.advance(13 * HOUR);
  await client.signIn(user.login, user.password);
  await admin.signIn(adminLogin, adminPassword);
  expect((await enter()).json().code).toBe('TYPING_CHECK_REQUIRED');
  const save = (patterns: TypingPattern[]) => client.post(`/api/thirdpartyauthentication/save/${pad(user.id)}`, patterns);
  return { user, client, lpId: c.lp.id, enter, en, fr, save };
}

describe('a second typing template (issue 25 item 1)', () => {
  it('a switch to French offers no fresh enrolment: the save is 409 and the course stays closed', async () => {
    const me = await enrolledLearner(2101);
    const refused = await me.save([pattern(2, me.fr(1)), pattern(2, me.fr(2))]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TYPING_SUPERVISED_ENROLMENT_REQUIRED');
    expect((await me.enter()).json().code).toBe('TYPING_CHECK_REQUIRED');
    const rows = await t.database.db.select().from(typingTemplates).where(eq(typingTemplates.userId, me.user.id));
    expect(rows.map((r) => [r.textId, r.device])).toEqual([[1, 'desktop']]);
    // checkuser names the template the learner has, so the modal asks for that phrase instead.
    const check = (await me.client.get(`/api/thirdpartyauthentication/checkuser/${pad(me.user.id)}/1/2`)).json();
    expect(check).toEqual({
      count: 0,
      mobilecount: 0,
      templates: [{ textId: 1, device: 'desktop', entries: 2 }],
      supervisedEnrolment: false,
    });
    const verified = await me.client.post(`/api/thirdpartyauthentication/verify/${pad(me.user.id)}`, {
      typingPattern: pattern(1, me.en(3)),
      quality: 100,
    });
    expect(verified.json()).toMatchObject({ passed: true });
    expect((await me.enter()).statusCode).toBe(200);
  });

  it('a touch device gets no enrolment of its own, one entry at a time or two', async () => {
    const me = await enrolledLearner(2201);
    expect((await me.save([pattern(1, me.en(3), 'mobile')])).statusCode).toBe(409);
    expect((await me.save([pattern(1, me.en(3), 'mobile'), pattern(1, me.en(4), 'mobile')])).statusCode).toBe(409);
    expect((await me.enter()).json().code).toBe('TYPING_CHECK_REQUIRED');
  });

  it('a new template does not undo the failures: the third one still logs out', async () => {
    const me = await enrolledLearner(2301);
    const impostor = syntheticTypist(2399, EN);
    const verify = (n: number) =>
      me.client.post(`/api/thirdpartyauthentication/verify/${pad(me.user.id)}`, {
        typingPattern: pattern(1, impostor(n)),
        quality: 100,
      });
    expect((await verify(1)).json()).toMatchObject({ passed: false, failures: 1 });
    expect((await verify(2)).json()).toMatchObject({ passed: false, failures: 2 });
    expect((await me.save([pattern(2, me.fr(1)), pattern(2, me.fr(2))])).statusCode).toBe(409);
    expect((await verify(3)).json()).toMatchObject({ passed: false, failures: 3, logout: true });
  });

  it('an administrator lets one enrolment through under supervision, with a reason, audited; it is used once', async () => {
    const me = await enrolledLearner(2401);
    const url = `/api/admin/enrolments/${me.lpId}/typing-enrolment`;
    // Not the learner, not without a reason.
    expect((await me.client.post(url, { reason: 'me' })).statusCode).toBe(403);
    const noReason = await admin.post(url, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('reason');
    const granted = await admin.post(url, { reason: 'New tablet, identity checked on a video call' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().until).toBe(new Date(t.clock.now().getTime() + HOUR).toISOString());
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, 'TYPING_ENROLMENT_SUPERVISED')));
    expect(audit?.data).toMatchObject({
      learnerProductId: String(me.lpId),
      reason: 'New tablet, identity checked on a video call',
    });
    const check = (await me.client.get(`/api/thirdpartyauthentication/checkuser/${pad(me.user.id)}/1/1`)).json();
    expect(check.supervisedEnrolment).toBe(true);

    const tablet = syntheticTypist(2402, EN);
    const saved = await me.save([pattern(1, tablet(1), 'mobile'), pattern(1, tablet(2), 'mobile')]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ count: 2, mobilecount: 2, supervisedEnrolment: false });
    expect((await me.enter()).statusCode).toBe(200);
    const enrolled = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, me.user.login), eq(auditEvents.type, 'TYPING_PATTERN_ENROLLED')))
      // In the order written: without it PostgreSQL may return the rows in any order.
      .orderBy(auditEvents.id);
    expect(enrolled.at(-1)?.data).toMatchObject({ device: 'mobile', supervisedBy: adminLogin });
    // Used: the next new template is refused again.
    expect((await me.save([pattern(2, me.fr(1)), pattern(2, me.fr(2))])).statusCode).toBe(409);
  });

  it('a grant lapses after an hour unused', async () => {
    const me = await enrolledLearner(2501);
    await admin.post(`/api/admin/enrolments/${me.lpId}/typing-enrolment`, { reason: 'Supervised on the phone' });
    t.clock.advance(HOUR + 1000);
    expect((await me.save([pattern(2, me.fr(1)), pattern(2, me.fr(2))])).statusCode).toBe(409);
    expect((await admin.post('/api/admin/enrolments/99999999/typing-enrolment', { reason: 'x' })).statusCode).toBe(404);
  });
});
