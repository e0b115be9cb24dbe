/**
 * The security questions 1-4 (001 §9): e-mail address, mailing city, mailing zip code, last 4 characters
 * of the phone number. The server picks the number and checks the answer against the learner's profile.
 */
const QUESTIONS: Readonly<Record<number, string>> = {
  1: 'global.security.questions.email',
  2: 'global.security.questions.city',
  3: 'global.security.questions.zip',
  4: 'global.security.questions.phone',
};

/** The translation key of a question; an unknown number asks generically rather than showing nothing. */
export function securityQuestionKey(question: number): string {
  return QUESTIONS[question] ?? 'global.security.questions.unknown';
}

/** Numbers outside 1-4 mean no question is asked (001 §5). */
export const isSecurityQuestion = (question: number | null | undefined): question is number =>
  question != null && question >= 1 && question <= 4;
