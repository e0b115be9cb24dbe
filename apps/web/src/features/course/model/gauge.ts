/** Default gauge limits (001 §9): red up to 60, yellow up to 80, green up to 100. */
export const DEFAULT_RED_LIMIT = 60;
export const DEFAULT_YELLOW_LIMIT = 80;

export type GaugeColor = 'red' | 'yellow' | 'green';

/** A gauge's limit from its metadata (RED_LIMIT, YELLOW_LIMIT), or the default when absent or not a number. */
export function gaugeLimit(value: string | undefined, fallback: number): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Red up to redLimit, yellow up to yellowLimit, green above (to 100). */
export function gaugeColor(percent: number, redLimit = DEFAULT_RED_LIMIT, yellowLimit = DEFAULT_YELLOW_LIMIT): GaugeColor {
  if (percent <= redLimit) return 'red';
  if (percent <= yellowLimit) return 'yellow';
  return 'green';
}

/** The coloured arc is 75 percent of the percentage (a three-quarter circle dial), as a fraction of a full circle. */
export function gaugeArc(percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return (clamped / 100) * 0.75;
}
