import { Authority } from '@continuum/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolLearner, importLessonCourse, openLesson } from '../modules/lesson/testing/lesson-fixture.js';
import { notifyInstructorReply } from '../modules/notification/index.js';
import { assignInstructor } from '../modules/product/instructors.js';
import type { Owner } from '../platform/auth/guard-plugin.js';
import { assignments, forums, learnerProducts, notifications, users } from '../platform/db/schema/index.js';
import { isServerPath } from '../platform/http/error-handler.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient, unique } from './harness.js';

/**
 * The standing access check (decision 0054): every route of the route table, called as six actors on learner
 * A's data. A route without a declared access fails; nobody but A (and, for reads, an administrator) gets A's
 * data; nobody but A writes into A's record, checked on the database itself.
 */

const COURSE = {
  // Replaces the fixture's course.yaml: open progression, so A can enter the lesson and the exam.
  'course.yaml': `code: ${unique('M').toUpperCase()}\ntitle: Matrix Course\ntype: COURSE\naccount:\n  name: Test Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
  'nodes/00-exam.yaml': `key: exam\ntype: EXAM\ntitle: Check\nexam:\n  passingScore: 50\nquestions:
  - id: q1
    text: "One?"
    choices:
      - { text: "No" }
      - { text: "Yes", correct: true }
`,
  'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Agency\n',
  'nodes/01-unit/01-essay.yaml': `type: LESSON
title: Written Disclosure
slides:
  - { id: read, type: CONTENT, title: Read first, requiredTime: 0 }
  - id: essay
    type: ASSIGNMENT
    title: Draft a disclosure
    assignmentKey: disclosure-essay
    assignmentText: Write the disclosure.
  - id: forum
    type: FORUM
    title: Share
    forumKey: share
    question: When?
    answerFeedback: Thanks.
`,
  'nodes/02-points.yaml': 'key: points\ntype: KEY_POINTS\ntitle: Key Points\n',
};

/**
 * The data of A's record, as the database holds it: must not change while anyone but A calls. Exam gate codes
 * are left out: staff issue them for a learner (audited), the learner never writes them.
 */
const RECORD_QUERIES = (lp: number, user: number) => [
  sql`select * from learner_products where id = ${lp}`,
  sql`select id, login, email, first_name, last_name, mailing_city, phone, activated from users where id = ${user}`,
  sql`select series from auth_sessions where user_id = ${user} order by series`,
  ...[
    'learner_node_status',
    'lesson_progress',
    'inquiry_submissions',
    'student_assignments',
    'exam_attempts',
    'exam_user_data',
    'proctor_affidavits',
    'resource_views',
    'bookmarks',
    'key_point_views',
    'time_on_task',
    'security_challenges',
    'biosig_checks',
    'chats',
    'notifications',
    'feedback_survey_responses',
  ].map((table) => sql`select * from ${sql.identifier(table)} where learner_product_id = ${lp} order by 1`),
  sql`select * from exam_attempt_questions where attempt_id in (select id from exam_attempts where learner_product_id = ${lp}) order by 1`,
  sql`select * from chat_messages where chat_id in (select id from chats where learner_product_id = ${lp}) order by 1`,
  sql`select * from exam_gate_code_failures where user_id = ${user} order by 1`,
  sql`select * from forum_posts where author_user_id = ${user} order by 1`,
  sql`select * from forum_comments where author_user_id = ${user} order by 1`,
  sql`select * from forum_post_votes where user_id = ${user} order by 1`,
  sql`select * from forum_reports where reporter_user_id = ${user} order by 1`,
];

type Actor = 'anonymous' | 'otherLearner' | 'editor' | 'instructor' | 'admin';
const LEARNER_DATA: Owner[] = ['learnerProduct', 'attempt', 'timeOnTask'];
/** Reads that the spec makes POSTs (a search): an administrator may call them; the record check still holds. */
const READS_BY_POST = new Set(['POST /api/glossary/lp/:lpId/search']);
/** Routes not called: they end the caller's own session, which the matrix still needs. */
const NOT_CALLED = new Set(['POST /api/logout']);
/** A revokes A's own session with this one (others get 404): called last in A's column. */
const OWNER_LAST = new Set(['DELETE /api/account/sessions/:series']);
/** Routes whose 404 is the same for a missing file and someone else's record (the matrix asks for 'file.png'). */
const UNIFORM_404 = new Set(['GET /asset-storage/lesson/:lpId/:lessonId/:path']);
/**
 * Staff lists scoped to the caller's products: an instructor of other products gets an empty page (decisions 0085,
 * 0086); the check that none of A's data leaks still covers them.
 */
const SCOPED_STAFF_LISTS = new Set([
  'POST /api/instructor/assignments/search',
  'POST /api/forum/reports/search',
  'POST /api/instructor/chats/search',
]);
/** Staff routes content editors call as well as administrators (000 §6: blocks saved inline; decision 0079). */
const EDITOR_ROUTES = new Set(['PUT /api/cms/block', 'PUT /api/cms/block/:id']);
/** Staff routes instructors call on their own settings (decision 0084): no learner's record is touched. */
const INSTRUCTOR_ROUTES = new Set(['GET /api/instructor/availability', 'PUT /api/instructor/availability']);

let t: TestApp;
const CANARY = unique('CANARY');
const ids = {
  lp: 0,
  user: 0,
  login: '',
  email: '',
  series: '',
  product: 0,
  lesson: 0,
  exam: 0,
  points: 0,
  assignment: 0,
  forum: 0,
  studentAssignment: 0,
  vote: 0,
  callback: '',
  chat: 0,
  notification: 0,
};
let attempt = { id: 0, question: 0, slide: 0, tot: 0 };
const clients = {} as Record<Actor | 'owner', TestClient>;

async function recordOfA(): Promise<string[]> {
  const parts: string[] = [];
  for (const q of RECORD_QUERIES(ids.lp, ids.user)) {
    const result = (await t.database.db.execute(q)) as unknown as { rows: unknown[] };
    parts.push(JSON.stringify(result.rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v)));
  }
  return parts;
}

beforeAll(async () => {
  t = await createTestApp();
  const course = await importLessonCourse(t, COURSE);
  ids.product = course.productId;
  ids.lesson = course.nodeId('unit/essay');
  ids.exam = course.nodeId('exam');
  ids.points = course.nodeId('points');
  const a = await enrolLearner(t, course.productId);
  Object.assign(ids, { lp: a.lpId, user: a.user.id, login: a.user.login, email: a.user.email });
  ids.series = (a.client.cookies.get('SESSION') ?? '').split('.')[0] ?? '';
  // The canary lives in A's private data (profile, assignment response), not in A's name, which a forum shows.
  await t.database.db.update(users).set({ mailingCity: CANARY, phone: CANARY }).where(sql`id = ${a.user.id}`);
  clients.owner = a.client;
  // A's record: a lesson opened, an assignment answered (the canary), a forum post, an exam attempt, a task.
  const lesson = await openLesson(a.client, a.lpId, ids.lesson);
  attempt.slide = lesson.ref('essay');
  t.clock.advance(1_000);
  expect((await lesson.submit('read', {})).statusCode).toBe(200);
  const [assignment] = await t.database.db.select().from(assignments).where(sql`product_id = ${ids.product}`);
  const [forum] = await t.database.db.select().from(forums).where(sql`product_id = ${ids.product}`);
  ids.assignment = assignment?.id ?? 0;
  ids.forum = forum?.id ?? 0;
  const assignmentUrl = `/api/assignment/${ids.assignment}/lp/${ids.lp}/lc/${ids.lesson}`;
  expect((await a.client.post(`${assignmentUrl}/response`, { responseText: `Mine ${CANARY}` })).statusCode).toBe(200);
  ids.studentAssignment = (await a.client.get(assignmentUrl)).json().studentAssignmentId;
  const aPost = await a.client.post('/api/forum/forumPostUser', { forumId: ids.forum, postText: 'A post' });
  expect(aPost.statusCode).toBe(201);
  // A's comment, vote and report (decision 0085): the vote's id is what the others' DELETE of a vote names.
  await a.client.post('/api/forum/forumComment', { forumPostId: aPost.json().id, comment: 'A comment' });
  ids.vote = (await a.client.post('/api/forum/forumPost/vote', { forumPostId: aPost.json().id })).json().forumPostVoteId;
  await a.client.post(`/api/forum/forumPost/markInappropriate/${aPost.json().id}`);
  // A's notification (decision 0089): what the others' mark-read calls name.
  await t.database.db.transaction((tx) =>
    notifyInstructorReply(tx, t.clock, { learnerProductId: a.lpId, instructorName: 'I', message: `Note ${CANARY}` }),
  );
  const [note] = await t.database.db.select().from(notifications).where(sql`learner_product_id = ${a.lpId}`);
  ids.notification = note?.id ?? 0;
  const question = await a.client.post('/api/exam/nextQuestion', { assessmentId: ids.exam, learnerProductId: ids.lp });
  expect(question.statusCode).toBe(200);
  attempt = { ...attempt, id: question.json().personAssessmentId, question: question.json().assessmentQuestionId };
  const tot = await a.client.post('/api/tot/start', { learningComponentId: ids.lesson, name: 'lesson' });
  attempt.tot = tot.json().timeOnTaskId;
  // A's biometric check (decision 0091): its callback id is what the others' status and sample calls name.
  await t.database.db.update(learnerProducts).set({ biosigRequired: true }).where(sql`id = ${a.lpId}`);
  ids.callback = (await a.client.post(`/api/biosigid/${a.lpId}/init/nmlsid`, { nmlsId: '123456' })).json().biosigCallbackId;
  // A's live chat (decision 0088), its message the canary.
  const chat = await a.client.post('/api/support/instructor/chat', { learnerProductId: a.lpId, message: `Chat ${CANARY}` });
  expect(chat.statusCode).toBe(200);
  ids.chat = chat.json().chatId;

  clients.anonymous = new TestClient(t.app);
  clients.otherLearner = (await enrolLearner(t, course.productId)).client;
  const signedIn = async (authorities: string[]) => {
    const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    return { user, client };
  };
  clients.editor = (await signedIn([Authority.CMS_EDITOR])).client;
  const instructor = await signedIn([Authority.INSTRUCTOR]);
  const elsewhere = await createLearnerProduct(t, (await createUser(t)).id);
  await assignInstructor(t.database.db, elsewhere.product.id, instructor.user.id, t.clock.now());
  clients.instructor = instructor.client;
  clients.admin = (await signedIn([Authority.ADMIN])).client;
}, 60_000);
afterAll(() => t.close());

/** A's value for each path parameter; `:id` and `:key` depend on the route. */
function fill(url: string): string {
  const byName: Record<string, string | number> = {
    lpId: ids.lp,
    learnerProductId: ids.lp,
    nodeId: ids.lesson,
    lcId: ids.lesson,
    lessonId: ids.lesson,
    learningComponentId: ids.lesson,
    inquiryId: attempt.slide,
    progressOnSuccess: 'true',
    componentId: ids.exam,
    questionId: attempt.question,
    personAssessmentId: attempt.id,
    assignmentId: ids.assignment,
    resourceId: 1,
    productId: ids.product,
    path: 'file.png',
    code: 'ABCD2345',
    email: encodeURIComponent(ids.email),
    // An administrator ending someone's session is a staff action the sessions list exists for (decision 0075); the
    // matrix keeps A's session for A's own column, so that route gets a series nobody has.
    series: url.startsWith('/api/admin/sessions/') ? 'no-such-series' : ids.series,
    // Granting A a role would change what A may call in A's own column: the roles routes get a login nobody has.
    login: url.startsWith('/api/admin/roles/') ? 'nobody0000' : ids.login,
    authority: 'ROLE_CMS_EDITOR',
    // A flag nobody checks: the matrix must not switch a real feature off for the files running beside it.
    name: 'matrixFlag',
    emailId: 1,
    key: url.includes('startProduct') ? ids.lp : `${ids.lp}-${ids.lesson}`,
    id: url.includes('/forumPost/vote/')
      ? ids.vote
      : url.includes('/forum/')
        ? ids.forum
        : url.includes('/resource/')
          ? 1
          : ids.lp,
    // A rule nothing in the matrix reads (decision 0081).
    ruleKey: 'SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT',
    attemptId: attempt.id,
    studentAssignmentId: ids.studentAssignment,
    // Nobody assigned: the matrix must not take an instructor off a product other files use (decision 0084).
    // Typing-pattern calls (decision 0090) take A's own user id: everyone else must get 404 for it.
    userId: url.startsWith('/api/thirdpartyauthentication/') ? ids.user : 1_999_999_999,
    textId: 1,
    // A report nobody made: a moderator's decision would change A's forum post (decision 0085).
    reportId: 2_000_000_000,
    // The licence lookup (decision 0093) and the survey's key (decision 0092) share these names.
    state: url.startsWith('/api/affidavit/') ? 'TX' : 'CA',
    industry: url.startsWith('/api/affidavit/') ? 'REAL_ESTATE' : 'INSURANCE',
    externalUserId: url.startsWith('/api/affidavit/') ? 'ces-matrix' : 'no-such-user',
    callbackId: ids.callback,
    // A's chat (its events calls answer once without Accept: text/event-stream); ending it would change A's
    // record in the others' columns, so /end gets a chat nobody has (decision 0088).
    chatId: url.endsWith('/end') ? 2_000_000_001 : ids.chat,
    notificationId: ids.notification,
    // The external survey's ids (decision 0092): A's enrolment has no external ids.
    licenseType: 'LIFE_AGENT',
    externalEnrollmentId: 'no-such-enrolment',
    status: 'COMPLETE',
    // A shipped compliance profile (decision 0117).
    profileId: 'nmls-ce-online-self-study',
  };
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in byName)) throw new Error(`access matrix: no value for :${name} in ${url}`);
    return String(byName[name]);
  });
}

const QUERY = () => `learnerProductId=${ids.lp}&componentId=${ids.exam}&cipher=abc`;
/** One body that carries A's ids under every name the write calls use (unknown keys are dropped). */
const BODY = () => ({
  learnerProductId: ids.lp,
  learningComponentId: ids.lesson,
  lessonId: ids.lesson,
  inquiryId: attempt.slide,
  inquiryAnswerData: {},
  progressOnSuccess: true,
  assessmentId: ids.exam,
  componentId: ids.exam,
  personAssessmentId: attempt.id,
  assessmentQuestionId: attempt.question,
  timeOnTaskId: attempt.tot,
  exitedTimeOnTaskId: attempt.tot,
  currentProductId: ids.lp,
  forumId: ids.forum,
  postText: 'written by someone else',
  responseText: 'written by someone else',
  startDate: '12/31/2099',
  driversLicense: 'D1234567',
  kind: 'PROCTOR',
  value: 'disclosure',
  question: 1,
  answer: 'x',
  name: 'x',
  email: 'nobody@example.test',
  // The support forms (0083): valid bodies, so each call reaches the learner-product check.
  preferredEmailAddress: 'nobody@example.test',
  subject: 'x',
  comments: 'x',
  feedback: 'x',
  userEmail: 'nobody@example.test',
  userComment: 'x',
  nmlsId: '123456',
});

interface Call {
  route: string;
  actor: Actor;
  status: number;
  body: string;
}

type Route = TestApp['app']['routeTable'][number];

/** One call of a route as an actor, with A's ids in the path, the query and the generic body. */
function callAs(actor: Actor | 'owner', route: Route) {
  let url = fill(route.url);
  if (route.schema?.querystring) url += `?${QUERY()}`;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE' && route.schema?.body;
  return clients[actor].request({ method: route.method as 'GET', url, ...(withBody ? { payload: BODY() } : {}) });
}

describe('access matrix', () => {
  const serverRoutes = () => t.app.routeTable.filter((r) => isServerPath(r.url));

  it('every server route declares who may call it and which learner data it touches', () => {
    const undeclared = serverRoutes()
      .filter((r) => !r.config?.access || !r.config?.owner)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(serverRoutes().length).toBeGreaterThan(60);
  });

  it('no actor but A reaches A’s data or writes into A’s record', async () => {
    const started = performance.now();
    const before = await recordOfA();
    const calls: Call[] = [];
    const failures: string[] = [];
    for (const route of serverRoutes()) {
      const name = `${route.method} ${route.url}`;
      if (NOT_CALLED.has(name)) continue;
      const owner = route.config?.owner as Owner;
      const access = route.config?.access;
      for (const actor of ['anonymous', 'otherLearner', 'editor', 'instructor', 'admin'] as Actor[]) {
        const res = await callAs(actor, route);
        const call = { route: name, actor, status: res.statusCode, body: res.body };
        calls.push(call);
        const fail = (why: string) => failures.push(`${actor} ${name} -> ${res.statusCode}: ${why}`);
        if (res.statusCode >= 500) fail('server error');
        if (actor !== 'admin' && res.body.includes(CANARY)) fail('A’s data in the reply');
        if (actor === 'anonymous') {
          if (access !== 'public' && res.statusCode !== 401) fail('expected 401');
          continue;
        }
        const learnerData = LEARNER_DATA.includes(owner);
        if (learnerData && actor !== 'admin' && ![400, 403, 404].includes(res.statusCode)) fail('expected 403/404');
        const write = route.method !== 'GET' && !READS_BY_POST.has(name);
        if (learnerData && actor === 'admin' && write && res.statusCode < 400) fail('admin wrote');
        const staffActor =
          actor === 'admin' ||
          (actor === 'editor' && EDITOR_ROUTES.has(name)) ||
          (actor === 'instructor' && INSTRUCTOR_ROUTES.has(name));
        const scoped = actor === 'instructor' && SCOPED_STAFF_LISTS.has(name);
        if (owner === 'staff' && !staffActor && !scoped && ![403, 404].includes(res.statusCode)) fail('expected 403/404');
      }
    }
    const after = await recordOfA();
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    // The owner's own reads still work: the 404s above are about who calls, not about broken ids.
    for (const url of [`/api/product/${ids.lp}`, `/api/assignment/${ids.assignment}/lp/${ids.lp}/lc/${ids.lesson}`]) {
      const res = await clients.owner.get(url);
      expect(res.statusCode).toBe(200);
    }
    const refused = calls.filter((c) => c.actor !== 'anonymous' && [403, 404].includes(c.status)).length;
    const invalid = calls.filter((c) => c.status === 400).length;

    // The sixth column, last because A's own calls may change A's record: A is never refused A's own routes.
    const ownerFailures: string[] = [];
    let ownerOk = 0;
    const endsSession = (r: Route) => OWNER_LAST.has(`${r.method} ${r.url}`);
    for (const route of [...serverRoutes().filter((r) => !endsSession(r)), ...serverRoutes().filter(endsSession)]) {
      const name = `${route.method} ${route.url}`;
      if (NOT_CALLED.has(name)) continue;
      const res = await callAs('owner', route);
      const fail = (why: string) => ownerFailures.push(`owner ${name} -> ${res.statusCode}: ${why}`);
      if (res.statusCode >= 500) fail('server error');
      if (route.config?.owner === 'staff') {
        if (res.statusCode !== 403) fail('expected 403');
      } else if ([401, 403].includes(res.statusCode)) fail('A refused A’s own route');
      // A 404 is fine for an id A does not have (resource 1), not when it is the stranger's 404: A refused as B.
      const stranger = calls.find((c) => c.route === name && c.actor === 'otherLearner');
      const learnerData = LEARNER_DATA.includes(route.config?.owner as Owner);
      const sameAsStranger = stranger?.status === 404 && stranger.body === res.body && !UNIFORM_404.has(name);
      if (learnerData && res.statusCode === 404 && sameAsStranger) {
        fail('A answered as a stranger to A’s record');
      }
      if (res.statusCode < 300) ownerOk++;
    }
    expect(ownerFailures).toEqual([]);
    console.info(
      `access matrix: ${serverRoutes().length} routes x 6 actors = ${calls.length + serverRoutes().length - NOT_CALLED.size} calls ` +
        `(${refused} refused 403/404, ${invalid} 400; owner 2xx on ${ownerOk} routes) in ${Math.round(performance.now() - started)} ms`,
    );
  }, 120_000);
});
