/**
 * The course gates every entry to a course's content asks on the server (issue 25, decision 0106): node pages,
 * lessons, node starts and finishes, exam starts. Answered as 409 with one of these codes; the web shows the gate
 * (the start date to choose, the photo-ID upload) instead of the content.
 */
export const CourseGateError = {
  COURSE_NOT_STARTED: 'COURSE_NOT_STARTED',
  COURSE_EXPIRED: 'COURSE_EXPIRED',
  PHOTO_ID_REQUIRED: 'PHOTO_ID_REQUIRED',
  /** A bound compliance profile refuses phones and tablets, and the request came from one (decision 0194). */
  DEVICE_NOT_ALLOWED: 'DEVICE_NOT_ALLOWED',
} as const;
export type CourseGateCode = (typeof CourseGateError)[keyof typeof CourseGateError];

/**
 * The stable codes of the server-side identity gates (409). Here, with no schema, rather than beside the
 * identity-evidence schemas: the learner's pages import it without pulling zod into their chunk.
 */
export const IdentityGateError = {
  TYPING_CHECK_REQUIRED: 'TYPING_CHECK_REQUIRED',
  BIOSIG_CHECK_REQUIRED: 'BIOSIG_CHECK_REQUIRED',
} as const;

/**
 * Why an exam is INELIGIBLE (GET api/exam/check `ineligibleReason`): no start date chosen yet, the chosen start
 * date still ahead, the course period over, or the enrolment's prerequisites not met.
 */
export const EXAM_INELIGIBLE_REASONS = ['START_DATE_REQUIRED', 'NOT_STARTED', 'EXPIRED', 'PREREQUISITES_NOT_MET'] as const;
export type ExamIneligibleReason = (typeof EXAM_INELIGIBLE_REASONS)[number];
