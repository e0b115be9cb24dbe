import { DEFAULT_IDLE_WARNING_SECS, DEFAULT_TIMEOUT_MINUTES } from './constants';

/** The course rules seat time reads (000 §9), with the spec's defaults applied. */
export interface SeatTimeRules {
  /** SC_IDLE_WARNING_SECS (default 1800): idle this long and heartbeats stop. */
  idleWarningSecs: number;
  /** SC_SEAT_TIME_IS_TIMEOUT (default no): idle learners are signed out. */
  isTimeout: boolean;
  /** SC_SEAT_TIME_TIMEOUT_MINUTES (30 when missing): the idle limit of the timeout. */
  timeoutMinutes: number;
  /** SC_SEAT_TIME_DISPLAY_WARNING (default yes): the countdown warning before the logout. */
  displayWarning: boolean;
  /** SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE (default no): mouse movement counts as activity. */
  mouseActive: boolean;
}

type Rules = Readonly<Record<string, string>> | null | undefined;

/** 'yes' (any case, trimmed) is true; anything else is false; missing takes the default (000 §1). */
function flag(rules: Rules, key: string, fallback: boolean): boolean {
  const raw = rules?.[key];
  return raw === undefined ? fallback : raw.trim().toLowerCase() === 'yes';
}

/** Digits only (000 §5) and above zero, else the default: a limit of 0 would sign out or stop at once. */
function count(rules: Rules, key: string, fallback: number): number {
  const raw = (rules?.[key] ?? '').trim();
  const value = /^\d+$/.test(raw) ? Number.parseInt(raw, 10) : 0;
  return value > 0 ? value : fallback;
}

/** Reads the seat-time rules of a learner product (GET api/product/{lpId} `rules`). */
export function seatTimeRules(rules: Rules): SeatTimeRules {
  return {
    idleWarningSecs: count(rules, 'SC_IDLE_WARNING_SECS', DEFAULT_IDLE_WARNING_SECS),
    isTimeout: flag(rules, 'SC_SEAT_TIME_IS_TIMEOUT', false),
    timeoutMinutes: count(rules, 'SC_SEAT_TIME_TIMEOUT_MINUTES', DEFAULT_TIMEOUT_MINUTES),
    displayWarning: flag(rules, 'SC_SEAT_TIME_DISPLAY_WARNING', true),
    mouseActive: flag(rules, 'SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE', false),
  };
}
