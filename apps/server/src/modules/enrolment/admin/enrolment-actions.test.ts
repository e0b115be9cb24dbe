import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, examAttempts, learnerNodeStatus, learnerProducts } from '../../../platform/db/schema/index.js';
import { CORRECT, examLearner, importExamCourse, WRONG } from '../../../test/exam-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';

let t: TestApp;
let admin: TestClient;
let adminLogin: string;
let course: Awaited<ReturnType<typeof importExamCourse>>;
beforeAll(async () => {
  t = await createTestApp();
  course = await importExamCourse(t);
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = user.login;
  admin = new TestClient(t.app);
  await admin.signIn(user.login, user.password);
});
afterAll(() => t.close());

const MIN = 60_000;
const base = (lpId: number) => `/api/admin/enrolments/${lpId}`;

/** The audit row of this type for this learner product, written by the administrator. */
async function auditOf(type: string, lpId: number) {
  const rows = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, type)));
  return rows.filter((r) => r.data.learnerProductId === String(lpId));
}

const attemptRow = async (id: number) => (await t.database.db.select().from(examAttempts).where(eq(examAttempts.id, id)))[0];

describe('reset an exam attempt', () => {
  it('voids a failed one-try exam: kept on record with who and why, the learner may sit it again', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const examId = course.id('practice');
    const start = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json();
    const pa = start.personAssessmentId as number;
    await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      personAssessmentId: pa,
      currentQuestionNum: 1,
      userAnswer: WRONG,
    });
    expect((await client.post(`/api/exam/finish/${pa}`)).statusCode).toBe(200);
    expect((await client.get(`/api/exam/check/${examId}`)).json()).toMatchObject({ status: 'FAIL', canStart: false });

    const detail = (await admin.get(base(lp.id))).json();
    expect(detail.attempts).toMatchObject([{ id: pa, nodeTitle: 'Practice', status: 'FAIL', canReset: true, canResume: false }]);

    const res = await admin.post(`${base(lp.id)}/attempts/${pa}/reset`, { reason: '  Proctor error at the centre  ' });
    expect(res.statusCode).toBe(200);
    expect(await attemptRow(pa)).toMatchObject({ resetReason: 'Proctor error at the centre', finishReason: 'SUBMITTED' });
    expect((await attemptRow(pa))?.resetAt).not.toBeNull();
    const [fact] = await t.database.db
      .select()
      .from(learnerNodeStatus)
      .where(and(eq(learnerNodeStatus.learnerProductId, lp.id), eq(learnerNodeStatus.nodeId, examId)));
    expect(fact?.status).toBe('IN_PROGRESS');
    expect(await auditOf('EXAM_ATTEMPT_RESET', lp.id)).toMatchObject([
      { data: { attemptId: String(pa), reason: 'Proctor error at the centre' } },
    ]);
    const after = (await admin.get(base(lp.id))).json().attempts[0];
    expect(after).toMatchObject({
      status: 'RESET',
      resetBy: adminLogin,
      resetReason: 'Proctor error at the centre',
      canReset: false,
    });

    // The learner: free to start, no history of the voided attempt; a new attempt gets the next number.
    const check = (await client.get(`/api/exam/check/${examId}`)).json();
    expect(check).toMatchObject({ status: null, canStart: true, attemptCount: 0, examHistoryList: [] });
    const again = await client.post('/api/exam/nextQuestion', { assessmentId: examId });
    expect(again.statusCode).toBe(200);
    expect((await attemptRow(again.json().personAssessmentId))?.attemptNumber).toBe(2);

    expect((await admin.post(`${base(lp.id)}/attempts/${pa}/reset`, { reason: 'Twice' })).json().code).toBe(
      'ATTEMPT_ALREADY_RESET',
    );
  });

  it('closes an open attempt as RESET; another enrolment’s attempt is 404', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const other = await examLearner(t, course.productId);
    const examId = course.id('unit-exam');
    const pa = (await client.post('/api/exam/nextQuestion', { assessmentId: examId })).json().personAssessmentId as number;
    expect((await admin.post(`${base(other.lp.id)}/attempts/${pa}/reset`, { reason: 'Wrong learner' })).statusCode).toBe(404);
    expect((await admin.post(`${base(lp.id)}/attempts/${pa}/reset`, { reason: 'Started by mistake' })).statusCode).toBe(200);
    expect(await attemptRow(pa)).toMatchObject({ finishReason: 'RESET' });
    const save = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      personAssessmentId: pa,
      currentQuestionNum: 1,
      userAnswer: CORRECT,
    });
    expect(save.statusCode).toBeGreaterThanOrEqual(400);
    expect((await client.get(`/api/exam/check/${examId}`)).json()).toMatchObject({ canStart: true, status: null });
  });
});

