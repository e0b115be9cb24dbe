import type { BiosigSample } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import { forgeryOf, genuineOf, rngOf, syntheticSet, writerOf } from './synthetic.js';
import { BIOSIG_THRESHOLD, dtw, featuresOf, RESAMPLE_POINTS, scoreAgainst, templateOf, unusableSample } from './verifier.js';

describe('signature verifier (SYNTHETIC writers, decision 0091)', () => {
  it('normalises position and scale: a moved, doubled copy has the same features', () => {
    const rng = rngOf(1);
    const s = genuineOf(rng, writerOf(rng, 'mouse'));
    const moved: BiosigSample = {
      ...s,
      strokes: s.strokes.map((st) => st.map(([x = 0, y = 0, t = 0]) => [x * 2 + 500, y * 2 - 40, t])),
    };
    const a = featuresOf(s);
    const b = featuresOf(moved);
    expect(a.rows).toHaveLength(RESAMPLE_POINTS);
    expect(dtw(a, b)).toBeLessThan(1e-9);
  });

  it('scores genuine samples under the threshold and skilled forgeries over it, for most writers', () => {
    const rng = rngOf(5);
    let genuinePass = 0;
    let forgeryPass = 0;
    const writers = 12;
    for (let w = 0; w < writers; w++) {
      const writer = writerOf(rng, w % 2 ? 'pen' : 'mouse');
      const template = templateOf([genuineOf(rng, writer), genuineOf(rng, writer), genuineOf(rng, writer)]);
      if (scoreAgainst(template, genuineOf(rng, writer)) <= BIOSIG_THRESHOLD) genuinePass++;
      if (scoreAgainst(template, forgeryOf(rng, writer, writerOf(rng, writer.pointerType))) <= BIOSIG_THRESHOLD) forgeryPass++;
    }
    expect(genuinePass).toBeGreaterThanOrEqual(writers - 1);
    expect(forgeryPass).toBeLessThanOrEqual(1);
  });

  it('reaches an EER under 10% on a small held-out synthetic set (seed not used to pick the threshold)', () => {
    const r = evaluate(syntheticSet(3, 16, 3, 6, 6));
    expect(r.genuine).toBe(96);
    expect(r.forgeries).toBe(96);
    expect(r.eer).toBeLessThan(0.1);
    expect(r.far).toBeLessThan(0.15);
    expect(r.frr).toBeLessThan(0.15);
  });

  it('refuses samples too short, too small or going back in time', () => {
    const line = (n: number, dt: number, dx: number) =>
      Array.from({ length: n }, (_, i) => [i * dx, i, i * dt] as [number, number, number]);
    expect(unusableSample({ pointerType: 'mouse', strokes: [line(5, 20, 5)] }, 10)).toBe('sample has too few points');
    expect(unusableSample({ pointerType: 'mouse', strokes: [line(20, 1, 5)] }, 10)).toBe('sample is too short');
    expect(unusableSample({ pointerType: 'mouse', strokes: [line(20, 20, 0.1).map(([x, , t]) => [x, 0, t])] }, 10)).toBe(
      'sample is too small',
    );
    expect(unusableSample({ pointerType: 'mouse', strokes: [line(20, 20, 5)] }, 10)).toBeNull();
  });
});
