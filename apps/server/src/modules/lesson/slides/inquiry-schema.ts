import { SURVEY_CHOICE_TYPES, type SurveyChoiceType } from '@continuum/contracts';
import { z } from 'zod';

/**
 * Inquiry (slide) content as written in a course package, answer keys included. This is the server's
 * private shape: what a learner's browser receives is derived from it by public-view.ts, which strips
 * every key, correct flag and choice feedback until the learner has submitted.
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'ids are lower-case letters, digits, dashes, underscores');
const text = z.string().min(1).max(10_000);
const feedback = z.string().max(5_000).optional();

const base = {
  id,
  title: z.string().min(1).max(300),
  /** Markdown shown above the question or as the slide's content. */
  content: z.string().max(50_000).default(''),
  /** Seconds the slide must stay open before Next (enforced on the server too). */
  requiredTime: z.number().int().min(0).max(3600).default(0),
  /** Relative paths of resources attached to the slide (resources issue). */
  resources: z.array(z.string()).default([]),
};

/** `fixedPosition`: the choice keeps its authored place when the others are shuffled ("All of the above"). */
const choice = z.object({ id, text, correct: z.boolean().default(false), feedback, fixedPosition: z.boolean().optional() });

/**
 * Choices, options, items and matches are shown in an order of the learner's own (decision 0055);
 * `fixedOrder: true` shows them as authored instead (a scale, steps that read in order).
 */
const fixedOrder = z.boolean().optional();

export const trueFalse = z.object({
  ...base,
  type: z.literal('TRUE_FALSE'),
  answer: z.boolean(),
  correctFeedback: feedback,
  incorrectFeedback: feedback,
});

export const multipleChoice = z.object({
  ...base,
  type: z.literal('MULTIPLE_CHOICE'),
  fixedOrder,
  choices: z.array(choice).min(2).max(12),
  /** Whether several choices may be picked; with more than one correct choice it must be true. */
  multiple: z.boolean().default(false),
  correctFeedback: feedback,
  incorrectFeedback: feedback,
});

export const textEdit = z.object({
  ...base,
  type: z.literal('TEXT_EDIT'),
  /**
   * Accepted answers (trimmed, case-insensitive unless caseSensitive); omitted: any non-empty text passes.
   * At least one when given: an empty list would make the slide impossible to answer correctly.
   */
  acceptable: z.array(z.string().min(1)).min(1).optional(),
  caseSensitive: z.boolean().default(false),
  correctFeedback: feedback,
  incorrectFeedback: feedback,
});

export const sorting = z.object({
  ...base,
  type: z.literal('MATCHING_DND_GRP'),
  fixedOrder,
  targets: z.array(z.object({ id, text })).min(2).max(8),
  items: z
    .array(z.object({ id, text, targetId: id, feedback }))
    .min(2)
    .max(30),
  correctFeedback: feedback,
  incorrectFeedback: feedback,
});

export const matching = z.object({
  ...base,
  type: z.literal('MATCHING_DND_ANSWERS'),
  fixedOrder,
  choices: z
    .array(z.object({ id, text, matchId: id, feedback }))
    .min(2)
    .max(20),
  matches: z.array(z.object({ id, text })).min(2).max(20),
  correctFeedback: feedback,
  incorrectFeedback: feedback,
});

export const completeStory = z.object({
  ...base,
  type: z.literal('COMPLETE_STORY'),
  fixedOrder,
  /** Text with [[name]] placeholders, one blank per name. */
  text,
  blanks: z.record(
    z.string().regex(/^[A-Za-z0-9_]+$/),
    z.object({
      /** Accepted answers, compared trimmed and case-insensitively. */
      answers: z.array(z.string().min(1)).min(1),
      /** When given, the learner picks from these instead of typing. */
      options: z.array(z.string().min(1)).optional(),
    }),
  ),
  correctFeedback: feedback,
  incorrectFeedback: feedback,
});

const spot = z.object({
  id,
  shape: z.enum(['rect', 'ellipse']),
  /** Top-left corner and size in background-image pixels (an ellipse is inscribed in this box). */
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  correct: z.boolean().default(true),
  feedback,
});

export const hotSpot = z.object({
  ...base,
  type: z.literal('HOT_SPOT'),
  bgImage: z.string().min(1),
  bgWidth: z.number().int().positive(),
  bgHeight: z.number().int().positive(),
  /** Where the image sits in the answer area; clicks arrive in area coordinates. */
  bgOffsetX: z.number().default(0),
  bgOffsetY: z.number().default(0),
  spots: z.array(spot).min(1).max(20),
  correctFeedback: feedback,
  incorrectFeedback: feedback,
});

export interface BranchOption {
  id: string;
  text: string;
  correct: boolean;
  feedback?: string | undefined;
  next?: BranchOption[] | undefined;
}
const branchOption: z.ZodType<BranchOption> = z.lazy(() =>
  z.object({ id, text, correct: z.boolean().default(true), feedback, next: z.array(branchOption).min(1).optional() }),
);

export const branching = z.object({
  ...base,
  type: z.literal('BRANCHING'),
  fixedOrder,
  /** The first options; each option may lead to further options. A path ends at an option without next. */
  branchingChoices: z.array(branchOption).min(1),
  finalFeedback: feedback,
});

export interface SurveyStep {
  id: string;
  text: string;
  surveyChoiceType: SurveyChoiceType;
  /** For BUTTON and CHOICE: the options (BUTTON: each a button). */
  options?: { id: string; text: string; feedback?: string | undefined; next?: SurveyStep[] | undefined }[] | undefined;
  feedback?: string | undefined;
  /** Steps after this one when it is not decided by an option. */
  next?: SurveyStep[] | undefined;
}
const surveyStep: z.ZodType<SurveyStep> = z.lazy(() =>
  z.object({
    id,
    text,
    surveyChoiceType: z.enum(SURVEY_CHOICE_TYPES),
    options: z.array(z.object({ id, text, feedback, next: z.array(surveyStep).min(1).optional() })).optional(),
    feedback,
    next: z.array(surveyStep).min(1).optional(),
  }),
);

export const survey = z.object({
  ...base,
  type: z.literal('SURVEY'),
  surveyChoices: z.array(surveyStep).min(1),
  surveyFeedback: feedback,
});

export const studentPoll = z.object({
  ...base,
  type: z.literal('STUDENT_POLL'),
  choices: z.array(z.object({ id, text })).min(2).max(12),
  multiple: z.boolean().default(false),
  chartType: z.enum(['BAR', 'PIE', 'DOUGHNUT']).optional(),
});

export const forum = z.object({
  ...base,
  type: z.literal('FORUM'),
  /** The forum (by key, unique in the package) the learner's answer is posted to. */
  forumKey: id,
  question: text,
  answerFeedback: feedback,
});

export const assignment = z.object({
  ...base,
  type: z.literal('ASSIGNMENT'),
  assignmentKey: id,
  assignmentText: text,
});

/** Content-only slide, or a type the player does not know (completed through the progression call). */
export const contentSlide = z.object({
  ...base,
  type: z.string().regex(/^[A-Z][A-Z_]*$/),
});

export const inquiry = z.discriminatedUnion('type', [
  trueFalse,
  multipleChoice,
  textEdit,
  sorting,
  matching,
  completeStory,
  hotSpot,
  branching,
  survey,
  studentPoll,
  forum,
  assignment,
]);
export type Inquiry = z.infer<typeof inquiry>;
export type InquiryType = Inquiry['type'];
export type ContentSlide = z.infer<typeof contentSlide>;
