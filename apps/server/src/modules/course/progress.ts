import type { CourseProgress } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import type { LearnerContext } from '../progression/learner-context.js';
import { daysBetween } from './course-dates.js';
import { percentComplete } from './derived-data.js';
import { courseTiming } from './state.js';

const UNIT_TYPES = new Set(['UNIT', 'TOPIC']);

/**
 * GET api/product/{lpId}/progress. Content figures come from the progression engine; seat-time
 * figures are zero until the seat-time ledger records time (its own issue).
 */
export function courseProgress(ctx: LearnerContext, clock: Clock): CourseProgress {
  const timing = courseTiming(ctx, clock);
  const units = [...ctx.nodes.values()].filter((n) => UNIT_TYPES.has(n.type));
  const requiredUnits = units.filter((u) => {
    const s = ctx.progression.states.get(u.id);
    return s && !s.optional && !s.exempt && !s.ancestorOptional && !s.ancestorExempt;
  });
  const root = ctx.progression.states.get(ctx.rootId);
  const duration = ctx.product.durationDays;
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
    unitsCompletedCount: requiredUnits.filter((u) => ctx.progression.states.get(u.id)?.completed).length,
    percentComplete: percentComplete(ctx, ctx.rootId),
    timePercentComplete: 0,
    learningStatus: root?.status ?? 'AVAILABLE',
    showCourseDates: ctx.product.startDateRequired || timing.startDate !== null,
    coursePendingStartDate: timing.pendingStart,
    courseStartDate: timing.startDate,
    courseEndDate: timing.endDate,
    courseDuration: duration,
    courseDaysRemaining: daysRemaining,
    minimumRequiredMinutes: ctx.product.minimumRequiredMinutes,
    minimumRecommendedMinutes: ctx.product.minimumRecommendedMinutes,
    hoursCompleted: 0,
    minutesCompleted: 0,
    secondsCompleted: 0,
    timeProgressFormat: 'Running Clock',
    showTimeProgress: ctx.product.minimumRequiredMinutes !== null,
    maxTimeReached: false,
    units: units.map((u) => ({
      nodeId: u.id,
      title: u.title,
      titlePrefix: u.titlePrefix,
      percentComplete: percentComplete(ctx, u.id),
      showTimeAtUnitLevel: false,
      unitHoursCompleted: 0,
      unitMinutesCompleted: 0,
      unitSecondsCompleted: 0,
      unitMinimumRequiredMinutes: null,
      unitTimePercentComplete: 0,
    })),
  };
}
