import { createHash } from 'node:crypto';
import { Authority } from '@continuum/contracts';
import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolLearner, importLessonCourse, openLesson } from '../modules/lesson/testing/lesson-fixture.js';
import { notifyInstructorReply } from '../modules/notification/index.js';
import { assignInstructor } from '../modules/product/instructors.js';
import { makeBarChartPng } from '../modules/resource/testing/office-files.js';
import { createStorageTestApp } from '../modules/resource/testing/resource-course.js';
import type { Owner } from '../platform/auth/guard-plugin.js';
import * as schema from '../platform/db/schema/index.js';
import { assignments, forums, learnerProducts, notifications, resources, users } from '../platform/db/schema/index.js';
import { isServerPath } from '../platform/http/error-handler.js';
import { LocalStorage } from '../platform/storage/local-storage.js';
import { importFixtureCourse } from './course-fixture.js';
import { createLearnerProduct, createUser, type TestApp, TestClient, unique } from './harness.js';

/**
 * The standing access check (decision 0054): every route of the route table, called as six actors on learner
 * A's data. A route without a declared access fails; nobody but A (and, for reads, an administrator) gets A's
 * data; nobody but A writes into A's record, checked on the database itself (every learner table, found from the
 * schema). A's own column shows the refusals are real: A gets a 2xx on every learner route, or the route says why
 * not (OWNER_NOT_2XX; decision 0112).
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
`,
  'nodes/01-unit/02-share.yaml': `type: LESSON
title: Share
slides:
  - id: forum
    type: FORUM
    title: Share
    forumKey: share
    question: When?
    answerFeedback: Thanks.
`,
  'resources/note.html': '<p>A note.</p>',
  'resources.yaml': `resources:
  - { key: note, node: unit, type: HTML, title: Note, file: resources/note.html, enableSave: true }
  - { key: chart, node: unit, type: IMAGE, title: Chart, file: resources/chart.png, alt: A bar }
`,
  'nodes/02-points.yaml': 'key: points\ntype: KEY_POINTS\ntitle: Key Points\nkeyPoints:\n  - Disclose early.\n',
};

/**
 * Tables whose rows about A others may legitimately write, with why; every other table holding learner data is in
 * the snapshot. Found from the schema (recordQueries), so a new learner table is checked the day it is added.
 */
const NOT_A_RECORD: Record<string, string> = {
  exam_gate_codes: 'staff issue gate codes for a learner (audited, decision 0094); the learner never writes them',
};
/** Tables whose rows are A's only by A's own key, not through a parent of A's, with why. */
const BY_A_ONLY: Record<string, string> = {
  forum_comments: 'others comment on A’s posts in a shared forum (decision 0085); A’s own comments stay A’s',
  forum_post_votes: 'others vote on A’s posts in a shared forum (decision 0085)',
  forum_reports: 'others report A’s posts in a shared forum (decision 0085)',
};
/** Tables where others' actions may add rows for A (A's existing rows must still not change), with why. */
const ADDED_BY_OTHERS: Record<string, string> = {
  notifications: 'a forum reply, an instructor’s reply or a staff announcement notifies A (decision 0089)',
};

type Table = ReturnType<typeof getTableConfig>;
const LEARNER_ROOTS: Record<string, (user: number) => SQL> = {
  users: (user) => sql`id = ${user}`,
  learner_products: (user) => sql`user_id = ${user}`,
};

/**
 * The data of A's record, as the database holds it, found from the schema: A's user row and enrolments, every
 * table with a foreign key (or a learner_product_id / user_id column) to them, and, through their foreign keys,
 * every table below those (an attempt's questions, a chat's messages): the rows of each that point at A's rows.
 * Must not change while anyone but A calls.
 */
