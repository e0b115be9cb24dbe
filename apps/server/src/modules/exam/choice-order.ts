import { type AnswerOrderKey, learnerOrder } from '../../platform/answer-order.js';
import type { StoredQuestion } from './exam-schema.js';

type Choice = StoredQuestion['choices'][number];

/**
 * A question's choices in the order this learner sees them (decision 0055): the same while taking the
 * exam, in its review and in the review PDF, for every attempt of the enrolment; authored order when the
 * question is fixedOrder, and choices marked fixedPosition keep their place. Grading goes by choice id,
 * so the order never changes what is right.
 */
export function choicesInOrder(key: AnswerOrderKey, learnerProductId: number, q: StoredQuestion): Choice[] {
  if (q.fixedOrder) return [...q.choices];
  return learnerOrder(key, learnerProductId, `exam:${q.id}`)(
    q.choices,
    (c) => c.id,
    (c) => c.fixedPosition === true,
  );
}
