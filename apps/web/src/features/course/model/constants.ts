/**
 * The course constants the screens need, mirrored from packages/contracts (course.ts, product.ts). Those
 * modules build zod schemas at import time, so importing even one constant from them would add zod and
 * every schema (~25 KiB gzip) to each course chunk; constants.test.ts keeps these equal to the contracts'.
 */
/** Sections shown around the current one in the course table of contents (001 §9; TOC_SECTION_WINDOW). */
export const TOC_WINDOW_SIZE = 5;
/** Default course duration in days (001 §3, §9; DEFAULT_COURSE_DURATION_DAYS). */
export const DEFAULT_DURATION_DAYS = 13;
/** Default topic colour (001 §9; DEFAULT_TOPIC_COLOR). */
export const TOPIC_COLOR = '#90A25D';
/** Default study-plan label (001 §3; DEFAULT_STUDY_PLAN_LABEL). */
export const STUDY_PLAN_LABEL = 'Course Syllabus';
