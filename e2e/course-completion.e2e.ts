import { fileURLToPath } from 'node:url';
import type { IssuedGateCode, RegulatorRosterReply } from '@continuum/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourseFolder } from '../apps/server/src/modules/course-import/import-course-folder.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import {
  advertisements,
  affidavitAcceptances,
  feedbackSurveyResponses,
  learnerNodeStatus,
  learnerProducts,
  nodes,
  proctorAffidavits,
  productRules,
  products,
  securityAnswers,
  securityChallenges,
  users,
} from '../apps/server/src/platform/db/schema/index.js';
import { TestClient } from '../apps/server/src/test/harness.js';
import { todayDigitsIn } from './support/affidavit-form.js';
import { expectAccessible } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { enrolInDemoProduct } from './support/products.js';
import { type E2EServer, startServer } from './support/server.js';
import { signIn } from './support/sign-in.js';
import { createAdmin, createLearner } from './support/users.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/completion-course', import.meta.url));
const GATED = fileURLToPath(new URL('./fixtures/completion-gated-course', import.meta.url));

let server: E2EServer;
let browser: Browser;
let nodeIds: Record<string, number> = {};
let completionProductId = 0;
let gated: { productId: number; nodeIds: Record<string, number> } = { productId: 0, nodeIds: {} };

const keysOf = async (productId: number) => {
  const rows = await server.database.db.select().from(nodes).where(eq(nodes.productId, productId));
  return Object.fromEntries(rows.map((n) => [n.key, n.id]));
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const { productId } = await importCourseFolder(server.database.db, systemClock, FIXTURE);
  completionProductId = productId;
  nodeIds = await keysOf(productId);
  const imported = await importCourseFolder(server.database.db, systemClock, GATED);
  gated = { productId: imported.productId, nodeIds: await keysOf(imported.productId) };
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A learner whose course content is done: the last step ended as `last` (COMPLETE, or COMPLETE_FAIL). */
async function finishedLearner(last: 'COMPLETE' | 'COMPLETE_FAIL') {
  const learner = await createLearner(server);
  const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-COMPLETION');
  const now = new Date();
  for (const [key, status] of [
    ['welcome', 'COMPLETE'],
    ['last', last],
  ] as const) {
    await server.database.db.insert(learnerNodeStatus).values({
      learnerProductId: lp.id,
      nodeId: nodeIds[key] ?? 0,
      status,
      startedAt: now,
      completedAt: now,
      lastVisitedAt: now,
    });
  }
  const { context, page } = await newPage(browser, server.url);
  await signIn(page, learner.login, learner.password);
  return { lp, context, page };
}

const lpRow = async (id: number) =>
  (await server.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, id)))[0];

