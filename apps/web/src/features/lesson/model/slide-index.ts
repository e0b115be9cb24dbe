import type { LessonReply } from '@continuum/contracts';

/**
 * Which slide to show: ?inquiryIndex= when it names a slide the learner has reached, else where they left
 * off (the first slide not taken); a completed lesson opens at its first slide.
 */
export function shownSlideIndex(
  lesson: Pick<LessonReply, 'currentIndex' | 'inquiries'>,
  completed: boolean,
  requested: string | null,
): number {
  const count = lesson.inquiries.length;
  if (count === 0) return 0;
  const reached = Math.min(lesson.currentIndex, count - 1);
  const asked = requested === null || requested === '' ? Number.NaN : Number(requested);
  if (Number.isInteger(asked) && asked >= 0 && asked <= reached) return asked;
  return completed ? 0 : reached;
}
