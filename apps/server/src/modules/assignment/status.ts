import type { AssignmentStatus } from '@continuum/contracts';

/** Plain-English status texts (001 §3 prettyStatus/statusText); the web app translates by status. */
export const ASSIGNMENT_STATUS_TEXT: Record<AssignmentStatus, string> = {
  INCOMPLETE_ASSIGNMENT: 'Response needed',
  INITIAL_RESPONSE: 'Awaiting instructor review',
  INCOMPLETE_ASSIGNMENT_RESPONSE: 'Instructor asked for more',
  COMPLETE_NO_RESPONSE: 'Complete',
  COMPLETE_WITH_RESPONSE: 'Complete, with instructor comments',
};

export function isComplete(status: AssignmentStatus | undefined): boolean {
  return status === 'COMPLETE_NO_RESPONSE' || status === 'COMPLETE_WITH_RESPONSE';
}

/** A learner's response (re)opens review, unless an instructor already closed the assignment (decision 0086). */
export function statusAfterResponse(current: AssignmentStatus | undefined): AssignmentStatus {
  return current && isComplete(current) ? current : 'INITIAL_RESPONSE';
}

/**
 * An instructor's comment: completing with text is COMPLETE_WITH_RESPONSE, without text COMPLETE_NO_RESPONSE;
 * a comment that does not complete asks the learner for more (INCOMPLETE_ASSIGNMENT_RESPONSE).
 */
export function statusAfterComment(complete: boolean, hasText: boolean): AssignmentStatus {
  if (!complete) return 'INCOMPLETE_ASSIGNMENT_RESPONSE';
  return hasText ? 'COMPLETE_WITH_RESPONSE' : 'COMPLETE_NO_RESPONSE';
}
