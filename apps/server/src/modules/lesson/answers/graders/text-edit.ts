import type { AnswerData } from '@continuum/contracts';
import type { GradeResult } from '../grade-result.js';
import { matchesAny } from '../text-match.js';
import { type InquiryOf, verdictFeedback } from './shared.js';

type Answer = AnswerData<'TEXT_EDIT'>;

/**
 * TEXT_EDIT: right when the text matches an acceptable answer (trimmed; case-insensitive unless
 * caseSensitive). Without an acceptable list any text is right; the schema already refused blank text.
 */
export function gradeTextEdit(q: InquiryOf<'TEXT_EDIT'>, a: Answer): GradeResult<Answer> {
  const text = a.text.trim();
  const correct = q.acceptable ? matchesAny(text, q.acceptable, q.caseSensitive) : true;
  return { correct, feedback: verdictFeedback(correct, q), optionFeedback: {}, answers: { text } };
}
