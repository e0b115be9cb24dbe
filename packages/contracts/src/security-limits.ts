// Constants only, no schema: the learner's pages import these without pulling zod into their chunk (decision 0101's
// bundle budget; like photo-id-limits.ts).

/**
 * Wrong security answers one learner product may give before its course is held (issue 25 item 6, decision 0108):
 * the last 4 digits of a phone are 10,000 values, so guessing must stop long before. Staff release the hold.
 */
export const SECURITY_WRONG_ANSWERS_MAX = 5;
/** 429 code while a learner product's security questions are held. */
export const SECURITY_QUESTIONS_HELD = 'SECURITY_QUESTIONS_HELD';
