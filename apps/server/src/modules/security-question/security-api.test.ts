import { Authority, SECURITY_WRONG_ANSWERS_MAX } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  emailMessages,
  learnerNodeStatus,
  securityAnswers,
  securityChallenges,
} from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { enrolLearner, importLessonCourse, openLesson, PROFILE } from '../lesson/testing/lesson-fixture.js';
import { QUESTION_RULE } from './questions.js';

const LESSON = {
  'nodes/01-lesson.yaml': `type: LESSON
title: Agency Basics
slides:
  - { id: tf, type: TRUE_FALSE, title: Dual agency, content: Texas permits dual agency., answer: false }
`,
  'nodes/02-next.yaml': 'type: LESSON\ntitle: Next Lesson\nslides:\n  - { id: x, type: CONTENT, title: X }\n',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A learner who has taken every slide of the first lesson of a course with these rules. */
async function readyToFinish(rules: Record<string, string>) {
  const course = await importLessonCourse(t, LESSON, rules);
  const learner = await enrolLearner(t, course.productId);
  const lessonId = course.nodeId('lesson');
  const lesson = await openLesson(learner.client, learner.lpId, lessonId);
  expect((await lesson.submit('tf', { value: false })).json()).toMatchObject({ progressed: true });
  const answer = (question: unknown, answer: unknown) => learner.client.post('/api/security/learner', { question, answer });
  const status = async () => {
    const [row] = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, learner.lpId), eq(learnerNodeStatus.nodeId, lessonId)));
    return row?.status;
  };
  return { ...learner, ...lesson, lessonId, course, answer, status };
}

const RIGHT: Record<number, string> = { 2: PROFILE.mailingCity, 3: PROFILE.mailingZip, 4: PROFILE.phone.slice(-4) };

