/**
 * The feedback survey's question types, answer values and limits (002 §3, §5, §9; decision 0092): plain
 * constants, no zod, so the web's survey chunk reads them without the schemas.
 */
export const FEEDBACK_SURVEY_FREE_RESPONSE_MAX = 1024;
/** The longest question text an author may write, and the most questions one survey holds. */
export const FEEDBACK_SURVEY_QUESTION_MAX = 500;
export const FEEDBACK_SURVEY_QUESTIONS_MAX = 50;
/** Description and footer of a survey. */
export const FEEDBACK_SURVEY_TEXT_MAX = 2000;
/** Industry, state and licence type in the info path and external ids. */
export const FEEDBACK_SURVEY_KEY_MAX = 100;

const RATING = ['EXCELLENT', 'VERY_GOOD', 'GOOD', 'FAIR', 'POOR'] as const;
const AGREE = ['STRONGLY_AGREE', 'AGREE', 'NEUTRAL', 'DISAGREE', 'STRONGLY_DISAGREE'] as const;

/** The fixed choice types; SCALE_n-m and FREE_RESPONSE are the others. */
export const FEEDBACK_SURVEY_FIXED_CHOICES = {
  RATING,
  RATING_AGREE: AGREE,
  RATING_AGREE_ME: [...AGREE, 'NOT_APPLICABLE_TO_ME'],
  RATING_NA: [...RATING, 'NOT_APPLICABLE'],
  RATING_NV: [...RATING, 'DID_NOT_VIEW'],
  RATING_NV2: [...RATING, 'DID_NOT_USE'],
  YES_NO: ['YES', 'NO'],
  YES_NO_SOMEWHAT: ['YES', 'SOMEWHAT', 'NO'],
} as const satisfies Record<string, readonly string[]>;

export type FixedSurveyType = keyof typeof FEEDBACK_SURVEY_FIXED_CHOICES;
export const FEEDBACK_SURVEY_FIXED_TYPES = Object.keys(FEEDBACK_SURVEY_FIXED_CHOICES) as FixedSurveyType[];
export const FREE_RESPONSE = 'FREE_RESPONSE';
/** SCALE_n-m: whole numbers n and m (0..100). */
export const SCALE_TYPE_PATTERN = /^SCALE_(\d{1,3})-(\d{1,3})$/;

/** True when `type` is a survey question type of 002 §3. */
export function isSurveyQuestionType(type: string): boolean {
  return type === FREE_RESPONSE || type in FEEDBACK_SURVEY_FIXED_CHOICES || SCALE_TYPE_PATTERN.test(type);
}

/**
 * The answers a question of this type takes, in display order: the fixed lists, the integers n to m for
 * SCALE_n-m (empty when n >= m, 002 §5), and none for FREE_RESPONSE (free text).
 */
export function surveyChoicesFor(type: string): string[] {
  if (type in FEEDBACK_SURVEY_FIXED_CHOICES) return [...FEEDBACK_SURVEY_FIXED_CHOICES[type as FixedSurveyType]];
  const scale = SCALE_TYPE_PATTERN.exec(type);
  if (!scale) return [];
  const n = Number(scale[1]);
  const m = Number(scale[2]);
  if (n >= m) return [];
  return Array.from({ length: m - n + 1 }, (_, i) => String(n + i));
}

/** The course rules of the survey and the completion flow (the spec leaves their names open; decision 0092). */
export const SURVEY_RULES = {
  /** yes: the course survey must be submitted (or skipped when allowed) before the course completes. */
  required: 'SC_FEEDBACK_SURVEY_REQUIRED',
  /** yes: the final exam waits for the survey (SURVEY_FIRST). */
  beforeFinal: 'SC_FEEDBACK_SURVEY_BEFORE_FINAL_EXAM',
  /** yes: the learner may skip the survey (overrides the package's allowSkip). */
  allowSkip: 'SC_FEEDBACK_SURVEY_ALLOW_SKIP',
} as const;
