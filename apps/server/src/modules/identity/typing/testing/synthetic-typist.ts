import type { KeyEvent } from '../detector/features.js';

/** A small seeded generator (mulberry32), so synthetic typists are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A synthetic typist: a personal hold time per key and latency per position (drawn once from the seed),
 * each sample adding `noise` (a share) of jitter. Two typists of different seeds differ by construction.
 */
export function syntheticTypist(seed: number, text: string, noise = 0.08) {
  const rnd = seededRandom(seed);
  const keys = [...text];
  const holds = keys.map(() => 60 + rnd() * 120);
  const gaps = keys.map(() => 90 + rnd() * 350);
  return (sampleSeed: number): KeyEvent[] => {
    const r = seededRandom(seed * 7919 + sampleSeed);
    const jitter = (v: number) => v * (1 + noise * (r() * 2 - 1) * 1.7);
    let t = 0;
    return keys.map((key, i) => {
      if (i > 0) t += jitter(gaps[i] as number);
      const down = Math.round(t);
      return { key, down, up: down + Math.round(jitter(holds[i] as number)) };
    });
  };
}
