import type { QuestionCountRule } from '@continuum/contracts';

/** The least number of questions the rule asks of a course of so many credit hours (null: no row covers them). */
export function minimumQuestions(rule: QuestionCountRule, creditHours: number): number | null {
  if (rule.kind === 'FIXED') return rule.questions;
  if (rule.kind === 'PER_CREDIT_HOUR') return Math.ceil(rule.questionsPerCreditHour * creditHours);
  const row = rule.rows.find(
    (r) => creditHours >= r.minCreditHours && (r.maxCreditHours === null || creditHours <= r.maxCreditHours),
  );
  return row ? row.questions : null;
}
