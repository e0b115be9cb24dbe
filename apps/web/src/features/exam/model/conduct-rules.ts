/**
 * Final-exam conduct rules read from the learner product's rules (000 §3 `rules`). The spec names
 * SC_FINAL_EXAMS_ALLOW_PRINT; the leave count's key is ours (docs/decisions/0037-exam-screens.md).
 */
export const CONDUCT_RULES = {
  allowPrint: 'SC_FINAL_EXAMS_ALLOW_PRINT',
  /** How many times the learner may leave the window of a started final exam; unset: not counted. */
  allowedLeaveCount: 'SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT',
} as const;

/** 002 §9: the navigation guard is installed after a 2 s delay. */
export const LEAVE_GUARD_DELAY_MS = 2000;

export interface Conduct {
  blockContextMenu: boolean;
  /** null: leaving the window is not counted. */
  allowedLeaves: number | null;
}

const isNo = (v: string | undefined) => (v ?? '').trim().toLowerCase() === 'no';

export function conductOf(isFinal: boolean, rules: Readonly<Record<string, string>> | undefined): Conduct {
  if (!isFinal) return { blockContextMenu: false, allowedLeaves: null };
  const raw = rules?.[CONDUCT_RULES.allowedLeaveCount];
  const n = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return {
    blockContextMenu: isNo(rules?.[CONDUCT_RULES.allowPrint]),
    allowedLeaves: Number.isInteger(n) && n >= 0 ? n : null,
  };
}
