import { useEffect, useRef, useState } from 'react';
import type { ActivityMonitor } from '../model/activity-monitor';
import { IDLE_CHECK_MS, IDLE_WARNING_MS } from '../model/constants';

export interface IdleTimeoutOptions {
  /** SC_SEAT_TIME_IS_TIMEOUT. */
  enabled: boolean;
  /** SC_SEAT_TIME_TIMEOUT_MINUTES x 60 s: the idle limit. */
  limitMs: number;
  /** SC_SEAT_TIME_DISPLAY_WARNING. */
  displayWarning: boolean;
  /**
   * Time past the limit before the sign-out (the warning's countdown; default 60 s). 0 for a regulator's logout
   * without warning at the limit itself (NMLS: 360 s, decision 0131).
   */
  graceMs?: number;
}

/**
 * The idle timeout (000 §4, §9). Idle for the limit, the warning shows with a countdown of 60 s; more than
 * 60 s past the limit, `onTimeout` signs the learner out (with or without the warning shown). The check
 * runs at least every 60 s, exactly when the limit is due, and every second while the countdown shows; it
 * measures idle time from the last activity, so timers a background tab delayed cannot extend the session.
 * Any activity while the warning shows dismisses it.
 * Returns the seconds left while the warning shows, else null.
 */
export function useIdleTimeout(
  monitor: ActivityMonitor,
  { enabled, limitMs, displayWarning, graceMs = IDLE_WARNING_MS }: IdleTimeoutOptions,
  onTimeout: () => void,
): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;

  useEffect(() => {
    setSecondsLeft(null);
    if (!enabled) return;
    let timer: number | undefined;
    let warning = false;
    let done = false;
    const check = () => {
      window.clearTimeout(timer);
      if (done) return;
      const idle = monitor.idleMs();
      const left = limitMs + graceMs - idle;
      if (left <= 0) {
        done = true;
        setSecondsLeft(null);
        timeout.current();
        return;
      }
      warning = idle >= limitMs && displayWarning;
      setSecondsLeft(warning ? Math.ceil(left / 1000) : null);
      const next = idle >= limitMs ? (warning ? Math.min(1000, left) : left) : Math.min(IDLE_CHECK_MS, limitMs - idle);
      timer = window.setTimeout(check, next);
    };
    // Activity only matters to a warning on screen; otherwise the next check reads the new idle time.
    const unsubscribe = monitor.subscribe(() => {
      if (warning) check();
    });
    check();
    return () => {
      done = true;
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [monitor, enabled, limitMs, displayWarning, graceMs]);

  return secondsLeft;
}
