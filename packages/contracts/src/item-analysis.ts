import { z } from 'zod';
import { idParam } from './inputs.js';

/**
 * Item analysis of a product's exams (issue 30, decisions 0165-0167): classical statistics of every question
 * from the finished attempts, per exam and per form. No learner appears in it: only counts and proportions.
 */

/** GET api/admin/item-analysis/product/:productId[/csv] */
export const itemAnalysisParams = z.object({ productId: idParam('productId') });
/** `examId`: one exam (its node id) of the product instead of all of them. */
export const itemAnalysisQuery = z.object({ examId: idParam('examId').optional() });

/** Why an item is worth an author's look (thresholds in the reply's `thresholds`, decision 0166). */
export const itemFlag = z.enum(['TOO_EASY', 'TOO_HARD', 'NEGATIVE_DISCRIMINATION', 'UNUSED_DISTRACTOR']);
export type ItemFlag = z.infer<typeof itemFlag>;

/** A proportion or correlation, null when it is undefined for these attempts (nobody answered, no spread). */
const figure = z.number().nullable();

export const itemChoiceStats = z.object({
  choiceId: z.string(),
  /** The choice's text, cut to 200 characters. */
  text: z.string(),
  correct: z.boolean(),
  /** Respondents who picked it, overall and in the upper and lower 27 % groups. */
  picked: z.number().int(),
  pickedUpper: z.number().int(),
  pickedLower: z.number().int(),
});
export type ItemChoiceStats = z.infer<typeof itemChoiceStats>;

export const itemStats = z.object({
  questionId: z.number().int(),
  /** The question's id in the package. */
  key: z.string(),
  /** The question's text, cut to 200 characters. */
  text: z.string(),
  /** Still in the bank (a re-import deactivates dropped questions; their answers still count). */
  active: z.boolean(),
  /** Finished attempts that asked it. */
  responses: z.number().int(),
  /** Asked but left unanswered (counted wrong). */
  omitted: z.number().int(),
  /** Proportion correct (p). */
  difficulty: figure,
  /** Point-biserial correlation of right/wrong with the attempt's proportion correct. */
  pointBiserial: figure,
  /** p(upper 27 %) - p(lower 27 %). */
  upperLowerIndex: figure,
  /** Size of each of the upper and lower groups: round(0.27 × responses). */
  groupSize: z.number().int(),
  /** Mean seconds on the item, estimated from answer save times of attempts answered in order (decision 0167). */
  averageSeconds: figure,
  /** Responses the time estimate is made from. */
  timedResponses: z.number().int(),
  choices: z.array(itemChoiceStats),
  flags: z.array(itemFlag),
});
export type ItemStats = z.infer<typeof itemStats>;

/** One form: the exact set of questions an attempt was given (decision 0167). */
export const examFormStats = z.object({
  /** 1 for the form most attempts were given, then 2, … */
  form: z.number().int(),
  questionKeys: z.array(z.string()),
  attempts: z.number().int(),
  /** Mean and population SD of the number correct. */
  meanCorrect: figure,
  sdCorrect: figure,
  passRate: figure,
  kr20: figure,
});
export type ExamFormStats = z.infer<typeof examFormStats>;

export const examItemAnalysis = z.object({
  examId: z.number().int(),
  title: z.string(),
  passingScore: z.number().int(),
  /** Finished, counted attempts (not reset, not trial). */
  attempts: z.number().int(),
  /** Mean and population SD of the attempts' percent scores. */
  meanScore: figure,
  sdScore: figure,
  passRate: figure,
  /** Forms with the most attempts first; at most ITEM_ANALYSIS_MAX_FORMS, the rest counted in formsNotShown. */
  forms: z.array(examFormStats),
  formsNotShown: z.number().int(),
  items: z.array(itemStats),
});
export type ExamItemAnalysis = z.infer<typeof examItemAnalysis>;

/**
 * A graded lesson inquiry (decision 0165): how many learners answered it right the first time and at all. No
 * discrimination: a lesson gives a learner no total score to set it against.
 */
export const inquiryItemStats = z.object({
  slideId: z.number().int(),
  /** The slide's id in the package and its title. */
  key: z.string(),
  title: z.string(),
  /** The inquiry type (TRUE_FALSE, MULTIPLE_CHOICE, …). */
  type: z.string(),
  /** Learners with a graded answer. */
  learners: z.number().int(),
  /** Graded answers, retries included. */
  submissions: z.number().int(),
  /** Share of learners whose first graded answer was right. */
  firstTryDifficulty: figure,
  /** Share of learners who answered right at some point. */
  eventualDifficulty: figure,
  /** TOO_EASY and TOO_HARD only, on the first-try share. */
  flags: z.array(itemFlag),
});
export type InquiryItemStats = z.infer<typeof inquiryItemStats>;

export const itemAnalysisReply = z.object({
  productId: z.number().int(),
  /** When the figures were computed (they are kept until an attempt finishes or the bank changes). */
  computedAt: z.string(),
  /** The most recent attempts per exam that are analysed; older ones are left out past it. */
  maxAttemptsPerExam: z.number().int(),
  thresholds: z.object({
    tooEasyAbove: z.number(),
    tooHardBelow: z.number(),
    minResponsesForFlags: z.number().int(),
  }),
  exams: z.array(examItemAnalysis),
  /** The graded inquiries of the course's lessons; empty when one exam is asked for. */
  inquiries: z.array(inquiryItemStats),
});
export type ItemAnalysisReply = z.infer<typeof itemAnalysisReply>;
