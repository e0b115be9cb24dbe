import type { BiosigPoint, BiosigSample } from '@continuum/contracts';

/**
 * A SYNTHETIC signature set (decision 0091): no public signature data set is on this machine, so the verifier is
 * measured on generated writers. Each writer has a base signature (2-3 strokes through random control points,
 * Catmull-Rom curves), an own speed profile per stroke (bumps of speed along the curve), a duration, a pressure
 * profile and a device. A genuine sample keeps the writer's shape and dynamics with realistic variation (control
 * point jitter, scale, rotation, duration, speed-profile jitter, sensor noise, uneven sampling). A skilled forgery
 * is another writer copying the same shape (a little less faithfully) with their own speed profile and the
 * slower, careful pace of a copy. Seeded, so a run is repeatable.
 */

export type Rng = () => number;

/** mulberry32: a small seeded generator. */
export function rngOf(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const gauss = (rng: Rng) => Math.sqrt(-2 * Math.log(rng() || 1e-12)) * Math.cos(2 * Math.PI * rng());
const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();

interface Bump {
  at: number;
  width: number;
  amp: number;
}

interface StrokePlan {
  controls: [number, number][];
  bumps: Bump[];
  durationMs: number;
  gapMs: number;
  pressurePhase: number;
}

export interface SyntheticWriter {
  strokes: StrokePlan[];
  pointerType: BiosigSample['pointerType'];
}

function bumpsOf(rng: Rng): Bump[] {
  const n = 3 + Math.floor(rng() * 3);
  return Array.from({ length: n }, () => ({ at: rng(), width: between(rng, 0.05, 0.2), amp: between(rng, 0.5, 2.5) }));
}

/** A new synthetic writer. */
export function writerOf(rng: Rng, pointerType: BiosigSample['pointerType']): SyntheticWriter {
  const count = 2 + Math.floor(rng() * 2);
  const strokes: StrokePlan[] = [];
  for (let s = 0; s < count; s++) {
    const k = 6 + Math.floor(rng() * 4);
    const x0 = s * 120;
    const controls = Array.from(
      { length: k },
      (_, i) => [x0 + i * 18 + gauss(rng) * 12, 50 + gauss(rng) * 30] as [number, number],
    );
    strokes.push({
      controls,
      bumps: bumpsOf(rng),
      durationMs: between(rng, 400, 1100),
      gapMs: between(rng, 80, 300),
      pressurePhase: rng() * Math.PI * 2,
    });
  }
  return { strokes, pointerType };
}

function catmull(c: [number, number][], s: number): [number, number] {
  const seg = Math.min(c.length - 2, Math.floor(s * (c.length - 1)));
  const u = s * (c.length - 1) - seg;
  const p0 = c[Math.max(0, seg - 1)] as [number, number];
  const p1 = c[seg] as [number, number];
  const p2 = c[seg + 1] as [number, number];
  const p3 = c[Math.min(c.length - 1, seg + 2)] as [number, number];
  const f = (a: number, b: number, cc: number, d: number) =>
    0.5 * (2 * b + (-a + cc) * u + (2 * a - 5 * b + 4 * cc - d) * u * u + (-a + 3 * b - 3 * cc + d) * u * u * u);
  return [f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])];
}

interface Variation {
  controlJitter: number;
  scale: number;
  rotation: number;
  tempo: number;
  bumpJitter: number;
  noise: number;
}

