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

/** A question has at most 8 choices (exam-schema.ts). */
const SHOWN_IDS = 'abcdefgh';

/**
 * The choices as sent to this learner's browser, in their order, each with the id the browser sees: the
 * letter of its shown place ('a' for the first shown), never the authored id. Authored ids default to
 * a, b, c… of the authored order, and authors tend to write the right choice first: sent as they are,
 * the network replies would still say which choice was written first. Stored answers stay authored ids
 * (grading, stored attempts and re-imports are unchanged); every reply maps authored -> shown and every
 * call that receives an answer maps shown -> authored (shownIdOf, authoredIdOf).
 */
export interface ShownChoice {
  shownId: string;
  choice: Choice;
}

export function shownChoices(key: AnswerOrderKey, learnerProductId: number, q: StoredQuestion): ShownChoice[] {
  return choicesInOrder(key, learnerProductId, q).map((choice, i) => ({ shownId: SHOWN_IDS[i] as string, choice }));
}

/** The authored id of the choice the browser names by `shownId`; undefined when it names none. */
export function authoredIdOf(shown: readonly ShownChoice[], shownId: string): string | undefined {
  return shown.find((s) => s.shownId === shownId)?.choice.id;
}

/** The id the browser knows a stored (authored) answer by; null for no answer, or one no longer a choice. */
export function shownIdOf(shown: readonly ShownChoice[], authoredId: string | null): string | null {
  if (authoredId === null) return null;
  return shown.find((s) => s.choice.id === authoredId)?.shownId ?? null;
}
