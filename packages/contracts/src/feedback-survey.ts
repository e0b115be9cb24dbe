import { z } from 'zod';
import {
  FEEDBACK_SURVEY_FREE_RESPONSE_MAX,
  FEEDBACK_SURVEY_KEY_MAX,
  FEEDBACK_SURVEY_QUESTION_MAX,
  FEEDBACK_SURVEY_QUESTIONS_MAX,
  FEEDBACK_SURVEY_TEXT_MAX,
  isSurveyQuestionType,
} from './feedback-survey-limits.js';
import { idParam, text } from './inputs.js';

/** One question as authored in a course package (course.yaml `survey.questions`). */
export const surveyQuestionDefinition = z.object({
  text: text().trim().min(1, 'text is required').max(FEEDBACK_SURVEY_QUESTION_MAX),
  type: text().refine(isSurveyQuestionType, {
    message:
      'type must be RATING, RATING_AGREE, RATING_AGREE_ME, RATING_NA, RATING_NV, RATING_NV2, YES_NO, YES_NO_SOMEWHAT, SCALE_n-m or FREE_RESPONSE',
  }),
});

/** A course package's survey (course.yaml `survey`), for the course's industry, state and licence type. */
export const surveyDefinition = z.object({
  description: text().max(FEEDBACK_SURVEY_TEXT_MAX).optional(),
  footer: text().max(FEEDBACK_SURVEY_TEXT_MAX).optional(),
  allowSkip: z.boolean().default(false),
  questions: z.array(surveyQuestionDefinition).min(1, 'a survey needs at least one question').max(FEEDBACK_SURVEY_QUESTIONS_MAX),
});
export type SurveyDefinition = z.infer<typeof surveyDefinition>;

/** Survey question (002 §3): text, type, and `choice`, the answers its type takes (empty for free response). */
export const feedbackSurveyQuestion = z.object({ text: z.string(), type: z.string(), choice: z.array(z.string()) });
export type FeedbackSurveyQuestion = z.infer<typeof feedbackSurveyQuestion>;

/** GET api/feedbackSurvey/info/industry/{industry}/state/{state}/type/{licenseType}: questions, allowSkip. */
export const surveyInfoReply = z.object({
  questions: z.array(feedbackSurveyQuestion),
  allowSkip: z.boolean(),
  description: z.string().nullable(),
  footer: z.string().nullable(),
});
export type SurveyInfo = z.infer<typeof surveyInfoReply>;

const key = (name: string) => text().trim().min(1, `${name} is required`).max(FEEDBACK_SURVEY_KEY_MAX);
export const surveyInfoParams = z.object({
  industry: key('industry'),
  state: key('state'),
  licenseType: key('licenseType'),
});

/** The learner product whose rules decide allowSkip (SC_FEEDBACK_SURVEY_ALLOW_SKIP); else the survey's own product's. */
export const surveyInfoQuery = z.object({ learnerProductId: idParam('learnerProductId').optional() });

export const feedbackSurveyAnswer = z.object({
  questionText: text().max(FEEDBACK_SURVEY_QUESTION_MAX),
  userResponse: text()
    .max(FEEDBACK_SURVEY_FREE_RESPONSE_MAX, `userResponse must be at most ${FEEDBACK_SURVEY_FREE_RESPONSE_MAX} characters`)
    .nullish(),
});
export type FeedbackSurveyAnswer = z.infer<typeof feedbackSurveyAnswer>;

/** Survey response (002 §3): feedbackSurveyResponse as {questionText, userResponse}, and skipped. */
export const surveyResponseBody = z.object({
  id: z.number().int().nullish(),
  feedbackSurveyResponse: z.array(feedbackSurveyAnswer).max(FEEDBACK_SURVEY_QUESTIONS_MAX).default([]),
  skipped: z.boolean().default(false),
});
export type SurveyResponseBody = z.input<typeof surveyResponseBody>;

/**
 * Where the course completion flow stands (001 §4 finishCourse), computed by the server from the course rules
 * and the learner's facts: NOT_FINISHED (course content left), MIN_COURSE_TIME_NOT_MET (the course's minimum seat time
 * not credited yet), MIN_CALENDAR_DAYS_NOT_MET (a bound compliance profile's minimum calendar days from the learner's
 * first credited study have not passed), FINAL_EXAM_REQUIRED (a final exam not passed: an exemption never stands for it), SURVEY,
 * AFFIDAVIT, PENDING_SIGNATURE (marked,
 * waiting for the proctor), READY_PENDING_SIGNATURE (to be marked), READY (to be completed), COMPLETE, COMPLETE_FAIL.
 */
