/**
 * When an item is flagged, and how much is analysed (decision 0166). The difficulty bounds follow the usual
 * "needs revision" band of classical item analysis (p < 0.20 hard), with the easy bound at 0.90 rather than 0.80
 * because continuing-education and exam-prep tests are mastery tests, where easy items are expected.
 */
export const ITEM_ANALYSIS_THRESHOLDS = {
  /** Flag TOO_EASY when the proportion correct is above this. */
  tooEasyAbove: 0.9,
  /** Flag TOO_HARD when the proportion correct is below this. */
  tooHardBelow: 0.2,
  /** No flag on an item with fewer responses: a handful of attempts says little. */
  minResponsesForFlags: 10,
} as const;

/** The most recent finished attempts analysed per exam, so one read stays bounded. */
export const ITEM_ANALYSIS_MAX_ATTEMPTS_PER_EXAM = 5000;
/** Forms listed per exam (a pool draw can give nearly every attempt its own form). */
export const ITEM_ANALYSIS_MAX_FORMS = 10;
/** Question and choice texts in the reply are cut to this many characters. */
export const ITEM_TEXT_MAX = 200;
