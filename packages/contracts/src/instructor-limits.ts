/**
 * Plain limits of instructors' availability (issue 18, decision 0084), apart from the zod schemas so the web app
 * can read them without pulling schema construction into its chunks.
 */

/** Slots of the weekly schedule one day may hold. */
export const SCHEDULE_MAX_SLOTS_PER_DAY = 4;
/** Days of the week as ISO numbers: 1 Monday .. 7 Sunday. */
export const SCHEDULE_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A time of day in the schedule: HH:mm, 00:00 to 23:59, or 24:00 as the end of the day. */
export const SCHEDULE_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since midnight of an HH:mm time (24:00 is 1440). */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}
