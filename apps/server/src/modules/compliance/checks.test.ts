import { describe, expect, it } from 'vitest';
import { minimumQuestions } from './checks.js';
import { loadProfiles } from './load-profiles.js';

describe('minimumQuestions', () => {
  const dre = loadProfiles().find('ca-dre-ce')?.parameters.finalExam.questionCount?.value;
  if (!dre) throw new Error('the CA DRE profile has no question table');

  it('reads the CA DRE table (10 CCR §3007.3(d)) at its edges and past its last row', () => {
    expect([1, 2, 3, 5, 6, 14, 15, 39, 40, 45].map((h) => minimumQuestions(dre, h))).toEqual([
      5, 10, 15, 15, 20, 30, 40, 90, 100, 100,
    ]);
  });

  it('has no answer for hours between rows (2.5 h) rather than guessing one', () => {
    expect(minimumQuestions(dre, 2.5)).toBeNull();
  });

  it('rounds a per-credit-hour rule up for part hours', () => {
    expect(minimumQuestions({ kind: 'PER_CREDIT_HOUR', questionsPerCreditHour: 12 }, 1.5)).toBe(18);
    expect(minimumQuestions({ kind: 'PER_CREDIT_HOUR', questionsPerCreditHour: 4 }, 7.25)).toBe(29);
    expect(minimumQuestions({ kind: 'FIXED', questions: 30 }, 14)).toBe(30);
  });
});