describe('resume a PARTIALLY_COMPLETED attempt', () => {
  it('gives back the time left at the last activity; the learner continues with the saved answers', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const finalId = course.id('final');
    const start = (await client.post('/api/exam/nextQuestion', { assessmentId: finalId })).json();
    const pa = start.personAssessmentId as number;
    t.clock.advance(4 * MIN);
    await client.post('/api/exam/saveQuestion', {
      assessmentId: finalId,
      personAssessmentId: pa,
      currentQuestionNum: 1,
      userAnswer: CORRECT,
    });
    // In progress: nothing to resume.
    const early = await admin.post(`${base(lp.id)}/attempts/${pa}/resume`, { reason: 'Too early' });
    expect(early.json().code).toBe('ATTEMPT_NOT_PARTIALLY_COMPLETED');

    t.clock.advance(31 * MIN); // the learner's computer crashed: idle past the deadline, not yet settled
    const detail = (await admin.get(base(lp.id))).json();
    expect(detail.attempts).toMatchObject([
      { id: pa, status: 'PARTIALLY_COMPLETED', canResume: true, secondsLeftAtLastActivity: 360, isFinal: true },
    ]);
    const res = await admin.post(`${base(lp.id)}/attempts/${pa}/resume`, { reason: 'Power cut at the test centre' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secondsLeft: 360 });
    expect((await attemptRow(pa))?.deadline?.getTime()).toBe(t.clock.now().getTime() + 360_000);
    expect(await auditOf('EXAM_ATTEMPT_RESUMED', lp.id)).toMatchObject([
      { data: { attemptId: String(pa), secondsLeft: '360', reason: 'Power cut at the test centre' } },
    ]);

    const check = (await client.get(`/api/exam/check/${finalId}`)).json();
    expect(check).toMatchObject({ status: 'IN_PROGRESS', canResume: true, personAssessmentId: pa, timeLeft: 360 });
    const current = (
      await client.post('/api/exam/nextQuestion', {
        assessmentId: finalId,
        personAssessmentId: pa,
        questionSequenceRequest: 'CURRENT',
      })
    ).json();
    expect(current).toMatchObject({ personAssessmentId: pa, secondsLeftOnExam: 360, questionAnsweredCount: 1 });
    const save = await client.post('/api/exam/saveQuestion', {
      assessmentId: finalId,
      personAssessmentId: pa,
      currentQuestionNum: 2,
      userAnswer: CORRECT,
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().secondsLeftOnExam).toBe(360);

    const finished = await admin.post(`${base(lp.id)}/attempts/${pa}/reset`, { reason: 'Void it' });
    expect(finished.statusCode).toBe(200);
    expect((await admin.post(`${base(lp.id)}/attempts/${pa}/resume`, { reason: 'Again' })).json().code).toBe('ATTEMPT_NOT_OPEN');
  });
});

