import type { ExamFormStats } from '@continuum/contracts';
import type { CountedAttempt, ExamBank } from '../exam/index.js';
import { kr20, mean, standardDeviation } from './stats.js';
import { ITEM_ANALYSIS_MAX_FORMS } from './thresholds.js';

/**
 * An exam's forms (decision 0167): attempts given the same set of questions, whatever their order, sit the same
 * form. Most attempts first; at most ITEM_ANALYSIS_MAX_FORMS are described, the rest counted.
 */
export function formStats(exam: ExamBank, attempts: CountedAttempt[]): { forms: ExamFormStats[]; notShown: number } {
  const position = new Map(exam.questions.map((q, i) => [q.questionId, i]));
  const keyOf = new Map(exam.questions.map((q) => [q.questionId, q.key]));
  const groups = new Map<string, { questionIds: number[]; attempts: CountedAttempt[] }>();
  for (const a of attempts) {
    const questionIds = a.answers
      .map((x) => x.questionId)
      .sort((x, y) => (position.get(x) ?? 0) - (position.get(y) ?? 0) || x - y);
    const signature = questionIds.join(',');
    const group = groups.get(signature) ?? { questionIds, attempts: [] };
    group.attempts.push(a);
    groups.set(signature, group);
  }
  const ordered = [...groups.values()].sort(
    (x, y) => y.attempts.length - x.attempts.length || (x.attempts[0]?.attemptId ?? 0) - (y.attempts[0]?.attemptId ?? 0),
  );
  const forms = ordered.slice(0, ITEM_ANALYSIS_MAX_FORMS).map((g, i): ExamFormStats => {
    const rows = g.attempts.map((a) => {
      const right = new Map(a.answers.map((x) => [x.questionId, x.correct]));
      return g.questionIds.map((id) => right.get(id) === true);
    });
    const correct = rows.map((r) => r.filter(Boolean).length);
    return {
      form: i + 1,
      questionKeys: g.questionIds.map((id) => keyOf.get(id) ?? String(id)),
      attempts: g.attempts.length,
      meanCorrect: mean(correct),
      sdCorrect: standardDeviation(correct),
      passRate: mean(g.attempts.map((a) => (a.passed ? 1 : 0))),
      kr20: kr20(rows),
    };
  });
  return { forms, notShown: Math.max(0, ordered.length - forms.length) };
}
