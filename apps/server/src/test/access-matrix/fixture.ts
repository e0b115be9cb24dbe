import { Authority } from '@continuum/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { enrolLearner, importLessonCourse, openLesson } from '../../modules/lesson/testing/lesson-fixture.js';
import { notifyInstructorReply } from '../../modules/notification/index.js';
import { assignInstructor } from '../../modules/product/instructors.js';
import { makeBarChartPng } from '../../modules/resource/testing/office-files.js';
import { createStorageTestApp } from '../../modules/resource/testing/resource-course.js';
import {
  assignments,
  authoringGrants,
  forums,
  learnerProducts,
  notifications,
  products,
  resources,
  users,
} from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { importFixtureCourse } from '../course-fixture.js';
import { createLearnerProduct, createUser, type TestApp, TestClient, unique } from '../harness.js';

/**
 * The access matrix's fixture: learner A with real data behind every learner route (a lesson opened, an assignment
 * answered, a forum post, a finished exam and an open retake, a chat, a biometric check, a completed enrolment), and
 * the five other actors signed in. Its one job: build that world and name A's ids.
 */

export type Actor = 'anonymous' | 'otherLearner' | 'editor' | 'instructor' | 'author' | 'admin';

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

export interface MatrixFixture {
  t: TestApp;
  /** A's private data carries it (profile, assignment response, chat): nobody else's reply may. */
  canary: string;
  ids: typeof EMPTY_IDS;
  /** A's open retake (id, its question), the essay slide, A's time-on-task. */
  attempt: { id: number; question: number; slide: number; tot: number };
  clients: Record<Actor | 'owner', TestClient>;
}

const EMPTY_IDS = {
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
  forumComment: 0,
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

export async function buildMatrixFixture(): Promise<MatrixFixture> {
  const CANARY = unique('CANARY');
  const ids = { ...EMPTY_IDS };
  let attempt = { id: 0, question: 0, slide: 0, tot: 0 };
  const clients = {} as Record<Actor | 'owner', TestClient>;
  const app = await createStorageTestApp();
  const t = app;
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
  const aComment = await a.client.post('/api/forum/forumComment', { forumPostId: aPost.json().id, comment: 'A comment' });
  expect(aComment.statusCode).toBe(201);
  ids.forumComment = aComment.json().id;
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
  // An author granted the very course A is enrolled in (decision 0163): content, never A's record.
  const author = await signedIn([Authority.AUTHOR]);
  const [own] = await t.database.db.select({ code: products.code }).from(products).where(eq(products.id, course.productId));
  await t.database.db
    .insert(authoringGrants)
    .values({ userId: author.user.id, lineage: own?.code ?? '', grantedBy: 'matrix', grantedAt: t.clock.now() });
  clients.author = author.client;
  clients.admin = (await signedIn([Authority.ADMIN])).client;
  return { t, canary: CANARY, ids, attempt, clients };
}
