import { describe, expect, it } from 'vitest';
import { drawQuestions } from './pool.js';

/** A seeded generator so a failure can be replayed. */
function seeded(seed: number) {
  let s = seed;
  return (max: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % max;
  };
}
const bank = Array.from({ length: 60 }, (_, i) => i + 1);

describe('drawQuestions', () => {
  it('keeps the authored order when the whole bank is used and shuffle is off', () => {
    expect(drawQuestions({ bank: [1, 2, 3], previous: [], minNew: 0, shuffle: false })).toEqual([1, 2, 3]);
  });

  it('draws 25 distinct questions of 60, at least 15 of them new each time, over many draws', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      const first = drawQuestions({ bank, count: 25, previous: [], minNew: 15, shuffle: false }, random);
      const second = drawQuestions({ bank, count: 25, previous: first, minNew: 15, shuffle: false }, random);
      for (const draw of [first, second]) {
        expect(new Set(draw).size).toBe(25);
        expect(draw.every((id) => bank.includes(id))).toBe(true);
      }
      const repeated = second.filter((id) => first.includes(id)).length;
      expect(repeated).toBeLessThanOrEqual(10);
    }
  });

  it('takes as many new questions as exist when the bank cannot supply minNew', () => {
    const draw = drawQuestions({ bank: [1, 2, 3, 4, 5], count: 4, previous: [1, 2, 3, 4], minNew: 3, shuffle: false }, seeded(7));
    expect(draw).toContain(5);
    expect(new Set(draw).size).toBe(4);
  });

  it('varies between draws (a pool is really drawn at random)', () => {
    const draws = new Set(
      Array.from({ length: 20 }, () => drawQuestions({ bank, count: 25, previous: [], minNew: 0, shuffle: false }).join(',')),
    );
    expect(draws.size).toBeGreaterThan(1);
  });
});
