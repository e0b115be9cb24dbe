import type { AnswerData } from '@continuum/contracts';
import type { GradeResult } from '../grade-result.js';
import { feedbackOf, type InquiryOf, verdictFeedback } from './shared.js';

type Answer = AnswerData<'HOT_SPOT'>;
type Spot = InquiryOf<'HOT_SPOT'>['spots'][number];

/**
 * Whether an image-coordinate point lies in a spot; edges count as inside, so a click on the outline of
 * a drawn area is not a miss. An ellipse is the one inscribed in the spot's box.
 */
export function spotContains(spot: Spot, x: number, y: number): boolean {
  if (spot.shape === 'rect') return x >= spot.x && x <= spot.x + spot.width && y >= spot.y && y <= spot.y + spot.height;
  const rx = spot.width / 2;
  const ry = spot.height / 2;
  const dx = (x - (spot.x + rx)) / rx;
  const dy = (y - (spot.y + ry)) / ry;
  return dx * dx + dy * dy <= 1;
}

/**
 * HOT_SPOT: clicks arrive in answer-area coordinates and are moved onto the image by the background
 * offset. Right when every click lies in some correct spot (a click only in incorrect spots or on
 * nothing is wrong) and every correct spot got a click. The schema already requires one click (001 §5).
 */
export function gradeHotSpot(q: InquiryOf<'HOT_SPOT'>, a: Answer): GradeResult<Answer> {
  const hits = a.points.map((p) => q.spots.filter((s) => spotContains(s, p.x - q.bgOffsetX, p.y - q.bgOffsetY)));
  const everyClickOnCorrect = hits.every((spots) => spots.some((s) => s.correct));
  const everyCorrectClicked = q.spots.every((s) => !s.correct || hits.some((spots) => spots.includes(s)));
  const correct = everyClickOnCorrect && everyCorrectClicked;
  const clicked = q.spots.filter((s) => hits.some((spots) => spots.includes(s)));
  return {
    correct,
    feedback: verdictFeedback(correct, q),
    optionFeedback: feedbackOf(clicked),
    answers: { points: a.points.map((p) => ({ x: p.x, y: p.y })) },
  };
}
