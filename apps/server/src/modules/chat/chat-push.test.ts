import { randomBytes } from 'node:crypto';
import type { ChatReply } from '@continuum/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../platform/db/schema/index.js';
import { importFixtureCourse } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { switchOnLiveSupport } from '../instructor/testing/live-support.js';

/**
 * The push channel across instances (decision 0088). With DATABASE_URL two apps share one PostgreSQL database and
 * nothing else: a message written through app A reaches a stream held by app B only through LISTEN/NOTIFY. On PGlite
 * (one database per process) both roles are one app, which still goes through NOTIFY.
 */
let a: TestApp;
let b: TestApp;
let baseB = '';
const twoInstances = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  // One SESSION_SECRET, as instances behind one balancer have: a session's CSRF token is good on both.
  const shared = { secret: randomBytes(32).toString('base64url') };
  a = await createTestApp({}, undefined, shared);
  b = twoInstances ? await createTestApp({}, undefined, shared) : a;
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await a.close();
  if (b !== a) await b.close();
});

/** An open event stream: each `chat` event's reply, in order, as they arrive. */
async function openStream(client: TestClient, path: string) {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${baseB}${path}`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: ChatReply[] = [];
  const waiters: (() => void)[] = [];
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: chat') && data) {
            events.push(JSON.parse(data.slice(6)));
            for (const wake of waiters.splice(0)) wake();
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  /** Waits (at most 5 s) until `count` events have arrived. */
  const until = async (count: number) => {
    const deadline = Date.now() + 5_000;
    while (events.length < count) {
      if (Date.now() > deadline) throw new Error(`stream: ${events.length} of ${count} events after 5 s`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return events;
  };
  return { events, until, close: () => controller.abort() };
}

describe('chat push channel', () => {
  it(`a message posted on one instance reaches a stream on ${twoInstances ? 'another' : 'the same'} instance through PostgreSQL`, async () => {
    const learnerUser = await createUser(a);
    const learner = new TestClient(a.app);
    await learner.signIn(learnerUser.login, learnerUser.password);
    const course = await importFixtureCourse(a, learnerUser.id);
    const instructorUser = await switchOnLiveSupport(a, course.productId);
    const instructor = new TestClient(a.app);
    await instructor.signIn(instructorUser.login, instructorUser.password);
    expect(instructorUser.id).toBeGreaterThan(0);

    const started = await learner.post('/api/support/instructor/chat', {
      learningComponentId: course.id('final'),
      message: 'Is anyone there?',
    });
    const chat = started.json() as ChatReply;
    const lastDate = encodeURIComponent(chat.lastDate ?? '');

    const learnerStream = await openStream(learner, `/api/support/instructor/chat/${chat.chatId}/events?lastDate=${lastDate}`);
    const staffStream = await openStream(instructor, `/api/instructor/chats/${chat.chatId}/events`);
    // The first event is the state at once: nothing new for the learner, the whole chat for the instructor.
    expect((await learnerStream.until(1))[0]).toMatchObject({ chatId: chat.chatId, status: 'OPEN', messages: [] });
    expect((await staffStream.until(1))[0]?.messages.map((m) => m.message)).toEqual(['Is anyone there?']);

    // Written through app A; the streams live on app B.
    const answer = await instructor.post(`/api/instructor/chats/${chat.chatId}`, { message: 'Yes, how can I help?' });
    expect(answer.statusCode).toBe(200);
    const pushed = (await learnerStream.until(2))[1];
    expect(pushed).toMatchObject({ chatId: chat.chatId, status: 'ACTIVE' });
    expect(pushed?.messages).toEqual([expect.objectContaining({ message: 'Yes, how can I help?', fromLearner: false })]);
    // The same data as the poll gives for the same lastDate.
    const polled = await learner.post('/api/support/instructor/chat', { chatId: chat.chatId, lastDate: chat.lastDate });
    expect(polled.json()).toEqual(pushed);

    const reply = await learner.post('/api/support/instructor/chat', { chatId: chat.chatId, message: 'Question 3, please' });
    expect(reply.statusCode).toBe(200);
    const staffEvents = await staffStream.until(3);
    expect(staffEvents.flatMap((e) => e.messages.map((m) => m.message))).toEqual([
      'Is anyone there?',
      'Yes, how can I help?',
      'Question 3, please',
    ]);

    await instructor.post(`/api/instructor/chats/${chat.chatId}/end`);
    expect((await learnerStream.until(4)).at(-1)?.status).toBe('ENDED');
    learnerStream.close();
    staffStream.close();
    const deadline = Date.now() + 5_000;
    while (b.app.services.chatHub.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(b.app.services.chatHub.size).toBe(0);
  });

  it('a poll with nothing new is answered from memory until a change is heard, on every instance (decision 0100)', async () => {
    const learnerUser = await createUser(a);
    const learnerOnA = new TestClient(a.app);
    await learnerOnA.signIn(learnerUser.login, learnerUser.password);
    // The same browser session, its calls balanced to instance B (a second sign-in would end the first session).
    const learnerOnB = new TestClient(b.app);
    for (const [name, value] of learnerOnA.cookies) learnerOnB.cookies.set(name, value);
    const course = await importFixtureCourse(a, learnerUser.id);
    const instructorUser = await switchOnLiveSupport(a, course.productId);
    const instructor = new TestClient(a.app);
    await instructor.signIn(instructorUser.login, instructorUser.password);
    const node = course.id('final');
    const chat = (
      await learnerOnA.post('/api/support/instructor/chat', { learningComponentId: node, message: 'Hello?' })
    ).json() as ChatReply;
    const chatId = chat.chatId ?? 0;
    const poll = async () => {
      const res = await learnerOnB.post('/api/support/instructor/chat', {
        chatId,
        lastDate: chat.lastDate,
        learningComponentId: node,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ChatReply).messages.map((m) => m.message);
    };
    /** Polls on B until `want` is answered (a change on A reaches B's memory through NOTIFY, milliseconds later). */
    const pollUntil = async (want: string[]) => {
      const deadline = Date.now() + 5_000;
      let got = await poll();
      while (JSON.stringify(got) !== JSON.stringify(want) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        got = await poll();
      }
      return got;
    };

    expect(await poll()).toEqual([]);
    expect(b.app.services.chatPollCache.get(chatId)).toMatchObject({ id: chatId, userId: learnerUser.id, nodeId: node });
    // A row written without the NOTIFY every chat write sends is not seen: the poll is answered from memory.
    const later = new Date(new Date(chat.lastDate ?? '').getTime() + 1_000);
    await a.database.db.transaction(async (tx) => {
      await tx
        .insert(chatMessages)
        .values({ chatId, fromLearner: false, authorUserId: instructorUser.id, message: 'unheard', createdAt: later });
      await tx.execute(sql`update chats set last_message_at = ${later.toISOString()}::timestamptz where id = ${chatId}`);
    });
    expect(await poll()).toEqual([]);
    // Once the change is heard, the next poll reads the database again.
    await a.database.db.execute(sql`select pg_notify('continuum_chat', ${String(chatId)})`);
    expect(await pollUntil(['unheard'])).toEqual(['unheard']);

    // A real write through A: on the same instance the writer's memory is dropped at once, on another at its NOTIFY.
    const sent = await instructor.post(`/api/instructor/chats/${chatId}`, { message: 'Yes, how can I help?' });
    expect(sent.statusCode).toBe(200);
    if (!twoInstances) expect(await poll()).toEqual(['unheard', 'Yes, how can I help?']);
    expect(await pollUntil(['unheard', 'Yes, how can I help?'])).toEqual(['unheard', 'Yes, how can I help?']);
  });
});
