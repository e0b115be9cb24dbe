import type { CourseProgress } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import { courseTiming, daysBetween, type LearnerContext } from '../progression/index.js';
import type { LearnerSeatTime } from '../seat-time/index.js';
import { creditedUnder } from '../seat-time/index.js';
import { percentComplete } from './derived-data.js';

const UNIT_TYPES = new Set(['UNIT', 'TOPIC']);

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Splits milliseconds into the whole hours, minutes and seconds the progress box shows. */
function hms(ms: number) {
  const total = Math.floor(ms / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** Time as a share of a minimum, rounded to one decimal and capped at 100. */
function timePercent(ms: number, minimumMinutes: number | null): number {
  return minimumMinutes ? Math.min(100, round1((ms / (minimumMinutes * 60_000)) * 100)) : 0;
}

/**
 * GET api/product/{lpId}/progress. Content figures come from the progression engine; time figures
 * from the seat-time ledger (`seat`), and maxTimeReached from today's credited total.
 */
export function courseProgress(
  ctx: LearnerContext,
  clock: Clock,
  seat: LearnerSeatTime,
  today: { creditedMs: number; dailyMaxMs: number | null },
): CourseProgress {
  const timing = courseTiming(ctx, clock);
  const units = [...ctx.nodes.values()].filter((n) => UNIT_TYPES.has(n.type));
  // Optional units are not counted; an exempted unit counts, as done: leaving it out said "0 of 0" once every
  // unit was exempted (issue 25 #35).
  const requiredUnits = units.filter((u) => {
    const s = ctx.progression.states.get(u.id);
    return s && !s.optional && !s.ancestorOptional;
  });
  const unitDone = (id: number) => {
    const s = ctx.progression.states.get(id);
    return Boolean(s && (s.completed || s.exempt || s.ancestorExempt));
  };
  const root = ctx.progression.states.get(ctx.rootId);
  const duration = ctx.product.durationDays;
  const total = hms(seat.totalMs);
  let daysRemaining: number | null = null;
  if (timing.endDate) {
    const from = timing.pendingStart && timing.startDate ? timing.startDate : timing.today;
    daysRemaining = Math.max(0, daysBetween(from, timing.endDate) + 1);
  } else if (ctx.product.startDateRequired) {
    daysRemaining = duration;
  }
  return {
    showContentProgress: true,
    showUnitsCompleted: units.length > 0,
    unitsTotalCount: requiredUnits.length,
    unitsCompletedCount: requiredUnits.filter((u) => unitDone(u.id)).length,
    percentComplete: percentComplete(ctx, ctx.rootId),
    timePercentComplete: timePercent(seat.totalMs, ctx.product.minimumRequiredMinutes),
    learningStatus: root?.status ?? 'AVAILABLE',
    showCourseDates: ctx.product.startDateRequired || timing.startDate !== null,
    coursePendingStartDate: timing.pendingStart,
    courseStartDate: timing.startDate,
    courseEndDate: timing.endDate,
    courseDuration: duration,
    courseDaysRemaining: daysRemaining,
    minimumRequiredMinutes: ctx.product.minimumRequiredMinutes,
    minimumRecommendedMinutes: ctx.product.minimumRecommendedMinutes,
    hoursCompleted: total.hours,
    minutesCompleted: total.minutes,
    secondsCompleted: total.seconds,
    timeProgressFormat: 'Running Clock',
    showTimeProgress: ctx.product.minimumRequiredMinutes !== null,
    maxTimeReached: today.dailyMaxMs !== null && today.creditedMs >= today.dailyMaxMs,
    units: units.map((u) => {
      const ms = creditedUnder(ctx, seat, u.id);
      const unitMinimum = Number.parseInt(u.metadata.UNIT_MINIMUM_MINUTES ?? '', 10) || null;
      const t = hms(ms);
      return {
        nodeId: u.id,
        title: u.title,
        titlePrefix: u.titlePrefix,
        percentComplete: percentComplete(ctx, u.id),
        showTimeAtUnitLevel: unitMinimum !== null,
        unitHoursCompleted: t.hours,
        unitMinutesCompleted: t.minutes,
        unitSecondsCompleted: t.seconds,
        unitMinimumRequiredMinutes: unitMinimum,
        unitTimePercentComplete: timePercent(ms, unitMinimum),
      };
    }),
  };
}
