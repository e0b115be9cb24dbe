/** Limits shared by server validation and web forms (spec 002 §5, §9; 000 §5, §9). */
export const limits = {
  passwordMin: 5,
  passwordMax: 50,
  nameMin: 1,
  nameMax: 50,
  emailMin: 5,
  emailMax: 254,
  loginMin: 1,
  loginMax: 50,
  feedbackMax: 500,
  surveyFreeResponseMax: 1024,
  /** Chat messages, forum posts, assignment responses and every lesson answer text (001 §5). */
  chatMessageMax: 4096,
  /** Entries in one lesson answer list or map, so a hostile body cannot make grading costly. */
  answerListMax: 100,
  photoMaxBytes: 20971520,
} as const;

/** Password reset keys are valid this long (002 §9). */
export const RESET_KEY_VALID_HOURS = 24;

/** Languages the product ships; the first is the default (000 §9). */
export const LANGUAGES = ['en', 'fr'] as const;
export type LangKey = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: LangKey = 'en';

/** Build version shown in the navbar (000 §9). */
export const BUILD_VERSION = '0.82.10';

/** Loading indicator timings in ms (000 §4, §9). */
export const loadingIndicator = { barAfterMs: 200, messageAfterMs: 500, forcedEndMs: 300000 } as const;

/** Alert widths in px (000 §9). */
export const alertWidths = { small: 400, medium: 600, large: 800, xlarge: 1000, xxlarge: 1100 } as const;

/** Screens this wide or narrower use the device-size layout (000 §9). */
export const DEVICE_MAX_WIDTH_PX = 992;

/**
 * 000 §9: the learner's notifications are polled every 60 s (decision 0089; here, beside the shell's other timings,
 * so the course pages' chunks do not load the notification limits).
 */
export const NOTIFICATION_POLL_MS = 60_000;

/** Delay before the full reload home after logout (000 §2). */
export const LOGOUT_REDIRECT_MS = 100;
