import type { StartEnd } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { setCourseDates } from '../product/index.js';
import { endDateFor, isoDate, type LearnerContext, loadLearnerContext, parseUsDate } from '../progression/index.js';

export function startEndOf(ctx: LearnerContext): StartEnd {
  return {
    duration: ctx.product.durationDays,
    startDate: ctx.lp.startDate,
    endDate: ctx.lp.endDate,
    expirationDate: ctx.lp.expirationDate,
  };
}

/**
 * Sets the course start date (US text MM/DD/YYYY) of a course that asks for one: not in the past, and not
 * changed once the course has started. End = start + duration - 1 day.
 */
export async function setStartDate(ctx: AppContext, actor: SessionUser, lpId: number, text: string): Promise<StartEnd> {
  const { db } = ctx.database;
  const learner = await loadLearnerContext(ctx, actor, lpId, 'write');
  // A course that needs no start date starts when opened (POST api/product/{lpId}/start); a date set here
  // would hold its lessons locked until that day with no way back (decision 0065).
  if (!learner.product.startDateRequired) {
    throw new AppError('START_DATE_NOT_REQUIRED', 409, 'This course starts when it is opened; it takes no start date');
  }
  const start = parseUsDate(text);
  if (!start) throw badRequest('startDate', 'startDate must be a real date MM/DD/YYYY');
  const today = isoDate(ctx.clock.now());
  if (start < today) throw badRequest('startDate', 'startDate cannot be in the past');
  if (learner.lp.startDate && learner.lp.startDate <= today) {
    throw new AppError('COURSE_ALREADY_STARTED', 409, 'The course has started; its start date can no longer change');
  }
  const end = endDateFor(start, learner.product.durationDays);
  await setCourseDates(db, lpId, { startDate: start, endDate: end, expirationDate: end });
  return { duration: learner.product.durationDays, startDate: start, endDate: end, expirationDate: end };
}

/** POST api/product/{lpId}/start: starts the course today when no start date is required. */
export async function startProduct(ctx: AppContext, actor: SessionUser, lpId: number): Promise<void> {
  const { db } = ctx.database;
  const learner = await loadLearnerContext(ctx, actor, lpId, 'write');
  if (learner.lp.startDate) return;
  if (learner.product.startDateRequired) throw new AppError('START_DATE_REQUIRED', 409, 'Select a start date first');
  const today = isoDate(ctx.clock.now());
  const end = endDateFor(today, learner.product.durationDays);
  await setCourseDates(db, lpId, { startDate: today, endDate: end, expirationDate: end });
}
