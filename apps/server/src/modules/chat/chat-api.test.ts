import { Authority, CHAT_MESSAGE_MAX } from '@continuum/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chats, learnerProducts } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { switchOnLiveSupport } from '../instructor/testing/live-support.js';

let t: TestApp;

async function signedIn(authorities: string[] = []) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

async function clientOf(user: { login: string; password: string }) {
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return client;
}

/** A learner in a fresh course, another learner in the same course, its instructor and an instructor of nothing. */
async function scene() {
  const a = await signedIn();
  const course = await importFixtureCourse(t, a.user.id);
  const b = await signedIn();
  const [bLp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: b.user.id, productId: course.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  const instructorUser = await switchOnLiveSupport(t, course.productId);
  const instructor = await clientOf(instructorUser);
  const stranger = await signedIn([Authority.INSTRUCTOR]);
  const node = course.id('unit-exam');
  return { a, b, bLp: bLp?.id ?? 0, course, node, instructor, instructorUser, stranger };
}

const fieldsOf = (res: { json(): { fieldErrors?: { field: string }[] } }) => (res.json().fieldErrors ?? []).map((f) => f.field);

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('POST api/support/instructor/chat', () => {
  it('starts, is answered, carries the current node, is ended; lastDate pages what is new', async () => {
    const s = await scene();
    const empty = await s.a.client.post('/api/support/instructor/chat', { learningComponentId: s.node });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ chatId: null, lastDate: null, status: null, messages: [] });

    const started = await s.a.client.post('/api/support/instructor/chat', {
      chatId: null,
      lastDate: null,
      learningComponentId: s.node,
      message: 'Hello, I am stuck',
    });
    expect(started.statusCode).toBe(200);
    const first = started.json();
    expect(first.status).toBe('OPEN');
    expect(first.messages).toMatchObject([{ message: 'Hello, I am stuck', fromLearner: true }]);
    const [row] = await t.database.db.select().from(chats).where(eq(chats.id, first.chatId));
    expect(row).toMatchObject({ learnerProductId: s.course.lp.id, productId: s.course.productId, nodeId: s.node });

    // The instructor answers (same clock instant: the message still sorts after the learner's).
    const answer = await s.instructor.post(`/api/instructor/chats/${first.chatId}`, {
      lastDate: first.lastDate,
      message: 'Hi! Which question?',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('ACTIVE');
    expect(answer.json().messages.map((m: { message: string }) => m.message)).toEqual(['Hi! Which question?']);

    // The reply also waits among the learner's notifications, titled with the instructor's name (decision 0089).
    const notes = await s.a.client.get(`/api/notification/lp/${s.course.lp.id}`);
    expect(notes.json().notifications).toEqual([
      expect.objectContaining({ type: 'INSTRUCTOR_REPLY', message: 'Hi! Which question?', title: expect.any(String) }),
    ]);
    expect(notes.json().notifications[0].title).not.toBe('');

    // The learner's poll with the last lastDate gets only the reply, fromLearner false, with the instructor's name.
    const final = s.course.id('final');
    const polled = await s.a.client.post('/api/support/instructor/chat', {
      chatId: first.chatId,
      lastDate: first.lastDate,
      learningComponentId: final,
    });
    expect(polled.statusCode).toBe(200);
    expect(polled.json().messages).toEqual([
      expect.objectContaining({ message: 'Hi! Which question?', fromLearner: false, who: expect.any(String) }),
    ]);
    const [moved] = await t.database.db.select().from(chats).where(eq(chats.id, first.chatId));
    expect(moved?.nodeId).toBe(final);
    expect(moved?.status).toBe('ACTIVE');
    expect(moved?.instructorUserId).toBe(s.instructorUser.id);

    // The push channel's call, asked without Accept: text/event-stream, answers the same state once, as JSON.
    const once = await s.a.client.get(
      `/api/support/instructor/chat/${first.chatId}/events?lastDate=${encodeURIComponent(first.lastDate)}`,
    );
    expect(once.statusCode).toBe(200);
    expect(once.json()).toEqual(polled.json());

    // Without a chatId the open chat is resumed (a reloaded page).
    const resumed = await s.a.client.post('/api/support/instructor/chat', { learningComponentId: s.node });
    expect(resumed.json().chatId).toBe(first.chatId);
    expect(resumed.json().messages).toHaveLength(2);

    const ended = await s.instructor.post(`/api/instructor/chats/${first.chatId}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status).toBe('ENDED');
    expect((await s.instructor.post(`/api/instructor/chats/${first.chatId}`, { message: 'late' })).statusCode).toBe(409);
    const afterEnd = await s.a.client.post('/api/support/instructor/chat', {
      chatId: first.chatId,
      lastDate: polled.json().lastDate,
    });
    expect(afterEnd.json().status).toBe('ENDED');

    // A message to an ended chat starts a new one.
    const again = await s.a.client.post('/api/support/instructor/chat', { chatId: first.chatId, message: 'One more thing' });
    expect(again.statusCode).toBe(200);
    expect(again.json().chatId).not.toBe(first.chatId);
    expect(again.json().status).toBe('OPEN');
    expect(again.json().messages).toMatchObject([{ message: 'One more thing' }]);

    const stored = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, first.chatId))
      .orderBy(asc(chatMessages.createdAt));
    expect(stored.map((m) => [m.message, m.fromLearner])).toEqual([
      ['Hello, I am stuck', true],
      ['Hi! Which question?', false],
    ]);
    expect(stored[1]?.createdAt.getTime()).toBeGreaterThan(stored[0]?.createdAt.getTime() ?? 0);
  });

  it('the learner ends their own chat', async () => {
    const s = await scene();
    const started = (
      await s.a.client.post('/api/support/instructor/chat', { learningComponentId: s.node, message: 'hi' })
    ).json();
    const ended = await s.a.client.post(`/api/support/instructor/chat/${started.chatId}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().status).toBe('ENDED');
    const [row] = await t.database.db.select().from(chats).where(eq(chats.id, started.chatId));
    expect(row?.status).toBe('ENDED');
    expect(row?.endedAt).not.toBeNull();
  });

  it('another learner’s chat is 404 on every call, and nothing is written', async () => {
    const s = await scene();
    const started = (
      await s.a.client.post('/api/support/instructor/chat', { learningComponentId: s.node, message: 'mine' })
    ).json();
    const calls = [
      s.b.client.post('/api/support/instructor/chat', { chatId: started.chatId }),
      s.b.client.post('/api/support/instructor/chat', { chatId: started.chatId, message: 'hijack' }),
      s.b.client.post('/api/support/instructor/chat', { learnerProductId: s.course.lp.id, message: 'as A' }),
      s.b.client.post('/api/support/instructor/chat', { learnerProductId: s.course.lp.id, learningComponentId: s.node }),
      s.b.client.post(`/api/support/instructor/chat/${started.chatId}/end`),
      s.b.client.get(`/api/support/instructor/chat/${started.chatId}/events`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('mine');
    }
    // B's own chat about the same course is B's, not A's.
    const own = await s.b.client.post('/api/support/instructor/chat', { learningComponentId: s.node });
    expect(own.json().chatId).toBeNull();
    const messages = await t.database.db.select().from(chatMessages).where(eq(chatMessages.chatId, started.chatId));
    expect(messages.map((m) => m.message)).toEqual(['mine']);
    const [row] = await t.database.db.select().from(chats).where(eq(chats.id, started.chatId));
    expect(row?.status).toBe('OPEN');
    expect(s.bLp).toBeGreaterThan(0);
  });

  it('bad input is a 400 naming the field: 4096 characters pass, 4097 do not', async () => {
    const s = await scene();
    const ok = await s.a.client.post('/api/support/instructor/chat', {
      learningComponentId: s.node,
      message: 'x'.repeat(CHAT_MESSAGE_MAX),
    });
    expect(ok.statusCode).toBe(200);
    const long = await s.a.client.post('/api/support/instructor/chat', {
      chatId: ok.json().chatId,
      message: 'x'.repeat(CHAT_MESSAGE_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toEqual(['message']);
    const cases: [Record<string, unknown>, string][] = [
      [{ message: 'no product' }, 'learningComponentId'],
      [{ chatId: 2 ** 31, message: 'x' }, 'chatId'],
      [{ chatId: ok.json().chatId, lastDate: 'yesterday' }, 'lastDate'],
      [{ chatId: ok.json().chatId, message: '   ' }, 'message'],
      [{ chatId: ok.json().chatId, message: 'a\u0000b' }, 'message'],
    ];
    for (const [body, field] of cases) {
      const res = await s.a.client.post('/api/support/instructor/chat', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(body)).toContain(field);
    }
    const staffLong = await s.instructor.post(`/api/instructor/chats/${ok.json().chatId}`, {
      message: 'y'.repeat(CHAT_MESSAGE_MAX + 1),
    });
    expect(staffLong.statusCode).toBe(400);
    expect(fieldsOf(staffLong)).toEqual(['message']);
  });
});

describe('the instructor console', () => {
  it('an instructor sees and answers only chats of products they are assigned to', async () => {
    const s = await scene();
    const started = (
      await s.a.client.post('/api/support/instructor/chat', { learningComponentId: s.node, message: 'help' })
    ).json();
    const search = { searchValue: null, page: 0, pageSize: 10, options: { status: 'OPEN' } };

    const mine = await s.instructor.post('/api/instructor/chats/search', search);
    expect(mine.statusCode).toBe(200);
    const row = mine.json().content.find((r: { chatId: number }) => r.chatId === started.chatId);
    expect(row).toMatchObject({
      status: 'OPEN',
      learnerName: `${s.a.user.firstName} ${s.a.user.lastName}`.trim(),
      courseTitle: 'Fixture Course',
      nodeId: s.node,
      nodeTitle: 'Unit Exam',
      lastMessage: 'help',
      lastFromLearner: true,
    });
    // Searchable by the learner's login, paged with totals.
    const byLogin = await s.instructor.post('/api/instructor/chats/search', { ...search, searchValue: s.a.user.login });
    expect(byLogin.json()).toMatchObject({ totalElements: 1, totalPages: 1 });

    const theirs = await s.stranger.client.post('/api/instructor/chats/search', search);
    expect(theirs.json().content.map((r: { chatId: number }) => r.chatId)).not.toContain(started.chatId);
    for (const res of [
      await s.stranger.client.post(`/api/instructor/chats/${started.chatId}`, { message: 'not mine' }),
      await s.stranger.client.post(`/api/instructor/chats/${started.chatId}/end`),
      await s.stranger.client.get(`/api/instructor/chats/${started.chatId}/events`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    // A learner is not staff.
    expect((await s.a.client.post('/api/instructor/chats/search', search)).statusCode).toBe(403);
    const unknownStatus = await s.instructor.post('/api/instructor/chats/search', { ...search, options: { status: 'NOPE' } });
    expect(unknownStatus.statusCode).toBe(400);
    expect(fieldsOf(unknownStatus)).toEqual(['options.status']);
    const messages = await t.database.db.select().from(chatMessages).where(eq(chatMessages.chatId, started.chatId));
    expect(messages.map((m) => m.message)).toEqual(['help']);
  });

  it('without a session every chat call is 401', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post('/api/support/instructor/chat', { learnerProductId: 1 })).statusCode).toBe(401);
    expect((await anonymous.post('/api/instructor/chats/search', {})).statusCode).toBe(401);
  });
});
