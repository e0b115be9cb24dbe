import { Authority, NOTIFICATION_EXCERPT_MAX } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, forums, notifications, studentAssignments } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { enrolLearner, importLessonCourse, openLesson } from '../lesson/testing/lesson-fixture.js';
import { assignInstructor } from '../product/index.js';
import { notifyInstructorReply } from './index.js';

// Decision 0089: the learner's notifications, marking one read, a staff announcement, and the events that raise them.

const FILES = {
  'nodes/01-agency/_node.yaml': 'type: UNIT\ntitle: Agency\n',
  'nodes/01-agency/01-essay.yaml': `type: LESSON
title: Written Disclosure
slides:
  - id: essay
    type: ASSIGNMENT
    title: Draft a disclosure
    assignmentKey: disclosure-essay
    assignmentText: Write the disclosure.
  - id: share
    type: FORUM
    title: Share
    forumKey: share
    question: When do you disclose?
    answerFeedback: Thanks.
`,
};

let t: TestApp;
let productId = 0;
let essay = 0;
let instructor: TestClient;
let admin: TestClient;

async function signedIn(authorities: string[]) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

beforeAll(async () => {
  t = await createTestApp();
  const course = await importLessonCourse(t, FILES);
  productId = course.productId;
  essay = course.nodeId('agency/essay');
  const i = await signedIn([Authority.INSTRUCTOR]);
  await assignInstructor(t.database.db, productId, i.user.id, t.clock.now());
  instructor = i.client;
  admin = (await signedIn([Authority.ADMIN])).client;
});
afterAll(() => t.close());

const list = (client: TestClient, lpId: number) => client.get(`/api/notification/lp/${lpId}`);
const rowsOf = (lpId: number) => t.database.db.select().from(notifications).where(eq(notifications.learnerProductId, lpId));

async function withNotification(lpId: number, message = 'See you at 3 pm.') {
  await t.database.db.transaction((tx) =>
    notifyInstructorReply(tx, t.clock, { learnerProductId: lpId, instructorName: 'Iris Chen', message }),
  );
  const [row] = (await rowsOf(lpId)).slice(-1);
  if (!row) throw new Error('no notification');
  return row;
}

describe('GET api/notification/lp/{lpId}', () => {
  it('lists the learner’s unread notifications newest first with contactInstructor; 401 without a session; 404 for another learner', async () => {
    const me = await enrolLearner(t, productId);
    const other = await enrolLearner(t, productId);
    const empty = await list(me.client, me.lpId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ notifications: [], contactInstructor: { available: false } });
    const first = await withNotification(me.lpId, 'First');
    const second = await withNotification(me.lpId, 'Second');
    const res = await list(me.client, me.lpId);
    expect(res.json().notifications).toEqual([
      { id: second.id, title: 'Iris Chen', message: 'Second', priority: 'HIGH', type: 'INSTRUCTOR_REPLY' },
      { id: first.id, title: 'Iris Chen', message: 'First', priority: 'HIGH', type: 'INSTRUCTOR_REPLY' },
    ]);
    expect((await new TestClient(t.app).get(`/api/notification/lp/${me.lpId}`)).statusCode).toBe(401);
    const stranger = await list(other.client, me.lpId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Second');
    // Staff who are not administrators read no learner's notifications; administrators do (support).
    expect((await list(instructor, me.lpId)).statusCode).toBe(404);
    expect((await list(admin, me.lpId)).json().notifications).toHaveLength(2);
  });

  it('400 naming lpId when it is not an id', async () => {
    const me = await enrolLearner(t, productId);
    for (const bad of ['abc', '0', '2147483648']) {
      const res = await list(me.client, bad as unknown as number);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('lpId');
    }
  });

  it('cuts a long message to an excerpt on a whole character', async () => {
    const me = await enrolLearner(t, productId);
    const row = await withNotification(me.lpId, `${'😀'.repeat(NOTIFICATION_EXCERPT_MAX)}tail`);
    expect(Array.from(row.message)).toHaveLength(NOTIFICATION_EXCERPT_MAX);
    expect(row.message.endsWith('…')).toBe(true);
    expect(row.message).not.toContain('tail');
  });
});

describe('POST api/notification/{notificationId}/read', () => {
  it('marks it read, persisted: no longer listed; another learner and an administrator get 404 and change nothing', async () => {
    const me = await enrolLearner(t, productId);
    const other = await enrolLearner(t, productId);
    const row = await withNotification(me.lpId);
    expect((await other.client.post(`/api/notification/${row.id}/read`)).statusCode).toBe(404);
    expect((await admin.post(`/api/notification/${row.id}/read`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(`/api/notification/${row.id}/read`)).statusCode).toBe(401);
    expect((await rowsOf(me.lpId))[0]?.readAt).toBeNull();
    const res = await me.client.post(`/api/notification/${row.id}/read`);
    expect(res.statusCode).toBe(204);
    const [stored] = await rowsOf(me.lpId);
    expect(stored?.readAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await list(me.client, me.lpId)).json().notifications).toEqual([]);
    // Again: still 204, the first reading kept.
    t.clock.advance(60_000);
    expect((await me.client.post(`/api/notification/${row.id}/read`)).statusCode).toBe(204);
    expect((await rowsOf(me.lpId))[0]?.readAt?.toISOString()).toBe(stored?.readAt?.toISOString());
    expect((await me.client.post('/api/notification/2147483647/read')).statusCode).toBe(404);
  });
});

