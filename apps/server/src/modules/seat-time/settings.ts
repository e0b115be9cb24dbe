import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, productRules } from '../../platform/db/schema/index.js';
import { CourseRules } from '../catalog/course-rules.js';

/** Heartbeats come every 30 s (000 §9); one gap credits at most that plus this grace. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const HEARTBEAT_GRACE_MS = 5_000;
export const HEARTBEAT_CAP_MS = HEARTBEAT_INTERVAL_MS + HEARTBEAT_GRACE_MS;

/** The spec's Max Time notice (000 §8), used when the course sets no popUpMessage. */
export const DEFAULT_MAX_TIME_MESSAGE =
  'Maximum seat time for the day has been met. You may continue to progress in the course, but you will not accrue more seat time until tomorrow.';

export interface SeatTimeSettings {
  lpId: number;
  userId: number;
  productId: number;
  dailyMaxMs: number | null;
  timeZone: string;
  popUpMessage: string;
}

const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Seat-time rules of a course. SC_SEAT_TIME_MAX_DAILY_MINUTES (daily maximum), SC_SEAT_TIME_TIME_ZONE
 * (the course's calendar, default the server's) and SC_SEAT_TIME_MAX_POPUP_MESSAGE are ours: the spec
 * names the behaviour, not the keys.
 */
export async function loadSettings(db: Db, lpId: number): Promise<SeatTimeSettings | null> {
  const [lp] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, lpId)).limit(1);
  if (!lp) return null;
  const ruleRows = await db.select().from(productRules).where(eq(productRules.productId, lp.productId));
  const rules = new CourseRules(Object.fromEntries(ruleRows.map((r) => [r.key, r.value])));
  const maxMinutes = rules.int('SC_SEAT_TIME_MAX_DAILY_MINUTES', 0);
  const zone = rules.text('SC_SEAT_TIME_TIME_ZONE');
  return {
    lpId,
    userId: lp.userId,
    productId: lp.productId,
    dailyMaxMs: maxMinutes > 0 ? maxMinutes * 60_000 : null,
    timeZone: zone && isZone(zone) ? zone : serverZone,
    popUpMessage: rules.text('SC_SEAT_TIME_MAX_POPUP_MESSAGE') || DEFAULT_MAX_TIME_MESSAGE,
  };
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The course-calendar day (YYYY-MM-DD) of an instant. */
export function courseDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
