import { describe, expect, it } from 'vitest';
import { tocWindow } from './toc-window';

describe('course table of contents window (5 sections: two before, two after the current)', () => {
  it('centres on the current section', () => {
    expect(tocWindow(10, 5)).toEqual({ start: 3, end: 8 });
    expect(tocWindow(10, 2)).toEqual({ start: 0, end: 5 });
  });

  it('keeps 5 sections near either end', () => {
    expect(tocWindow(10, 0)).toEqual({ start: 0, end: 5 });
    expect(tocWindow(10, 1)).toEqual({ start: 0, end: 5 });
    expect(tocWindow(10, 9)).toEqual({ start: 5, end: 10 });
    expect(tocWindow(10, 8)).toEqual({ start: 5, end: 10 });
  });

  it('shows everything when there are 5 sections or fewer, and starts at the first with no current one', () => {
    expect(tocWindow(5, 4)).toEqual({ start: 0, end: 5 });
    expect(tocWindow(3, -1)).toEqual({ start: 0, end: 3 });
    expect(tocWindow(8, -1)).toEqual({ start: 0, end: 5 });
  });
});