describe('[COMPLETION] journeys', () => {
  it('[COMPLETION] a learner at the end of the course takes the required survey and completes the course', async () => {
    const { lp, context, page } = await finishedLearner('COMPLETE');
    // A course minimum time not yet credited holds the completion back, content done or not (issue 25 item 3).
    const minimum = (minutes: number | null) =>
      server.database.db.update(products).set({ minimumRequiredMinutes: minutes }).where(eq(products.id, completionProductId));
    await minimum(480);
    try {
      await page.goto(`/lp/${lp.id}/home`);
      await page.getByText(/480 more minutes of study are needed before your course can be completed/).waitFor();
      expect(await page.getByRole('link', { name: 'Take the Course Survey' }).count()).toBe(0);
    } finally {
      await minimum(null);
    }
    await page.reload();
    await page
      .getByText('You have finished the course content. Please complete the course survey to finish your course.')
      .waitFor();
    expect(await page.getByText(/Congratulations/).count()).toBe(0);
    await expectAccessible(page, 'course home, survey next');

    await page.getByRole('link', { name: 'Take the Course Survey' }).click();
    const survey = page.getByRole('dialog', { name: 'Course Survey' });
    await survey.getByText('Tell us how the course went.').waitFor();
    await expectAccessible(page, 'course survey modal');
    const submit = survey.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await survey
      .getByRole('radiogroup', { name: 'How would you rate this course?' })
      .getByRole('radio', { name: 'Very good' })
      .check();
    await survey
      .getByRole('radiogroup', { name: 'The course met its objectives.' })
      .getByRole('radio', { name: 'Agree', exact: true })
      .check();
    await survey
      .getByRole('radiogroup', { name: 'Would you recommend this course?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    // Still one required question left: Submit waits for it (002 §5).
    expect(await submit.isDisabled()).toBe(true);
    await survey.getByRole('radiogroup', { name: 'From 1 to 3, how hard was it?' }).getByRole('radio', { name: '2' }).check();
    await survey.getByRole('textbox', { name: 'What could we do better?' }).fill('More examples, please.');
    await submit.click();

    await page.getByText('Congratulations! You have completed this course.').waitFor();
    await expectAccessible(page, 'course completed');
    const [response] = await server.database.db
      .select()
      .from(feedbackSurveyResponses)
      .where(eq(feedbackSurveyResponses.learnerProductId, lp.id));
    expect(response?.answers).toEqual([
      { questionText: 'How would you rate this course?', userResponse: 'VERY_GOOD' },
      { questionText: 'The course met its objectives.', userResponse: 'AGREE' },
      { questionText: 'Would you recommend this course?', userResponse: 'YES' },
      { questionText: 'From 1 to 3, how hard was it?', userResponse: '2' },
      { questionText: 'What could we do better?', userResponse: 'More examples, please.' },
    ]);
    const row = await lpRow(lp.id);
    expect(row?.status).toBe('COMPLETE');
    expect(row?.completedAt).not.toBeNull();

    await page.getByRole('link', { name: 'Return to course home' }).click();
    await page.getByText('Congratulations! You have completed this course.').waitFor();
    await expectAccessible(page, 'course home, completed');
    await context.close();
  });

  it('[COMPLETION] SC_FEEDBACK_SURVEY_ALLOW_SKIP offers Skip in the survey, and skipping completes the course (issue 25 item 28)', async () => {
    const db = server.database.db;
    const rule = and(eq(productRules.productId, completionProductId), eq(productRules.key, 'SC_FEEDBACK_SURVEY_ALLOW_SKIP'));
    await db.delete(productRules).where(rule);
    await db.insert(productRules).values({ productId: completionProductId, key: 'SC_FEEDBACK_SURVEY_ALLOW_SKIP', value: 'yes' });
    try {
      const { lp, context, page } = await finishedLearner('COMPLETE');
      await page.goto(`/lp/${lp.id}/home`);
      await page.getByRole('link', { name: 'Take the Course Survey' }).click();
      const survey = page.getByRole('dialog', { name: 'Course Survey' });
      await survey.getByText('Tell us how the course went.').waitFor();
      await expectAccessible(page, 'course survey modal, skip allowed');
      await survey.getByRole('button', { name: 'Skip' }).click();
      await page.getByText('Congratulations! You have completed this course.').waitFor();
      const row = await lpRow(lp.id);
      expect(row?.status).toBe('COMPLETE');
      const [response] = await db
        .select()
        .from(feedbackSurveyResponses)
        .where(eq(feedbackSurveyResponses.learnerProductId, lp.id));
      expect(response?.skipped).toBe(true);
      await context.close();
    } finally {
      await db.delete(productRules).where(rule);
    }
  });

  it('[COMPLETION] a course whose last step ended failed is shown as failed, never as completed', async () => {
    const { lp, context, page } = await finishedLearner('COMPLETE_FAIL');
    await page.goto(`/lp/${lp.id}/home`);
    await page.getByText(/You did not pass this course/).waitFor();
    expect(await page.getByText(/Congratulations/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Take the Course Survey' }).count()).toBe(0);
    await expectAccessible(page, 'course home, failed');

    // Even at the finish address, the course is not completed.
    await page.goto(`/lp/${lp.id}/finish`);
    await page.getByText('Course not passed').waitFor();
    expect(await page.getByText(/Congratulations/).count()).toBe(0);
    await expectAccessible(page, 'finish page, failed');
    const row = await lpRow(lp.id);
    expect(row?.status).toBe('IN_PROGRESS');
    expect(row?.completedAt).toBeNull();
    await context.close();
  });
});

/**
 * The final exam of the gated course, through the API (the final exam's own journeys drive it on screen): an
 * administrator issues the proctor code, the learner enters it, answers the one question right and finishes.
 */
async function passProctoredFinal(learner: { login: string; password: string }, lpId: number) {
  const finalId = gated.nodeIds['final-exam'] ?? 0;
  const admin = await createAdmin(server);
  const staff = new TestClient(server.app);
  await staff.signIn(admin.login, admin.password);
  const issued = (
    await staff.post('/api/admin/exam-gates/codes', { learnerProductId: lpId, componentId: finalId, kind: 'PROCTOR' })
  ).json() as IssuedGateCode;
  const api = new TestClient(server.app);
  await api.signIn(learner.login, learner.password);
  expect(
    (await api.get(`/api/proctor/final-exam/code/${issued.code}?learnerProductId=${lpId}&componentId=${finalId}`)).json(),
  ).toBe(true);
  type Reply = { personAssessmentId: number; question: { questionChoices: { id: string; questionChoiceText: string }[] } };
  const first = (await api.post('/api/exam/nextQuestion', { assessmentId: finalId, learnerProductId: lpId })).json() as Reply;
  const right = first.question.questionChoices.find((c) => c.questionChoiceText === 'The seller')?.id;
  const saved = await api.post('/api/exam/saveQuestion', { assessmentId: finalId, currentQuestionNum: 1, userAnswer: right });
  expect(saved.statusCode).toBe(200);
  expect((await api.post(`/api/exam/finish/${first.personAssessmentId}`)).statusCode).toBe(200);
  return { pa: first.personAssessmentId, code: issued.code };
}

describe('[COMPLETION] the whole finishCourse', () => {
  it('[COMPLETION] a learner answers the security questions, takes the survey, signs the final affidavit, waits for the proctor and gets the certificate', async () => {
    const db = server.database.db;
    const learner = await createLearner(server);
    // Question 2 (mailing city) is asked; with no zip or phone on file, the one after it is the e-mail address.
    await db.update(users).set({ mailingCity: 'Austin', mailingZip: null, phone: null }).where(eq(users.id, learner.id));
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-COMPLETION-GATED');
    await db
      .insert(advertisements)
      .values({
        productId: gated.productId,
        message: 'Save 20% on the Broker program',
        content: '<p>Take the <strong>next step</strong>.</p>',
        disclaimer: 'Valid for 30 days.',
        learnMoreUrl: 'https://example.com/broker',
        updatedAt: new Date(),
      })
      .onConflictDoNothing();
    const { pa, code } = await passProctoredFinal(learner, lp.id);
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    const question = page.getByRole('dialog', { name: 'Security Question' });
    const answer = question.getByRole('button', { name: 'Submit Answer' });

    // The last lesson: its own security question when it finishes (decision 0018).
    await page.goto(`/lp/${lp.id}/lc/${gated.nodeIds['wrap-up']}`);
    await page.getByRole('heading', { level: 2, name: 'What you learned' }).waitFor();
    await page.getByRole('button', { name: 'Finish Lesson' }).click();
    await question.getByRole('textbox', { name: 'What is your mailing city?' }).fill('Austin');
    await answer.click();
    await page.getByRole('heading', { level: 1, name: 'You completed Lesson 1: Course Wrap-Up' }).waitFor();

    // The home leads to the survey; the finish page asks a security question first (001 §4).
    await page.goto(`/lp/${lp.id}/home`);
    await page.getByRole('link', { name: 'Take the Course Survey' }).click();
    const city = question.getByRole('textbox', { name: 'What is your mailing city?' });
    await city.waitFor();
    expect(await page.getByRole('dialog', { name: 'Course Survey' }).count()).toBe(0);
    expect(await answer.isDisabled()).toBe(true);
    await expectAccessible(page, 'finish page, security question before the survey');
    await city.fill('Dallas');
    expect(await answer.isDisabled()).toBe(false);
    await answer.click();
    await question.getByText('Incorrect!').waitFor();
    // The same question stays until it is answered (decision 0108).
    expect(await city.inputValue()).toBe('');
    expect(await answer.isDisabled()).toBe(true);
    await expectAccessible(page, 'finish page, security question incorrect');
    await city.fill('Austin');
    await answer.click();

    const survey = page.getByRole('dialog', { name: 'Course Survey' });
    await survey.getByText('Tell us how the course went.').waitFor();
    await expectAccessible(page, 'finish page, course survey');
    await survey
      .getByRole('radiogroup', { name: 'Would you recommend this course?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await survey.getByRole('button', { name: 'Submit' }).click();

    // The final affidavit comes after a security question of its own.
    await city.waitFor();
    await expectAccessible(page, 'finish page, security question before the affidavit');
    await city.fill('Austin');
    await answer.click();
    await question.waitFor({ state: 'detached' });
    await page.getByText('Your final affidavit must be accepted before your course is complete.').waitFor();
    await expectAccessible(page, 'finish page, affidavit next');
    await page.getByRole('link', { name: 'Complete the Affidavit' }).click();

    // The final affidavit by keyboard: the date, then the licence the course's state asks for.
    await page.getByRole('heading', { name: 'Final Affidavit', level: 1 }).waitFor();
    await expectAccessible(page, 'final affidavit');
    const accept = page.getByRole('button', { name: 'Accept and go to results' });
    await page.getByRole('checkbox', { name: /I have read and agree/ }).focus();
    await page.keyboard.press('Space');
    // Accept waits for the required date (002 §2; issue 25 item 42).
    expect(await accept.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /Today's date/ }).focus();
    await page.keyboard.type(todayDigitsIn('America/Chicago'));
    await accept.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('alertdialog')
      .getByText('A license for the state must be entered before the Affidavit can be completed.')
      .waitFor();
    await page.keyboard.press('Enter'); // Enter License has focus
    const licence = page.getByRole('dialog', { name: 'Enter a TX License' });
    await licence.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type(`6/30/${new Date().getFullYear() + 1}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('TX-5550123');
    await expectAccessible(page, 'final affidavit, licence dialog');
    await page.keyboard.press('Enter');
    await licence.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /Broker|Salesperson/ }).waitFor();
    await accept.focus();
    await page.keyboard.press('Enter');

    // Back on the finish page: accepted, and the course waits for the proctor's signature.
    await page.waitForURL(`**/lp/${lp.id}/finish`);
    await page.getByText('Your affidavit has been accepted.').waitFor();
    await page.getByText("Your course is complete and waits for your proctor's signature.").waitFor();
    await expectAccessible(page, 'finish page, pending signature');
    expect((await lpRow(lp.id))?.status).toBe('PENDING_SIGNATURE');
    expect(await page.getByRole('link', { name: 'View your certificate' }).count()).toBe(0);

    // The proctor signs the proctor affidavit (on the learner's screen, as at a test centre).
    await page.goto(`/lp/${lp.id}/id/proctor-affidavit/${pa}`);
    await page.getByRole('heading', { level: 1, name: 'Proctor Affidavit' }).waitFor();
    await page.getByLabel('Proctor code').fill(code);
    await page.getByLabel('Proctor name').fill('Pat Proctor');
    await page.getByLabel('Employer and job title').fill('Austin Public Library, Librarian');
    await page.getByLabel('Business address').fill('710 W Cesar Chavez St, Austin, TX 78701');
    await page.getByLabel('Daytime phone number').fill('(512) 974-7400');
    await page.getByLabel('Email').fill('pat.proctor@example.org');
    await page.getByLabel('Relationship to the student').fill('None');
    await page.getByLabel('Date', { exact: false }).last().pressSequentially(todayDigitsIn('America/Chicago'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('status').getByText('The proctor affidavit is signed. Thank you.').waitFor();
    await expectAccessible(page, 'proctor affidavit signed');

    // The learner finishes: the course completes, the advertisement shows, then the certificate.
    await page.goto(`/lp/${lp.id}/home`);
    await page.getByRole('link', { name: 'Finish Course' }).click();
    const offer = page.getByRole('dialog', { name: 'Save 20% on the Broker program' });
    await offer.getByText('Valid for 30 days.').waitFor();
    const learnMore = offer.getByRole('link', { name: /Learn more/ });
    expect(await learnMore.getAttribute('target')).toBe('_blank');
    expect(await learnMore.getAttribute('rel')).toContain('noopener');
    await expectAccessible(page, 'finish page, advertisement');
    expect((await lpRow(lp.id))?.status).toBe('COMPLETE');
    await offer.getByRole('button', { name: 'Close' }).last().click();
    await offer.waitFor({ state: 'hidden' });
    await page.getByText('Congratulations! You have completed this course.').waitFor();
    const certificate = page.getByRole('link', { name: 'View your certificate' });
    await expect.poll(() => certificate.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'finish page, completed');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Download certificate (PDF)' }).waitFor();
    const verification =
      (await page
        .getByRole('row', { name: /Verification code/ })
        .getByRole('cell')
        .textContent()) ?? '';
    expect(verification).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await expectAccessible(page, 'certificate');
    await context.close();

    // What the server holds: each completion question passed (the survey's after one wrong answer), the survey,
    // the affidavit, the proctor's signature, and the enrolment complete.
    const answers = await db
      .select({ purpose: securityChallenges.purpose, question: securityAnswers.question, correct: securityAnswers.correct })
      .from(securityAnswers)
      .innerJoin(securityChallenges, eq(securityChallenges.id, securityAnswers.challengeId))
      .where(eq(securityChallenges.learnerProductId, lp.id))
      .orderBy(asc(securityAnswers.id));
    expect(answers).toEqual([
      { purpose: 'LESSON_FINISH', question: 2, correct: true },
      { purpose: 'COMPLETION_SURVEY', question: 2, correct: false },
      { purpose: 'COMPLETION_SURVEY', question: 2, correct: true },
      { purpose: 'COMPLETION_AFFIDAVIT', question: 2, correct: true },
    ]);
    const [response] = await db.select().from(feedbackSurveyResponses).where(eq(feedbackSurveyResponses.learnerProductId, lp.id));
    expect(response?.answers).toEqual([{ questionText: 'Would you recommend this course?', userResponse: 'YES' }]);
    const accepted = await db
      .select()
      .from(affidavitAcceptances)
      .where(and(eq(affidavitAcceptances.learnerProductId, lp.id), eq(affidavitAcceptances.kind, 'FINAL')));
    expect(accepted).toHaveLength(1);
    expect(await db.select().from(proctorAffidavits).where(eq(proctorAffidavits.personAssessmentId, pa))).toHaveLength(1);
    const row = await lpRow(lp.id);
    expect(row?.status).toBe('COMPLETE');
    expect(row?.completedAt).not.toBeNull();

    // The regulator roster (decision 0098) shows this completion: the licence masked, the proctored final passed,
    // the affidavit, the proctor's signature, the questions answered and the certificate's code.
    const admin = await createAdmin(server);
    const staff = new TestClient(server.app);
    await staff.signIn(admin.login, admin.password);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const roster = await staff.get(`/api/admin/roster?productId=${gated.productId}&from=${day(-1)}&to=${day(1)}`);
    expect(roster.statusCode).toBe(200);
    expect(roster.body).not.toContain('5550123');
    const rosterRow = (roster.json() as RegulatorRosterReply).rows.find((r) => r.learnerProductId === lp.id);
    expect(rosterRow).toMatchObject({
      login: learner.login,
      status: 'COMPLETE',
      licenses: [{ state: 'TX', licenseNumberMasked: expect.stringMatching(/^\*+0123$/) }],
      finalExam: { passed: true },
      proctorAffidavitSigned: true,
      // Challenges passed: the lesson's, the survey's and the affidavit's (a wrong answer passes none).
      identity: { securityQuestionsAnswered: 3 },
      certificateCode: verification,
    });
    expect(rosterRow?.finalAffidavit.acceptedAt).not.toBeNull();
  });

  it('[COMPLETION] the proctor signed and the affidavit accepted before the survey: sending the survey completes the course at once (issue 25 item 27)', async () => {
    const db = server.database.db;
    const learner = await createLearner(server);
    await db.update(users).set({ mailingCity: 'Austin', mailingZip: null, phone: null }).where(eq(users.id, learner.id));
    const { lp } = await enrolInDemoProduct(server, learner.id, 'E2E-COMPLETION-GATED');
    await db
      .insert(advertisements)
      .values({
        productId: gated.productId,
        message: 'Save 20% on the Broker program',
        content: '<p>Take the <strong>next step</strong>.</p>',
        disclaimer: 'Valid for 30 days.',
        learnMoreUrl: 'https://example.com/broker',
        updatedAt: new Date(),
      })
      .onConflictDoNothing();
    const { pa } = await passProctoredFinal(learner, lp.id);
    // The final affidavit accepted and the proctor affidavit signed already (as when a learner comes back to the
    // survey last): the survey is the only step left, then the pending-signature mark answers READY at once.
    const now = new Date();
    await db
      .insert(affidavitAcceptances)
      .values({ kind: 'FINAL', learnerProductId: lp.id, acceptedByUserId: learner.id, textVersion: 'journey', acceptedAt: now });
    await db.insert(proctorAffidavits).values({
      personAssessmentId: pa,
      learnerProductId: lp.id,
      proctorName: 'Pat Proctor',
      employerAndJobTitle: 'Austin Public Library, Librarian',
      businessAddress: '710 W Cesar Chavez St, Austin, TX 78701',
      daytimePhone: '(512) 974-7400',
      email: 'pat.proctor@example.org',
      relationship: 'None',
      signedOn: now.toISOString().slice(0, 10),
      submittedByUserId: learner.id,
      submittedAt: now,
    });
    const { context, page } = await newPage(browser, server.url);
    await signIn(page, learner.login, learner.password);
    const question = page.getByRole('dialog', { name: 'Security Question' });
    const answer = question.getByRole('button', { name: 'Submit Answer' });
    await page.goto(`/lp/${lp.id}/lc/${gated.nodeIds['wrap-up']}`);
    await page.getByRole('button', { name: 'Finish Lesson' }).click();
    await question.getByRole('textbox', { name: 'What is your mailing city?' }).fill('Austin');
    await answer.click();
    await page.getByRole('heading', { level: 1, name: 'You completed Lesson 1: Course Wrap-Up' }).waitFor();

    await page.goto(`/lp/${lp.id}/home`);
    await page.getByRole('link', { name: 'Take the Course Survey' }).click();
    await question.getByRole('textbox', { name: 'What is your mailing city?' }).fill('Austin');
    await answer.click();
    const survey = page.getByRole('dialog', { name: 'Course Survey' });
    await survey
      .getByRole('radiogroup', { name: 'Would you recommend this course?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await survey.getByRole('button', { name: 'Submit' }).click();
    // Marked pending the signature, which is there: the page goes on to complete the course, no reload.
    await expect.poll(async () => (await lpRow(lp.id))?.status).toBe('COMPLETE');
    const offer = page.getByRole('dialog', { name: 'Save 20% on the Broker program' });
    await offer.getByRole('button', { name: 'Close' }).last().click();
    await offer.waitFor({ state: 'hidden' });
    await page.getByText('Congratulations! You have completed this course.').waitFor();
    await expectAccessible(page, 'finish page, completed after the survey');
    await context.close();
  });
});
