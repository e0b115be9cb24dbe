import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentComments, auditEvents, studentAssignments } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { enrolLearner, importLessonCourse, openLesson } from '../lesson/testing/lesson-fixture.js';
import { assignInstructor } from '../product/index.js';

// Decision 0086: the learner's lists, further responses, the instructors' queue, thread and comment.

const FILES = {
  'nodes/01-agency/_node.yaml': 'type: UNIT\ntitle: Agency\ntitlePrefix: Unit 1\n',
  'nodes/01-agency/01-essay.yaml': `type: LESSON
title: Written Disclosure
slides:
  - id: essay
    type: ASSIGNMENT
    title: Draft a disclosure
    assignmentKey: disclosure-essay
    assignmentText: Write the disclosure you would give an unrepresented buyer.
`,
  'nodes/02-contracts/_node.yaml': 'type: UNIT\ntitle: Contracts\n',
  'nodes/02-contracts/01-memo.yaml': `type: LESSON
title: Offer memo
slides:
  - id: memo
    type: ASSIGNMENT
    title: Write an offer memo
    assignmentKey: offer-memo
    assignmentText: Summarise the offer.
`,
};

let t: TestApp;
let productId = 0;
let essayLesson = 0;
let instructor: TestClient;
let instructorLogin = '';
beforeAll(async () => {
  t = await createTestApp();
  const course = await importLessonCourse(t, FILES);
  productId = course.productId;
  essayLesson = course.nodeId('agency/essay');
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR] });
  instructorLogin = user.login;
  await assignInstructor(t.database.db, productId, user.id, t.clock.now());
  instructor = new TestClient(t.app);
  await instructor.signIn(user.login, user.password);
});
afterAll(() => t.close());

/** A learner who answered the essay assignment in its lesson. */
async function learnerWithResponse(text = 'I represent the seller.') {
  const learner = await enrolLearner(t, productId);
  const lesson = await openLesson(learner.client, learner.lpId, essayLesson);
  expect((await lesson.submit('essay', { responseText: text })).statusCode).toBe(200);
  const [sa] = await t.database.db.select().from(studentAssignments).where(eq(studentAssignments.learnerProductId, learner.lpId));
  if (!sa) throw new Error('no student assignment');
  return { ...learner, saId: sa.id };
}

const search = (body: Record<string, unknown> = {}) => instructor.post('/api/instructor/assignments/search', body);

