/**
 * Classical test theory statistics, pure (decision 0165). Variances are population variances (divided by N),
 * the convention of KR-20 and of the point-biserial formula below; each function answers null when its figure
 * is undefined (no one answered, everyone scored the same) rather than a made-up number.
 */

export function mean(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  let sum = 0;
  for (const x of xs) sum += x;
  return sum / xs.length;
}

/** Population variance: Σ(x - mean)² / N. */
export function variance(xs: readonly number[]): number | null {
  const m = mean(xs);
  if (m === null) return null;
  let sum = 0;
  for (const x of xs) sum += (x - m) ** 2;
  return sum / xs.length;
}

/** Population standard deviation. */
export function standardDeviation(xs: readonly number[]): number | null {
  const v = variance(xs);
  return v === null ? null : Math.sqrt(v);
}

/** Difficulty index p: the proportion of respondents who answered correctly. */
export function proportionCorrect(correct: readonly boolean[]): number | null {
  if (correct.length === 0) return null;
  return correct.filter(Boolean).length / correct.length;
}

/**
 * Point-biserial correlation of an item (correct or not) with the total score:
 * r = (M₁ - M₀) / σ · √(p·q), M₁ and M₀ the mean totals of those right and wrong, σ the population SD of the
 * totals, p the proportion right and q = 1 - p. Uncorrected: the item stays in the total (decision 0165).
 */
export function pointBiserial(correct: readonly boolean[], totals: readonly number[]): number | null {
  if (correct.length !== totals.length || correct.length === 0) return null;
  const right = totals.filter((_, i) => correct[i]);
  const wrong = totals.filter((_, i) => !correct[i]);
  const sd = standardDeviation(totals);
  const m1 = mean(right);
  const m0 = mean(wrong);
  if (m1 === null || m0 === null || sd === null || sd === 0) return null;
  const p = right.length / totals.length;
  return ((m1 - m0) / sd) * Math.sqrt(p * (1 - p));
}

/** Kelley's 27 %: the share of respondents in each of the upper and lower groups. */
export const EXTREME_GROUP_SHARE = 0.27;

/**
 * The upper and lower 27 % groups (Kelley 1939): n = round(0.27 · N) respondents each, ranked by total score,
 * ties broken by their order in the input so a result never depends on the sort's whims. Empty when n < 1.
 */
export function extremeGroups(totals: readonly number[]): { upper: number[]; lower: number[] } {
  const n = Math.round(EXTREME_GROUP_SHARE * totals.length);
  if (n < 1) return { upper: [], lower: [] };
  const ranked = totals.map((total, index) => ({ total, index })).sort((a, b) => b.total - a.total || a.index - b.index);
  return {
    upper: ranked.slice(0, n).map((r) => r.index),
    lower: ranked.slice(-n).map((r) => r.index),
  };
}

/** Upper-lower discrimination index D = p(upper) - p(lower); null when the groups are empty. */
export function upperLowerIndex(correct: readonly boolean[], groups: { upper: number[]; lower: number[] }): number | null {
  if (groups.upper.length === 0 || groups.lower.length === 0) return null;
  const share = (g: number[]) => g.filter((i) => correct[i]).length / g.length;
  return share(groups.upper) - share(groups.lower);
}

/**
 * Kuder-Richardson 20 of one form: KR-20 = k/(k-1) · (1 - Σ pᵢqᵢ / σ²), rows the respondents and columns the
 * form's k items (true when right), σ² the population variance of the rows' totals. Null below 2 items or 2
 * respondents, or when every total is the same.
 */
export function kr20(rows: readonly (readonly boolean[])[]): number | null {
  const k = rows[0]?.length ?? 0;
  if (k < 2 || rows.length < 2 || rows.some((r) => r.length !== k)) return null;
  const totals = rows.map((r) => r.filter(Boolean).length);
  const v = variance(totals);
  if (v === null || v === 0) return null;
  let pq = 0;
  for (let item = 0; item < k; item++) {
    const p = rows.filter((r) => r[item]).length / rows.length;
    pq += p * (1 - p);
  }
  return (k / (k - 1)) * (1 - pq / v);
}

/** How often each answer was picked, overall and by the upper and lower groups; null answers are omissions. */
export function choiceCounts(
  answers: readonly (string | null)[],
  groups: { upper: number[]; lower: number[] },
): Map<string | null, { all: number; upper: number; lower: number }> {
  const counts = new Map<string | null, { all: number; upper: number; lower: number }>();
  const of = (a: string | null) => {
    const found = counts.get(a);
    if (found) return found;
    const fresh = { all: 0, upper: 0, lower: 0 };
    counts.set(a, fresh);
    return fresh;
  };
  for (const a of answers) of(a).all++;
  for (const i of groups.upper) of(answers[i] ?? null).upper++;
  for (const i of groups.lower) of(answers[i] ?? null).lower++;
  return counts;
}
