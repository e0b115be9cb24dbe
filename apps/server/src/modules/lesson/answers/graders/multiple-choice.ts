import type { AnswerData } from '@continuum/contracts';
import type { GradeResult } from '../grade-result.js';
import { feedbackOf, type InquiryOf, pickedChoices, verdictFeedback } from './shared.js';

type Answer = AnswerData<'MULTIPLE_CHOICE'>;

/** MULTIPLE_CHOICE: right when the chosen set is exactly the set of correct choices. */
export function gradeMultipleChoice(q: InquiryOf<'MULTIPLE_CHOICE'>, a: Answer): GradeResult<Answer> {
  const picked = pickedChoices(q.choices, a.choiceIds, q.multiple);
  const correct = q.choices.every((c) => c.correct === picked.includes(c));
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: feedbackOf(picked),
    answers: { choiceIds: picked.map((c) => c.id) },
  };
}
