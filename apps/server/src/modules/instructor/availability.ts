import type { StoredScheduleSlot } from '../../platform/db/schema/index.js';

/** One instructor's live support as stored: the switch and the weekly slots (minutes in the product's zone). */
export interface InstructorLiveSupport {
  on: boolean;
  schedule: StoredScheduleSlot[];
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

/** The ISO day of week and the minute of the day of an instant in a time zone. Formatters are kept: building one is costly. */
export function localWeekMinute(at: Date, timeZone: string): { day: number; minute: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  let day = 1;
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(at)) {
    if (part.type === 'weekday') day = WEEKDAYS[part.value] ?? 1;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { day, minute: hour * 60 + minute };
}

/**
 * Whether live support is available at `at` for a product whose assigned instructors are `instructors` (decision
 * 0084): one of them switched on, or `at`, read in the product's time zone, inside one of their slots (start
 * included, end excluded).
 */
export function liveSupportAvailable(instructors: readonly InstructorLiveSupport[], at: Date, timeZone: string): boolean {
  if (instructors.length === 0) return false;
  if (instructors.some((i) => i.on)) return true;
  const { day, minute } = localWeekMinute(at, timeZone);
  return instructors.some((i) => i.schedule.some((s) => s.day === day && s.start <= minute && minute < s.end));
}
