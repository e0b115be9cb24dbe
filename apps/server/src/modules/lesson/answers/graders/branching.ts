import type { AnswerData } from '@continuum/contracts';
import type { BranchOption } from '../../slides/inquiry-schema.js';
import { publicBranchLevel } from '../../slides/public-view.js';
import { AnswerInvalidError } from '../answer-invalid-error.js';
import type { PathGradeResult } from '../grade-result.js';
import { feedbackOf, type InquiryOf } from './shared.js';

type Answer = AnswerData<'BRANCHING'>;

/**
 * BRANCHING: the learner's path is walked from the first level, each entry an option of the level the
 * previous one opened (001 §4). An incorrect option ends the check as wrong with its feedback; the client
 * then drops that entry and tries again, so an entry after an incorrect one is invalid input. A correct
 * option with `next` publishes the next level; one without next completes the path with finalFeedback.
 */
export function gradeBranching(q: InquiryOf<'BRANCHING'>, a: Answer): PathGradeResult<Answer> {
  let level: readonly BranchOption[] | undefined = q.branchingChoices;
  const picked: BranchOption[] = [];
  for (const [i, id] of a.path.entries()) {
    const field = `path.${i}`;
    if (!level) throw new AnswerInvalidError(field, `${field} goes past the end of the path`);
    const option: BranchOption | undefined = level.find((o) => o.id === id);
    if (!option)
      throw new AnswerInvalidError(field, `${field} names ${JSON.stringify(id)}, which is not an option at this level`);
    picked.push(option);
    if (!option.correct) {
      if (i < a.path.length - 1)
        throw new AnswerInvalidError(`path.${i + 1}`, `path.${i + 1} follows an incorrect option: the path ends there`);
      return result(false, option.feedback ?? null, null, false);
    }
    level = option.next;
  }
  if (!level) return result(true, q.finalFeedback ?? null, null, true);
  return result(true, picked.at(-1)?.feedback ?? null, publicBranchLevel(level), false);

  function result(correct: boolean, feedback: string | null, next: PathGradeResult['next'], pathComplete: boolean) {
    return {
      correct,
      feedback,
      optionFeedback: feedbackOf(picked),
      answers: { path: picked.map((o) => o.id) },
      next,
      pathComplete,
    };
  }
}
