/**
 * The support forms' limits and texts (000 §2, §5, §7; 001 §3, §5, §9; 002 §5; decision 0083): plain constants,
 * so the web's forms read them without the schemas.
 */
export const SUPPORT_FEEDBACK_MAX = 500;
export const SUPPORT_FEEDBACK_REQUIRED = 'Feedback text is required';
export const SUPPORT_FEEDBACK_TOO_LONG = `Feedback text limit is ${SUPPORT_FEEDBACK_MAX} characters`;
/** Comments of the contact and instructor e-mail forms: the longest text a learner writes (001 §5). */
export const SUPPORT_COMMENTS_MAX = 4096;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_NAME_MAX = 200;
export const SUPPORT_COURSE_MAX = 500;
export const SUPPORT_URL_MAX = 2048;
export const SUPPORT_BROWSER_MAX = 500;
export const SUPPORT_DEVICE_MAX = 200;
export const SUPPORT_PHONE_MAX = 40;
/** 001 §9: the instructor e-mail's default help text. */
export const INSTRUCTOR_EMAIL_DEFAULT_HELP = 'What can we help you with?';
/** The course rule whose text heads the feedback form (000 §9). */
export const FEEDBACK_FORM_HEADER_RULE = 'SC_STANDARD_MESSAGING_FEEDBACK_FORM_HEADER';
