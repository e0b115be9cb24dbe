import {
  DB_INT_MAX,
  type ExternalSurvey,
  type PagedSearch,
  SURVEY_RULES,
  type SurveyDefinition,
  type SurveyInfo,
  type SurveyResponseBody,
  type SurveyResultRow,
  surveyChoicesFor,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { CourseRules } from '../catalog/index.js';
import { findLearnerProductByExternalIds, findProductRules } from '../product/index.js';
import { loadLearnerContext } from '../progression/index.js';
import { assertCompletionQuestionPassed, COMPLETION_PURPOSES } from '../security-question/index.js';
import * as repo from './repo.js';
import { checkSurveyResponse } from './validate.js';

/** A product's survey key: its industry, state and licence type ('*' where the product names none). */
export function surveyKeyOf(product: { industry: string | null; state: string | null; licenseType: string | null }) {
  return { industry: product.industry ?? '*', state: product.state ?? '*', licenseType: product.licenseType ?? '*' };
}

const questionsOf = (s: repo.SurveyRow) =>
  s.questions.map((q) => ({ text: q.text, type: q.type, choice: surveyChoicesFor(q.type) }));
const allowSkipOf = (s: repo.SurveyRow, rules: CourseRules) => s.allowSkip || rules.flag(SURVEY_RULES.allowSkip);

/** Replaces the survey of the product's key with the package's (course-import, in its transaction). */
export async function replaceSurvey(
  tx: Db,
  input: {
    product: { id: number; industry: string | null; state: string | null; licenseType: string | null };
    survey: SurveyDefinition;
    at: Date;
  },
): Promise<void> {
  const { product, survey, at } = input;
  await repo.upsertSurvey(tx, {
    ...surveyKeyOf(product),
    description: survey.description ?? null,
    footer: survey.footer ?? null,
    allowSkip: survey.allowSkip,
    questions: survey.questions.map((q) => ({ text: q.text, type: q.type })),
    productId: product.id,
    updatedAt: at,
  });
}

/**
 * GET api/feedbackSurvey/info/industry/{industry}/state/{state}/type/{licenseType}: questions and allowSkip. A skip is
 * allowed by the survey or by SC_FEEDBACK_SURVEY_ALLOW_SKIP, read from the learner product named (the caller's own,
 * else 404) or the survey's own product: the info says what the submit accepts (issue 25 #28).
 */
export async function surveyInfo(ctx: AppContext, actor: SessionUser, key: repo.SurveyKey, lpId?: number): Promise<SurveyInfo> {
  const { db } = ctx.database;
  const [survey, learner] = await Promise.all([
    repo.findSurvey(db, key),
    lpId === undefined ? undefined : loadLearnerContext(ctx, actor, lpId, 'read'),
  ]);
  if (!survey) throw notFound('survey');
  const rules = learner?.rules ?? new CourseRules(survey.productId === null ? {} : await findProductRules(db, survey.productId));
  return {
    questions: questionsOf(survey),
    allowSkip: allowSkipOf(survey, rules),
    description: survey.description,
    footer: survey.footer,
  };
}

/** The survey a learner product answers, or undefined when none is authored for its product. */
export async function surveyOfProduct(db: Db, product: Parameters<typeof surveyKeyOf>[0]) {
  return repo.findSurvey(db, surveyKeyOf(product));
}

/** Whether the learner product's survey is done: submitted or skipped (a skip is only stored when allowed). */
export async function surveySubmitted(db: Db, lpId: number): Promise<boolean> {
  return (await repo.findResponseOfLearnerProduct(db, lpId)) !== undefined;
}

/** POST api/feedbackSurvey/{learnerProductId}: the learner's response, checked against the survey and rules. */
export async function submitLearnerSurvey(
  ctx: AppContext,
  actor: SessionUser,
  lpId: number,
  body: SurveyResponseBody,
): Promise<{ id: number }> {
  const { db } = ctx.database;
  const learner = await loadLearnerContext(ctx, actor, lpId, 'write');
  const survey = await surveyOfProduct(db, learner.product);
  if (!survey) throw notFound('survey');
  const checked = checkSurveyResponse(survey.questions, normalise(body), {
    required: learner.rules.flag(SURVEY_RULES.required),
    allowSkip: allowSkipOf(survey, learner.rules),
  });
  // 001 §4: the survey comes after a security question when the course asks them (decision 0099).
  await assertCompletionQuestionPassed(db, {
    learnerProductId: lpId,
    rootNodeId: learner.rootId,
    purpose: COMPLETION_PURPOSES.survey,
    rules: learner.rules,
  });
  return store(db, {
    surveyId: survey.id,
    learnerProductId: lpId,
    userId: actor.id,
    externalUserId: null,
    externalEnrollmentId: null,
    ...checked,
    submittedAt: ctx.clock.now(),
  });
}

function normalise(body: SurveyResponseBody) {
  return { skipped: body.skipped ?? false, feedbackSurveyResponse: body.feedbackSurveyResponse ?? [] };
}

async function store(db: Db, row: Parameters<typeof repo.insertResponse>[1]): Promise<{ id: number }> {
  const id = await db.transaction((tx) => repo.insertResponse(tx, row));
  if (id === undefined) throw new AppError('SURVEY_ALREADY_SUBMITTED', 409, 'This survey has already been submitted');
  return { id };
}

async function externalEnrolment(db: Db, externalUserId: string, externalEnrollmentId: string) {
  const found = await findLearnerProductByExternalIds(db, externalUserId, externalEnrollmentId);
  if (!found) throw notFound('enrolment');
  const rules = new CourseRules(await findProductRules(db, found.product.id));
  const survey = await surveyOfProduct(db, found.product);
  if (!survey) throw notFound('survey');
  return { ...found, rules, survey };
}

/** GET api/feedbackSurvey/externalSurvey: the survey of the enrolment an external system names (002 §3). */
export async function externalSurvey(db: Db, externalUserId: string, externalEnrollmentId: string): Promise<ExternalSurvey> {
  const { lp, product, rules, survey } = await externalEnrolment(db, externalUserId, externalEnrollmentId);
  return {
    externalUserId,
    externalEnrollmentId,
    rules: Object.fromEntries(Object.entries(rules.toJSON()).filter(([k]) => k.startsWith('SC_FEEDBACK_SURVEY_'))),
    industry: product.industry,
    state: product.state,
    licenseType: product.licenseType,
    description: survey.description,
    footer: survey.footer,
    questions: questionsOf(survey),
    allowSkip: allowSkipOf(survey, rules),
    submitted: await surveySubmitted(db, lp.id),
  };
}

/** POST api/feedbackSurvey/eud/{externalUserId}/eid/{externalEnrollmentId}: the external response. */
export async function submitExternalSurvey(
  ctx: AppContext,
  externalUserId: string,
  externalEnrollmentId: string,
  body: SurveyResponseBody,
): Promise<{ id: number }> {
  const { db } = ctx.database;
  const { lp, rules, survey } = await externalEnrolment(db, externalUserId, externalEnrollmentId);
  const checked = checkSurveyResponse(survey.questions, normalise(body), {
    required: rules.flag(SURVEY_RULES.required),
    allowSkip: allowSkipOf(survey, rules),
  });
  return store(db, {
    surveyId: survey.id,
    learnerProductId: lp.id,
    userId: null,
    externalUserId,
    externalEnrollmentId,
    ...checked,
    submittedAt: ctx.clock.now(),
  });
}

/** POST api/admin/feedbackSurvey/search: every response, paged (staff). */
export async function searchSurveyResults(db: Db, search: PagedSearch) {
  knownKeys(search.options, ['learnerProductId'], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const lpOption = search.options?.learnerProductId;
  if (
    lpOption !== undefined &&
    !(typeof lpOption === 'number' && Number.isInteger(lpOption) && lpOption > 0 && lpOption <= DB_INT_MAX)
  )
    throw badRequest('options.learnerProductId', 'learnerProductId must be a positive whole number');
  const { rows, total } = await repo.searchResponses(db, search, lpOption === undefined ? {} : { learnerProductId: lpOption });
  const content: SurveyResultRow[] = rows.map(({ r, productName }) => ({
    id: r.id,
    learnerProductId: r.learnerProductId,
    productName: productName ?? null,
    externalUserId: r.externalUserId,
    externalEnrollmentId: r.externalEnrollmentId,
    skipped: r.skipped,
    submittedAt: r.submittedAt.toISOString(),
    feedbackSurveyResponse: r.answers,
  }));
  return pageOf(search, content, total);
}