function recordQueries(user: number): { table: string; query: SQL }[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((v) => getTableConfig(v));
  const where = new Map<string, SQL>(Object.entries(LEARNER_ROOTS).map(([name, w]) => [name, w(user)]));
  const parentsOf = (t: Table) =>
    t.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return {
        column: ref.columns[0]?.name ?? '',
        parent: getTableConfig(ref.foreignTable).name,
        key: ref.foreignColumns[0]?.name ?? 'id',
      };
    });
  // Until nothing new: a table joins when one of its keys points at a row of A's (and gains a link each time one of
  // its parents joins later).
  const linkCount = new Map<string, number>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of tables) {
      if (t.name in LEARNER_ROOTS || t.name in NOT_A_RECORD) continue;
      const links: SQL[] = [];
      for (const { column, parent, key } of parentsOf(t)) {
        const w = where.get(parent);
        if (t.name in BY_A_ONLY && !(parent in LEARNER_ROOTS)) continue;
        if (w)
          links.push(sql`${sql.identifier(column)} in (select ${sql.identifier(key)} from ${sql.identifier(parent)} where ${w})`);
      }
      const named = t.columns.map((c) => c.name);
      const linked = new Set(parentsOf(t).map((l) => l.column));
      if (named.includes('learner_product_id') && !linked.has('learner_product_id'))
        links.push(sql`learner_product_id in (select id from learner_products where ${LEARNER_ROOTS.learner_products?.(user)})`);
      if (named.includes('user_id') && !linked.has('user_id')) links.push(sql`user_id = ${user}`);
      if (links.length <= (linkCount.get(t.name) ?? 0)) continue;
      linkCount.set(t.name, links.length);
      where.set(t.name, sql.join(links, sql` or `));
      grew = true;
    }
  }
  return [...where].map(([name, w]) => {
    return { table: name, query: sql`select * from ${sql.identifier(name)} where ${w} order by 1` };
  });
}

type Actor = 'anonymous' | 'otherLearner' | 'editor' | 'instructor' | 'admin';
const LEARNER_DATA: Owner[] = ['learnerProduct', 'attempt', 'timeOnTask'];
/** Reads that the spec makes POSTs (a search): an administrator may call them; the record check still holds. */
const READS_BY_POST = new Set(['POST /api/glossary/lp/:lpId/search']);
/** Routes not called: they end the caller's own session, which the matrix still needs. */
const NOT_CALLED = new Set(['POST /api/logout']);
/**
 * Called last in A's column, in this order: each ends something A's other calls need (the open attempt, the lesson,
 * the chat, the password, and last A's own session, which others get 404 for).
 */
const OWNER_LAST = [
  'POST /api/exam/finish/:personAssessmentId',
  'POST /api/lesson/:lpId/:lcId/:lessonId/finish',
  'POST /api/support/instructor/chat/:chatId/end',
  'POST /api/account/change_password',
  'DELETE /api/account/sessions/:series',
];
/**
 * Learner routes (A's data or A's own account) where A's call is not a 2xx, each with why. Every other learner route
 * must answer A with a 2xx: a refusal the others get is then about who calls, not a fixture that lacks the data.
 */
const OWNER_NOT_2XX: Record<string, string> = {
  'POST /api/impersonate/exit': 'ends an impersonation, and A is not impersonated (the impersonation tests cover it)',
  'GET /asset-storage/lesson/:lpId/:lessonId/:path':
    'a lesson image: the matrix course has none, and the 404 is the same for all',
  'POST /api/security/learner': 'answers a security question, and none is waiting (security-question tests)',
  'POST /api/product/id-photo/confirm': 'confirms an uploaded photo: needs an upload to the object store first (photo-id tests)',
  'POST /api/feedbackSurvey/:learnerProductId': 'a survey answer: the matrix course has no survey (survey tests)',
  'POST /app/progression/completeProduct/:learnerProductId/:status': 'the course’s last step: A’s course is not finished',
  'POST /app/progression/markProductPendingSignature/:learnerProductId': 'the course’s last step: A’s course is not finished',
  'GET /api/exam/affidavit/final/:id':
    'the final affidavit opens once the course is finished, and A’s is not (decision 0107; final-gate-api tests)',
  'POST /api/affidavit/acceptFinal/:learnerProductId':
    'the final affidavit is accepted once the course is finished, and A’s is not (decision 0107; final-gate-api tests)',
  'POST /api/proctor/final-exam/proctor-affidavit': 'a proctor’s affidavit: needs a proctored final (exam-gates tests)',
  'POST /api/exam/final-exam-user-data/:learnerProductId/:componentId':
    'a driver’s licence number: only a final that asks for one',
  'GET /api/proctor/final-exam/proctorsite/:learnerProductId': 'only a course that uses the remote proctoring site',
};
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
  unit: 0,
  resource: 0,
  forumPost: 0,
  /** A shipped file (an image resource): what the download calls name. */
  image: 0,
  resourceFile: '',
  password: '',
  /** A's finished exam attempt (results, review); attempt.id is A's open retake. */
  finished: 0,
  /** A's completed enrolment (certificates), one with a biometric check under way (decision 0091), one with a start date. */
  lpDone: 0,
  lpBio: 0,
  lpStart: 0,
};
let attempt = { id: 0, question: 0, slide: 0, tot: 0 };
const clients = {} as Record<Actor | 'owner', TestClient>;

