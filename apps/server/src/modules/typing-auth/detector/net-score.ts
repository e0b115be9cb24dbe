/**
 * net_score (0-100) of a relative distance: 100 at distance 0, 50 at `pivot`, falling smoothly past it.
 * The pivot is where the tuning half's genuine and impostor rates cross under one global threshold of 50
 * (decision 0090), so SC_STUDENT_AUTHENTICATION_THRESHOLD's default 50 sits at that balance.
 */
export const NET_SCORE_PIVOT = 1.3;
const SLOPE = 4;

export function netScore(relativeDistance: number, pivot = NET_SCORE_PIVOT): number {
  if (!Number.isFinite(relativeDistance)) return 0;
  const score = 100 / (1 + (Math.max(0, relativeDistance) / pivot) ** SLOPE);
  return Math.round(score);
}
