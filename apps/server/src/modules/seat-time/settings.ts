import type { Db } from '../../platform/db/client.js';
import { CourseRules, courseTimeZone, type EffectiveRulesReader } from '../catalog/index.js';
import { findLearnerProductOwner, findProductRules } from '../product/index.js';

/** Heartbeats come every 30 s (000 §9); one gap credits at most that plus this grace. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const HEARTBEAT_GRACE_MS = 5_000;
export const HEARTBEAT_CAP_MS = HEARTBEAT_INTERVAL_MS + HEARTBEAT_GRACE_MS;

/** The spec's Max Time notice (000 §8), used when the course sets no popUpMessage. */
export const DEFAULT_MAX_TIME_MESSAGE =
  'Maximum seat time for the day has been met. You may continue to progress in the course, but you will not accrue more seat time until tomorrow.';

export interface CourseSeatTimeRules {
  dailyMaxMs: number | null;
  timeZone: string;
  popUpMessage: string;
}

export interface SeatTimeSettings extends CourseSeatTimeRules {
  lpId: number;
  userId: number;
  productId: number;
}

/** Who a learner product belongs to and which product it is: never changes, so callers may keep it. */
export async function loadOwner(db: Db, lpId: number): Promise<{ userId: number; productId: number } | null> {
  return (await findLearnerProductOwner(db, lpId)) ?? null;
}

/**
 * A course's seat-time rules, with its bound compliance profiles' daily cap where stricter (decision 0130): the
 * profile's maximum and the zone its day is counted in replace the course's.
 */
export async function loadCourseRules(
  db: Db,
  productId: number,
  compliance?: EffectiveRulesReader,
): Promise<CourseSeatTimeRules> {
  const rules = new CourseRules(await findProductRules(db, productId));
  const own = seatTimeRules(rules);
  if (!compliance) return own;
  const { dailyCap } = await compliance.forProduct(db, productId, { rules });
  return dailyCap ? { ...own, dailyMaxMs: dailyCap.maxMs, timeZone: dailyCap.timeZone || own.timeZone } : own;
}

/**
 * The seat-time part of a course's rules, from rules already loaded. SC_SEAT_TIME_MAX_DAILY_MINUTES
 * (daily maximum), SC_SEAT_TIME_TIME_ZONE (the course's calendar, default the server's) and
 * SC_SEAT_TIME_MAX_POPUP_MESSAGE are ours: the spec names the behaviour, not the keys.
 */
export function seatTimeRules(rules: CourseRules): CourseSeatTimeRules {
  const maxMinutes = rules.int('SC_SEAT_TIME_MAX_DAILY_MINUTES', 0);
  return {
    dailyMaxMs: maxMinutes > 0 ? maxMinutes * 60_000 : null,
    timeZone: courseTimeZone(rules),
    popUpMessage: rules.text('SC_SEAT_TIME_MAX_POPUP_MESSAGE') || DEFAULT_MAX_TIME_MESSAGE,
  };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The course-calendar day (YYYY-MM-DD) of an instant. Formatters are kept: building one is costly. */
export function courseDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}