describe('extend, withdraw, reinstate', () => {
  it('extends an expired enrolment from today so the learner may sit exams again', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const today = t.clock.now().toISOString().slice(0, 10);
    const past = new Date(t.clock.now().getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.update(learnerProducts).set({ endDate: past, status: 'EXPIRED' }).where(eq(learnerProducts.id, lp.id));
    const examId = course.id('unit-exam');
    expect((await client.get(`/api/exam/check/${examId}`)).json().status).toBe('INELIGIBLE');

    const res = await admin.post(`${base(lp.id)}/extend`, { days: 30, reason: 'Medical leave' });
    expect(res.statusCode).toBe(200);
    const expected = new Date(Date.parse(`${today}T00:00:00Z`) + 29 * 86_400_000).toISOString().slice(0, 10);
    expect(res.json()).toEqual({ endDate: expected });
    const [row] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lp.id));
    expect(row).toMatchObject({ endDate: expected, status: 'IN_PROGRESS' });
    expect(await auditOf('ENROLMENT_EXTENDED', lp.id)).toMatchObject([
      { data: { previousEndDate: past, endDate: expected, days: '30', reason: 'Medical leave' } },
    ]);
    expect((await client.get(`/api/exam/check/${examId}`)).json()).toMatchObject({ status: null, canStart: true });

    // A course still running is extended from its end date.
    const again = await admin.post(`${base(lp.id)}/extend`, { days: 1, reason: 'One more day' });
    expect(again.json().endDate).toBe(new Date(Date.parse(`${expected}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
    const open = await examLearner(t, course.productId);
    expect((await admin.post(`${base(open.lp.id)}/extend`, { days: 5, reason: 'No end' })).json().code).toBe(
      'ENROLMENT_HAS_NO_END_DATE',
    );
  });

  it('withdraws: the learner no longer lists or reaches the product; reinstating gives it back', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    expect((await client.get(`/api/product/${lp.id}`)).statusCode).toBe(200);
    const res = await admin.post(`${base(lp.id)}/withdraw`, { reason: 'Refund requested' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lp.id));
    expect(row?.withdrawnAt).not.toBeNull();
    expect(await auditOf('ENROLMENT_WITHDRAWN', lp.id)).toMatchObject([{ data: { reason: 'Refund requested' } }]);

    const list = (await client.get('/api/user/products')).json();
    expect(JSON.stringify(list)).not.toContain(`"id":${lp.id}`);
    expect((await client.get(`/api/product/${lp.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/product/${lp.id}/state`)).statusCode).toBe(404);
    expect((await client.get(`/api/exam/check/${course.id('unit-exam')}`)).statusCode).toBe(404);
    expect((await admin.get(base(lp.id))).json().status).toBe('WITHDRAWN');
    expect((await admin.post(`${base(lp.id)}/withdraw`, { reason: 'Twice' })).json().code).toBe('ENROLMENT_ALREADY_WITHDRAWN');

    expect((await admin.post(`${base(lp.id)}/reinstate`, { reason: 'Refund cancelled' })).statusCode).toBe(200);
    expect((await client.get(`/api/product/${lp.id}`)).statusCode).toBe(200);
    expect(await auditOf('ENROLMENT_REINSTATED', lp.id)).toMatchObject([{ data: { reason: 'Refund cancelled' } }]);
  });
});

describe('mark a node exempt', () => {
  it('makes the node exempt in the learner’s course tree, audited; a second mark is 409', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const topic = course.id('topic-a');
    const before = (await client.get(`/api/product/${lp.id}/lc/${topic}`)).json().node;
    expect(before.exemptInfo.exempt).toBe(false);
    const res = await admin.post(`${base(lp.id)}/exempt`, { nodeId: topic, reason: 'Prior certificate' });
    expect(res.statusCode).toBe(200);
    const after = (await client.get(`/api/product/${lp.id}/lc/${topic}`)).json().node;
    expect(after.exemptInfo.exempt).toBe(true);
    expect(await auditOf('NODE_EXEMPTED', lp.id)).toMatchObject([
      { data: { nodeId: String(topic), reason: 'Prior certificate' } },
    ]);
    const detail = (await admin.get(base(lp.id))).json();
    expect(detail.nodes.find((n: { id: number }) => n.id === topic)).toMatchObject({ exempt: true, exemptedBy: adminLogin });
    expect((await admin.post(`${base(lp.id)}/exempt`, { nodeId: topic, reason: 'Again' })).json().code).toBe(
      'NODE_ALREADY_EXEMPT',
    );
  });
});

describe('an exempt node is no step', () => {
  it('where the learner left off, an exempted lesson is neither the next step nor current (issue 25 #16)', async () => {
    const { client, lp } = await examLearner(t, course.productId);
    const topicB = course.id('topic-b');
    await t.database.db.update(learnerProducts).set({ leftOffNodeId: topicB }).where(eq(learnerProducts.id, lp.id));
    expect((await client.get(`/api/product/${lp.id}/state`)).json().courseNextStep.id).toBe(topicB);
    expect((await admin.post(`${base(lp.id)}/exempt`, { nodeId: topicB, reason: 'Prior certificate' })).statusCode).toBe(200);
    const state = (await client.get(`/api/product/${lp.id}/state`)).json();
    expect(state.courseNextStep).toMatchObject({ type: 'NODE', id: course.id('topic-a') });
    expect(state.currentNodeId).toBe(course.id('topic-a'));
  });
});

describe('bad input and access', () => {
  it('names the field: reason missing, blank or too long; days out of range; a node of another product', async () => {
    const { lp } = await examLearner(t, course.productId);
    const fields = async (path: string, body: object) => {
      const res = await admin.post(`${base(lp.id)}${path}`, body);
      expect(res.statusCode).toBe(400);
      return res.json().fieldErrors.map((f: { field: string }) => f.field);
    };
    expect(await fields('/withdraw', {})).toEqual(['reason']);
    expect(await fields('/withdraw', { reason: '   ' })).toEqual(['reason']);
    expect(await fields('/withdraw', { reason: 'x'.repeat(501) })).toEqual(['reason']);
    expect(await fields('/extend', { days: 0, reason: 'Zero' })).toEqual(['days']);
    expect(await fields('/extend', { days: 3651, reason: 'Too many' })).toEqual(['days']);
    expect(await fields('/exempt', { nodeId: 'x', reason: 'Text' })).toEqual(['nodeId']);
    const otherCourse = await importExamCourse(t);
    expect(await fields('/exempt', { nodeId: otherCourse.id('topic-a'), reason: 'Other product' })).toEqual(['nodeId']);
    expect((await admin.post('/api/admin/enrolments/2147483000/withdraw', { reason: 'Nobody' })).statusCode).toBe(404);
  });

  it('refuses learners, instructors and CMS editors (403)', async () => {
    const { lp, client } = await examLearner(t, course.productId);
    const instructor = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.INSTRUCTOR] });
    const editor = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.CMS_EDITOR] });
    const callers = [client];
    for (const u of [instructor, editor]) {
      const c = new TestClient(t.app);
      await c.signIn(u.login, u.password);
      callers.push(c);
    }
    for (const c of callers) {
      expect((await c.get(base(lp.id))).statusCode).toBe(403);
      for (const path of ['/extend', '/withdraw', '/reinstate', '/exempt', '/attempts/1/reset', '/attempts/1/resume']) {
        expect((await c.post(`${base(lp.id)}${path}`, { reason: 'Me', days: 1, nodeId: 1 })).statusCode).toBe(403);
      }
    }
    const [row] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, lp.id));
    expect(row?.withdrawnAt).toBeNull();
  });
});
