/** Rounds to one decimal (001 §9: progress is rounded to one decimal). */
export function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A progress figure in the UI language, rounded to one decimal (en 33.3, fr 33,3; 50 stays 50). */
export function formatProgress(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(roundOneDecimal(value));
}

/** Whole minutes as hours and minutes (480 -> 8 h 0 min). */
export function splitMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** A measured figure in the UI language with at most `digits` decimals (en 1,234.5, fr 1 234,5). */
export function formatNumber(value: number, lang: string, digits = 0): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
}