/** A's record, table by table (the table's name and a digest of its rows, so a failure names tables, not data). */
async function recordOfA(
  before?: Map<string, Set<string>>,
): Promise<{ digest: Record<string, string>; ids: Map<string, Set<string>> }> {
  const parts: Record<string, string> = {};
  const seen = new Map<string, Set<string>>();
  for (const { table, query } of recordQueries(ids.user)) {
    const result = (await t.database.db.execute(query)) as unknown as { rows: { id?: unknown }[] };
    seen.set(table, new Set(result.rows.map((r) => String(r.id))));
    const kept = before?.get(table);
    const rows = table in ADDED_BY_OTHERS && kept ? result.rows.filter((r) => kept.has(String(r.id))) : result.rows;
    const text = JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
    parts[table] = `${rows.length} rows ${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  }
  return { digest: parts, ids: seen };
}

beforeAll(async () => {
  const app = await createStorageTestApp();
  t = app;
  const chart = makeBarChartPng([50], [[0, 0, 255]], 20, 20);
  const course = await importLessonCourse(t, { ...COURSE, 'resources/chart.png': chart }, {}, new LocalStorage(app.storageDir));
  ids.product = course.productId;
  ids.lesson = course.nodeId('unit/essay');
  ids.exam = course.nodeId('exam');
  ids.points = course.nodeId('points');
  ids.unit = course.nodeId('unit');
  const shipped = await t.database.db.select().from(resources).where(sql`product_id = ${ids.product}`);
  ids.resource = shipped.find((r) => r.key === 'note')?.id ?? 0;
  const image = shipped.find((r) => r.key === 'chart');
  ids.image = image?.id ?? 0;
  ids.resourceFile = image?.file?.fileName ?? '';
  const a = await enrolLearner(t, course.productId);
  Object.assign(ids, { lp: a.lpId, user: a.user.id, login: a.user.login, email: a.user.email, password: a.user.password });
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
  ids.forumPost = aPost.json().id;
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
  // A's exam: one attempt finished (results, review), a retake open (the calls on an attempt in progress).
  const first = (await a.client.post('/api/exam/nextQuestion', { assessmentId: ids.exam, learnerProductId: ids.lp })).json();
  const saved = { assessmentId: ids.exam, personAssessmentId: first.personAssessmentId, currentQuestionNum: 1, userAnswer: 'b' };
  expect((await a.client.post('/api/exam/saveQuestion', saved)).statusCode).toBe(200);
  expect((await a.client.post(`/api/exam/finish/${first.personAssessmentId}`)).statusCode).toBe(200);
  ids.finished = first.personAssessmentId;
  const retake = { assessmentId: ids.exam, learnerProductId: ids.lp, learnerRetaking: true };
  const question = await a.client.post('/api/exam/nextQuestion', retake);
  expect(question.statusCode).toBe(200);
  attempt = { ...attempt, id: question.json().personAssessmentId, question: question.json().assessmentQuestionId };
  const tot = await a.client.post('/api/tot/start', { learningComponentId: ids.lesson, name: 'lesson' });
  attempt.tot = tot.json().timeOnTaskId;
  // A's biometric check (decision 0091), on an enrolment of its own (the check holds the whole course until done): its
  // callback id is what the others' status and sample calls name.
  ids.lpBio = (await createLearnerProduct(t, a.user.id, 'Signed Course')).lp.id;
  await t.database.db.update(learnerProducts).set({ biosigRequired: true }).where(sql`id = ${ids.lpBio}`);
  ids.callback = (await a.client.post(`/api/biosigid/${ids.lpBio}/init/nmlsid`, { nmlsId: '123456' })).json().biosigCallbackId;
  // A's completed enrolment: what the certificate calls name. A has seen the certificate, which issues it (its number
  // and date are A's record from then on).
  ids.lpDone = (await createLearnerProduct(t, a.user.id, 'Completed Course')).lp.id;
  await t.database.db
    .update(learnerProducts)
    .set({ status: 'COMPLETE', completedAt: t.clock.now(), startDate: '2026-01-01' })
    .where(sql`id = ${ids.lpDone}`);
  expect((await a.client.get(`/api/certificate/${ids.lpDone}`)).statusCode).toBe(200);
  // A's enrolment in a course that takes a start date: what the start-date calls name (decision 0065).
  ids.lpStart = (await importFixtureCourse(t, a.user.id, { startDateRequired: true })).lp.id;
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
  const keyPoints = url.includes('/key-points');
  const resource = url.includes('/resource/');
  const lp = /certificate/.test(url)
    ? ids.lpDone
    : url.startsWith('/api/biosigid/')
      ? ids.lpBio
      : url.startsWith('/api/start-end/')
        ? ids.lpStart
        : ids.lp;
  const byName: Record<string, string | number> = {
    lpId: lp,
    learnerProductId: lp,
    // The progression calls that complete a leaf complete the key points (a lesson completes through its own flow).
    nodeId: resource ? ids.unit : url.startsWith('/api/progression/:') ? ids.points : ids.lesson,
    lcId: keyPoints ? ids.points : resource ? ids.unit : ids.lesson,
    lessonId: ids.lesson,
    learningComponentId: ids.lesson,
    inquiryId: attempt.slide,
    progressOnSuccess: 'true',
    componentId: ids.exam,
    questionId: attempt.question,
    // Results and reviews are of A's finished attempt; the other calls on an attempt name A's open retake.
    personAssessmentId: /results|review/.test(url) ? ids.finished : attempt.id,
    assignmentId: ids.assignment,
    resourceId: ids.resource,
    productId: ids.product,
    path: resource ? ids.resourceFile : 'file.png',
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
    key: url.includes('startProduct') ? ids.lp : `${ids.lp}-${url.includes('/finish/') ? ids.points : ids.lesson}`,
    id: url.includes('/forumPost/vote/')
      ? ids.vote
      : url.includes('/forum/')
        ? ids.forum
        : url.startsWith('/asset-storage/resource/')
          ? ids.image
          : resource
            ? ids.resource
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
    // A's chat (its events calls answer once without Accept: text/event-stream); A ends it last (OWNER_LAST). Staff
    // ending a chat is a staff action on it, so that route gets a chat nobody has (decision 0088).
    chatId: url.startsWith('/api/instructor/chats/') && url.endsWith('/end') ? 2_000_000_001 : ids.chat,
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
  inquiryAnswerData: { responseText: 'An answer' },
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

/**
 * Routes on which A got a 2xx when this was last set (issue 26: 110 of 218, from 78; 108 once the final affidavit
 * waited for a finished course, decision 0107, its two routes listed in OWNER_NOT_2XX).
 */
const OWNER_2XX_AT_LEAST = 108;

/** Bodies of calls whose shape the generic one does not fit: each actor sends the same, A's ids in it. */
const ROUTE_BODY: Record<string, (actor: Actor | 'owner') => unknown> = {
  // No declared body schema (the answer's shape depends on the slide): sent all the same.
  'POST /api/lesson/:lpId/:lcId/:lessonId/submit/:inquiryId/:progressOnSuccess': () => BODY(),
  'POST /api/exam/saveQuestion': () => ({ ...BODY(), currentQuestionNum: 1, userAnswer: 'b' }),
  'POST /api/forum/forumComment': () => ({ forumPostId: ids.forumPost, comment: 'A comment' }),
  'POST /api/forum/forumPost/vote': () => ({ forumPostId: ids.forumPost, upVote: true }),
  'POST /api/account': () => ({ firstName: 'Ann', lastName: 'Owner', email: ids.email, langKey: 'en' }),
  // A self route (the caller's own password): only A's call carries a password, as the others' would each cost a
  // password hash to be refused.
  'POST /api/account/change_password': (actor) =>
    actor === 'owner' ? { currentPassword: ids.password, newPassword: ids.password } : BODY(),
  'POST /api/affidavit/final/license-validate': () => ({
    state: 'TX',
    licenseType: 'SALES_AGENT',
    renewalDate: '12/31/2099',
    licenseNumber: '123456',
    learnerProductId: ids.lp,
  }),
  'POST /api/biosigid/session/:callbackId/sample': () => ({
    sample: { pointerType: 'mouse', strokes: [Array.from({ length: 20 }, (_, i) => [i * 5, i * 3, i * 20])] },
  }),
  'POST /api/thirdpartyauthentication/save/:userId': () => [TYPED, TYPED],
  'POST /api/thirdpartyauthentication/verify/:userId': () => ({ typingPattern: TYPED, quality: 80, learnerProductId: ids.lp }),
  'POST /api/product/id-photo': () => ({ learnerProductId: ids.lp, idPhotoType: 'DRIVERS_LICENSE', mimeType: 'image/jpeg' }),
};
/** A typed phrase (decision 0090): a few key presses of phrase 1. */
const TYPED = {
  textId: 1,
  device: 'desktop',
  events: Array.from('I confirm that I am the person taking this course today', (key, i) => ({
    key,
    down: i * 120,
    up: i * 120 + 60,
  })),
};

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
  const own = ROUTE_BODY[`${route.method} ${route.url}`];
  const withBody = route.method !== 'GET' && route.method !== 'DELETE' && (route.schema?.body || own);
  const body = own?.(actor) ?? BODY();
  return clients[actor].request({ method: route.method as 'GET', url, ...(withBody ? { payload: body } : {}) });
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
    const after = await recordOfA(before.ids);
    expect(failures).toEqual([]);
    expect(after.digest).toEqual(before.digest);
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
    const nameOf = (r: Route) => `${r.method} ${r.url}`;
    const last = (r: Route) => OWNER_LAST.indexOf(nameOf(r));
    const ordered = [
      ...serverRoutes().filter((r) => last(r) < 0),
      ...serverRoutes()
        .filter((r) => last(r) >= 0)
        .sort((x, y) => last(x) - last(y)),
    ];
    const learnerNot2xx: string[] = [];
    for (const route of ordered) {
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
      else if (route.config?.owner !== 'staff' && route.config?.owner !== 'none' && !(name in OWNER_NOT_2XX))
        learnerNot2xx.push(`${name} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(ownerFailures).toEqual([]);
    // Every learner route answers A with a 2xx, or says in OWNER_NOT_2XX why not; and the count never drops (it was
    // 78 of 218 routes before the fixture held real data: issue 26). A new learner route raises it.
    expect(learnerNot2xx).toEqual([]);
    expect(ownerOk).toBeGreaterThanOrEqual(OWNER_2XX_AT_LEAST);
    console.info(
      `access matrix: ${serverRoutes().length} routes x 6 actors = ${calls.length + serverRoutes().length - NOT_CALLED.size} calls ` +
        `(${refused} refused 403/404, ${invalid} 400; owner 2xx on ${ownerOk} routes) in ${Math.round(performance.now() - started)} ms`,
    );
  }, 120_000);
});
