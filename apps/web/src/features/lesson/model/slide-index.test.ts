import { describe, expect, it } from 'vitest';
import { shownSlideIndex } from './slide-index';

const lesson = (currentIndex: number, count = 3) => ({
  currentIndex,
  inquiries: Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    type: 'CONTENT',
    title: '',
    referenceId: i,
    requiredTime: 0,
    taken: i < currentIndex,
  })),
});

describe('shownSlideIndex', () => {
  it('opens where the learner left off, or at the start of a completed lesson', () => {
    expect(shownSlideIndex(lesson(1), false, null)).toBe(1);
    expect(shownSlideIndex(lesson(3), false, null)).toBe(2);
    expect(shownSlideIndex(lesson(3), true, null)).toBe(0);
    expect(shownSlideIndex(lesson(0, 0), false, null)).toBe(0);
  });

  it('follows ?inquiryIndex= up to the first slide not taken, and ignores nonsense', () => {
    expect(shownSlideIndex(lesson(2), false, '0')).toBe(0);
    expect(shownSlideIndex(lesson(2), false, '2')).toBe(2);
    expect(shownSlideIndex(lesson(1), false, '2')).toBe(1);
    expect(shownSlideIndex(lesson(1), false, '-1')).toBe(1);
    expect(shownSlideIndex(lesson(1), false, 'x')).toBe(1);
    expect(shownSlideIndex(lesson(1), false, '')).toBe(1);
  });
});
