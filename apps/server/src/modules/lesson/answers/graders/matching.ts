import type { AnswerData } from '@continuum/contracts';
import { AnswerInvalidError } from '../answer-invalid-error.js';
import type { GradeResult } from '../grade-result.js';
import { entriesOf, feedbackOf, type InquiryOf, indexById, known, verdictFeedback } from './shared.js';

type Answer = AnswerData<'MATCHING_DND_ANSWERS'>;

/**
 * MATCHING_DND_ANSWERS (pairing each choice with a match): right when every choice is paired with its
 * own match. Every choice must be paired before checking (001 §5), so a missing pair is invalid input,
 * unlike an unplaced sorting item.
 */
export function gradeMatching(q: InquiryOf<'MATCHING_DND_ANSWERS'>, a: Answer): GradeResult<Answer> {
  const choices = indexById(q.choices);
  const matches = indexById(q.matches);
  const pairs = entriesOf(a.pairs);
  for (const [choiceId, matchId] of pairs) {
    known(choices, choiceId, `pairs.${choiceId}`, 'choice');
    known(matches, matchId, `pairs.${choiceId}`, 'match');
  }
  const paired = q.choices.map((choice) => {
    const matchId = pairs.get(choice.id);
    if (matchId === undefined)
      throw new AnswerInvalidError(`pairs.${choice.id}`, `pairs.${choice.id} is missing: every choice must be matched`);
    return { choice, matchId };
  });
  const correct = paired.every((p) => p.matchId === p.choice.matchId);
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: feedbackOf(q.choices),
    answers: { pairs: Object.fromEntries(paired.map((p) => [p.choice.id, p.matchId])) },
  };
}
