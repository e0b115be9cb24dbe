import type { AnswerData } from '@continuum/contracts';
import type { GradeResult } from '../grade-result.js';
import { entriesOf, feedbackOf, type InquiryOf, indexById, known, verdictFeedback } from './shared.js';

type Answer = AnswerData<'MATCHING_DND_GRP'>;

/**
 * MATCHING_DND_GRP (sorting items into targets): right when every item is placed, each in its own
 * target. Leaving items unplaced is allowed (it is simply not right yet); naming an unknown item or
 * target is not.
 */
export function gradeSorting(q: InquiryOf<'MATCHING_DND_GRP'>, a: Answer): GradeResult<Answer> {
  const items = indexById(q.items);
  const targets = indexById(q.targets);
  const placements = entriesOf(a.placements);
  for (const [itemId, targetId] of placements) {
    known(items, itemId, `placements.${itemId}`, 'item');
    known(targets, targetId, `placements.${itemId}`, 'target');
  }
  const placed = q.items.flatMap((item) => {
    const targetId = placements.get(item.id);
    return targetId === undefined ? [] : [{ item, targetId }];
  });
  const correct = placed.length === q.items.length && placed.every((p) => p.targetId === p.item.targetId);
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: feedbackOf(placed.map((p) => p.item)),
    answers: { placements: Object.fromEntries(placed.map((p) => [p.item.id, p.targetId])) },
  };
}
