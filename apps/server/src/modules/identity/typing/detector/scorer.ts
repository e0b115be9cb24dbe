import type { KeyEvent } from './features.js';
import { alignedVector, keySequence } from './features.js';
import { NET_SCORE_PIVOT } from './net-score.js';
import { median, robustProfile } from './stats.js';

/** The knobs of the detector; `DEFAULT_DETECTOR` holds the values tuned on the tuning half (decision 0090). */
export interface DetectorOptions {
  /** Per-feature deviation cap, in robust standard deviations. */
  cap: number;
  /** Neighbours averaged by the nearest-neighbour scorer. */
  k: number;
  /** Weight of the robust z-score against the nearest-neighbour scorer in the fusion (0..1). */
  zWeight: number;
  /** Most samples a template keeps (the newest accepted ones). */
  window: number;
  /** A verified sample joins the template when its relative distance is at most this. */
  adaptAt: number;
  /** Scale floor: a fraction of the feature's median plus a fixed amount (ms, or 100 x ln(ms) with logTimes: 20 ~ 20%). */
  floorShare: number;
  floorMs: number;
  /** Compare hold and down-down times on a log scale (timings spread multiplicatively). */
  logTimes: boolean;
  /** Feature groups used: hold, downDown, upDown, shares. */
  groups: readonly ('hold' | 'downDown' | 'upDown' | 'shares')[];
  /** The robust z-score's centre is the median of the newest this many samples (0 = all). */
  recent: number;
  /**
   * A template's typical leave-one-out distance is shrunk towards `typicalPrior` (the tuning half's median at
   * enrolment on 10) as if the prior were `priorWeight` more samples: a small template cannot estimate its spread.
   */
  typicalPrior: number;
  priorWeight: number;
}

export const DEFAULT_DETECTOR: DetectorOptions = {
  cap: 2,
  k: 5,
  zWeight: 0.5,
  window: 20,
  adaptAt: NET_SCORE_PIVOT,
  floorShare: 0,
  floorMs: 20,
  logTimes: true,
  groups: ['hold', 'downDown'],
  recent: 5,
  typicalPrior: 0.78,
  priorWeight: 10,
};

/** The vector the scorers compare: the chosen groups, logged where asked. */
function vectorOf(keys: readonly string[], events: readonly KeyEvent[], o: DetectorOptions): number[] {
  const full = alignedVector(keys, events);
  const n = keys.length;
  const parts = {
    hold: full.slice(0, n),
    downDown: full.slice(n, 2 * n - 1),
    upDown: full.slice(2 * n - 1, 3 * n - 2),
    shares: full.slice(3 * n - 2),
  };
  const out: number[] = [];
  for (const g of o.groups) {
    const part = parts[g];
    out.push(...(o.logTimes && g !== 'upDown' ? part.map((v) => 100 * Math.log(Math.max(1, v))) : part));
  }
  return out;
}

/** A user's typing template for one phrase and device class: the enrolled key order and recent samples. */
export interface Template {
  keys: string[];
  samples: KeyEvent[][];
}

interface Model {
  keys: string[];
  vectors: number[][];
  center: number[];
  scale: number[];
  /** Median of the raw fused distance of each template sample to the others (leave-one-out). */
  typical: number;
}

function capped(x: number[], ref: readonly number[], scale: readonly number[], cap: number): number {
  let sum = 0;
  for (let j = 0; j < ref.length; j++) {
    const d = Math.abs((x[j] as number) - (ref[j] as number)) / (scale[j] as number);
    sum += Number.isFinite(d) ? Math.min(cap, d) : cap;
  }
  return sum / ref.length;
}

function rawDistance(x: number[], vectors: readonly number[][], center: number[], scale: number[], o: DetectorOptions): number {
  const z = capped(x, center, scale, o.cap);
  const nearest = vectors
    .map((v) => capped(x, v, scale, o.cap))
    .sort((a, b) => a - b)
    .slice(0, o.k);
  const nn = nearest.reduce((s, v) => s + v, 0) / Math.max(1, nearest.length);
  return o.zWeight * z + (1 - o.zWeight) * nn;
}

/**
 * Per-feature centre and scale: the scale (MAD, floored) over the whole template, the centre over its newest
 * `recent` samples only (the typists drift across reps: the centre follows them, the spread stays stable).
 */
function profile(vectors: number[][], o: DetectorOptions) {
  const { scale } = robustProfile(vectors, (c) => o.floorShare * Math.abs(c) + o.floorMs);
  const { center } = robustProfile(o.recent > 0 ? vectors.slice(-o.recent) : vectors, () => 0);
  return { center, scale };
}

/** Builds the scoring model of a template (at least two samples). */
export function buildModel(template: Template, o: DetectorOptions = DEFAULT_DETECTOR): Model {
  const vectors = template.samples.map((s) => vectorOf(template.keys, s, o));
  const { center, scale } = profile(vectors, o);
  const loo = vectors.map((v, i) => {
    const others = vectors.filter((_, j) => j !== i);
    const p = profile(others, o);
    return rawDistance(v, others, p.center, p.scale, o);
  });
  const n = vectors.length;
  const typical = Math.max((n * median(loo) + o.priorWeight * o.typicalPrior) / (n + o.priorWeight), 1e-6);
  return { keys: template.keys, vectors, center, scale, typical };
}

/**
 * How far a sample is from the template, relative to how far the template's own samples are from each
 * other: about 1 for a typical genuine sample, larger for an impostor.
 */
export function relativeDistance(model: Model, events: readonly KeyEvent[], o: DetectorOptions = DEFAULT_DETECTOR) {
  const x = vectorOf(model.keys, events, o);
  return rawDistance(x, model.vectors, model.center, model.scale, o) / model.typical;
}

/** The template a first enrolment makes: the key order of the first sample. */
export function newTemplate(samples: KeyEvent[][]): Template {
  return { keys: keySequence(samples[0] ?? []), samples: [...samples] };
}

/** The template after an accepted sample: the newest `window` samples are kept. */
export function adapt(template: Template, sample: KeyEvent[], o: DetectorOptions = DEFAULT_DETECTOR): Template {
  return { keys: template.keys, samples: [...template.samples, sample].slice(-o.window) };
}
