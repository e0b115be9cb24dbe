import { describe, expect, it } from 'vitest';
import { CourseRules } from '../catalog/course-rules.js';
import { answerMatches, chooseQuestion, QUESTION_RULE, type SecurityProfile } from './questions.js';

const full: SecurityProfile = {
  email: 'Lena@Example.test',
  mailingCity: 'St. Louis',
  mailingZip: '78701-1234',
  phone: '(512) 555-0199',
};
const emailOnly: SecurityProfile = { email: 'a@b.cd', mailingCity: null, mailingZip: null, phone: null };
const rules = (extra: Record<string, string> = {}) =>
  new CourseRules({ SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes', ...extra });

describe('answerMatches', () => {
  it('checks each question against the profile, forgiving case, blanks and punctuation', () => {
    expect(answerMatches(1, ' lena@example.TEST ', full)).toBe(true);
    expect(answerMatches(1, 'lena@example.org', full)).toBe(false);
    expect(answerMatches(2, 'st louis', full)).toBe(true);
    expect(answerMatches(2, 'Kansas City', full)).toBe(false);
    expect(answerMatches(3, '78701', full)).toBe(true);
    expect(answerMatches(3, '78701-1234', full)).toBe(true);
    expect(answerMatches(3, '7870', full)).toBe(false);
    expect(answerMatches(3, '78702', full)).toBe(false);
    expect(answerMatches(4, '0199', full)).toBe(true);
    expect(answerMatches(4, '5550199', full)).toBe(false);
    expect(answerMatches(4, '0198', full)).toBe(false);
  });

  it('never accepts an answer to a question the profile cannot answer', () => {
    expect(answerMatches(2, '', emailOnly)).toBe(false);
    expect(answerMatches(4, '', emailOnly)).toBe(false);
  });
});

describe('chooseQuestion', () => {
  it('asks nothing unless the course requires it', () => {
    expect(chooseQuestion(new CourseRules({}), full)).toEqual({ ask: false });
  });

  it('asks the named question, skips a number outside 1-4, and picks at random when none is named', () => {
    expect(chooseQuestion(rules({ [QUESTION_RULE]: '3' }), full)).toEqual({ ask: true, question: 3 });
    expect(chooseQuestion(rules({ [QUESTION_RULE]: '5' }), full)).toEqual({ ask: false });
    expect(chooseQuestion(rules({ [QUESTION_RULE]: '0' }), full)).toEqual({ ask: false });
    expect(chooseQuestion(rules({ [QUESTION_RULE]: 'two' }), full)).toEqual({ ask: false });
    expect(chooseQuestion(rules(), full, () => 3)).toEqual({ ask: true, question: 4 });
    expect(chooseQuestion(rules(), full, () => 0)).toEqual({ ask: true, question: 1 });
  });

  it('replaces a named question the profile cannot answer with one it can', () => {
    expect(chooseQuestion(rules({ [QUESTION_RULE]: '2' }), emailOnly, () => 0)).toEqual({ ask: true, question: 1 });
  });
});
