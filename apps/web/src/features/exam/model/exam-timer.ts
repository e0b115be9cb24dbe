/** The server's clock as one reply stated it, and when (browser ms) the reply arrived. */
export interface TimerSnapshot {
  /** -1 when the exam is not timed. */
  secondsLeftOnExam: number;
  /** Seconds until the warning shows (0 inside the window); -1 when not timed. */
  secondsBeforeTimeWarning: number;
  secondsElapsed: number;
  receivedAt: number;
}

export interface TimerReading {
  timed: boolean;
  /** Seconds left by the last reply, less the time since it arrived (display only). */
  left: number;
  elapsed: number;
  warning: boolean;
  expired: boolean;
}

/**
 * The exam clock at `now`: display only. Every reply replaces the snapshot, so the browser's clock only
 * ever counts the few seconds between two replies; the server refuses saves past its own deadline.
 */
export function readTimer(s: TimerSnapshot, now: number): TimerReading {
  const since = Math.max(0, Math.floor((now - s.receivedAt) / 1000));
  const elapsed = s.secondsElapsed + since;
  if (s.secondsLeftOnExam < 0) return { timed: false, left: -1, elapsed, warning: false, expired: false };
  const left = Math.max(0, s.secondsLeftOnExam - since);
  return {
    timed: true,
    left,
    elapsed,
    warning: s.secondsBeforeTimeWarning >= 0 && since >= s.secondsBeforeTimeWarning && left > 0,
    expired: left <= 0,
  };
}
