import type { Inquiry, InquiryType } from '../../slides/inquiry-schema.js';
import { AnswerInvalidError } from '../answer-invalid-error.js';

/** The authored inquiry of one type. */
export type InquiryOf<T extends InquiryType> = Extract<Inquiry, { type: T }>;

interface WithFeedback {
  id: string;
  feedback?: string | undefined;
}

/** The slide-level text for a graded outcome; null when the author wrote none. */
export const verdictFeedback = (
  correct: boolean,
  q: { correctFeedback?: string | undefined; incorrectFeedback?: string | undefined },
): string | null => (correct ? q.correctFeedback : q.incorrectFeedback) ?? null;

/** optionFeedback for the entries the learner picked: only those with authored feedback. */
export const feedbackOf = (picked: readonly WithFeedback[]): Record<string, string> =>
  Object.fromEntries(picked.flatMap((e) => (e.feedback ? [[e.id, e.feedback]] : [])));

/** A Map, not a plain object: learner-sent ids such as "constructor" must not find Object.prototype. */
export const indexById = <T extends { id: string }>(entries: readonly T[]): Map<string, T> =>
  new Map(entries.map((e) => [e.id, e]));

/** The authored entry a learner's id names, or an AnswerInvalidError naming the field. */
export function known<T>(index: ReadonlyMap<string, T>, id: string, field: string, what: string): T {
  const entry = index.get(id);
  if (entry === undefined) throw new AnswerInvalidError(field, `${field} names an unknown ${what} ${JSON.stringify(id)}`);
  return entry;
}

/** Ids a learner lists must each be listed once: a repeated id means the client's state is broken. */
export function once(ids: readonly string[], field: string): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw new AnswerInvalidError(`${field}.${i}`, `${field}.${i} repeats ${JSON.stringify(id)}`);
    seen.add(id);
  });
}

/** The entries of a parsed id map as a Map, so lookups never reach Object.prototype. */
export const entriesOf = (record: Record<string, string>): Map<string, string> => new Map(Object.entries(record));

/**
 * The choices a learner named in `choiceIds` (MULTIPLE_CHOICE, STUDENT_POLL): each must exist and be
 * named once, and only one may be named unless `multiple` (001 §5). Returned in authored order.
 */
export function pickedChoices<T extends { id: string }>(choices: readonly T[], ids: readonly string[], multiple: boolean): T[] {
  const index = indexById(choices);
  for (const [i, id] of ids.entries()) known(index, id, `choiceIds.${i}`, 'choice');
  once(ids, 'choiceIds');
  if (!multiple && ids.length > 1) throw new AnswerInvalidError('choiceIds', 'choiceIds may name only one choice here');
  const chosen = new Set(ids);
  return choices.filter((c) => chosen.has(c.id));
}
