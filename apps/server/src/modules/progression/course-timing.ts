import type { Clock } from '../../platform/clock.js';
import { isoDate } from './course-dates.js';
import type { LearnerContext } from './learner-context.js';

/** Dates and flags of a learner product relative to today. */
export function courseTiming(ctx: Pick<LearnerContext, 'lp' | 'product'>, clock: Clock) {
  const today = isoDate(clock.now());
  const startDate = ctx.lp.startDate;
  const endDate = ctx.lp.endDate;
  return {
    today,
    startDate,
    endDate,
    needsStartDate: ctx.product.startDateRequired && !startDate,
    pendingStart: Boolean(startDate && startDate > today),
    expired: Boolean(endDate && today > endDate),
  };
}