describe('lesson finish with SC_SECURITY_SECURITY_QUESTIONS_REQUIRED', () => {
  it('asks the named question, keeps the lesson open through wrong answers, and completes it on a right one', async () => {
    const l = await readyToFinish({ SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', [QUESTION_RULE]: '2' });
    const first = (await l.finish()).json();
    expect(first).toMatchObject({ securityQuestionNeeded: true, securityQuestion: 2, lessonComplete: false, complete: false });
    expect(await l.status()).toBe('IN_PROGRESS');
    // Finishing again asks the same question rather than a new one.
    expect((await l.finish()).json().securityQuestion).toBe(2);

    const wrong = await l.answer(2, 'Dallas');
    expect(wrong.statusCode).toBe(200);
    // The same question stays until it is answered (decision 0108).
    expect(wrong.json()).toEqual({ result: false, nextQuestion: 2 });
    expect(await l.status()).toBe('IN_PROGRESS');
    expect((await l.finish()).json().securityQuestion).toBe(2);

    // The learner answers the question asked, not one of their choosing.
    const other = await l.answer(1, l.user.email);
    expect(other.statusCode).toBe(400);
    expect(other.json().fieldErrors[0].field).toBe('question');

    expect((await l.answer(2, RIGHT[2])).json()).toEqual({ result: true, nextQuestion: null });
    expect(await l.status()).toBe('COMPLETE');
    const after = (await l.finish()).json();
    expect(after).toMatchObject({ securityQuestionNeeded: false, lessonComplete: true });
    // The next lesson is open now.
    expect((await l.client.get(`/api/lesson/${l.lpId}/${l.course.nodeId('next')}`)).statusCode).toBe(200);

    const [challenge] = await t.database.db
      .select()
      .from(securityChallenges)
      .where(eq(securityChallenges.learnerProductId, l.lpId));
    expect(challenge?.passedAt).not.toBeNull();
    const facts = await t.database.db
      .select()
      .from(securityAnswers)
      .where(eq(securityAnswers.challengeId, challenge?.id ?? 0))
      .orderBy(securityAnswers.id);
    expect(facts.map((f) => [f.question, f.correct])).toEqual([
      [2, false],
      [2, true],
    ]);
    // Nothing is waiting any more.
    expect((await l.answer(2, RIGHT[2])).json().code).toBe('SECURITY_QUESTION_NOT_ASKED');
  });

  it('picks a question the profile can answer when none is named', async () => {
    const l = await readyToFinish({ SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes' });
    const { securityQuestion } = (await l.finish()).json();
    expect([1, 2, 3, 4]).toContain(securityQuestion);
    const right = securityQuestion === 1 ? l.user.email : RIGHT[securityQuestion];
    expect((await l.answer(securityQuestion, right)).json().result).toBe(true);
    expect(await l.status()).toBe('COMPLETE');
  });

  it('skips the question when the rule names a number outside 1-4, and when the course does not ask', async () => {
    const cases: Record<string, string>[] = [{ SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', [QUESTION_RULE]: '7' }, {}];
    for (const rules of cases) {
      const l = await readyToFinish(rules);
      expect((await l.finish()).json()).toMatchObject({
        securityQuestionNeeded: false,
        securityQuestion: null,
        lessonComplete: true,
      });
      expect(await l.status()).toBe('COMPLETE');
    }
  });
});

describe('POST api/security/learner', () => {
  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).post('/api/security/learner', { question: 1, answer: 'x' })).statusCode).toBe(401);
  });

  it('names a bad field in a 400', async () => {
    const l = await readyToFinish({ SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', [QUESTION_RULE]: '4' });
    await l.finish();
    for (const [body, field] of [
      [{ question: 5, answer: 'x' }, 'question'],
      [{ question: 4, answer: '  ' }, 'answer'],
      [{ question: 4 }, 'answer'],
    ] as const) {
      const res = await l.client.post('/api/security/learner', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe(field);
    }
  });

  it("never answers another learner's question, and another learner cannot finish this one's lesson", async () => {
    const l = await readyToFinish({ SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', [QUESTION_RULE]: '4' });
    await l.finish();
    const other = await enrolLearner(t, l.course.productId);
    const res = await other.client.post('/api/security/learner', { question: 4, answer: RIGHT[4] });
    expect(res.statusCode).toBe(409);
    expect(await l.status()).toBe('IN_PROGRESS');
    const finish = await other.client.post(`/api/lesson/${l.lpId}/${l.lessonId}/${l.lessonId}/finish`);
    expect(finish.statusCode).toBe(404);
  });
});

describe('guessing limit (issue 25 item 6)', () => {
  it('holds the course after the limit of wrong answers (429, audited, staff told) until an administrator releases it', async () => {
    const l = await readyToFinish({ SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', [QUESTION_RULE]: '4' });
    await l.finish();
    for (let i = 1; i < SECURITY_WRONG_ANSWERS_MAX; i++) {
      const wrong = await l.answer(4, String(1000 + i));
      expect(wrong.json()).toEqual({ result: false, nextQuestion: 4 });
    }
    const last = await l.answer(4, '0000');
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('SECURITY_QUESTIONS_HELD');
    // Held: even the right answer is refused without being checked, and the lesson stays open.
    const right = await l.answer(4, RIGHT[4]);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('SECURITY_QUESTIONS_HELD');
    expect(await l.status()).toBe('IN_PROGRESS');
    const [challenge] = await t.database.db
      .select()
      .from(securityChallenges)
      .where(eq(securityChallenges.learnerProductId, l.lpId));
    const answers = await t.database.db
      .select()
      .from(securityAnswers)
      .where(eq(securityAnswers.challengeId, challenge?.id ?? 0));
    expect(answers).toHaveLength(SECURITY_WRONG_ANSWERS_MAX);

    const held = await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, 'SECURITY_QUESTIONS_HELD'));
    expect(held.filter((a) => a.data.learnerProductId === String(l.lpId))).toHaveLength(1);
    const mails = await t.database.db.select().from(emailMessages).where(eq(emailMessages.kind, 'SECURITY_QUESTIONS_HELD'));
    const mail = mails.find((m) => m.subject.includes(`learner product ${l.lpId}`));
    expect(mail?.toAddress).toBe(t.config.supportEmail);
    expect(mail?.plainText).not.toContain(RIGHT[4]);

    // A learner cannot release their own hold; an administrator can, with a reason (audited).
    const path = `/api/admin/enrolments/${l.lpId}/security-hold/release`;
    expect((await l.client.post(path, { reason: 'me' })).statusCode).toBe(403);
    const adminUser = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const admin = new TestClient(t.app);
    await admin.signIn(adminUser.login, adminUser.password);
    // The enrolment's admin page says it is held.
    const detail = (await admin.get(`/api/admin/enrolments/${l.lpId}`)).json();
    expect(detail.securityHeldAt).toBe(t.clock.now().toISOString());
    const noReason = await admin.post(path, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors[0].field).toBe('reason');
    expect((await admin.post(path, { reason: 'Identity confirmed by phone' })).statusCode).toBe(200);
    expect((await admin.post(path, { reason: 'again' })).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/enrolments/${l.lpId}`)).json().securityHeldAt).toBeNull();
    const released = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'SECURITY_QUESTIONS_RELEASED'), eq(auditEvents.principal, adminUser.login)));
    expect(released[0]?.data).toMatchObject({ learnerProductId: String(l.lpId), reason: 'Identity confirmed by phone' });

    expect((await l.answer(4, RIGHT[4])).json()).toEqual({ result: true, nextQuestion: null });
    expect(await l.status()).toBe('COMPLETE');
  });
});
