import type { AnswerData } from '@continuum/contracts';
import type { GradeResult } from '../grade-result.js';
import type { InquiryOf } from './shared.js';

type Answer = AnswerData<'ASSIGNMENT'>;

/** ASSIGNMENT: any non-empty response answers it (the schema refused a blank one); an instructor reviews it later. */
export function gradeAssignment(_q: InquiryOf<'ASSIGNMENT'>, a: Answer): GradeResult<Answer> {
  return { correct: null, feedback: null, optionFeedback: {}, answers: { responseText: a.responseText.trim() } };
}
