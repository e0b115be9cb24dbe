/**
 * When a completion must reach its regulator (decision 0150): the profile's deadline counted from the day of the
 * completion in the profile's zone, in calendar days or business days, or the shorter near-renewal deadline when
 * the learner's licence renews within the profile's window. Pure: no clock, no database.
 */

export type DayKind = 'CALENDAR' | 'BUSINESS';
export interface DeadlineRule {
  days: number;
  kind: DayKind;
}
export interface NearRenewalRule extends DeadlineRule {
  withinDaysOfRenewal: number;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayInZone(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

const toUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** Whole days from one ISO day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/**
 * The day `days` after `from`: calendar days count every day; business days skip Saturdays and Sundays. Public
 * holidays are not skipped: no profile cites a holiday calendar yet, so a business-day deadline may fall a day
 * early around a holiday, never late (docs/reporting.md).
 */
export function addDays(from: string, days: number, kind: DayKind): string {
  const d = toUtc(from);
  if (kind === 'CALENDAR') {
    d.setUTCDate(d.getUTCDate() + days);
    return isoOf(d);
  }
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return isoOf(d);
}

/**
 * The due day of a completion on `completedOn`: the regular deadline, or the near-renewal one when the licence
 * renews (`renewalOn`) within `withinDaysOfRenewal` days after the completion and that deadline is earlier.
 */
export function dueDay(
  completedOn: string,
  deadline: DeadlineRule,
  nearRenewal: NearRenewalRule | null,
  renewalOn: string | null,
): string {
  const regular = addDays(completedOn, deadline.days, deadline.kind);
  if (!nearRenewal || !renewalOn) return regular;
  const untilRenewal = daysBetween(completedOn, renewalOn);
  if (untilRenewal < 0 || untilRenewal > nearRenewal.withinDaysOfRenewal) return regular;
  const near = addDays(completedOn, nearRenewal.days, nearRenewal.kind);
  // ISO days compare as text: the earlier day wins.
  if (near < regular) return near;
  return regular;
}
