import type { BiosigSample } from '@continuum/contracts';

/**
 * The signature verifier (decision 0091): pure functions, no I/O. A sample is normalised (translated to its
 * centroid, scaled by its RMS radius, time from 0 to 1), resampled to RESAMPLE_POINTS points evenly in time, and
 * compared by dynamic time warping on position, velocity and, when the device reports it, pressure. The score
 * is the distance to the enrolled samples divided by how much the enrolled samples differ among themselves
 * (each writer's own variability), plus a penalty for a different total duration.
 */

export const RESAMPLE_POINTS = 64;
/** Sakoe-Chiba band: a point may align with points at most this far away (in resampled steps). */
const BAND = 12;
const VELOCITY_WEIGHT = 0.6;
const PRESSURE_WEIGHT = 1.5;
/** Weight of |ln(duration / enrolled duration)|: a careful forger is slower. */
const DURATION_WEIGHT = 1.2;
/** The enrolled samples' own spread is at least this, so a writer who repeats exactly is not held to zero. */
const MIN_SPREAD = 0.08;
/**
 * Accept at or below this score. Chosen at the equal-error point of the synthetic evaluation set
 * (docs/benchmarks.md, `npm run biosig:eval`), rounded toward fewer false accepts.
 */
export const BIOSIG_THRESHOLD = 1.4;

/** A sample reduced to what the comparison needs. */
export interface SignatureFeatures {
  /** RESAMPLE_POINTS rows of [x, y, vx, vy] or [x, y, vx, vy, p]. */
  rows: number[][];
  durationMs: number;
  strokes: number;
  hasPressure: boolean;
}

/** Why a sample cannot be used (too few points, no duration, no extent), or null. */
/** A point as [x, y, t, pressure or undefined]. */
type Point = readonly [number, number, number, number | undefined];
const pointsOf = (sample: BiosigSample): Point[] =>
  sample.strokes.flat().map((p) => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3]] as const);

export function unusableSample(sample: BiosigSample, minPoints: number): string | null {
  const points = pointsOf(sample);
  if (points.length < minPoints) return 'sample has too few points';
  const t = points.map((p) => p[2]);
  for (let i = 1; i < t.length; i++) if ((t[i] as number) < (t[i - 1] as number)) return 'sample times must not go back';
  if ((t[t.length - 1] as number) - (t[0] as number) < 100) return 'sample is too short';
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  if (Math.max(...xs) - Math.min(...xs) + Math.max(...ys) - Math.min(...ys) < 10) return 'sample is too small';
  return null;
}

/** Normalised, time-resampled features of one sample (assumes unusableSample returned null). */
export function featuresOf(sample: BiosigSample): SignatureFeatures {
  const points = pointsOf(sample);
  const t0 = points[0]?.[2] ?? 0;
  const durationMs = Math.max(1, (points[points.length - 1]?.[2] ?? 0) - t0);
  let cx = 0;
  let cy = 0;
  for (const p of points) {
    cx += p[0];
    cy += p[1];
  }
  cx /= points.length;
  cy /= points.length;
  let r2 = 0;
  for (const p of points) r2 += (p[0] - cx) ** 2 + (p[1] - cy) ** 2;
  const scale = Math.sqrt(r2 / points.length) || 1;
  const pressures = points.map((p) => p[3] ?? 0.5);
  const mean = pressures.reduce((a, b) => a + b, 0) / pressures.length;
  const variance = pressures.reduce((a, b) => a + (b - mean) ** 2, 0) / pressures.length;
  const hasPressure = sample.pointerType !== 'mouse' && variance > 1e-4;

  // Resample evenly in time; across a pen-up gap the position moves in a straight line (same for every sample).
  const xy: [number, number, number][] = [];
  let j = 0;
  for (let i = 0; i < RESAMPLE_POINTS; i++) {
    const at = t0 + (durationMs * i) / (RESAMPLE_POINTS - 1);
    while (j < points.length - 2 && (points[j + 1]?.[2] ?? 0) < at) j++;
    const a = points[j] as Point;
    const b = points[j + 1] ?? a;
    const span = b[2] - a[2];
    const f = span > 0 ? Math.min(1, Math.max(0, (at - a[2]) / span)) : 0;
    const pa = pressures[j] ?? 0.5;
    const pb = pressures[j + 1] ?? pa;
    xy.push([(a[0] + f * (b[0] - a[0]) - cx) / scale, (a[1] + f * (b[1] - a[1]) - cy) / scale, pa + f * (pb - pa)]);
  }
  const vel = xy.map((_, i) => {
    const prev = xy[Math.max(0, i - 1)] as [number, number, number];
    const next = xy[Math.min(xy.length - 1, i + 1)] as [number, number, number];
    return [next[0] - prev[0], next[1] - prev[1]] as const;
  });
  // Velocity as a profile (its RMS set to 1): the speed's shape over the signature, not its absolute size.
  const vrms = Math.sqrt(vel.reduce((a, v) => a + v[0] ** 2 + v[1] ** 2, 0) / vel.length) || 1;
  const rows = xy.map((p, i) => {
    const v = vel[i] as readonly [number, number];
    const row = [p[0], p[1], (VELOCITY_WEIGHT * v[0]) / vrms, (VELOCITY_WEIGHT * v[1]) / vrms];
    if (hasPressure) row.push(PRESSURE_WEIGHT * p[2]);
    return row;
  });
  return { rows, durationMs, strokes: sample.strokes.length, hasPressure };
}