describe('POST api/admin/notification/product/{productId}', () => {
  const body = { title: 'Office hours moved', message: 'Thursday office hours start at 4 pm this week.', priority: 'HIGH' };

  it('an administrator or the product’s instructor notifies every learner of the product (audited); a learner, another instructor: 403/404', async () => {
    const a = await enrolLearner(t, productId);
    const b = await enrolLearner(t, productId);
    const res = await instructor.post(`/api/admin/notification/product/${productId}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().sent).toBeGreaterThanOrEqual(2);
    for (const lp of [a, b]) {
      const mine = (await list(lp.client, lp.lpId)).json().notifications;
      expect(mine[0]).toMatchObject({ title: body.title, message: body.message, priority: 'HIGH', type: 'ANNOUNCEMENT' });
    }
    expect((await admin.post(`/api/admin/notification/product/${productId}`, { ...body, priority: undefined })).json().sent).toBe(
      res.json().sent,
    );
    expect((await list(a.client, a.lpId)).json().notifications[0].priority).toBe('NORMAL');
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, 'NOTIFICATION_BROADCAST'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits)).not.toContain(body.message);

    expect((await a.client.post(`/api/admin/notification/product/${productId}`, body)).statusCode).toBe(403);
    const elsewhere = await signedIn([Authority.INSTRUCTOR]);
    const before = (await rowsOf(a.lpId)).length;
    // Not theirs to staff: 404 before the body is even looked at.
    expect((await elsewhere.client.post(`/api/admin/notification/product/${productId}`, body)).statusCode).toBe(404);
    expect((await elsewhere.client.post(`/api/admin/notification/product/${productId}`, {})).statusCode).toBe(404);
    expect((await rowsOf(a.lpId)).length).toBe(before);
    expect((await new TestClient(t.app).post(`/api/admin/notification/product/${productId}`, body)).statusCode).toBe(401);
  });

  it('400 naming each bad field', async () => {
    const res = await admin.post(`/api/admin/notification/product/${productId}`, {
      title: ' ',
      message: 'x'.repeat(5000),
      priority: 'URGENT',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'message', 'priority']));
  });
});

describe('events that notify', () => {
  it('an instructor’s comment on the learner’s assignment notifies the learner, in the comment’s transaction', async () => {
    const me = await enrolLearner(t, productId);
    const lesson = await openLesson(me.client, me.lpId, essay);
    expect((await lesson.submit('essay', { responseText: 'I represent the seller.' })).statusCode).toBe(200);
    const [sa] = await t.database.db.select().from(studentAssignments).where(eq(studentAssignments.learnerProductId, me.lpId));
    const url = `/api/instructor/assignments/${sa?.id}/comment`;
    expect((await instructor.post(url, { commentText: 'Add the written consent.', complete: false })).statusCode).toBe(200);
    expect((await list(me.client, me.lpId)).json().notifications).toEqual([
      expect.objectContaining({ type: 'ASSIGNMENT_COMMENT', title: 'Draft a disclosure', message: 'Add the written consent.' }),
    ]);
    // Completing without a comment says nothing new.
    expect((await instructor.post(url, { commentText: '', complete: true })).statusCode).toBe(200);
    expect(await rowsOf(me.lpId)).toHaveLength(1);
  });

  it('a forum reply notifies the post’s author and the thread’s earlier commenters, never the replier', async () => {
    const author = await enrolLearner(t, productId);
    const commenter = await enrolLearner(t, productId);
    const replier = await enrolLearner(t, productId);
    const [forum] = await t.database.db.select().from(forums).where(eq(forums.productId, productId));
    const forumId = forum?.id;
    const post = await author.client.post('/api/forum/forumPostUser', { forumId, postText: 'Before price talk.' });
    expect(post.statusCode).toBe(201);
    const comment = (client: TestClient, text: string) =>
      client.post('/api/forum/forumComment', { forumPostId: post.json().id, comment: text });
    expect((await comment(commenter.client, 'Agreed.')).statusCode).toBe(201);
    expect((await comment(replier.client, 'And in writing.')).statusCode).toBe(201);
    const forumOf = async (lpId: number) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.learnerProductId, lpId), eq(notifications.type, 'FORUM_REPLY')));
    expect((await forumOf(author.lpId)).map((n) => n.message)).toEqual(['Agreed.', 'And in writing.']);
    expect((await forumOf(commenter.lpId)).map((n) => n.message)).toEqual(['And in writing.']);
    expect(await forumOf(replier.lpId)).toEqual([]);
  });
});
