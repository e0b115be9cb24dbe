import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { appWithAdmin, enrolledLearner, putRule } from '../../test/enrolled-learner.js';
import { type TestApp, type TestClient, unique } from '../../test/harness.js';

/**
 * Issue 25 items 4, 5, 26 and 30: the course gates (start date, photo ID) on every entry path and content read,
 * whatever the product type, and read fresh (an administrator's rule change applies at once).
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t.close());

const question = (id: string) =>
  `  - id: ${id}\n    text: "Question ${id}?"\n    choices:\n      - { text: "Wrong ${id}" }\n      - { text: "Right ${id}", correct: true }\n`;

/** A learner in a course of a lesson, an exam and an introduction, all open (PROGRESS_OPEN_ALL; the introduction is not first, so it gates nothing). */
async function learnerIn(options: { type?: 'COURSE' | 'EXAM_PREP'; startDateRequired?: boolean; rules?: string } = {}) {
  const course = await enrolledLearner(t, {
    'course.yaml': `code: ${unique('G').toUpperCase()}\ntitle: Gated Course\ntype: ${options.type ?? 'COURSE'}\nstartDateRequired: ${options.startDateRequired ?? false}\ndurationDays: 30\naccount:\n  name: Gate Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n${options.rules ?? ''}`,
    'nodes/04-intro.yaml': 'type: UNIT_INTRODUCTION\ntitle: Introduction\ndescription: Welcome to the course.\n',
    'nodes/05-points.yaml': 'type: KEY_POINTS\ntitle: Key Points\nkeyPoints: ["<p>POINT-CONTENT</p>"]\n',
    'nodes/02-lesson.yaml':
      'type: LESSON\ntitle: Lesson One\nslides:\n  - { id: read, type: CONTENT, title: Read, content: SLIDE-CONTENT }\n',
    'nodes/03-exam.yaml': `key: exam\ntype: EXAM\ntitle: Unit Exam\nmetadata:\n  EXAM_TYPE: UNIT\nquestions:\n${question('q1')}${question('q2')}`,
  });
  const { user, client, lpId } = course;
  const ids = { intro: course.id('intro'), lesson: course.id('lesson'), exam: course.id('exam'), points: course.id('points') };
  const reads = {
    lesson: () => client.get(`/api/lesson/${lpId}/${ids.lesson}`),
    lcIntro: () => client.get(`/api/product/${lpId}/lc/${ids.intro}`),
    lcLesson: () => client.get(`/api/product/${lpId}/lc/${ids.lesson}`),
    startIntro: () => client.post(`/api/progression/start/${lpId}-${ids.intro}`),
    startExam: () => client.post('/api/exam/nextQuestion', { assessmentId: ids.exam, learnerProductId: lpId }),
    checkExam: () => client.get(`/api/exam/check/${ids.exam}?learnerProductId=${lpId}`),
    keyPoints: () => client.post(`/api/product/${lpId}/${ids.points}/key-points/view`),
    nodeView: () => client.get(`/api/progression/lesson/${lpId}-${ids.intro}`),
  };
  return { user, client, lpId, productId: course.productId, ids, reads };
}

const codeOf = (res: { statusCode: number; json: () => { code?: string } }) =>
  `${res.statusCode} ${res.json().code ?? ''}`.trim();

describe('photo ID before the course, on every path (issue 25 items 4 and 26)', () => {
  for (const type of ['COURSE', 'EXAM_PREP'] as const) {
    it(`${type}: switched on by an administrator mid-course, it closes lessons, node pages and exams at once`, async () => {
      const me = await learnerIn({ type });
      // The lesson has been read once: whatever the server keeps of the course structure is warm.
      expect(codeOf(await me.reads.lesson())).toBe('200');
      expect((await putRule(admin, me.productId, 'SC_PHOTO_IDENTIFICATION_REQUIRED', true)).statusCode).toBe(200);

      expect(codeOf(await me.reads.lesson())).toBe('409 PHOTO_ID_REQUIRED');
      expect(codeOf(await me.reads.lcIntro())).toBe('409 PHOTO_ID_REQUIRED');
      expect(codeOf(await me.reads.lcLesson())).toBe('409 PHOTO_ID_REQUIRED');
      expect(codeOf(await me.reads.startIntro())).toBe('409 PHOTO_ID_REQUIRED');
      expect(codeOf(await me.reads.startExam())).toBe('409 PHOTO_ID_REQUIRED');
      expect(codeOf(await me.reads.keyPoints())).toBe('409 PHOTO_ID_REQUIRED');
      // The course home (its root page) still opens: it is where the upload is offered.
      const root = (await me.client.get(`/api/product/${me.lpId}/meta`)).json().rootId as number;
      expect((await me.client.get(`/api/product/${me.lpId}/lc/${root}`)).statusCode).toBe(200);

      await t.database.db.update(learnerProducts).set({ hasSubmittedIdPhoto: true }).where(eq(learnerProducts.id, me.lpId));
      expect((await me.reads.lesson()).statusCode).toBe(200);
      expect((await me.reads.lcIntro()).statusCode).toBe(200);
      expect((await me.reads.startExam()).statusCode).toBe(200);
    });
  }
});