function pointDistance(a: number[], b: number[], dims: number): number {
  let s = 0;
  for (let k = 0; k < dims; k++) s += ((a[k] ?? 0) - (b[k] ?? 0)) ** 2;
  return Math.sqrt(s);
}

/** DTW distance between two feature sequences within the band, divided by the sequences' total length. */
export function dtw(a: SignatureFeatures, b: SignatureFeatures): number {
  const n = a.rows.length;
  const m = b.rows.length;
  const dims = a.hasPressure && b.hasPressure ? 5 : 4;
  const inf = Number.POSITIVE_INFINITY;
  let prev = new Float64Array(m + 1).fill(inf);
  let cur = new Float64Array(m + 1).fill(inf);
  prev[0] = 0;
  for (let i = 1; i <= n; i++) {
    cur.fill(inf);
    const lo = Math.max(1, i - BAND);
    const hi = Math.min(m, i + BAND);
    for (let k = lo; k <= hi; k++) {
      const cost = pointDistance(a.rows[i - 1] as number[], b.rows[k - 1] as number[], dims);
      cur[k] = cost + Math.min(prev[k] as number, cur[k - 1] as number, prev[k - 1] as number);
    }
    [prev, cur] = [cur, prev];
  }
  return (prev[m] as number) / (n + m);
}

/** What is kept of an enrolment to compare against: the samples' features and their own spread. */
export interface SignatureTemplate {
  samples: SignatureFeatures[];
  spread: number;
  durationMs: number;
}

/** A template from the enrolment samples (at least two). */
export function templateOf(samples: BiosigSample[]): SignatureTemplate {
  const features = samples.map(featuresOf);
  const pairs: number[] = [];
  for (let i = 0; i < features.length; i++)
    for (let k = i + 1; k < features.length; k++)
      pairs.push(dtw(features[i] as SignatureFeatures, features[k] as SignatureFeatures));
  const spread = Math.max(MIN_SPREAD, pairs.reduce((a, b) => a + b, 0) / Math.max(1, pairs.length));
  const durations = features.map((f) => f.durationMs).sort((x, y) => x - y);
  return { samples: features, spread, durationMs: durations[Math.floor(durations.length / 2)] ?? 1 };
}

/** The score of a candidate against a template: lower is closer; at or below BIOSIG_THRESHOLD passes. */
export function scoreAgainst(template: SignatureTemplate, candidate: BiosigSample): number {
  const f = featuresOf(candidate);
  const distances = template.samples.map((s) => dtw(f, s));
  const mean = distances.reduce((a, b) => a + b, 0) / distances.length;
  return mean / template.spread + DURATION_WEIGHT * Math.abs(Math.log(f.durationMs / template.durationMs));
}
