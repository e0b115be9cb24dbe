import type { ReportTrend } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { addDays, dayInZone, daysBetween } from './deadline.js';
import { itemsCompletedSince } from './trend-repo.js';

type Week = ReportTrend['weeks'][number];

/** The Monday of the week an ISO day falls in. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7), 'CALENDAR');
}

/**
 * GET api/admin/regulator-reports/trend (decision 0192): reportable completions per week for the last `weeks` weeks
 * (the current UTC week last), bucketed by the completion's day in its profile's zone. An item is on time when the
 * first file that carried it was made on or before its due day in its zone; late when that file came after, or when
 * its due day has passed with no file; pending otherwise. Rejections do not change this: the regulator's clock is
 * about the report reaching it.
 */
export async function reportTrend(ctx: AppContext, weeks: number): Promise<ReportTrend> {
  const now = ctx.clock.now();
  const first = addDays(mondayOf(dayInZone(now, 'UTC')), -7 * (weeks - 1), 'CALENDAR');
  const out: Week[] = Array.from({ length: weeks }, (_, i) => ({
    weekStart: addDays(first, 7 * i, 'CALENDAR'),
    completions: 0,
    onTime: 0,
    late: 0,
    pending: 0,
    onTimeRate: null,
  }));
  for (const item of await itemsCompletedSince(ctx.database.db, first)) {
    const week = out[Math.floor(daysBetween(first, item.completedOn) / 7)];
    if (!week) continue; // completed after the current week (a clock moved back): not charted
    week.completions++;
    if (item.firstExportedAt) {
      if (dayInZone(item.firstExportedAt, item.zone) <= item.dueOn) week.onTime++;
      else week.late++;
    } else if (item.dueOn < dayInZone(now, item.zone)) week.late++;
    else week.pending++;
  }
  for (const week of out) {
    const decided = week.onTime + week.late;
    week.onTimeRate = decided === 0 ? null : week.onTime / decided;
  }
  return { weeks: out };
}
