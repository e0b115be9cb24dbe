import type { NodeView } from '@continuum/contracts';

/**
 * Where a unit's exam stands for the unit page (001 §2 unit messages): not taken yet; passed (or
 * completed by its own rule); failed with an attempt left (Retake); failed with none left. Read from the
 * server's status and derived data (EXAM_TAKEN, EXAM_PASSED, EXAM_ATTEMPT_COUNT and
 * EXAM_ALLOWED_ATTEMPT_COUNT, which already counts DISALLOW_RETAKES as one attempt).
 */
export type UnitExamOutcome = 'notTaken' | 'passed' | 'retake' | 'noAttemptsLeft';

export function unitExamOutcome(exam: Pick<NodeView, 'status' | 'derivedData'>): UnitExamOutcome {
  const d = exam.derivedData;
  if (d.EXAM_PASSED === 'true' || exam.status === 'COMPLETE') return 'passed';
  // The server records COMPLETE_FAIL once the last allowed attempt has failed.
  if (exam.status === 'COMPLETE_FAIL') return 'noAttemptsLeft';
  if (d.EXAM_TAKEN !== 'true') return 'notTaken';
  const allowed = Number(d.EXAM_ALLOWED_ATTEMPT_COUNT ?? -1);
  const used = Number(d.EXAM_ATTEMPT_COUNT ?? 0);
  // A negative allowance is unlimited (002 §9 "Unlimited").
  return !Number.isFinite(allowed) || allowed < 0 || used < allowed ? 'retake' : 'noAttemptsLeft';
}
