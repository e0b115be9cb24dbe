import type { KeyEvent } from './features.js';
import { adapt, buildModel, DEFAULT_DETECTOR, type DetectorOptions, newTemplate, relativeDistance } from './scorer.js';

/** One typed sample of a data set line ({subject, rep, text, events}). */
export interface Sample {
  subject: string;
  rep: number;
  events: KeyEvent[];
}

export interface Protocol {
  /** Reps used to enrol (the first ones). */
  enrolReps: number;
  /** Update the template with accepted genuine samples. */
  adaptive: boolean;
}

export const DEFAULT_PROTOCOL: Protocol = { enrolReps: 10, adaptive: true };

export interface SubjectResult {
  subject: string;
  eer: number;
  genuine: number[];
  impostor: number[];
}

/** Equal error rate of distances (lower = more genuine): where false accepts meet false rejects. */
export function equalErrorRate(genuine: readonly number[], impostor: readonly number[]): number {
  const thresholds = [...new Set([...genuine, ...impostor])].sort((a, b) => a - b);
  let best = { gap: Number.POSITIVE_INFINITY, eer: 1 };
  for (const t of [Number.NEGATIVE_INFINITY, ...thresholds]) {
    const frr = genuine.filter((d) => d > t).length / genuine.length;
    const far = impostor.filter((d) => d <= t).length / impostor.length;
    const gap = Math.abs(far - frr);
    if (gap < best.gap) best = { gap, eer: (far + frr) / 2 };
  }
  return best.eer;
}

/**
 * The protocol: each subject enrols on their first `enrolReps` reps; then for each later rep r in order,
 * their rep r is a genuine attempt and every other subject's rep r an impostor attempt, all scored against
 * the template as it stands; with `adaptive`, the genuine sample then joins the template if it was accepted
 * (relative distance <= adaptAt). Impostor samples never join (an impostor accepted would be a false accept
 * already counted).
 */
export function evaluate(
  samples: readonly Sample[],
  subjects: readonly string[],
  protocol: Protocol = DEFAULT_PROTOCOL,
  options: DetectorOptions = DEFAULT_DETECTOR,
): SubjectResult[] {
  const bySubject = new Map<string, Map<number, Sample>>();
  for (const s of samples) {
    const reps = bySubject.get(s.subject) ?? new Map<number, Sample>();
    reps.set(s.rep, s);
    bySubject.set(s.subject, reps);
  }
  const everyone = [...bySubject.keys()];
  return subjects.map((subject) => {
    const reps = bySubject.get(subject) ?? new Map<number, Sample>();
    const order = [...reps.keys()].sort((a, b) => a - b);
    const enrol = order.slice(0, protocol.enrolReps).map((r) => (reps.get(r) as Sample).events);
    let template = newTemplate(enrol);
    let model = buildModel(template, options);
    const genuine: number[] = [];
    const impostor: number[] = [];
    for (const rep of order.slice(protocol.enrolReps)) {
      for (const other of everyone) {
        const attempt = other === subject ? undefined : bySubject.get(other)?.get(rep);
        if (attempt) impostor.push(relativeDistance(model, attempt.events, options));
      }
      const own = reps.get(rep) as Sample;
      const d = relativeDistance(model, own.events, options);
      genuine.push(d);
      if (protocol.adaptive && d <= options.adaptAt) {
        template = adapt(template, own.events, options);
        model = buildModel(template, options);
      }
    }
    return { subject, eer: equalErrorRate(genuine, impostor), genuine, impostor };
  });
}

/** FAR and FRR when every subject is judged at one net-score threshold. */
export function ratesAt(results: readonly SubjectResult[], accepted: (distance: number) => boolean) {
  let falseAccepts = 0;
  let impostors = 0;
  let falseRejects = 0;
  let genuines = 0;
  for (const r of results) {
    falseAccepts += r.impostor.filter(accepted).length;
    impostors += r.impostor.length;
    falseRejects += r.genuine.filter((d) => !accepted(d)).length;
    genuines += r.genuine.length;
  }
  return { far: falseAccepts / Math.max(1, impostors), frr: falseRejects / Math.max(1, genuines) };
}

export function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
}

/** The tuning half (every other subject in sorted order, from the first) and the test half. */
export function splitSubjects(subjects: readonly string[]) {
  const sorted = [...subjects].sort();
  return { tune: sorted.filter((_, i) => i % 2 === 0), test: sorted.filter((_, i) => i % 2 === 1) };
}
