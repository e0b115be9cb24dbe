import type { AnswerData } from '@continuum/contracts';
import { placeholderNames } from '../../slides/story-placeholders.js';
import { AnswerInvalidError } from '../answer-invalid-error.js';
import type { GradeResult } from '../grade-result.js';
import { matchesAny } from '../text-match.js';
import { entriesOf, type InquiryOf, verdictFeedback } from './shared.js';

type Answer = AnswerData<'COMPLETE_STORY'>;

/**
 * COMPLETE_STORY: every [[name]] in the text must be filled (001 §5), from the offered options when the
 * blank has some; right when every blank matches one of its accepted answers (trimmed, any case). A
 * placeholder the author left without a blanks entry can never be right: package-checks reports it at
 * import, and here it fails rather than passing unchecked.
 */
export function gradeCompleteStory(q: InquiryOf<'COMPLETE_STORY'>, a: Answer): GradeResult<Answer> {
  const names = placeholderNames(q.text);
  const authored = new Map(Object.entries(q.blanks));
  const given = entriesOf(a.blanks);
  for (const name of given.keys()) {
    if (!names.includes(name)) throw new AnswerInvalidError(`blanks.${name}`, `blanks.${name} is not a blank of this story`);
  }
  const filled = names.map((name) => {
    const value = given.get(name)?.trim();
    if (value === undefined)
      throw new AnswerInvalidError(`blanks.${name}`, `blanks.${name} is missing: every blank must be filled`);
    const options = authored.get(name)?.options;
    if (options && !matchesAny(value, options, true))
      throw new AnswerInvalidError(`blanks.${name}`, `blanks.${name} must be one of the blank's options`);
    return { name, value };
  });
  const correct = filled.every(({ name, value }) => {
    const blank = authored.get(name);
    return blank !== undefined && matchesAny(value, blank.answers);
  });
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: {},
    answers: { blanks: Object.fromEntries(filled.map((f) => [f.name, f.value])) },
  };
}
