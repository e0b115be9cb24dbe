import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affidavitAcceptances } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { learnerWithAffidavitCourse } from './testing/fixture.js';

/**
 * Issue 25 item 37: the final affidavit's gates are asked before the form, so nothing a learner types is refused for
 * a reason the page could have told them first.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RULES = { SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes' };
const body = { date: '01/01/2026', firstName: 'Ada', lastName: 'Lovelace' };

describe('the final affidavit waits for the course (issue 25 item 37)', () => {
  it('before the course is finished, neither the form nor an acceptance: 409 COURSE_NOT_FINISHED, nothing stored', async () => {
    const me = await learnerWithAffidavitCourse(t, RULES, { finished: false });
    const form = await me.client.get(`/api/exam/affidavit/final/${me.lp.id}`);
    expect(form.statusCode).toBe(409);
    expect(form.json().code).toBe('COURSE_NOT_FINISHED');
    const accept = await me.client.post(`/api/affidavit/acceptFinal/${me.lp.id}`, body);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('COURSE_NOT_FINISHED');
    expect(
      await t.database.db.select().from(affidavitAcceptances).where(eq(affidavitAcceptances.learnerProductId, me.lp.id)),
    ).toEqual([]);
  });

  it('once finished, the form opens; a security question the course asks is asked before the form, not after', async () => {
    const done = await learnerWithAffidavitCourse(t, RULES);
    expect((await done.client.get(`/api/exam/affidavit/final/${done.lp.id}`)).statusCode).toBe(200);

    const asked = await learnerWithAffidavitCourse(t, { ...RULES, SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes' });
    const form = await asked.client.get(`/api/exam/affidavit/final/${asked.lp.id}`);
    expect(form.statusCode).toBe(409);
    expect(form.json().code).toBe('SECURITY_QUESTION_REQUIRED');
  });
});
