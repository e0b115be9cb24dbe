import type { PublicChoice, PublicSurveyStep } from '../slides/public-view.js';

/**
 * The outcome of checking one answer (the answer-check reply of 001 §3 without pollResults, which come
 * from stored votes).
 *
 * `correct`:
 * - true / false for the graded types: TRUE_FALSE, MULTIPLE_CHOICE, TEXT_EDIT, MATCHING_DND_GRP,
 *   MATCHING_DND_ANSWERS, COMPLETE_STORY, HOT_SPOT, BRANCHING. A TEXT_EDIT without an acceptable list is
 *   true for any non-empty text: the author asked for an answer, not a particular one, and a slide that
 *   must be answered correctly has to be passable. A BRANCHING path that is correct so far is true even
 *   before it is complete (see pathComplete).
 * - null for SURVEY, STUDENT_POLL, FORUM and ASSIGNMENT: there is nothing to be right about. An answer
 *   that reaches a result has passed validation, so null means "accepted, not graded"; invalid answers
 *   never get a result, they throw AnswerInvalidError.
 * Use `countsAsDone` rather than testing `correct` directly.
 */
export interface GradeResult<A = unknown> {
  correct: boolean | null;
  /** The slide-level text for this outcome (correctFeedback, incorrectFeedback, finalFeedback, answerFeedback...). */
  feedback: string | null;
  /** Authored feedback of what the learner picked (choices, items, spots, options), keyed by its id. */
  optionFeedback: Record<string, string>;
  /** The learner's answer as validated and normalised (trimmed texts, authored order): what gets stored. */
  answers: A;
}

/** BRANCHING and SURVEY, which are answered one level at a time. */
export interface PathGradeResult<A = unknown> extends GradeResult<A> {
  /** The public options (branching) or steps (survey) of the next level; null when none follows. */
  next: PublicChoice[] | PublicSurveyStep[] | null;
  /** True once the path reached an option or step after which nothing follows. */
  pathComplete: boolean;
}

/** Whether the slide is done: not graded wrong and, for path types, walked to its end. */
export function countsAsDone(result: GradeResult | PathGradeResult): boolean {
  if (result.correct === false) return false;
  return !('pathComplete' in result) || result.pathComplete;
}
