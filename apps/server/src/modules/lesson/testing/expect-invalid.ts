import { expect } from 'vitest';
import { AnswerInvalidError } from '../answers/answer-invalid-error.js';

/**
 * Test helper: runs `check`, asserts it threw an AnswerInvalidError for `field` whose message names the
 * field (the learner sees the message), and returns the error for further assertions.
 */
export function expectInvalid(check: () => unknown, field: string): AnswerInvalidError {
  let caught: unknown;
  try {
    check();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(AnswerInvalidError);
  const error = caught as AnswerInvalidError;
  expect(error.field).toBe(field);
  expect(error.message).toContain(field.split('.')[0]);
  return error;
}
