import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, forumPostVotes, forumReports, forums } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { enrolLearner, importLessonCourse } from '../lesson/testing/lesson-fixture.js';
import { assignInstructor } from '../product/index.js';

const FILES = {
  'nodes/01-discuss.yaml': `type: LESSON
title: Discussion
slides:
  - id: forum
    type: FORUM
    title: Your first disclosure
    forumKey: first-contact
    question: When do you give the IABS notice?
    answerFeedback: Thanks.
`,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A course with one forum, a learner who posted in it and a second learner. */
async function forumWithPost() {
  const course = await importLessonCourse(t, FILES);
  const [forum] = await t.database.db.select().from(forums).where(eq(forums.productId, course.productId));
  const forumId = forum?.id ?? 0;
  const a = await enrolLearner(t, course.productId);
  const b = await enrolLearner(t, course.productId);
  const post = (await a.client.post('/api/forum/forumPostUser', { forumId, postText: 'First answer' })).json();
  return { productId: course.productId, forumId, a, b, postId: post.id as number };
}

async function signedIn(authorities: string[]) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

const postOf = async (client: TestClient, forumId: number, postId: number) =>
  (await client.get(`/api/forum/${forumId}`)).json().posts.find((p: { id: number }) => p.id === postId);

describe('POST api/forum/forumComment', () => {
  it('answers 401 without a session and names the bad field in a 400', async () => {
    const { b, postId } = await forumWithPost();
    expect((await new TestClient(t.app).post('/api/forum/forumComment', { forumPostId: postId, comment: 'x' })).statusCode).toBe(
      401,
    );
    for (const [body, field] of [
      [{ forumPostId: postId, comment: '  ' }, 'comment'],
      [{ forumPostId: postId, comment: 'x'.repeat(4097) }, 'comment'],
      [{ forumPostId: 'x', comment: 'Hi' }, 'forumPostId'],
      [{ forumPostId: 2 ** 31, comment: 'Hi' }, 'forumPostId'],
    ] as const) {
      const res = await b.client.post('/api/forum/forumComment', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe(field);
    }
  });

  it('stores the comment, text as written, and the forum shows it under the post', async () => {
    const { forumId, a, b, postId } = await forumWithPost();
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await b.client.post('/api/forum/forumComment', { forumPostId: postId, comment: ` ${payload} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ forumPostId: postId, author: 'Test U.', text: payload, reported: false });
    const seen = await postOf(a.client, forumId, postId);
    expect(seen.comments.map((c: { text: string }) => c.text)).toEqual([payload]);
  });

  it('answers 404 for a post of a product the learner does not hold', async () => {
    const { postId } = await forumWithPost();
    const other = await forumWithPost();
    expect((await other.b.client.post('/api/forum/forumComment', { forumPostId: postId, comment: 'Hi' })).statusCode).toBe(404);
    expect((await other.b.client.post('/api/forum/forumComment', { forumPostId: 999_999, comment: 'Hi' })).statusCode).toBe(404);
  });
});

describe('votes', () => {
  it('count once per learner: a second vote replaces the first; remove vote takes it back', async () => {
    const { forumId, a, b, postId } = await forumWithPost();
    const first = await b.client.post('/api/forum/forumPost/vote', { forumPostId: postId, upVote: true });
    expect(first.statusCode).toBe(200);
    const again = await b.client.post('/api/forum/forumPost/vote', {
      forumPostId: postId,
      forumPostVoteId: first.json().forumPostVoteId,
      upVote: true,
    });
    expect(again.json().forumPostVoteId).toBe(first.json().forumPostVoteId);
    expect(await postOf(b.client, forumId, postId)).toMatchObject({
      score: 1,
      votes: 1,
      hasVoted: true,
      postVoteId: first.json().forumPostVoteId,
    });
    // The author sees the count, but not as their own vote.
    expect(await postOf(a.client, forumId, postId)).toMatchObject({ score: 1, votes: 1, hasVoted: false, postVoteId: null });
    await a.client.post('/api/forum/forumPost/vote', { forumPostId: postId, upVote: false });
    expect(await postOf(a.client, forumId, postId)).toMatchObject({ score: 0, votes: 2, hasVoted: true });
    const rows = await t.database.db.select().from(forumPostVotes).where(eq(forumPostVotes.postId, postId));
    expect(rows).toHaveLength(2);

    // Someone else's vote is not theirs to remove.
    expect((await a.client.delete(`/api/forum/forumPost/vote/${first.json().forumPostVoteId}`)).statusCode).toBe(404);
    const removed = await b.client.delete(`/api/forum/forumPost/vote/${first.json().forumPostVoteId}`);
    expect(removed.statusCode).toBe(200);
    expect(await postOf(b.client, forumId, postId)).toMatchObject({ score: -1, votes: 1, hasVoted: false, postVoteId: null });
    expect((await b.client.delete(`/api/forum/forumPost/vote/${first.json().forumPostVoteId}`)).statusCode).toBe(404);
  });

  it('names a bad field, and answers 404 for a post of another product', async () => {
    const { b, postId } = await forumWithPost();
    const bad = await b.client.post('/api/forum/forumPost/vote', { forumPostId: postId, upVote: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('upVote');
    const other = await forumWithPost();
    expect((await other.b.client.post('/api/forum/forumPost/vote', { forumPostId: postId })).statusCode).toBe(404);
  });
});

describe('an inactive forum', () => {
  it('takes no comments, votes or vote removals (409 FORUM_INACTIVE) and still reads', async () => {
    const { forumId, b, postId } = await forumWithPost();
    const vote = (await b.client.post('/api/forum/forumPost/vote', { forumPostId: postId })).json();
    await t.database.db.update(forums).set({ active: false }).where(eq(forums.id, forumId));
    for (const res of [
      await b.client.post('/api/forum/forumComment', { forumPostId: postId, comment: 'Late' }),
      await b.client.post('/api/forum/forumPost/vote', { forumPostId: postId }),
      await b.client.delete(`/api/forum/forumPost/vote/${vote.forumPostVoteId}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('FORUM_INACTIVE');
    }
    expect(await postOf(b.client, forumId, postId)).toMatchObject({ votes: 1, comments: [] });
  });
});

describe('GET api/forum/user/{id}', () => {
  it("answers the forum with the caller's own posts only", async () => {
    const { forumId, a, b } = await forumWithPost();
    await b.client.post('/api/forum/forumPostUser', { forumId, postText: 'B writes' });
    const res = await b.client.get(`/api/forum/user/${forumId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().posts.map((p: { postText: string }) => p.postText)).toEqual(['B writes']);
    expect((await a.client.get(`/api/forum/${forumId}`)).json().posts).toHaveLength(2);
    const other = await forumWithPost();
    expect((await other.a.client.get(`/api/forum/user/${forumId}`)).statusCode).toBe(404);
  });
});

describe('reports and moderation', () => {
  it('queues a report per learner and item, and only moderators of the product decide it', async () => {
    const { productId, forumId, a, b, postId } = await forumWithPost();
    const comment = (await a.client.post('/api/forum/forumComment', { forumPostId: postId, comment: 'Rude words' })).json();
    const reportPost = await b.client.post(`/api/forum/forumPost/markInappropriate/${postId}`);
    expect(reportPost.statusCode).toBe(201);
    const again = await b.client.post(`/api/forum/forumPost/markInappropriate/${postId}`);
    expect(again.json().reportId).toBe(reportPost.json().reportId);
    const reportComment = await b.client.post(`/api/forum/forumComment/markInappropriate/${comment.id}`);
    expect(reportComment.statusCode).toBe(201);
    expect(await postOf(b.client, forumId, postId)).toMatchObject({ reported: true, comments: [{ reported: true }] });
    const outsider = await forumWithPost();
    expect((await outsider.b.client.post(`/api/forum/forumPost/markInappropriate/${postId}`)).statusCode).toBe(404);
    expect((await outsider.b.client.post(`/api/forum/forumComment/markInappropriate/${comment.id}`)).statusCode).toBe(404);

    const search = { options: { status: 'OPEN' }, searchValue: 'Rude' };
    // Learners do not moderate.
    expect((await b.client.post('/api/forum/reports/search', search)).statusCode).toBe(403);
    expect((await b.client.post(`/api/forum/reports/${reportComment.json().reportId}/remove`)).statusCode).toBe(403);
    // An instructor of another product neither sees nor decides these reports.
    const stranger = await signedIn([Authority.INSTRUCTOR]);
    await assignInstructor(t.database.db, outsider.productId, stranger.user.id, t.clock.now());
    const theirRes = await stranger.client.post('/api/forum/reports/search', {});
    expect(theirRes.statusCode).toBe(200);
    const theirList = theirRes.json();
    expect(theirList.content.filter((r: { forumId: number }) => r.forumId === forumId)).toEqual([]);
    expect((await stranger.client.post(`/api/forum/reports/${reportComment.json().reportId}/remove`)).statusCode).toBe(404);

    const instructor = await signedIn([Authority.INSTRUCTOR]);
    await assignInstructor(t.database.db, productId, instructor.user.id, t.clock.now());
    const list = await instructor.client.post('/api/forum/reports/search', search);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(list.json().content[0]).toMatchObject({
      id: reportComment.json().reportId,
      kind: 'COMMENT',
      forumId,
      text: 'Rude words',
      author: 'Test U.',
      status: 'OPEN',
    });
    const bad = await instructor.client.post('/api/forum/reports/search', { options: { status: 'GONE' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('options.status');

    // Remove the comment: learners no longer see it; the decision is audited and cannot be taken twice.
    const removed = await instructor.client.post(`/api/forum/reports/${reportComment.json().reportId}/remove`);
    expect(removed.statusCode).toBe(200);
    expect((await postOf(a.client, forumId, postId)).comments).toEqual([]);
    expect((await instructor.client.post(`/api/forum/reports/${reportComment.json().reportId}/keep`)).statusCode).toBe(409);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, instructor.user.login), eq(auditEvents.type, 'FORUM_ITEM_REMOVED')));
    expect(event?.data).toMatchObject({ reportId: String(reportComment.json().reportId), commentId: String(comment.id) });

    // Keep the post: it stays, the report is closed.
    const admin = await signedIn([Authority.ADMIN]);
    expect((await admin.client.post(`/api/forum/reports/${reportPost.json().reportId}/keep`)).statusCode).toBe(200);
    expect(await postOf(a.client, forumId, postId)).toMatchObject({ postText: 'First answer' });
    const [kept] = await t.database.db.select().from(forumReports).where(eq(forumReports.id, reportPost.json().reportId));
    expect(kept).toMatchObject({ status: 'KEPT', resolvedBy: admin.user.login });
    const open = (await instructor.client.post('/api/forum/reports/search', { options: { status: 'OPEN' } })).json();
    expect(open.content.filter((r: { forumId: number }) => r.forumId === forumId)).toEqual([]);
  });

  it('removing a post hides it and its comments from learners', async () => {
    const { forumId, a, b, postId } = await forumWithPost();
    await b.client.post('/api/forum/forumComment', { forumPostId: postId, comment: 'Under it' });
    const report = (await b.client.post(`/api/forum/forumPost/markInappropriate/${postId}`)).json();
    const admin = await signedIn([Authority.ADMIN]);
    expect((await admin.client.post(`/api/forum/reports/${report.reportId}/remove`)).statusCode).toBe(200);
    expect((await a.client.get(`/api/forum/${forumId}`)).json().posts).toEqual([]);
    expect((await b.client.post('/api/forum/forumComment', { forumPostId: postId, comment: 'More' })).statusCode).toBe(404);
    expect((await b.client.post('/api/forum/forumPost/vote', { forumPostId: postId })).statusCode).toBe(404);
  });
});