export const completionStep = z.enum([
  'NOT_FINISHED',
  'MIN_COURSE_TIME_NOT_MET',
  'MIN_CALENDAR_DAYS_NOT_MET',
  'FINAL_EXAM_REQUIRED',
  'SURVEY',
  'AFFIDAVIT',
  'READY_PENDING_SIGNATURE',
  'PENDING_SIGNATURE',
  'READY',
  'COMPLETE',
  'COMPLETE_FAIL',
]);
export type CompletionStep = z.infer<typeof completionStep>;

/** The stored response's id; the completion flow then decides what follows (002 §4). */
export const surveySubmitReply = z.object({ id: z.number().int() });
export type SurveySubmitReply = z.infer<typeof surveySubmitReply>;

export const surveyLearnerProductParams = z.object({ learnerProductId: idParam('learnerProductId') });

export const externalSurveyQuery = z.object({
  externalUserId: key('externalUserId'),
  externalEnrollmentId: key('externalEnrollmentId'),
});
export const externalSurveyParams = z.object({
  externalUserId: key('externalUserId'),
  externalEnrollmentId: key('externalEnrollmentId'),
});

/** Survey (external), 002 §3. */
export const externalSurveyReply = z.object({
  externalEnrollmentId: z.string(),
  externalUserId: z.string(),
  rules: z.record(z.string(), z.string()),
  licenseType: z.string().nullable(),
  state: z.string().nullable(),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  footer: z.string().nullable(),
  questions: z.array(feedbackSurveyQuestion),
  allowSkip: z.boolean(),
  submitted: z.boolean(),
});
export type ExternalSurvey = z.infer<typeof externalSurveyReply>;
export const externalSurveySubmitReply = z.object({ id: z.number().int() });

/** One stored response, as staff read it (admin results, paged search). */
export const surveyResultRow = z.object({
  id: z.number().int(),
  learnerProductId: z.number().int().nullable(),
  productName: z.string().nullable(),
  externalUserId: z.string().nullable(),
  externalEnrollmentId: z.string().nullable(),
  skipped: z.boolean(),
  submittedAt: z.string(),
  feedbackSurveyResponse: z.array(z.object({ questionText: z.string(), userResponse: z.string().nullable() })),
});
export type SurveyResultRow = z.infer<typeof surveyResultRow>;

export const completionStatusReply = z.object({
  learnerProductId: z.number().int(),
  courseTitle: z.string(),
  step: completionStep,
  surveyRequired: z.boolean(),
  /** A survey is authored for the product (it may be taken before a final exam that asks for it). */
  surveyExists: z.boolean(),
  surveyDone: z.boolean(),
  affidavitRequired: z.boolean(),
  proctorAffidavitRequired: z.boolean(),
  /** The key of the product's survey (GET api/feedbackSurvey/info/...). */
  surveyKey: z.object({ industry: z.string(), state: z.string(), licenseType: z.string() }),
  /**
   * The security question (1-4) to answer before the survey or the final affidavit (001 §4; decision 0099), null when
   * none is waiting. POST api/security/learner answers it; until then the survey and the affidavit are refused (409).
   */
  securityQuestion: z.number().int().min(1).max(4).nullable(),
  /** Minutes of seat time still to credit before the course may complete (MIN_COURSE_TIME_NOT_MET), else null. */
  minimumTimeRemainingMinutes: z.number().int().nullable(),
  /**
   * The first day of the course's calendar on which it may complete (YYYY-MM-DD), while a bound profile's minimum
   * calendar days hold it (MIN_CALENDAR_DAYS_NOT_MET), else null.
   */
  earliestCompletionDay: z.iso.date().nullable(),
});
export type CompletionStatus = z.infer<typeof completionStatusReply>;

export const completeProductParams = z.object({
  learnerProductId: idParam('learnerProductId'),
  status: z.literal('COMPLETE', { error: 'status must be COMPLETE' }),
});
