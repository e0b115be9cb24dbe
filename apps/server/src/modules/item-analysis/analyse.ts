import type { ExamItemAnalysis } from '@continuum/contracts';
import type { CountedAttempt, ExamBank } from '../exam/index.js';
import { formStats } from './form-stats.js';
import { itemStats } from './item-stats.js';
import { mean, standardDeviation } from './stats.js';

/** An exam's figures from its counted attempts: the whole exam, each form, each item. */
export function analyseExam(exam: ExamBank, attempts: CountedAttempt[]): ExamItemAnalysis {
  // Percent scores unrounded (the stored score is rounded for the learner), so the mean and SD are exact.
  const scores = attempts.map((a) => (a.numQuestions > 0 ? (100 * a.numCorrect) / a.numQuestions : 0));
  const { forms, notShown } = formStats(exam, attempts);
  return {
    examId: exam.examId,
    title: exam.title,
    passingScore: exam.passingScore,
    attempts: attempts.length,
    meanScore: mean(scores),
    sdScore: standardDeviation(scores),
    passRate: mean(attempts.map((a) => (a.passed ? 1 : 0))),
    forms,
    formsNotShown: notShown,
    items: itemStats(exam, attempts),
  };
}
