import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts, forums } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';
import { enrolLearner, importLessonCourse, openLesson } from '../lesson/testing/lesson-fixture.js';

const FILES = {
  'nodes/01-discuss.yaml': `type: LESSON
title: Discussion
slides:
  - id: forum
    type: FORUM
    title: Your first disclosure
    forumKey: first-contact
    question: When do you give the IABS notice?
    answerFeedback: Thanks for sharing your practice.
`,
};

let t: TestApp;
let productId = 0;
let lessonId = 0;
let forumId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const course = await importLessonCourse(t, FILES);
  productId = course.productId;
  lessonId = course.nodeId('discuss');
  const [row] = await t.database.db.select().from(forums).where(eq(forums.productId, productId));
  forumId = row?.id ?? 0;
});
afterAll(() => t.close());

const postsOf = (id: number) => t.database.db.select().from(forumPosts).where(eq(forumPosts.forumId, id));

describe('forums from the package', () => {
  it('are created by the import from FORUM slides and keep their id across re-imports', async () => {
    const [row] = await t.database.db.select().from(forums).where(eq(forums.id, forumId));
    expect(row).toMatchObject({ key: 'first-contact', question: 'When do you give the IABS notice?', active: true });
  });
});

describe('POST api/forum/forumPostUser', () => {
  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).post('/api/forum/forumPostUser', { forumId, postText: 'Hi' })).statusCode).toBe(401);
  });

  it('names the bad field in a 400', async () => {
    const { client } = await enrolLearner(t, productId);
    for (const [body, field] of [
      [{ forumId, postText: '   ' }, 'postText'],
      [{ forumId, postText: 'x'.repeat(4097) }, 'postText'],
      [{ forumId: 'abc', postText: 'Hi' }, 'forumId'],
    ] as const) {
      const res = await client.post('/api/forum/forumPostUser', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe(field);
    }
  });

  it('answers 404 for a forum of a product the learner does not hold, and for an unknown forum', async () => {
    const elsewhere = await importLessonCourse(t, FILES);
    const { client } = await enrolLearner(t, elsewhere.productId);
    expect((await client.post('/api/forum/forumPostUser', { forumId, postText: 'Hi' })).statusCode).toBe(404);
    expect((await client.post('/api/forum/forumPostUser', { forumId: 999_999, postText: 'Hi' })).statusCode).toBe(404);
    expect(await postsOf(forumId)).toEqual([]);
  });

  it('stores the post and replies with it', async () => {
    const { client, user } = await enrolLearner(t, productId);
    const res = await client.post('/api/forum/forumPostUser', { forumId, postText: '  At first contact.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ forumId, author: 'Test U.', postText: 'At first contact.' });
    const stored = (await postsOf(forumId)).filter((p) => p.authorUserId === user.id);
    expect(stored.map((p) => p.postText)).toEqual(['At first contact.']);
    expect(stored[0]?.createdOn.toISOString()).toBe(t.clock.now().toISOString());
  });
});

describe('GET api/forum/{id}', () => {
  it('answers 401 without a session, 400 naming a bad id, 404 for a product the learner does not hold', async () => {
    expect((await new TestClient(t.app).get(`/api/forum/${forumId}`)).statusCode).toBe(401);
    const { client } = await enrolLearner(t, productId);
    const bad = await client.get('/api/forum/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('id');
    expect((await client.get('/api/forum/999999')).statusCode).toBe(404);
    const elsewhere = await importLessonCourse(t, FILES);
    const outsider = await enrolLearner(t, elsewhere.productId);
    expect((await outsider.client.get(`/api/forum/${forumId}`)).statusCode).toBe(404);
  });

  it('replies with the question and the posts oldest first, with their authors', async () => {
    const course = await importLessonCourse(t, FILES);
    const [forum] = await t.database.db.select().from(forums).where(eq(forums.productId, course.productId));
    const a = await enrolLearner(t, course.productId);
    const b = await enrolLearner(t, course.productId);
    await a.client.post('/api/forum/forumPostUser', { forumId: forum?.id, postText: 'First' });
    t.clock.advance(60_000);
    await b.client.post('/api/forum/forumPostUser', { forumId: forum?.id, postText: 'Second' });
    const res = await b.client.get(`/api/forum/${forum?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: forum?.id,
      title: 'Your first disclosure',
      question: 'When do you give the IABS notice?',
      active: true,
    });
    expect(res.json().posts.map((p: { postText: string; author: string }) => [p.postText, p.author])).toEqual([
      ['First', 'Test U.'],
      ['Second', 'Test U.'],
    ]);
  });
});

describe('the FORUM inquiry', () => {
  it('publishes the forumId, posts the submitted answer to the slide forum and returns answerFeedback', async () => {
    const { client, user, lpId } = await enrolLearner(t, productId);
    const lesson = await openLesson(client, lpId, lessonId);
    expect(lesson.lesson.inquiries[0]).toMatchObject({ type: 'FORUM', forumId });
    expect(JSON.stringify(lesson.lesson)).not.toContain('Thanks for sharing');
    const reply = (await lesson.submit('forum', { postText: 'Before discussing any property.' })).json();
    expect(reply).toMatchObject({ feedback: 'Thanks for sharing your practice.', taken: true, progressed: true });
    const stored = (await postsOf(forumId)).filter((p) => p.authorUserId === user.id);
    expect(stored.map((p) => p.postText)).toEqual(['Before discussing any property.']);
  });

  it('stores nothing when the post is blank', async () => {
    const { client, user, lpId } = await enrolLearner(t, productId);
    const lesson = await openLesson(client, lpId, lessonId);
    const res = await lesson.submit('forum', { postText: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('inquiryAnswerData.postText');
    expect((await postsOf(forumId)).filter((p) => p.authorUserId === user.id)).toEqual([]);
  });

  it('closes a forum no slide names any more, keeping its posts', async () => {
    const course = await importLessonCourse(t, FILES);
    const [before] = await t.database.db.select().from(forums).where(eq(forums.productId, course.productId));
    const { client } = await enrolLearner(t, course.productId);
    await client.post('/api/forum/forumPostUser', { forumId: before?.id, postText: 'Kept' });
    writeFileSync(
      `${course.dir}/nodes/01-discuss.yaml`,
      'type: LESSON\ntitle: Discussion\nslides:\n  - { id: x, type: CONTENT, title: X }\n',
    );
    await importCourseFolder(t.database.db, t.clock, course.dir);
    const [after] = await t.database.db.select().from(forums).where(eq(forums.productId, course.productId));
    expect(after).toMatchObject({ id: before?.id, active: false });
    expect((await postsOf(before?.id ?? 0)).map((p) => p.postText)).toEqual(['Kept']);
    const res = await client.post('/api/forum/forumPostUser', { forumId: before?.id, postText: 'Late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('FORUM_INACTIVE');
    // Still readable, saying it is no longer active.
    const read = (await client.get(`/api/forum/${before?.id}`)).json();
    expect(read).toMatchObject({ active: false, posts: [expect.objectContaining({ postText: 'Kept' })] });
  });
});
