import type { BiosigSample } from '@continuum/contracts';
import type { EvalRecord } from './synthetic.js';
import { BIOSIG_THRESHOLD, scoreAgainst, templateOf } from './verifier.js';

export interface EvalResult {
  writers: number;
  genuine: number;
  forgeries: number;
  threshold: number;
  /** False accept rate at the threshold: forgeries scored at or below it. */
  far: number;
  /** False reject rate at the threshold: genuine samples scored above it. */
  frr: number;
  /** Equal error rate over every threshold, and the threshold where it is reached. */
  eer: number;
  eerThreshold: number;
}

/** FAR/FRR at `threshold` and the EER of a set of enrolment, genuine and forged samples per writer. */
export function evaluate(records: EvalRecord[], threshold = BIOSIG_THRESHOLD): EvalResult {
  const byWriter = new Map<string, { enrol: BiosigSample[]; genuine: BiosigSample[]; forgery: BiosigSample[] }>();
  for (const r of records) {
    const w = byWriter.get(r.writer) ?? { enrol: [], genuine: [], forgery: [] };
    w[r.kind].push(r.sample);
    byWriter.set(r.writer, w);
  }
  const genuine: number[] = [];
  const forged: number[] = [];
  for (const w of byWriter.values()) {
    if (w.enrol.length < 2) continue;
    const template = templateOf(w.enrol);
    for (const s of w.genuine) genuine.push(scoreAgainst(template, s));
    for (const s of w.forgery) forged.push(scoreAgainst(template, s));
  }
  const rates = (th: number) => ({
    far: forged.length ? forged.filter((s) => s <= th).length / forged.length : 0,
    frr: genuine.length ? genuine.filter((s) => s > th).length / genuine.length : 0,
  });
  let eer = 1;
  let eerThreshold = threshold;
  let gap = Number.POSITIVE_INFINITY;
  for (const th of [...genuine, ...forged].sort((a, b) => a - b)) {
    const { far, frr } = rates(th);
    if (Math.abs(far - frr) < gap) {
      gap = Math.abs(far - frr);
      eer = (far + frr) / 2;
      eerThreshold = th;
    }
  }
  const at = rates(threshold);
  return {
    writers: byWriter.size,
    genuine: genuine.length,
    forgeries: forged.length,
    threshold,
    ...at,
    eer,
    eerThreshold,
  };
}