/** One drawn sample of `shape` with the dynamics of `dynamics` (the same writer for a genuine sample). */
function draw(rng: Rng, shape: SyntheticWriter, dynamics: SyntheticWriter, v: Variation): BiosigSample {
  const cos = Math.cos(v.rotation);
  const sin = Math.sin(v.rotation);
  const ox = between(rng, 20, 200);
  const oy = between(rng, 20, 120);
  let t = 0;
  const strokes: BiosigPoint[][] = [];
  shape.strokes.forEach((plan, si) => {
    const dyn = dynamics.strokes[si % dynamics.strokes.length] as StrokePlan;
    const controls = plan.controls.map(
      ([x, y]) => [x + gauss(rng) * v.controlJitter, y + gauss(rng) * v.controlJitter] as [number, number],
    );
    const bumps = dyn.bumps.map((b) => ({
      at: b.at + gauss(rng) * v.bumpJitter,
      width: b.width,
      amp: b.amp * (1 + gauss(rng) * v.bumpJitter * 3),
    }));
    const speed = (s: number) =>
      0.3 + bumps.reduce((a, b) => a + Math.max(0, b.amp) * Math.exp(-(((s - b.at) / b.width) ** 2)), 0);
    // Time along the stroke: dt = ds / speed(s), scaled to the stroke's duration.
    const steps = 400;
    const cum: number[] = [0];
    for (let i = 1; i <= steps; i++) cum.push((cum[i - 1] as number) + 1 / steps / speed((i - 0.5) / steps));
    const total = cum[steps] as number;
    const duration = dyn.durationMs * v.tempo;
    const stroke: BiosigPoint[] = [];
    for (let elapsed = 0, k = 0; elapsed <= duration; elapsed += between(rng, 8, 16)) {
      const target = (elapsed / duration) * total;
      while (k < steps && (cum[k + 1] as number) < target) k++;
      const s = Math.min(1, k / steps);
      const [px, py] = catmull(controls, s);
      const x = v.scale * (cos * px - sin * py) + ox + gauss(rng) * v.noise;
      const y = v.scale * (sin * px + cos * py) + oy + gauss(rng) * v.noise;
      const point: BiosigPoint =
        shape.pointerType === 'mouse'
          ? [x, y, Math.round(t + elapsed)]
          : [
              x,
              y,
              Math.round(t + elapsed),
              Math.min(1, Math.max(0, 0.45 + 0.3 * Math.sin(dyn.pressurePhase + 5 * s) + gauss(rng) * 0.02)),
            ];
      stroke.push(point);
    }
    strokes.push(stroke);
    t += duration + dyn.gapMs * v.tempo;
  });
  return { pointerType: shape.pointerType, strokes };
}

/** A genuine sample of the writer: the same shape and dynamics with natural variation. */
export function genuineOf(rng: Rng, writer: SyntheticWriter): BiosigSample {
  return draw(rng, writer, writer, {
    controlJitter: 2.5,
    scale: 1 + gauss(rng) * 0.08,
    rotation: gauss(rng) * 0.04,
    tempo: Math.exp(gauss(rng) * 0.1),
    bumpJitter: 0.02,
    noise: 0.7,
  });
}

/** A skilled forgery of `target` by `forger`: the target's shape, the forger's dynamics, a copyist's slower pace. */
export function forgeryOf(rng: Rng, target: SyntheticWriter, forger: SyntheticWriter): BiosigSample {
  return draw(rng, target, forger, {
    controlJitter: 4,
    scale: 1 + gauss(rng) * 0.08,
    rotation: gauss(rng) * 0.05,
    tempo: between(rng, 0.9, 1.6),
    bumpJitter: 0.03,
    noise: 0.9,
  });
}

/** A forger who studied the target's rhythm: the target's speed bumps, shifted, plus one bump of their own per stroke. */
export function practised(rng: Rng, target: SyntheticWriter, forger: SyntheticWriter): SyntheticWriter {
  return {
    pointerType: forger.pointerType,
    strokes: target.strokes.map((plan, i) => {
      const own = forger.strokes[i % forger.strokes.length] as StrokePlan;
      return {
        ...plan,
        bumps: [...plan.bumps.map((b) => ({ ...b, at: b.at + gauss(rng) * 0.06 })), own.bumps[0] as Bump],
        pressurePhase: own.pressurePhase,
      };
    }),
  };
}

/** One line of an evaluation file: a writer's enrolment, genuine or forged sample. */
export interface EvalRecord {
  writer: string;
  kind: 'enrol' | 'genuine' | 'forgery';
  sample: BiosigSample;
}

/** The synthetic evaluation set: per writer `enrol` enrolment samples, `genuine` genuine tests, `forged` forgeries. */
export function syntheticSet(seed: number, writers: number, enrol = 3, genuine = 10, forged = 10): EvalRecord[] {
  const rng = rngOf(seed);
  const people = Array.from({ length: writers }, (_, i) => writerOf(rng, i % 2 === 0 ? 'pen' : 'mouse'));
  const out: EvalRecord[] = [];
  people.forEach((w, i) => {
    const writer = `synthetic-${i + 1}`;
    for (let k = 0; k < enrol; k++) out.push({ writer, kind: 'enrol', sample: genuineOf(rng, w) });
    for (let k = 0; k < genuine; k++) out.push({ writer, kind: 'genuine', sample: genuineOf(rng, w) });
    for (let k = 0; k < forged; k++) {
      const forger = writerOf(rng, w.pointerType);
      // Half the forgers practised the rhythm too: their dynamics are the target's with some of their own.
      const dynamics = k % 2 === 0 ? forger : practised(rng, w, forger);
      out.push({ writer, kind: 'forgery', sample: forgeryOf(rng, w, dynamics) });
    }
  });
  return out;
}
