import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackSurveyResponses, securityChallenges, users } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { finalAffidavitAccepted } from '../affidavit/index.js';
import { recordFact } from '../progression/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ASKS = { SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', SC_SECURITY_SECURITY_QUESTION_NUMBER: '2' };
const PROFILE = { mailingCity: 'Austin', mailingZip: '78701', phone: '512-555-0199' };
const answers = [{ questionText: 'Would you recommend it?', userResponse: 'YES' }];

/** A signed-in learner (with a city, zip and phone on file) whose course of one page is done, under these rules. */
async function finishedLearner(rules: Record<string, string>, done = true) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED] });
  await t.database.db.update(users).set(PROFILE).where(eq(users.id, user.id));
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const ruleLines = Object.entries({ SC_SEAT_TIME_TIME_ZONE: 'UTC', ...rules })
    .map(([k, v]) => `  ${k}: "${v}"\n`)
    .join('');
  const course = await importCoursePackage(t, user.id, {
    'course.yaml': `code: ${unique('C').toUpperCase()}\ntitle: Gated Course\ntype: COURSE\nindustry: ${unique('IND').toUpperCase()}\nstate: CA\nlicenseType: LIFE\naccount:\n  name: Academy\nrules:\n${ruleLines}survey:\n  allowSkip: false\n  questions:\n    - text: "Would you recommend it?"\n      type: YES_NO\n`,
    'nodes/01-a.yaml': 'key: a\ntype: KEY_POINTS\ntitle: Page A\n',
  });
  if (done) await recordFact(t.database.db, course.lp.id, course.id('a'), 'COMPLETE', t.clock.now());
  const lpId = course.lp.id;
  return {
    user,
    client,
    lpId,
    status: async () => (await client.get(`/api/completion/${lpId}`)).json(),
    answer: (question: number, answer: string) => client.post('/api/security/learner', { question, answer }),
    survey: () => client.post(`/api/feedbackSurvey/${lpId}`, { feedbackSurveyResponse: answers }),
    affidavit: () => client.post(`/api/affidavit/acceptFinal/${lpId}`, affidavitBody(user)),
  };
}

const utcToday = () => {
  const [m, d, y] = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(t.clock.now())
    .split('/');
  return `${m}/${d}/${y}`;
};
const affidavitBody = (user: { firstName?: string | null; lastName?: string | null }) => ({
  date: utcToday(),
  firstName: user.firstName || 'Ada',
  lastName: user.lastName || 'Lovelace',
});

const challengesOf = (lpId: number, purpose: string) =>
  t.database.db
    .select()
    .from(securityChallenges)
    .where(and(eq(securityChallenges.learnerProductId, lpId), eq(securityChallenges.purpose, purpose)));

describe('security question before the survey (001 §4 finishCourse, decision 0099)', () => {
  it('the status opens the question; the survey is 409 until it is answered right, then stored', async () => {
    const a = await finishedLearner({ ...ASKS, SC_FEEDBACK_SURVEY_REQUIRED: 'yes' });
    expect(await a.status()).toMatchObject({ step: 'SURVEY', securityQuestion: 2 });
    const refused = await a.survey();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SECURITY_QUESTION_REQUIRED');
    expect(
      await t.database.db.select().from(feedbackSurveyResponses).where(eq(feedbackSurveyResponses.learnerProductId, a.lpId)),
    ).toEqual([]);
    // Wrong: the same question again (decision 0108), and still refused.
    expect((await a.answer(2, 'Dallas')).json()).toEqual({ result: false, nextQuestion: 2 });
    expect((await a.status()).securityQuestion).toBe(2);
    expect((await a.survey()).statusCode).toBe(409);
    expect((await a.answer(2, PROFILE.mailingCity)).json()).toEqual({ result: true, nextQuestion: null });
    expect((await a.status()).securityQuestion).toBeNull();
    const ok = await a.survey();
    expect(ok.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(feedbackSurveyResponses)
      .where(eq(feedbackSurveyResponses.learnerProductId, a.lpId));
    expect(stored?.answers).toEqual(answers);
    const [challenge] = await challengesOf(a.lpId, 'COMPLETION_SURVEY');
    expect(challenge?.passedAt).not.toBeNull();
  });

  it("another learner's product is 404 on the status and the survey, and opens nothing", async () => {
    const a = await finishedLearner({ ...ASKS, SC_FEEDBACK_SURVEY_REQUIRED: 'yes' });
    const b = await finishedLearner({});
    expect((await b.client.get(`/api/completion/${a.lpId}`)).statusCode).toBe(404);
    expect((await b.client.post(`/api/feedbackSurvey/${a.lpId}`, { feedbackSurveyResponse: answers })).statusCode).toBe(404);
    expect((await b.client.post(`/api/affidavit/acceptFinal/${a.lpId}`, affidavitBody(b.user))).statusCode).toBe(404);
    expect(await challengesOf(a.lpId, 'COMPLETION_SURVEY')).toEqual([]);
  });

  it("an administrator's reading reports the step without opening a question for the learner", async () => {
    const a = await finishedLearner({ ...ASKS, SC_FEEDBACK_SURVEY_REQUIRED: 'yes' });
    const admin = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const staff = new TestClient(t.app);
    await staff.signIn(admin.login, admin.password);
    const res = await staff.get(`/api/completion/${a.lpId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ step: 'SURVEY', securityQuestion: null });
    expect(await challengesOf(a.lpId, 'COMPLETION_SURVEY')).toEqual([]);
  });

  it('without the rule (or with a question number outside 1-4) nothing is asked and the survey is stored', async () => {
    for (const rules of [{}, { ...ASKS, SC_SECURITY_SECURITY_QUESTION_NUMBER: '9' }]) {
      const a = await finishedLearner({ ...rules, SC_FEEDBACK_SURVEY_REQUIRED: 'yes' });
      expect(await a.status()).toMatchObject({ step: 'SURVEY', securityQuestion: null });
      expect((await a.survey()).statusCode).toBe(200);
    }
  });

  it('a survey the final exam waits for (SURVEY_FIRST) is asked for before the content is done', async () => {
    const a = await finishedLearner({ ...ASKS, SC_FEEDBACK_SURVEY_BEFORE_FINAL_EXAM: 'yes' }, false);
    expect((await a.survey()).json().code).toBe('SECURITY_QUESTION_REQUIRED');
    expect(await a.status()).toMatchObject({ step: 'NOT_FINISHED', securityQuestion: 2 });
    expect((await a.answer(2, 'Austin')).json().result).toBe(true);
    expect((await a.survey()).statusCode).toBe(200);
  });
});

describe('security question before the final affidavit', () => {
  it('the affidavit is 409 until its own question is answered; the survey question does not count for it', async () => {
    const a = await finishedLearner({ ...ASKS, SC_FEEDBACK_SURVEY_REQUIRED: 'yes', SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes' });
    expect((await a.status()).securityQuestion).toBe(2);
    expect((await a.answer(2, 'austin')).json().result).toBe(true);
    expect((await a.survey()).statusCode).toBe(200);
    expect(await a.status()).toMatchObject({ step: 'AFFIDAVIT', securityQuestion: 2 });
    const refused = await a.affidavit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SECURITY_QUESTION_REQUIRED');
    expect(await finalAffidavitAccepted(t.database.db, a.lpId)).toBe(false);
    expect((await a.answer(2, 'Austin')).json().result).toBe(true);
    const ok = await a.affidavit();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
    expect(await finalAffidavitAccepted(t.database.db, a.lpId)).toBe(true);
    expect((await a.status()).step).toBe('READY');
  });
});
