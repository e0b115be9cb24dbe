import { createHmac } from 'node:crypto';
import type { EffectiveRules } from '../catalog/index.js';

/** The personal validation rules the schedule needs (the merged `personalValidation` of effective-rules.ts). */
export type ValidationRules = NonNullable<EffectiveRules['personalValidation']>;

/** One personal validation question put to the learner: its slot, when it was asked, its answers. */
export interface AskedValidation {
  slot: number;
  askedAt: Date;
  /** When it was answered right, or null. */
  passedAt: Date | null;
  wrongAnswers: number;
}

export interface ValidationState {
  /** The slot of the question to ask now, or null when none is due (or one is open, or the course failed). */
  dueSlot: number | null;
  /** The question waiting for an answer (asked, not passed, deadline not passed), with its deadline. */
  open: { slot: number; deadline: Date } | null;
  timeouts: number;
  wrongAnswers: number;
  /** A question missed (timed out) since the last right answer: the learner goes back to the last verification. */
  returnToLastVerification: boolean;
  /** The failure rule reached: more time-outs or more wrong answers than the profile allows. */
  failed: boolean;
  /** The slots of the questions timed out, in order (each miss's consequence is applied once, decision 0193). */
  missedSlots: number[];
  /** The last right answer in time, or the anchor when none: where a miss returns the learner to. */
  lastVerifiedAt: Date;
}

const HOUR_MS = 3_600_000;

/**
 * When the question of `slot` falls due: each hour of study from `anchor` is cut into `perHour` equal slots, and one
 * question falls at a random point of each, drawn from a keyed hash (the server's secret and the learner product), so
 * the server alone knows it and recomputes it the same after a restart (decision 0178). The last `answerSeconds` of a
 * slot are left out so a question never overlaps the next slot's.
 */
export function validationDueAt(rules: ValidationRules, anchor: Date, key: string, slot: number): Date | null {
  if (!rules.perHour) return null;
  const length = HOUR_MS / rules.perHour;
  const spread = Math.max(1, Math.floor(length - (rules.answerSeconds ?? 0) * 1000));
  const draw = createHmac('sha256', key).update(String(slot)).digest().readUInt32BE(0);
  return new Date(anchor.getTime() + slot * length + (draw % spread));
}

/**
 * Where the learner stands: which question is due, which is open with its deadline, and the failure counts. Pure: the
 * clock, the anchor and the history come in, so the cadence and the failure rule are tested on a clock the test moves.
 */
export function validationState(
  rules: ValidationRules,
  anchor: Date,
  key: string,
  asked: readonly AskedValidation[],
  now: Date,
): ValidationState {
  const answerMs = (rules.answerSeconds ?? 0) * 1000;
  let timeouts = 0;
  let wrongAnswers = 0;
  let open: ValidationState['open'] = null;
  let missedSinceRight = false;
  let lastVerifiedAt = anchor;
  const missedSlots: number[] = [];
  const sorted = [...asked].sort((a, b) => a.slot - b.slot);
  for (const q of sorted) {
    wrongAnswers += q.wrongAnswers;
    const deadline = new Date(q.askedAt.getTime() + answerMs);
    const answeredInTime = q.passedAt !== null && (!answerMs || q.passedAt <= deadline);
    if (answeredInTime) {
      missedSinceRight = false;
      if (q.passedAt && q.passedAt > lastVerifiedAt) lastVerifiedAt = q.passedAt;
    } else if (answerMs && now > deadline) {
      timeouts += 1;
      missedSinceRight = true;
      missedSlots.push(q.slot);
    } else if (q.passedAt === null) open = { slot: q.slot, deadline };
  }
  const failed =
    (rules.maxTimeouts !== null && timeouts > rules.maxTimeouts) ||
    (rules.maxWrongAnswers !== null && wrongAnswers > rules.maxWrongAnswers);
  const next = sorted.length ? (sorted[sorted.length - 1]?.slot ?? -1) + 1 : 0;
  const dueAt = validationDueAt(rules, anchor, key, next);
  const dueSlot = !failed && !open && dueAt !== null && now >= dueAt ? next : null;
  return {
    dueSlot,
    open: failed ? null : open,
    timeouts,
    wrongAnswers,
    returnToLastVerification: missedSinceRight,
    failed,
    missedSlots,
    lastVerifiedAt,
  };
}
