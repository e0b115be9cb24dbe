import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cmi5Sessions,
  cmi5Statements,
  inquirySubmissions,
  learnerProducts,
  lessonSlides,
  nodes,
} from '../../../platform/db/schema/index.js';
import { LocalStorage } from '../../../platform/storage/local-storage.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';
import { standardsDir } from '../../../test/standards.js';
import { importSource } from '../../course-import/formats/import-source.js';
import { lessonRecordsOf } from '../records.js';

// ADL's CATAPULT examples (../shared/data/standards/README.md, cmi5/): one AU with moveOn CompletedOrPassed; the
// pre/post test course, whose tests are moveOn Passed.
const STANDARDS = join(standardsDir(), 'cmi5');
const SINGLE_AU = join(STANDARDS, 'single_au_basic_responsive.zip');
const PRE_POST = join(STANDARDS, 'pre_post_test_framed.zip');

let t: TestApp & { storageDir: string };
interface Course {
  productId: number;
  lessons: { lessonId: number; slideId: number; moveOn: string }[];
}
const single: Course = { productId: 0, lessons: [] };
const prePost: Course = { productId: 0, lessons: [] };

async function imported(file: string, into: Course) {
  const storage = new LocalStorage(t.storageDir);
  into.productId = (await importSource(t.database.db, t.clock, file, { storage })).summary.productId;
  const lessons = (await t.database.db.select().from(nodes).where(eq(nodes.productId, into.productId)))
    .filter((n) => n.type === 'LESSON')
    .sort((a, b) => a.id - b.id);
  for (const lesson of lessons) {
    const [slide] = await t.database.db.select().from(lessonSlides).where(eq(lessonSlides.nodeId, lesson.id));
    if (!slide) throw new Error(`lesson ${lesson.id} has no slide`);
    into.lessons.push({ lessonId: lesson.id, slideId: slide.id, moveOn: (slide.data as { moveOn: string }).moveOn });
  }
}

beforeAll(async () => {
  // Its own database: on PostgreSQL the other files share one, and they import the same ADL packages (same product
  // codes) at the same time.
  const storageDir = mkdtempSync(join(tmpdir(), 'storage-'));
  t = Object.assign(await createTestApp({ storage: { kind: 'local', dir: storageDir } }, undefined, { ownDatabase: true }), {
    storageDir,
  });
  await imported(SINGLE_AU, single);
  await imported(PRE_POST, prePost);
}, 120_000);
afterAll(() => t.close());

async function learnerOf(productId: number) {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, lpId: lp.id, userId: user.id };
}

/** An AU's side of a session, as ADL's cmi5.js (the examples' own library) does it: fetch, launch data, statements. */
class Au {
  token = '';
  launchData: Record<string, unknown> = {};
  constructor(readonly params: URLSearchParams) {}
  get endpoint() {
    return new URL(this.params.get('endpoint') ?? '').pathname;
  }
  get actor() {
    return JSON.parse(this.params.get('actor') ?? '{}');
  }
  async fetch() {
    const res = await t.app.inject({ method: 'POST', url: new URL(this.params.get('fetch') ?? '').pathname });
    return res;
  }
  headers(extra: Record<string, string> = {}) {
    return { authorization: `Basic ${this.token}`, 'x-experience-api-version': '1.0.3', ...extra };
  }
  stateUrl(stateId: string, registration = this.params.get('registration') ?? '') {
    const q = new URLSearchParams({
      stateId,
      activityId: this.params.get('activityId') ?? '',
      agent: JSON.stringify(this.actor),
      registration,
    });
    return `${this.endpoint}/activities/state?${q}`;
  }
  async start() {
    const fetched = await this.fetch();
    this.token = fetched.json()['auth-token'];
    const res = await t.app.inject({ method: 'GET', url: this.stateUrl('LMS.LaunchData'), headers: this.headers() });
    this.launchData = res.json();
    return this.send(this.statement('initialized'));
  }
  /** A cmi5 defined statement in the shape cmi5.js prepares it (context from the launch data's template). */
  statement(verb: string, result?: Record<string, unknown>, defined = true) {
    const template = JSON.parse(JSON.stringify(this.launchData.contextTemplate));
    const category = defined ? [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }] : [];
    if (defined && ['completed', 'passed', 'failed'].includes(verb))
      category.push({ id: 'https://w3id.org/xapi/cmi5/context/categories/moveon' });
    return {
      id: randomUUID(),
      timestamp: new Date().toISOString(),
      actor: this.actor,
      verb: { id: `http://adlnet.gov/expapi/verbs/${verb}`, display: { en: verb } },
      object: { id: this.params.get('activityId') },
      context: {
        ...template,
        registration: this.params.get('registration'),
        contextActivities: {
          ...template.contextActivities,
          other: [{ id: 'http://id.tincanapi.com/activity/software/@rusticisoftware/cmi5/3.1.0' }],
          ...(category.length ? { category } : {}),
        },
      },
      ...(result ? { result } : {}),
    };
  }
  send(statement: { id: string } & Record<string, unknown>) {
    return t.app.inject({
      method: 'PUT',
      url: `${this.endpoint}/statements?statementId=${statement.id}`,
      headers: this.headers({ 'content-type': 'application/json' }),
      payload: statement,
    });
  }
}

