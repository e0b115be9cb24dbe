/** Typing-pattern authentication (000 §2, §4, §5, §7, §9; decision 0090): the spec's constants and texts. */

/** At most this many failed verifications; the next one logs the learner out (000 §9). */
export const TYPING_MAX_FAILURES = 3;
/** The typed text must reach this share of the phrase's length (000 §9). */
export const TYPING_LENGTH_RATIO = 0.9;
/** ...and this share of the phrase's words (000 §9). */
export const TYPING_WORD_RATIO = 0.8;
/** A user is new (enrols) while their enrolments on this device class are fewer than this (000 §9). */
export const TYPING_ENROL_ENTRIES = 2;
/** The pass mark when the course sets no SC_STUDENT_AUTHENTICATION_THRESHOLD (decision 0090). */
export const TYPING_DEFAULT_THRESHOLD = 50;
/** The `1` of GET api/thirdpartyauthentication/checkuser/{userId}/1/{textId}: the pattern type (typed text). */
export const TYPING_PATTERN_TYPE = 1;

/** Bounds of one recorded pattern: key presses, key name length, the longest time from its first press (ms). */
export const TYPING_EVENTS_MAX = 300;
export const TYPING_KEY_MAX = 32;
export const TYPING_TIME_MAX_MS = 600_000;
/** Patterns in one enrolment call. */
export const TYPING_SAVE_MAX = 5;

/** 000 §5: the text of a pattern that was not recorded or does not match. */
export const TYPING_NOT_RECORDED = 'Typing pattern was not recorded please clear typing pattern and try again.';

/**
 * The phrases a learner types, by textId (decision 0090): the web app picks the phrase of the learner's
 * language; templates are kept per phrase.
 */
export const TYPING_PHRASES: Readonly<Record<number, string>> = {
  1: 'I confirm that I am the person taking this course today',
  2: 'Je confirme que je suis la personne qui suit ce cours',
};

/** Rule keys of typing authentication (000 §9: the SC_STUDENT_AUTHENTICATION_* texts). */
export const TYPING_RULES = {
  threshold: 'SC_STUDENT_AUTHENTICATION_THRESHOLD',
  failureMessage: 'SC_STUDENT_AUTHENTICATION_FAILURE_MESSAGE',
  finalFailureMessage: 'SC_STUDENT_AUTHENTICATION_FINAL_FAILURE_MESSAGE',
} as const;
