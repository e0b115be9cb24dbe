import type { AnswerData } from '@continuum/contracts';
import type { GradeResult } from '../grade-result.js';
import { type InquiryOf, pickedChoices } from './shared.js';

type Answer = AnswerData<'STUDENT_POLL'>;

/**
 * STUDENT_POLL: a vote, not a question. Checks the choices exist and that only one is named unless the
 * poll allows several (001 §5); counting votes into pollResults happens where votes are stored.
 */
export function gradeStudentPoll(q: InquiryOf<'STUDENT_POLL'>, a: Answer): GradeResult<Answer> {
  const picked = pickedChoices(q.choices, a.choiceIds, q.multiple);
  return { correct: null, feedback: null, optionFeedback: {}, answers: { choiceIds: picked.map((c) => c.id) } };
}
