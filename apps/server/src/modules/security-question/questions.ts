import { randomInt } from 'node:crypto';
import { SECURITY_QUESTIONS, type SecurityQuestion } from '@continuum/contracts';

/**
 * The security questions of 001 §9, checked against the learner's profile: 1 e-mail address, 2 mailing
 * city, 3 mailing zip code, 4 last 4 characters of the phone number.
 */
export interface SecurityProfile {
  email: string;
  mailingCity: string | null;
  mailingZip: string | null;
  phone: string | null;
}

/** The rule naming which question to ask (the spec leaves the key's name open; see decision 0018). */
export const QUESTION_RULE = 'SC_SECURITY_SECURITY_QUESTION_NUMBER';

const digits = (s: string) => s.replace(/\D/g, '');
/** Case, surrounding and repeated blanks, and periods ("St. Louis") do not matter in a city. */
const city = (s: string) => s.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

/** The stored value a question checks, or null when the profile cannot answer it. */
function expected(q: SecurityQuestion, p: SecurityProfile): string | null {
  switch (q) {
    case 1:
      return p.email.trim().toLowerCase() || null;
    case 2:
      return p.mailingCity ? city(p.mailingCity) || null : null;
    case 3:
      return p.mailingZip && digits(p.mailingZip).length >= 5 ? digits(p.mailingZip).slice(0, 5) : null;
    case 4:
      return p.phone && digits(p.phone).length >= 4 ? digits(p.phone).slice(-4) : null;
  }
}

/** Questions this learner's profile can answer (the e-mail address always can). */
export function answerable(p: SecurityProfile): SecurityQuestion[] {
  return SECURITY_QUESTIONS.filter((q) => expected(q, p) !== null);
}

/** Whether `answer` is right for question `q`: the zip by its first 5 digits, the phone by its last 4 digits. */
export function answerMatches(q: SecurityQuestion, answer: string, p: SecurityProfile): boolean {
  const want = expected(q, p);
  if (want === null) return false;
  switch (q) {
    case 1:
      return answer.trim().toLowerCase() === want;
    case 2:
      return city(answer) === want;
    case 3:
      return digits(answer).slice(0, 5) === want && digits(answer).length >= 5;
    case 4:
      return digits(answer) === want;
  }
}

/** What the choice reads of the course rules (catalog's CourseRules has it): no import of the catalog module. */
export interface QuestionRules {
  flag(key: string): boolean;
  text(key: string): string | undefined;
}

export type QuestionChoice = { ask: false } | { ask: true; question: SecurityQuestion };

/**
 * The question to ask when the course requires one (000 §5, 001 §4): the one the rule names; none at all
 * when it names a number outside 1-4; a random one when it names none. A named question the profile
 * cannot answer (no mailing city on file) would trap the learner, so a random answerable one is asked
 * instead.
 */
export function chooseQuestion(rules: QuestionRules, p: SecurityProfile, pick = randomInt): QuestionChoice {
  if (!courseAsksQuestions(rules)) return { ask: false };
  const pool = answerable(p);
  const named = namedQuestion(rules);
  if (named !== null && pool.includes(named)) return { ask: true, question: named };
  return { ask: true, question: pool[pick(pool.length)] ?? 1 };
}

/** The question number the rule names, or null when it names none (blank or absent). */
function namedQuestion(rules: QuestionRules): SecurityQuestion | null {
  const named = (rules.text(QUESTION_RULE) ?? '').trim();
  return named === '' ? null : (Number(named) as SecurityQuestion);
}

/** Whether the course asks security questions: the rule on, and the question rule naming 1-4 or nothing. */
export function courseAsksQuestions(rules: QuestionRules): boolean {
  if (!rules.flag('SC_SECURITY_SECURITY_QUESTIONS_REQUIRED')) return false;
  const named = (rules.text(QUESTION_RULE) ?? '').trim();
  return named === '' || (/^\d+$/.test(named) && (SECURITY_QUESTIONS as readonly number[]).includes(Number(named)));
}
