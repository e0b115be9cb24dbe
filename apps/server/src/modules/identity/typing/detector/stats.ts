/** Median of finite values (NaN when none). */
export function median(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const mid = finite.length >> 1;
  return finite.length % 2 ? (finite[mid] as number) : ((finite[mid - 1] as number) + (finite[mid] as number)) / 2;
}

/** Per-feature median and robust scale (MAD x 1.4826, floored so one steady feature cannot dominate). */
export function robustProfile(vectors: readonly number[][], floor: (center: number) => number) {
  const width = vectors[0]?.length ?? 0;
  const center: number[] = [];
  const scale: number[] = [];
  for (let j = 0; j < width; j++) {
    const column = vectors.map((v) => v[j] as number);
    const c = median(column);
    const mad = median(column.map((v) => Math.abs(v - c))) * 1.4826;
    center.push(c);
    scale.push(Math.max(Number.isFinite(mad) ? mad : 0, floor(c)));
  }
  return { center, scale };
}
