import { TOC_WINDOW_SIZE } from './constants';

/** Sections [start, end) shown before the learner asks for the previous or upcoming ones. */
export interface SectionWindow {
  start: number;
  end: number;
}

/**
 * The course table of contents shows 5 sections around the current one: two before and two after
 * (001 §2, §9). Near either end the window keeps its size by showing more on the other side; with no
 * current section it starts at the first.
 */
export function tocWindow(count: number, currentIndex: number, size: number = TOC_WINDOW_SIZE): SectionWindow {
  if (count <= size) return { start: 0, end: count };
  const before = Math.floor((size - 1) / 2);
  const current = currentIndex >= 0 && currentIndex < count ? currentIndex : 0;
  const start = Math.max(0, Math.min(current - before, count - size));
  return { start, end: start + size };
}
