import { describe, expect, it } from 'vitest';
import { group } from '../testing/fixtures';
import { resourceWindow } from './resource-window';

const ids = (groups: { id: number }[]) => groups.map((g) => g.id);

describe('resourceWindow', () => {
  it('puts completed groups before the first open one in previous and locked ones in upcoming', () => {
    const w = resourceWindow([
      group({ id: 1, completed: true, current: false }),
      group({ id: 2, completed: false, current: true }),
      group({ id: 3, completed: true, current: false }),
      group({ id: 4, locked: true, current: false }),
    ]);
    expect(ids(w.previous)).toEqual([1]);
    // A completed group after the learner's place (an optional one done early) stays in view.
    expect(ids(w.current)).toEqual([2, 3]);
    expect(ids(w.upcoming)).toEqual([4]);
  });

  it('keeps the last group in view when the whole course is completed', () => {
    const w = resourceWindow([group({ id: 1, completed: true }), group({ id: 2, completed: true })]);
    expect(ids(w.previous)).toEqual([1]);
    expect(ids(w.current)).toEqual([2]);
    expect(w.upcoming).toEqual([]);
  });
});
