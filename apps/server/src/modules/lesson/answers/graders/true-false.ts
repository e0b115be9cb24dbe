import type { AnswerData } from '@continuum/contracts';
import type { GradeResult } from '../grade-result.js';
import { type InquiryOf, verdictFeedback } from './shared.js';

/** TRUE_FALSE: right when the learner's value is the authored answer. */
export function gradeTrueFalse(q: InquiryOf<'TRUE_FALSE'>, a: AnswerData<'TRUE_FALSE'>): GradeResult<AnswerData<'TRUE_FALSE'>> {
  const correct = a.value === q.answer;
  return { correct, feedback: verdictFeedback(correct, q), optionFeedback: {}, answers: { value: a.value } };
}
