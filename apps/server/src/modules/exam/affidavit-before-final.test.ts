import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affidavitAcceptances } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const question = (id: string) => `  - id: ${id}
    text: "Question ${id}?"
    choices:
      - { text: "Wrong ${id}" }
      - { text: "Right ${id}", correct: true }
`;

/** A course of a lesson-like step, then the final exam (in order), with the given affidavit rules. */
async function learner(rules: Record<string, string>) {
  const user = await createUser(t);
  const ruleLines = Object.entries({ SC_SEAT_TIME_TIME_ZONE: 'UTC', ...rules })
    .map(([k, v]) => `  ${k}: ${JSON.stringify(v)}\n`)
    .join('');
  const course = await importCoursePackage(t, user.id, {
    'course.yaml': `code: ${unique('ABF').toUpperCase()}\ntitle: Affidavit First\ntype: COURSE\nindustry: REAL_ESTATE\nstate: TX\naccount:\n  name: First Academy\nrules:\n${ruleLines}`,
    'nodes/01-final.yaml': `key: final\ntype: EXAM\ntitle: Final Exam\nmetadata:\n  EXAM_TYPE: FINAL\nquestions:\n${question('a')}${question('b')}`,
  });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, lp: course.lp, final: course.id('final') };
}

const today = () => {
  const [m, d, y] = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(t.clock.now())
    .split('/');
  return `${m}/${d}/${y}`;
};

describe('the final affidavit before the final exam (issue 25 item 42; decision 0120)', () => {
  it('the status asks for it, the final does not start, its form opens before the course is done; once accepted the final starts', async () => {
    const me = await learner({ SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes', SC_STUDENT_AFFIDAVITS_FINAL_BEFORE_EXAM: 'yes' });
    const status = (await me.client.get(`/api/exam/check/${me.final}`)).json();
    expect(status).toMatchObject({ affidavitRequired: true, canStart: false, status: null });
    const start = await me.client.post('/api/exam/nextQuestion', { assessmentId: me.final, learnerProductId: me.lp.id });
    expect(start.statusCode).toBe(409);
    expect(start.json().code).toBe('AFFIDAVIT_REQUIRED');

    // Item 37 still holds for what matters: the form opens only when it can be accepted (here: at the final's door).
    expect((await me.client.get(`/api/exam/affidavit/final/${me.lp.id}`)).statusCode).toBe(200);
    const accepted = await me.client.post(`/api/affidavit/acceptFinal/${me.lp.id}`, {
      date: today(),
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(accepted.json()).toEqual([]);
    expect(
      await t.database.db.select().from(affidavitAcceptances).where(eq(affidavitAcceptances.learnerProductId, me.lp.id)),
    ).toHaveLength(1);

    const after = (await me.client.get(`/api/exam/check/${me.final}`)).json();
    expect(after).toMatchObject({ affidavitRequired: false, canStart: true });
    const started = await me.client.post('/api/exam/nextQuestion', { assessmentId: me.final, learnerProductId: me.lp.id });
    expect(started.statusCode).toBe(200);
  });

  it('without the rule the affidavit stays after the course (item 37): no prompt, the final starts, the form waits', async () => {
    const me = await learner({ SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes' });
    expect((await me.client.get(`/api/exam/check/${me.final}`)).json()).toMatchObject({
      affidavitRequired: false,
      canStart: true,
    });
    const form = await me.client.get(`/api/exam/affidavit/final/${me.lp.id}`);
    expect(form.statusCode).toBe(409);
    expect(form.json().code).toBe('COURSE_NOT_FINISHED');
  });
});