describe('learner lists', () => {
  it('isenabled answers true for a product with assignments; 404 for someone else; 401 without a session', async () => {
    const me = await enrolLearner(t, productId);
    const other = await enrolLearner(t, productId);
    expect((await me.client.get(`/api/product/${me.lpId}/assignments/isenabled`)).json()).toBe(true);
    expect((await me.client.get(`/api/product/${other.lpId}/assignments/isenabled`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/product/${me.lpId}/assignments/isenabled`)).statusCode).toBe(401);
    const bare = await importLessonCourse(t, {
      'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Reading\n',
      'nodes/01-unit/01-read.yaml': 'type: LESSON\ntitle: Read\nslides:\n  - { id: read, type: CONTENT, title: Read }\n',
    });
    const plain = await enrolLearner(t, bare.productId);
    expect((await plain.client.get(`/api/product/${plain.lpId}/assignments/isenabled`)).json()).toBe(false);
  });

  it('all: every assignment by container with the status, and the student name; the home list holds the started ones', async () => {
    const me = await enrolLearner(t, productId);
    const before = (await me.client.get(`/api/product/${me.lpId}/assignments/all`)).json();
    expect(before.studentName).toBe('Test User');
    expect(before.containers.map((c: { title: string; titlePrefix: string | null }) => [c.titlePrefix, c.title])).toEqual([
      ['Unit 1', 'Agency'],
      [null, 'Contracts'],
    ]);
    expect(before.containers[0].assignments[0]).toMatchObject({
      assignmentTitle: 'Draft a disclosure',
      status: 'INCOMPLETE_ASSIGNMENT',
      studentAssignmentId: null,
      learningComponentId: essayLesson,
      comments: [],
    });
    expect((await me.client.get(`/api/product/${me.lpId}/assignments`)).json()).toEqual([]);

    const lesson = await openLesson(me.client, me.lpId, essayLesson);
    await lesson.submit('essay', { responseText: 'My answer' });
    const started = (await me.client.get(`/api/product/${me.lpId}/assignments`)).json();
    expect(started.map((a: { assignmentTitle: string; status: string }) => [a.assignmentTitle, a.status])).toEqual([
      ['Draft a disclosure', 'INITIAL_RESPONSE'],
    ]);
  });

  it("answers 404 for another learner's lists", async () => {
    const me = await enrolLearner(t, productId);
    const other = await enrolLearner(t, productId);
    for (const path of ['assignments', 'assignments/all']) {
      expect((await me.client.get(`/api/product/${other.lpId}/${path}`)).statusCode).toBe(404);
    }
    expect((await me.client.get(`/api/feedback/generic/${other.lpId}/1/${essayLesson}`)).statusCode).toBe(404);
  });

  it('feedback/generic serves the assignments of one learning component with their threads', async () => {
    const me = await learnerWithResponse('Generic');
    const reply = (await me.client.get(`/api/feedback/generic/${me.lpId}/1/${essayLesson}`)).json();
    expect(reply).toHaveLength(1);
    expect(reply[0].comments.map((c: { commentText: string }) => c.commentText)).toEqual(['Generic']);
    expect((await me.client.get(`/api/feedback/generic/${me.lpId}/2/${essayLesson}`)).statusCode).toBe(404);
  });
});

describe('POST api/assignment/student/{studentAssignmentId}/response', () => {
  it('returns the new comment and stores it; another learner gets 404', async () => {
    const me = await learnerWithResponse();
    const res = await me.client.post(`/api/assignment/student/${me.saId}/response`, { responseText: ' More detail. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ instructorResponse: false, commentText: 'More detail.' });
    const rows = await t.database.db.select().from(assignmentComments).where(eq(assignmentComments.studentAssignmentId, me.saId));
    expect(rows.map((r) => r.commentText)).toEqual(['I represent the seller.', 'More detail.']);

    const other = await enrolLearner(t, productId);
    expect((await other.client.post(`/api/assignment/student/${me.saId}/response`, { responseText: 'x' })).statusCode).toBe(404);
    expect((await instructor.post(`/api/assignment/student/${me.saId}/response`, { responseText: 'x' })).statusCode).toBe(404);
  });

  it('names responseText over 4096 characters or blank, and a bad id', async () => {
    const me = await learnerWithResponse();
    for (const responseText of ['x'.repeat(4097), ' ']) {
      const res = await me.client.post(`/api/assignment/student/${me.saId}/response`, { responseText });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('responseText');
    }
    const bad = await me.client.post('/api/assignment/student/99999999999/response', { responseText: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('studentAssignmentId');
  });
});

describe('instructor calls', () => {
  it('lists the responses awaiting a comment for the instructor’s products, searchable and paged', async () => {
    const a = await learnerWithResponse();
    const page = (await search({ pageSize: 100 })).json();
    const row = page.content.find((r: { studentAssignmentId: number }) => r.studentAssignmentId === a.saId);
    expect(row).toMatchObject({ assignmentTitle: 'Draft a disclosure', learnerName: 'Test User', login: a.user.login });
    expect(page.totalElements).toBeGreaterThanOrEqual(1);
    const found = (await search({ searchValue: a.user.login })).json();
    expect(found.content.map((r: { studentAssignmentId: number }) => r.studentAssignmentId)).toEqual([a.saId]);
    expect(found).toMatchObject({ totalElements: 1, totalPages: 1 });
    const sorted = await search({ sortOrders: { primary: { field: 'nope', direction: 'ASC' } } });
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().fieldErrors[0].field).toBe('sortOrders.primary.field');
  });

  it('an instructor of another product sees none of it and gets 404 on the thread and the comment; a learner gets 403', async () => {
    const a = await learnerWithResponse();
    const stranger = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR] });
    const client = new TestClient(t.app);
    await client.signIn(stranger.login, stranger.password);
    const list = (await client.post('/api/instructor/assignments/search', { pageSize: 100 })).json();
    expect(list.content).toEqual([]);
    expect((await client.get(`/api/instructor/assignments/${a.saId}`)).statusCode).toBe(404);
    const comment = await client.post(`/api/instructor/assignments/${a.saId}/comment`, { commentText: 'x', complete: true });
    expect(comment.statusCode).toBe(404);
    // Not even which fields are wrong.
    expect((await client.post(`/api/instructor/assignments/${a.saId}/comment`, {})).statusCode).toBe(404);
    expect((await a.client.get(`/api/instructor/assignments/${a.saId}`)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(studentAssignments).where(eq(studentAssignments.id, a.saId));
    expect(row?.status).toBe('INITIAL_RESPONSE');
  });

  it('statuses follow comments and responses, the comment reaches the learner as an instructor response, audited', async () => {
    const a = await learnerWithResponse();
    const thread = (await instructor.get(`/api/instructor/assignments/${a.saId}`)).json();
    expect(thread).toMatchObject({ status: 'INITIAL_RESPONSE', learnerName: 'Test User', assignmentTitle: 'Draft a disclosure' });

    const more = await instructor.post(`/api/instructor/assignments/${a.saId}/comment`, {
      commentText: 'Name the agency relationship.',
      complete: false,
    });
    expect(more.statusCode).toBe(200);
    expect(more.json().status).toBe('INCOMPLETE_ASSIGNMENT_RESPONSE');
    // No longer waiting: gone from the queue.
    const queue = (await search({ pageSize: 100 })).json();
    expect(queue.content.some((r: { studentAssignmentId: number }) => r.studentAssignmentId === a.saId)).toBe(false);

    const learnerView = (await a.client.get(`/api/product/${a.lpId}/assignments/all`)).json();
    const mine = learnerView.containers[0].assignments[0];
    expect(mine.status).toBe('INCOMPLETE_ASSIGNMENT_RESPONSE');
    expect(mine.comments.at(-1)).toMatchObject({ instructorResponse: true, commentText: 'Name the agency relationship.' });

    await a.client.post(`/api/assignment/student/${a.saId}/response`, { responseText: 'Seller agency.' });
    const back = (await search({ pageSize: 100 })).json();
    expect(back.content.some((r: { studentAssignmentId: number }) => r.studentAssignmentId === a.saId)).toBe(true);

    const done = await instructor.post(`/api/instructor/assignments/${a.saId}/comment`, { commentText: 'Good.', complete: true });
    expect(done.json().status).toBe('COMPLETE_WITH_RESPONSE');
    await a.client.post(`/api/assignment/student/${a.saId}/response`, { responseText: 'Thanks!' });
    const [row] = await t.database.db.select().from(studentAssignments).where(eq(studentAssignments.id, a.saId));
    expect(row?.status).toBe('COMPLETE_WITH_RESPONSE');

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, instructorLogin), eq(auditEvents.type, 'ASSIGNMENT_COMMENTED')));
    expect(events.map((e) => (e.data as Record<string, string>).status)).toEqual(
      expect.arrayContaining(['INCOMPLETE_ASSIGNMENT_RESPONSE', 'COMPLETE_WITH_RESPONSE']),
    );
    expect(JSON.stringify(events)).not.toContain('Good.');
  });

  it('completing without text is COMPLETE_NO_RESPONSE and adds no comment', async () => {
    const a = await learnerWithResponse();
    const res = await instructor.post(`/api/instructor/assignments/${a.saId}/comment`, { complete: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('COMPLETE_NO_RESPONSE');
    expect(res.json().comments).toHaveLength(1);
  });

  it('names commentText when it is missing without complete or over 4096 characters, and complete when absent', async () => {
    const a = await learnerWithResponse();
    for (const body of [
      { complete: false },
      { commentText: ' ', complete: false },
      { commentText: 'x'.repeat(4097), complete: true },
    ]) {
      const res = await instructor.post(`/api/instructor/assignments/${a.saId}/comment`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('commentText');
    }
    const res = await instructor.post(`/api/instructor/assignments/${a.saId}/comment`, { commentText: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('complete');
  });

  it('keeps an HTML/script payload as plain text end to end', async () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const a = await learnerWithResponse(payload);
    const thread = (await instructor.get(`/api/instructor/assignments/${a.saId}`)).json();
    // Stored and answered verbatim as JSON text: the web app renders it as text, never as HTML.
    expect(thread.comments[0].commentText).toBe(payload);
    const res = await instructor.get(`/api/instructor/assignments/${a.saId}`);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
