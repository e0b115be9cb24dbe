import type { z } from 'zod';

/**
 * A learner's answer that is malformed or does not fit the inquiry (unknown id, a second poll choice,
 * an empty required text). Kept apart from AppError so grading stays free of HTTP; the route maps it
 * to a 400 whose fieldErrors name `field`.
 *
 * `field` is a dotted path inside inquiryAnswerData (`choiceIds.1`, `placements.item-a`, `path.2.value`);
 * when the answer as a whole is wrong (not an object) it is `inquiryAnswerData` itself.
 */
export class AnswerInvalidError extends Error {
  override readonly name = 'AnswerInvalidError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const ANSWER_ROOT_FIELD = 'inquiryAnswerData';

/** The first zod issue as an AnswerInvalidError; record-key issues carry their real message one level down. */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[]): AnswerInvalidError {
  const issue = issues[0];
  if (!issue) return new AnswerInvalidError(ANSWER_ROOT_FIELD, `${ANSWER_ROOT_FIELD} is invalid`);
  const field = issue.path.map(String).join('.') || ANSWER_ROOT_FIELD;
  const inner = issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined;
  return new AnswerInvalidError(field, inner ?? issue.message);
}
