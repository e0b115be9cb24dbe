import type { CourseRules } from './course-rules.js';

const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const known = new Map<string, boolean>();

function isZone(zone: string): boolean {
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(zone, ok);
  }
  return ok;
}

/**
 * The course's time zone: SC_SEAT_TIME_TIME_ZONE when it names a zone, else the server's. Seat time's calendar
 * days and instructors' weekly schedules are both read in it (decision 0084).
 */
export function courseTimeZone(rules: CourseRules): string {
  const zone = rules.text('SC_SEAT_TIME_TIME_ZONE');
  return zone && isZone(zone) ? zone : serverZone;
}