describe('the start date before the course (issue 25 items 5 and 30)', () => {
  it('no node page, lesson or exam opens before a start date is chosen, and the exam says why', async () => {
    const me = await learnerIn({ startDateRequired: true });
    expect(codeOf(await me.reads.lcIntro())).toBe('409 COURSE_NOT_STARTED');
    expect(codeOf(await me.reads.lcLesson())).toBe('409 COURSE_NOT_STARTED');
    expect(codeOf(await me.reads.lesson())).toBe('409 COURSE_NOT_STARTED');
    expect(codeOf(await me.reads.keyPoints())).toBe('409 COURSE_NOT_STARTED');
    expect(codeOf(await me.reads.nodeView())).toBe('409 COURSE_NOT_STARTED');
    expect(codeOf(await me.reads.startExam())).toBe('409 INELIGIBLE');
    const check = (await me.reads.checkExam()).json();
    expect(check).toMatchObject({ status: 'INELIGIBLE', ineligibleReason: 'START_DATE_REQUIRED' });

    const today = new Date(t.clock.now());
    const mmddyyyy = (d: Date) =>
      `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const later = new Date(today.getTime() + 3 * 86_400_000);
    expect((await me.client.post(`/api/start-end/${me.lpId}`, { startDate: mmddyyyy(later) })).statusCode).toBe(200);
    expect(codeOf(await me.reads.lcIntro())).toBe('409 COURSE_NOT_STARTED');
    expect((await me.reads.checkExam()).json()).toMatchObject({ status: 'INELIGIBLE', ineligibleReason: 'NOT_STARTED' });

    t.clock.advance(3 * 86_400_000);
    await me.client.signIn(me.user.login, me.user.password);
    expect((await me.reads.lcIntro()).statusCode).toBe(200);
    expect((await me.reads.lesson()).statusCode).toBe(200);
    expect((await me.reads.keyPoints()).statusCode).toBe(200);
    expect((await me.reads.nodeView()).statusCode).toBe(200);
    expect((await me.reads.checkExam()).json()).toMatchObject({ status: null, ineligibleReason: null });
  });

  it('an exam of an expired course says the course period has ended', async () => {
    const me = await learnerIn();
    await t.database.db.update(learnerProducts).set({ endDate: '2000-01-01' }).where(eq(learnerProducts.id, me.lpId));
    expect((await me.reads.checkExam()).json()).toMatchObject({ status: 'INELIGIBLE', ineligibleReason: 'EXPIRED' });
    expect(codeOf(await me.reads.lcIntro())).toBe('409 COURSE_EXPIRED');
  });
});

describe('identity checks on content reads (issue 25 item 4: gates on every content read)', () => {
  it('a node page and a lesson answer 409 TYPING_CHECK_REQUIRED / BIOSIG_CHECK_REQUIRED until the check passes', async () => {
    const typing = await learnerIn();
    await t.database.db.update(learnerProducts).set({ authRequired: true }).where(eq(learnerProducts.id, typing.lpId));
    expect(codeOf(await typing.reads.lcIntro())).toBe('409 TYPING_CHECK_REQUIRED');
    expect(codeOf(await typing.reads.lesson())).toBe('409 TYPING_CHECK_REQUIRED');
    const signature = await learnerIn();
    await t.database.db.update(learnerProducts).set({ biosigRequired: true }).where(eq(learnerProducts.id, signature.lpId));
    expect(codeOf(await signature.reads.lcLesson())).toBe('409 BIOSIG_CHECK_REQUIRED');
    expect(codeOf(await signature.reads.lesson())).toBe('409 BIOSIG_CHECK_REQUIRED');
    // The course home's own page stays open: the checks are offered there.
    const root = (await signature.client.get(`/api/product/${signature.lpId}/meta`)).json().rootId as number;
    expect((await signature.client.get(`/api/product/${signature.lpId}/lc/${root}`)).statusCode).toBe(200);
  });
});
