/** Whole seconds as days, hours, minutes and seconds (negative counts as 0). */
export function timeParts(totalSeconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** A running clock: 3725 -> "1:02:05", 125 -> "02:05". */
export function clockText(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = timeParts(totalSeconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = days * 24 + hours;
  return h > 0 ? `${h}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Whole minutes still to go, rounded up, so "0 minutes" never shows while some time is left. */
export const minutesLeft = (totalSeconds: number) => Math.max(0, Math.ceil(totalSeconds / 60));
