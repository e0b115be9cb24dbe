import { describe, expect, it } from 'vitest';
import { syntheticTypist } from '../testing/synthetic-typist.js';
import { equalErrorRate, evaluate, type Sample } from './evaluate.js';
import type { KeyEvent } from './features.js';
import { alignOn, timingVector } from './features.js';
import { netScore } from './net-score.js';
import { buildModel, DEFAULT_DETECTOR, newTemplate, relativeDistance } from './scorer.js';

const PHRASE = 'I confirm that I am the person taking this course today';

function dataSet(seeds: number[], reps: number): Sample[] {
  return seeds.flatMap((seed) => {
    const typist = syntheticTypist(seed, PHRASE);
    return Array.from({ length: reps }, (_, i) => ({ subject: `t${seed}`, rep: i + 1, events: typist(i + 1) }));
  });
}

describe('typing detector', () => {
  it('features: hold, down-down and up-down times, then tempo shares', () => {
    const v = timingVector([
      { key: 'a', down: 0, up: 100 },
      { key: 'b', down: 300, up: 350 },
    ]);
    expect(v).toEqual([100, 50, 300, 200, 1000]);
  });

  it('aligns a sample with a typo corrected on the enrolled keys', () => {
    const keys = ['a', 'b', 'c'];
    const typed = ['a', 'x', 'Backspace', 'b', 'c'].map((key, i) => ({ key, down: i * 100, up: i * 100 + 50 }));
    expect(alignOn(keys, typed).map((e) => e?.down)).toEqual([0, 300, 400]);
  });

  it('tells two well-separated synthetic typists apart (EER near 0)', () => {
    const results = evaluate(dataSet([11, 29], 30), ['t11', 't29']);
    for (const r of results) expect(r.eer).toBeLessThan(0.05);
  });

  it('cannot tell a typist from themself (EER near 0.5: the test can fail)', () => {
    // The "impostor" is the same typist under another name: their samples must score like genuine ones.
    const a = dataSet([11], 30);
    const twin = a.map((s) => ({ ...s, subject: 'twin', events: syntheticTypist(11, PHRASE)(s.rep + 100) }));
    const [result] = evaluate([...a, ...twin], ['t11']);
    expect(result?.eer).toBeGreaterThan(0.25);
  });

  it('scores the genuine typist above the pass mark and an impostor below', () => {
    const me = syntheticTypist(5, PHRASE);
    const other = syntheticTypist(6, PHRASE);
    const model = buildModel(newTemplate([me(1), me(2)]));
    expect(netScore(relativeDistance(model, me(3)))).toBeGreaterThanOrEqual(50);
    expect(netScore(relativeDistance(model, other(3)))).toBeLessThan(50);
  });

  it('follows a typist who speeds up across reps (centre on the newest samples)', () => {
    const me = syntheticTypist(5, PHRASE);
    // Rep r is typed (1 - 0.02 r) times as long: rep 20 is 40% faster than rep 1.
    const rep = (r: number): KeyEvent[] =>
      me(r).map((e) => ({ key: e.key, down: e.down * (1 - 0.02 * r), up: e.up * (1 - 0.02 * r) }));
    const template = newTemplate(Array.from({ length: 20 }, (_, i) => rep(i + 1)));
    const following = relativeDistance(buildModel(template), rep(21));
    const whole = { ...DEFAULT_DETECTOR, recent: 0 };
    expect(following).toBeLessThan(relativeDistance(buildModel(template, whole), rep(21), whole));
    expect(netScore(following)).toBeGreaterThanOrEqual(50);
  });

  it('a template of two identical entries still accepts its typist (prior on the spread)', () => {
    const me = syntheticTypist(5, PHRASE);
    const template = newTemplate([me(1), me(1)]);
    expect(netScore(relativeDistance(buildModel(template), me(2)))).toBeGreaterThanOrEqual(50);
    // Without the prior the pair's own spread is 0: every other sample is infinitely far.
    const noPrior = { ...DEFAULT_DETECTOR, priorWeight: 0 };
    expect(netScore(relativeDistance(buildModel(template, noPrior), me(2), noPrior))).toBe(0);
  });

  it('EER of hand-made scores', () => {
    expect(equalErrorRate([1, 2, 3], [4, 5, 6])).toBe(0);
    expect(equalErrorRate([1, 2], [1, 2])).toBeGreaterThan(0.2);
  });
});