const slideUrl = (lpId: number, l: Course['lessons'][number], what: string) =>
  `/api/lesson/${lpId}/${l.lessonId}/cmi5/${l.slideId}/${what}`;
const submitUrl = (lpId: number, l: Course['lessons'][number]) =>
  `/api/lesson/${lpId}/${l.lessonId}/${l.lessonId}/submit/${l.slideId}/true`;

async function launch(client: TestClient, lpId: number, l: Course['lessons'][number]) {
  const res = await client.post(slideUrl(lpId, l, 'launch'), {});
  expect(res.statusCode).toBe(200);
  const reply = res.json();
  return { reply, au: new Au(new URL(reply.launchUrl, 'http://x').searchParams) };
}

describe('a cmi5 AU played inside Continuum', () => {
  it('launches on our origin with the cmi5 launch parameters, LMS.LaunchData and a one-time token', async () => {
    const { client, lpId, userId } = await learnerOf(single.productId);
    const l = single.lessons[0];
    if (!l) throw new Error('no lesson');
    const lesson = (await client.get(`/api/lesson/${lpId}/${l.lessonId}`)).json();
    expect(lesson.inquiries[0]).toMatchObject({ type: 'CMI5', unsupported: false, moveOn: 'CompletedOrPassed' });
    expect(JSON.stringify(lesson)).not.toContain('sco-files/');

    const { reply, au } = await launch(client, lpId, l);
    expect(reply.launchUrl.startsWith(`/asset-storage/sco/${lpId}/${l.lessonId}/${l.slideId}/index.html?`)).toBe(true);
    expect(reply.launchMode).toBe('Normal');
    for (const name of ['endpoint', 'fetch', 'actor', 'registration', 'activityId']) expect(au.params.get(name)).toBeTruthy();
    expect(au.actor).toEqual({ objectType: 'Agent', account: { homePage: t.config.publicUrl, name: String(userId) } });
    expect(au.params.get('registration')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The LMS's activity id is not the publisher's AU id (cmi5 8.1).
    expect(au.params.get('activityId')).not.toContain('w3id.org/xapi/cmi5/catapult');
    // The AU's page is served with its files on our origin.
    expect((await client.get(reply.launchUrl)).statusCode).toBe(200);

    // Without the token the LRS answers 401, even to the signed-in learner.
    const noToken = await client.get(au.stateUrl('LMS.LaunchData'));
    expect(noToken.statusCode).toBe(401);

    const first = await au.fetch();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    au.token = first.json()['auth-token'];
    expect(au.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const second = await au.fetch();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ 'error-code': '1' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/cmi5/fetch/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.json()).toMatchObject({ 'error-code': '2' });

    const data = await t.app.inject({ method: 'GET', url: au.stateUrl('LMS.LaunchData'), headers: au.headers() });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({
      launchMode: 'Normal',
      moveOn: 'CompletedOrPassed',
      returnURL: expect.stringMatching(/\/api\/cmi5\/returned$/),
      contextTemplate: {
        contextActivities: {
          grouping: [{ id: 'https://w3id.org/xapi/cmi5/catapult/lts/course/geology-intro-single-au-basic-responsive/1' }],
        },
        extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': reply.sessionId },
      },
    });
    // The AU may not change LMS.LaunchData, nor read another learner's documents or another registration's.
    const write = await t.app.inject({
      method: 'PUT',
      url: au.stateUrl('LMS.LaunchData'),
      headers: au.headers({ 'content-type': 'application/json' }),
      payload: {},
    });
    expect(write.statusCode).toBe(403);
    const other = await t.app.inject({ method: 'GET', url: au.stateUrl('LMS.LaunchData', randomUUID()), headers: au.headers() });
    expect(other.statusCode).toBe(403);
    const noVersion = await t.app.inject({
      method: 'GET',
      url: au.stateUrl('LMS.LaunchData'),
      headers: { authorization: `Basic ${au.token}` },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body).toContain('X-Experience-API-Version');

    // The LMS recorded the launch (cmi5 9.3.1) with the launch mode, URL and moveOn in its context.
    const [launched] = await t.database.db
      .select()
      .from(cmi5Statements)
      .where(and(eq(cmi5Statements.sessionId, reply.sessionId), eq(cmi5Statements.byLms, true)));
    expect(launched?.verb).toBe('http://adlnet.gov/expapi/verbs/launched');
    expect(JSON.stringify(launched?.statement)).toContain(
      '"https://w3id.org/xapi/cmi5/context/extensions/moveon":"CompletedOrPassed"',
    );

    // Learner preferences: none yet (404), then stored for the learner.
    const prefsUrl = `${au.endpoint}/agents/profile?${new URLSearchParams({ profileId: 'cmi5LearnerPreferences', agent: JSON.stringify(au.actor) })}`;
    expect((await t.app.inject({ method: 'GET', url: prefsUrl, headers: au.headers() })).statusCode).toBe(404);
    const prefs = { languagePreference: 'fr-CA,en-US', audioPreference: 'off' };
    const put = await t.app.inject({
      method: 'PUT',
      url: prefsUrl,
      headers: au.headers({ 'content-type': 'application/json', 'if-none-match': '*' }),
      payload: prefs,
    });
    expect(put.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: prefsUrl, headers: au.headers() })).json()).toEqual(prefs);
  });

  it('takes the statements the AU sends in order, refuses the ones cmi5 forbids, and lets the learner on once moveOn is met', async () => {
    const { client, lpId } = await learnerOf(single.productId);
    const l = single.lessons[0];
    if (!l) throw new Error('no lesson');
    await client.get(`/api/lesson/${lpId}/${l.lessonId}`);
    const { reply, au } = await launch(client, lpId, l);
    await au.fetch().then((r) => {
      au.token = r.json()['auth-token'];
    });
    au.launchData = (await t.app.inject({ method: 'GET', url: au.stateUrl('LMS.LaunchData'), headers: au.headers() })).json();

    // Before initialized, nothing else (cmi5 9.3.2).
    const early = await au.send(au.statement('completed', { completion: true, duration: 'PT1S' }));
    expect(early.statusCode).toBe(403);
    expect((await au.send(au.statement('initialized'))).statusCode).toBe(204);
    // Malformed: another actor, no registration, LMS verbs.
    const stranger = au.statement('experienced', undefined, false);
    stranger.actor = { objectType: 'Agent', account: { homePage: 'https://elsewhere.example', name: 'x' } };
    expect((await au.send(stranger)).statusCode).toBe(403);
    const unregistered = au.statement('experienced', undefined, false) as Record<string, unknown> & { id: string };
    delete (unregistered.context as Record<string, unknown>).registration;
    const noReg = await au.send(unregistered);
    expect(noReg.statusCode).toBe(400);
    expect(noReg.body).toContain('context.registration');
    const satisfied = au.statement('satisfied');
    satisfied.verb.id = 'https://w3id.org/xapi/adl/verbs/satisfied';
    expect((await au.send(satisfied)).statusCode).toBe(403);
    // A passed without success true is malformed; a completed without duration too.
    const badPass = await au.send(au.statement('passed', { duration: 'PT2S' }));
    expect(badPass.statusCode).toBe(400);
    expect(badPass.body).toContain('result.success');
    expect((await au.send(au.statement('completed', { completion: true }))).statusCode).toBe(400);

    // Not done yet: Next is refused.
    const next = await client.post(submitUrl(lpId, l), {});
    expect(next.statusCode).toBe(409);
    expect(next.json().code).toBe('CMI5_NOT_COMPLETE');

    // A "cmi5 allowed" statement (any verb, the context template, no cmi5 category), in a POST batch: 200 with ids.
    const experienced = au.statement(
      'experienced',
      { extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/progress': 50 } },
      false,
    );
    const batch = await t.app.inject({
      method: 'POST',
      url: `${au.endpoint}/statements`,
      headers: au.headers({ 'content-type': 'application/json' }),
      payload: [experienced],
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toEqual([experienced.id]);

    const passed = au.statement('passed', { success: true, duration: 'PT12.5S', score: { scaled: 1, raw: 5, min: 0, max: 5 } });
    expect((await au.send(passed)).statusCode).toBe(204);
    // The same statement again is a no-op; other content under the same id is a conflict.
    expect((await au.send(passed)).statusCode).toBe(204);
    expect((await au.send({ ...passed, result: { success: true, duration: 'PT1S' } })).statusCode).toBe(409);
    // Passed and failed once a session; completed once a registration.
    expect((await au.send(au.statement('failed', { success: false, duration: 'PT1S' }))).statusCode).toBe(403);
    expect((await au.send(au.statement('completed', { completion: true, duration: 'PT13S' }))).statusCode).toBe(204);
    expect((await au.send(au.statement('completed', { completion: true, duration: 'PT14S' }))).statusCode).toBe(403);

    // The LMS wrote its satisfied statement for the lesson's block, once.
    const lms = await t.database.db
      .select()
      .from(cmi5Statements)
      .where(and(eq(cmi5Statements.learnerProductId, lpId), eq(cmi5Statements.byLms, true)));
    const sat = lms.filter((s) => s.verb === 'https://w3id.org/xapi/adl/verbs/satisfied');
    expect(sat).toHaveLength(1);
    expect(JSON.stringify(sat[0]?.statement)).toContain('https://w3id.org/xapi/cmi5/activitytype/block');

    const status = (await client.get(slideUrl(lpId, l, 'status'))).json();
    expect(status).toMatchObject({ satisfied: true, passed: true, completed: true, scoreScaled: 1 });
    const done = await client.post(submitUrl(lpId, l), {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ correct: true, taken: true, progressed: true });
    const [submission] = await t.database.db
      .select()
      .from(inquirySubmissions)
      .where(and(eq(inquirySubmissions.learnerProductId, lpId), eq(inquirySubmissions.slideId, l.slideId)));
    expect(submission?.answer).toMatchObject({ passed: true, completed: true, scoreScaled: 1 });

    // Terminated ends the session: nothing after it, and the token is spent.
    expect((await au.send(au.statement('terminated', { duration: 'PT20S' }))).statusCode).toBe(204);
    expect((await au.send(au.statement('experienced', undefined, false))).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(cmi5Sessions).where(eq(cmi5Sessions.id, reply.sessionId));
    expect(row?.endedBy).toBe('terminated');
    // Played again once satisfied: Review mode, where completed/passed/failed are refused.
    const again = await launch(client, lpId, l);
    expect(again.reply.launchMode).toBe('Review');
  });

  it('holds a Passed AU while it fails, abandons a session left open, and keeps the AU bookmark across launches', async () => {
    const { client, lpId } = await learnerOf(prePost.productId);
    const pre = prePost.lessons.find((l) => l.moveOn === 'Passed');
    if (!pre) throw new Error('no pre-test');
    await client.get(`/api/lesson/${lpId}/${pre.lessonId}`);
    const first = await launch(client, lpId, pre);
    expect((await first.au.start()).statusCode).toBe(204);
    const bookmark = await t.app.inject({
      method: 'PUT',
      url: first.au.stateUrl('suspendData'),
      headers: first.au.headers({ 'content-type': 'application/json' }),
      payload: { bookmark: 'quiz' },
    });
    expect(bookmark.statusCode).toBe(204);
    expect((await first.au.send(first.au.statement('failed', { success: false, duration: 'PT30S' }))).statusCode).toBe(204);
    expect((await client.post(submitUrl(lpId, pre), {})).statusCode).toBe(409);

    // A relaunch without terminated: the old session is abandoned (its token refused), the new one resumes.
    const second = await launch(client, lpId, pre);
    expect((await first.au.send(first.au.statement('terminated', { duration: 'PT31S' }))).statusCode).toBe(401);
    const [old] = await t.database.db.select().from(cmi5Sessions).where(eq(cmi5Sessions.id, first.reply.sessionId));
    expect(old?.endedBy).toBe('abandoned');
    expect((await second.au.start()).statusCode).toBe(204);
    const resumed = await t.app.inject({ method: 'GET', url: second.au.stateUrl('suspendData'), headers: second.au.headers() });
    expect(resumed.json()).toEqual({ bookmark: 'quiz' });
    // Same registration and activity id on every launch (cmi5 8.1).
    expect(second.au.params.get('registration')).toBe(first.au.params.get('registration'));
    expect(second.au.params.get('activityId')).toBe(first.au.params.get('activityId'));

    expect((await second.au.send(second.au.statement('passed', { success: true, duration: 'PT9S' }))).statusCode).toBe(204);
    // No failed after passed in a registration, even in a later session.
    expect((await client.post(submitUrl(lpId, pre), {})).json()).toMatchObject({ correct: true, progressed: true });

    // An AU cannot fill the store: past 100 documents (LMS.LaunchData and the bookmark among them) a new one is refused.
    const putState = (stateId: string) =>
      t.app.inject({
        method: 'PUT',
        url: second.au.stateUrl(stateId),
        headers: second.au.headers({ 'content-type': 'application/json' }),
        payload: { n: stateId },
      });
    for (let i = 0; i < 98; i++) expect((await putState(`doc-${i}`)).statusCode).toBe(204);
    const tooMany = await putState('one-more');
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.body).toContain('stateId');
    expect((await putState('doc-0')).statusCode).toBe(204);

    // The learner's records archive (issue 28) carries the statements, the AU's and the LMS's.
    const records = await lessonRecordsOf(t.database.db, lpId);
    expect(records.cmi5.map((r) => r.verb)).toEqual(
      expect.arrayContaining(['http://adlnet.gov/expapi/verbs/failed', 'https://w3id.org/xapi/adl/verbs/satisfied']),
    );

    // Another learner's session token does not reach this learner's documents.
    const other = await learnerOf(prePost.productId);
    await other.client.get(`/api/lesson/${other.lpId}/${pre.lessonId}`);
    const theirs = await launch(other.client, other.lpId, pre);
    await theirs.au.start();
    const cross = await t.app.inject({ method: 'GET', url: second.au.stateUrl('suspendData'), headers: theirs.au.headers() });
    expect(cross.statusCode).toBe(403);
    // And the launch route answers 404 for someone else's learner product, 401 signed out.
    expect((await other.client.post(slideUrl(lpId, pre, 'launch'), {})).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(slideUrl(lpId, pre, 'launch'), {})).statusCode).toBe(401);
  });
});
