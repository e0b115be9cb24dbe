import { describe, expect, it } from 'vitest';
import {
  choiceCounts,
  extremeGroups,
  kr20,
  mean,
  pointBiserial,
  proportionCorrect,
  standardDeviation,
  upperLowerIndex,
  variance,
} from './stats.js';

/**
 * A fixed set of 8 respondents (R1..R8) on 4 items (I1..I4), 1 = right. Every expected value below was worked
 * out by hand from this table; the working is in the comments.
 *
 *        I1 I2 I3 I4  total
 *   R1    1  1  1  0    3
 *   R2    1  1  1  1    4
 *   R3    1  1  0  0    2
 *   R4    1  0  1  0    2
 *   R5    1  1  0  1    3
 *   R6    0  0  0  1    1
 *   R7    1  0  0  0    1
 *   R8    0  0  0  0    0
 */
const TABLE = [
  [1, 1, 1, 0],
  [1, 1, 1, 1],
  [1, 1, 0, 0],
  [1, 0, 1, 0],
  [1, 1, 0, 1],
  [0, 0, 0, 1],
  [1, 0, 0, 0],
  [0, 0, 0, 0],
].map((r) => r.map((x) => x === 1));
const totals = TABLE.map((r) => r.filter(Boolean).length);
const item = (i: number) => TABLE.map((r) => r[i] as boolean);

describe('descriptive statistics of the totals', () => {
  it('has the totals, mean, variance and SD worked by hand', () => {
    expect(totals).toEqual([3, 4, 2, 2, 3, 1, 1, 0]);
    // mean = (3+4+2+2+3+1+1+0) / 8 = 16 / 8 = 2
    expect(mean(totals)).toBe(2);
    // deviations 1, 2, 0, 0, 1, -1, -1, -2; squares 1+4+0+0+1+1+1+4 = 12; population variance = 12 / 8 = 1.5
    expect(variance(totals)).toBe(1.5);
    // SD = √1.5 = 1.224745
    expect(standardDeviation(totals)).toBeCloseTo(1.224745, 6);
    expect(mean([])).toBeNull();
    expect(standardDeviation([])).toBeNull();
  });
});

describe('difficulty', () => {
  it('is the proportion right', () => {
    // I1: 6 of 8 = 0.75; I2: 4 of 8 = 0.5; I3: 3 of 8 = 0.375; I4: 3 of 8 = 0.375
    expect([0, 1, 2, 3].map((i) => proportionCorrect(item(i)))).toEqual([0.75, 0.5, 0.375, 0.375]);
    expect(proportionCorrect([])).toBeNull();
  });
});

describe('point-biserial', () => {
  it('matches (M1 - M0) / σ · √(pq) for each item', () => {
    // I1: right R1-R5, R7 -> totals 3,4,2,2,3,1, M1 = 15/6 = 2.5; wrong R6, R8 -> 1,0, M0 = 0.5;
    //     r = (2.5 - 0.5) / √1.5 · √(0.75 · 0.25) = 2 · √(0.1875 / 1.5) = 2 · √0.125 = 0.707107
    expect(pointBiserial(item(0), totals)).toBeCloseTo(Math.SQRT1_2, 6);
    // I2: right R1,R2,R3,R5 -> 3,4,2,3, M1 = 3; wrong R4,R6,R7,R8 -> 2,1,1,0, M0 = 1;
    //     r = 2 / 1.224745 · √0.25 = 0.816497
    expect(pointBiserial(item(1), totals)).toBeCloseTo(0.816497, 6);
    // I3: right R1,R2,R4 -> 3,4,2, M1 = 3; wrong R3,R5,R6,R7,R8 -> 2,3,1,1,0, M0 = 7/5 = 1.4;
    //     r = 1.6 / 1.224745 · √(0.375 · 0.625) = 1.306395 · 0.484123 = 0.632456
    expect(pointBiserial(item(2), totals)).toBeCloseTo(0.632456, 6);
    // I4: right R2,R5,R6 -> 4,3,1, M1 = 8/3; wrong R1,R3,R4,R7,R8 -> 3,2,2,1,0, M0 = 8/5 = 1.6;
    //     r = (2.666667 - 1.6) / 1.224745 · 0.484123 = 0.421637
    expect(pointBiserial(item(3), totals)).toBeCloseTo(0.421637, 6);
  });

  it('is negative when the weak get it right, and null when it cannot be defined', () => {
    // totals 4,3,2,1, right only for the two lowest: M1 = 1.5, M0 = 3.5, σ = √((2.25+0.25+0.25+2.25)/4) = √1.25,
    // p = 0.5: r = -2 / 1.118034 · 0.5 = -0.894427
    expect(pointBiserial([false, false, true, true], [4, 3, 2, 1])).toBeCloseTo(-0.894427, 6);
    expect(pointBiserial([true, true], [3, 1])).toBeNull(); // nobody wrong
    expect(pointBiserial([true, false], [2, 2])).toBeNull(); // σ = 0
  });
});

describe('upper and lower 27 % groups', () => {
  it('takes round(0.27 · N) from each end, ties in input order', () => {
    // N = 8: round(2.16) = 2 each. Ranked: R2(4), R1(3), R5(3), R3(2), R4(2), R6(1), R7(1), R8(0)
    // (R1 before R5 and R6 before R7 by input order). Upper R2, R1 = indexes 1, 0; lower R7, R8 = 6, 7.
    const groups = extremeGroups(totals);
    expect(groups).toEqual({ upper: [1, 0], lower: [6, 7] });
    // D = p(upper) - p(lower): I1 = 2/2 - 1/2 = 0.5; I2 = 1 - 0 = 1; I3 = 1 - 0 = 1; I4 = 1/2 - 0 = 0.5
    expect([0, 1, 2, 3].map((i) => upperLowerIndex(item(i), groups))).toEqual([0.5, 1, 1, 0.5]);
    // N = 1: round(0.27) = 0, no groups, no index.
    expect(extremeGroups([5])).toEqual({ upper: [], lower: [] });
    expect(upperLowerIndex([true], { upper: [], lower: [] })).toBeNull();
  });
});

describe('KR-20', () => {
  it('is k/(k-1) · (1 - Σpq / σ²)', () => {
    // pq: 0.75·0.25 = 0.1875; 0.5·0.5 = 0.25; 0.375·0.625 = 0.234375 (twice); Σ = 0.90625
    // KR-20 = 4/3 · (1 - 0.90625 / 1.5) = 4/3 · 0.395833 = 0.527778
    expect(kr20(TABLE)).toBeCloseTo(0.527778, 6);
    expect(kr20([[true, false]])).toBeNull(); // one respondent
    expect(
      kr20([
        [true, false],
        [false, true],
      ]),
    ).toBeNull(); // every total 1: σ² = 0
  });
});

describe('choice counts', () => {
  it('counts every answer overall and in each group, omissions under null', () => {
    // I1's answers (key b): R1-R5 b, R6 a, R7 b, R8 none. Upper R2, R1: b, b. Lower R7, R8: b, none.
    const answers = ['b', 'b', 'b', 'b', 'b', 'a', 'b', null];
    const counts = choiceCounts(answers, extremeGroups(totals));
    expect(counts.get('b')).toEqual({ all: 6, upper: 2, lower: 1 });
    expect(counts.get('a')).toEqual({ all: 1, upper: 0, lower: 0 });
    expect(counts.get(null)).toEqual({ all: 1, upper: 0, lower: 1 });
    expect(counts.has('c')).toBe(false);
  });
});
