import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentComments, assignments, inquirySubmissions, studentAssignments } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { enrolLearner, importLessonCourse, openLesson } from '../lesson/testing/lesson-fixture.js';

const FILES = {
  'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Agency\n',
  'nodes/01-unit/01-essay.yaml': `type: LESSON
title: Written Disclosure
slides:
  - { id: read, type: CONTENT, title: Read first, requiredTime: 20 }
  - id: essay
    type: ASSIGNMENT
    title: Draft a disclosure
    assignmentKey: disclosure-essay
    assignmentText: Write the disclosure you would give an unrepresented buyer.
`,
};

let t: TestApp;
let productId = 0;
let lessonId = 0;
let assignmentId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const course = await importLessonCourse(t, FILES);
  productId = course.productId;
  lessonId = course.nodeId('unit/essay');
  const [row] = await t.database.db.select().from(assignments).where(eq(assignments.productId, productId));
  assignmentId = row?.id ?? 0;
});
afterAll(() => t.close());

const url = (lpId: number, id = assignmentId, lc = lessonId) => `/api/assignment/${id}/lp/${lpId}/lc/${lc}`;

describe('GET api/assignment/{assignmentId}/lp/{learnerProductId}/lc/{learningComponentId}', () => {
  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).get(url(1))).statusCode).toBe(401);
  });

  it('returns the assignment, not yet answered', async () => {
    const { client, lpId } = await enrolLearner(t, productId);
    const res = await client.get(url(lpId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: assignmentId,
      assignmentTitle: 'Draft a disclosure',
      assignmentText: 'Write the disclosure you would give an unrepresented buyer.',
      studentAssignmentId: null,
      status: 'INCOMPLETE_ASSIGNMENT',
      statusText: 'Response needed',
      responseText: null,
      answered: false,
      comments: [],
      containerTitle: 'Agency',
    });
  });

  it("answers 404 for another learner's product, another product's assignment, or a lesson that does not ask it", async () => {
    const me = await enrolLearner(t, productId);
    const other = await enrolLearner(t, productId);
    expect((await me.client.get(url(other.lpId))).statusCode).toBe(404);
    const elsewhere = await importLessonCourse(t, FILES);
    const [foreign] = await t.database.db.select().from(assignments).where(eq(assignments.productId, elsewhere.productId));
    expect((await me.client.get(url(me.lpId, foreign?.id))).statusCode).toBe(404);
    expect((await me.client.get(url(me.lpId, assignmentId, elsewhere.nodeId('unit/essay')))).statusCode).toBe(404);
    expect((await me.client.post(`${url(other.lpId)}/response`, { responseText: 'x' })).statusCode).toBe(404);
  });

  it('names a bad path field in a 400', async () => {
    const { client } = await enrolLearner(t, productId);
    const res = await client.get(`/api/assignment/abc/lp/1/lc/${lessonId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('assignmentId');
  });
});

describe('POST .../response', () => {
  it('names responseText when it is blank or too long', async () => {
    const { client, lpId } = await enrolLearner(t, productId);
    for (const responseText of ['  ', 'x'.repeat(4097), undefined]) {
      const res = await client.post(`${url(lpId)}/response`, { responseText });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe('responseText');
    }
  });

  it('keeps the lesson rules: the slide must be reached and its time passed', async () => {
    const { client, lpId } = await enrolLearner(t, productId);
    await openLesson(client, lpId, lessonId);
    const early = await client.post(`${url(lpId)}/response`, { responseText: 'Too soon' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SLIDE_NOT_REACHED');
  });

  it('stores the response, marks the ASSIGNMENT slide answered and reads it back', async () => {
    const { client, lpId } = await enrolLearner(t, productId);
    const lesson = await openLesson(client, lpId, lessonId);
    t.clock.advance(20_000);
    await lesson.submit('read', {});
    const res = await client.post(`${url(lpId)}/response`, { responseText: ' I represent the seller. ' });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({
      status: 'INITIAL_RESPONSE',
      responseText: 'I represent the seller.',
      answered: true,
      comments: [{ instructorResponse: false, commentText: 'I represent the seller.' }],
    });
    const [sa] = await t.database.db
      .select()
      .from(studentAssignments)
      .where(and(eq(studentAssignments.learnerProductId, lpId), eq(studentAssignments.assignmentId, assignmentId)));
    expect(sa).toMatchObject({ id: reply.studentAssignmentId, nodeId: lessonId, status: 'INITIAL_RESPONSE' });
    const comments = await t.database.db
      .select()
      .from(assignmentComments)
      .where(eq(assignmentComments.studentAssignmentId, sa?.id ?? 0));
    expect(comments.map((c) => c.commentText)).toEqual(['I represent the seller.']);
    const submissions = await t.database.db
      .select()
      .from(inquirySubmissions)
      .where(and(eq(inquirySubmissions.learnerProductId, lpId), eq(inquirySubmissions.slideId, lesson.ref('essay'))));
    expect(submissions.map((s) => [s.done, s.correct])).toEqual([[true, null]]);

    const again = (await client.get(`/api/lesson/${lpId}/${lessonId}`)).json();
    expect(again.currentIndex).toBe(2);
    expect(again.inquiries[1]).toMatchObject({
      assignmentId,
      responseText: 'I represent the seller.',
      answered: true,
      taken: true,
    });
    expect((await client.post(`/api/lesson/${lpId}/${lessonId}/${lessonId}/finish`)).json().lessonComplete).toBe(true);
  });

  it('threads a response given through the lesson submit as well', async () => {
    const { client, lpId } = await enrolLearner(t, productId);
    const lesson = await openLesson(client, lpId, lessonId);
    t.clock.advance(20_000);
    await lesson.submit('read', {});
    expect((await lesson.submit('essay', { responseText: 'Via the slide.' })).json()).toMatchObject({ taken: true });
    await client.post(`${url(lpId)}/response`, { responseText: 'A second thought.' });
    const reply = (await client.get(url(lpId))).json();
    expect(reply.comments.map((c: { commentText: string }) => c.commentText)).toEqual(['Via the slide.', 'A second thought.']);
    expect(reply.responseText).toBe('A second thought.');
  });
});
