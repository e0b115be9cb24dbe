/**
 * net_score (0-100) of a relative distance: 100 at distance 0, 50 at `pivot`, falling smoothly past it.
 * The pivot is the smallest relative distance (on a 0.05 grid) at which the tuning half's pooled false-reject
 * rate, enrolled as the product enrols (2 entries), is at most 4% (decision 0090, re-derived in 0096), so
 * SC_STUDENT_AUTHENTICATION_THRESHOLD's default 50 rarely rejects the genuine learner (three rejects log out).
 */
export const NET_SCORE_PIVOT = 1.35;
const SLOPE = 4;

export function netScore(relativeDistance: number, pivot = NET_SCORE_PIVOT): number {
  if (!Number.isFinite(relativeDistance)) return 0;
  const score = 100 / (1 + (Math.max(0, relativeDistance) / pivot) ** SLOPE);
  return Math.round(score);
}
