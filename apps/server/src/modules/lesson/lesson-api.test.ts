import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquirySubmissions, learnerNodeStatus, learnerProducts, nodes } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';

let t: TestApp;
let productId = 0;
let lessonId = 0;
let lockedLessonId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'lesson-'));
  const files: Record<string, string> = {
    'course.yaml': `code: ${unique('L').toUpperCase()}\ntitle: Lesson Course\ntype: COURSE\naccount:\n  name: A\n`,
    'nodes/01-lesson.yaml': `type: LESSON
title: Fiduciary Duties
metadata:
  REQUIRE_SLIDES_CORRECT: yes
slides:
  - { id: read, type: CONTENT, title: Read first, content: Duties of a broker., requiredTime: 30 }
  - id: tf
    type: TRUE_FALSE
    title: Dual agency
    content: Texas permits dual agency.
    answer: false
    correctFeedback: SECRET-RIGHT-FEEDBACK
    incorrectFeedback: SECRET-WRONG-FEEDBACK
  - id: poll
    type: STUDENT_POLL
    title: Your market
    choices:
      - { id: urban, text: Urban }
      - { id: rural, text: Rural }
`,
    'nodes/02-later.yaml': 'type: LESSON\ntitle: Later\nslides:\n  - { id: x, type: CONTENT, title: X }\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const summary = await importCourseFolder(t.database.db, t.clock, dir);
  productId = summary.productId;
  const rows = await t.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  lessonId = rows.find((n) => n.key === 'lesson')?.id ?? 0;
  lockedLessonId = rows.find((n) => n.key === 'later')?.id ?? 0;
});
afterAll(() => t.close());

async function learner() {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const lpId = lp?.id ?? 0;
  const lesson = (await client.get(`/api/lesson/${lpId}/${lessonId}`)).json();
  const ref = (id: string) => lesson.inquiries.find((s: { id: string }) => s.id === id).referenceId as number;
  const submit = (slide: string, answer: unknown, progress = true) =>
    client.post(`/api/lesson/${lpId}/${lessonId}/${lessonId}/submit/${ref(slide)}/${progress}`, answer);
  return { client, lpId, lesson, ref, submit };
}

describe('GET api/lesson/{lpId}/{nodeId}', () => {
  it('sends the slides without any answer key, correct flag or feedback', async () => {
    const { lesson } = await learner();
    expect(lesson).toMatchObject({ lessonId, title: 'Fiduciary Duties', currentIndex: 0 });
    expect(lesson.inquiries.map((s: { id: string; taken: boolean }) => [s.id, s.taken])).toEqual([
      ['read', false],
      ['tf', false],
      ['poll', false],
    ]);
    const json = JSON.stringify(lesson);
    expect(json).not.toMatch(/SECRET-|"answer"|"correct"/);
  });

  it('answers 403 for a locked lesson and 404 for another learner’s product', async () => {
    const a = await learner();
    expect((await a.client.get(`/api/lesson/${a.lpId}/${lockedLessonId}`)).statusCode).toBe(403);
    const b = await learner();
    expect((await a.client.get(`/api/lesson/${b.lpId}/${lessonId}`)).statusCode).toBe(404);
    expect((await a.submit('read', {})).statusCode).not.toBe(404);
    const other = await a.client.post(`/api/lesson/${b.lpId}/${lessonId}/${lessonId}/submit/${b.ref('read')}/true`, {});
    expect(other.statusCode).toBe(404);
  });
});

describe('POST api/lesson/{lpId}/{lcId}/{lessonId}/submit/{inquiryId}/{progressOnSuccess}', () => {
  it('cannot be rushed: a slide counts only after its required time on the server clock', async () => {
    const l = await learner();
    const early = await l.submit('read', {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SLIDE_TIME_NOT_MET');
    expect((await l.submit('tf', { value: false })).json().code).toBe('SLIDE_NOT_REACHED');
    t.clock.advance(30_000);
    expect((await l.submit('read', {})).json()).toMatchObject({ progressed: true, currentIndex: 1 });
  });

  it('keeps a wrong answer from progressing when the lesson requires correct slides, and stores every submission', async () => {
    const l = await learner();
    t.clock.advance(30_000);
    await l.submit('read', {});
    const wrong = (await l.submit('tf', { value: true })).json();
    expect(wrong).toMatchObject({ correct: false, feedback: 'SECRET-WRONG-FEEDBACK', progressed: false, currentIndex: 1 });
    const right = (await l.submit('tf', { value: false })).json();
    expect(right).toMatchObject({ correct: true, feedback: 'SECRET-RIGHT-FEEDBACK', progressed: true, currentIndex: 2 });
    const stored = await t.database.db
      .select()
      .from(inquirySubmissions)
      .where(and(eq(inquirySubmissions.learnerProductId, l.lpId), eq(inquirySubmissions.slideId, l.ref('tf'))));
    expect(stored.map((s) => s.correct)).toEqual([false, true]);
  });

  it('names the malformed field in a 400', async () => {
    const l = await learner();
    t.clock.advance(30_000);
    await l.submit('read', {});
    const res = await l.submit('tf', { value: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('inquiryAnswerData.value');
  });

  it('aggregates poll votes, one per learner (the latest)', async () => {
    const vote = async (choice: string) => {
      const l = await learner();
      t.clock.advance(30_000);
      await l.submit('read', {});
      await l.submit('tf', { value: false });
      return l.submit('poll', { choiceIds: [choice] });
    };
    await vote('urban');
    const reply = (await vote('rural')).json();
    const byLabel = Object.fromEntries(reply.pollResults.map((r: { label: string; value: number }) => [r.label, r.value]));
    expect(byLabel.Rural).toBeGreaterThanOrEqual(1);
    expect(byLabel.Urban).toBeGreaterThanOrEqual(1);
    expect(reply.correct).toBeNull();
  });
});

describe('POST api/lesson/{lpId}/{lcId}/{lessonId}/finish', () => {
  it('refuses an unfinished lesson, then completes the lesson node', async () => {
    const l = await learner();
    const finish = () => l.client.post(`/api/lesson/${l.lpId}/${lessonId}/${lessonId}/finish`);
    expect((await finish()).json().code).toBe('LESSON_NOT_COMPLETE');
    t.clock.advance(30_000);
    await l.submit('read', {});
    await l.submit('tf', { value: false });
    await l.submit('poll', { choiceIds: ['urban'] });
    const res = await finish();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ complete: false, securityQuestionNeeded: false });
    const [fact] = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, l.lpId), eq(learnerNodeStatus.nodeId, lessonId)));
    expect(fact?.status).toBe('COMPLETE');
    // The next lesson unlocked.
    expect((await l.client.get(`/api/lesson/${l.lpId}/${lockedLessonId}`)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).post(`/api/lesson/1/${lessonId}/${lessonId}/finish`)).statusCode).toBe(401);
  });
});
