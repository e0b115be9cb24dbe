import { CourseGateError, type ExamIneligibleReason, PHOTO_ID_REQUIRED_RULE } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { courseTiming } from './course-timing.js';
import type { LearnerContext } from './learner-context.js';

/** What the course gates read: the learner product's dates and photo, the product, its rules (read fresh). */
export type GateContext = Pick<LearnerContext, 'lp' | 'product' | 'rules'>;

/**
 * The course gates (issue 25, decision 0106), in the order a learner meets them: the course period (a start date
 * chosen and reached, the end not passed), then the photo ID when SC_PHOTO_IDENTIFICATION_REQUIRED is on
 * (002 §4). One function for every entry path: node pages, lessons, node starts and finishes, exam starts.
 */
export function courseGate(ctx: GateContext, clock: Clock): AppError | null {
  const timing = courseTiming(ctx, clock);
  if (timing.needsStartDate || timing.pendingStart)
    return new AppError(CourseGateError.COURSE_NOT_STARTED, 409, 'The course has not started yet');
  if (timing.expired) return new AppError(CourseGateError.COURSE_EXPIRED, 409, 'The course period has ended');
  if (ctx.rules.flag(PHOTO_ID_REQUIRED_RULE) && !ctx.lp.hasSubmittedIdPhoto)
    return new AppError(CourseGateError.PHOTO_ID_REQUIRED, 409, 'A photo ID is required before the course');
  return null;
}

/** Throws the first closed course gate's 409. */
export function assertCourseOpen(ctx: GateContext, clock: Clock): void {
  const closed = courseGate(ctx, clock);
  if (closed) throw closed;
}

/** Why the course period keeps exams closed, or null (the exam status's INELIGIBLE reason, item 30). */
export function coursePeriodReason(ctx: GateContext, clock: Clock): ExamIneligibleReason | null {
  const timing = courseTiming(ctx, clock);
  if (timing.needsStartDate) return 'START_DATE_REQUIRED';
  if (timing.pendingStart) return 'NOT_STARTED';
  if (timing.expired) return 'EXPIRED';
  return null;
}
