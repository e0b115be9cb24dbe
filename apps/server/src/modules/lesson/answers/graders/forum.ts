import type { AnswerData } from '@continuum/contracts';
import type { GradeResult } from '../grade-result.js';
import type { InquiryOf } from './shared.js';

type Answer = AnswerData<'FORUM'>;

/** FORUM: any non-empty post answers it (the schema refused a blank one); the author's answerFeedback follows. */
export function gradeForum(q: InquiryOf<'FORUM'>, a: Answer): GradeResult<Answer> {
  return { correct: null, feedback: q.answerFeedback ?? null, optionFeedback: {}, answers: { postText: a.postText.trim() } };
}
