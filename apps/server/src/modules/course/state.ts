import type { CourseNextStep, ProductState } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import { productEffortBreakdowns } from '../exam/index.js';
import { courseTiming, type LearnerContext } from '../progression/index.js';
import { derivedData } from './derived-data.js';

/** GET api/product/{lpId}/state: the next step, the course message and every node's status. */
export function productState(ctx: LearnerContext, clock: Clock, handbooksData: ProductState['handbooksData']): ProductState {
  const timing = courseTiming(ctx, clock);
  const { progression } = ctx;
  const completed = ctx.lp.completedAt !== null || progression.productCompleted;
  const current = progression.currentLeafId !== null ? ctx.nodes.get(progression.currentLeafId) : undefined;
  let courseNextStep: CourseNextStep | null = null;
  let courseMessage: ProductState['courseMessage'] = null;
  if (completed) {
    // The completion flow (survey, affidavit) arrives with the course-completion issue.
    courseMessage = { key: 'completed', values: {} };
  } else if (timing.needsStartDate) {
    courseNextStep = { type: 'START_DATE', id: null, title: null, disabled: false };
    courseMessage = { key: 'selectStartDate', values: {} };
  } else if (current) {
    const blocked = timing.pendingStart || timing.expired;
    courseNextStep = { type: 'NODE', id: current.id, title: current.title, disabled: blocked };
    if (timing.pendingStart) courseMessage = { key: 'pendingStart', values: { date: timing.startDate ?? '' } };
    if (timing.expired) courseMessage = { key: 'expired', values: { date: timing.endDate ?? '' } };
  } else {
    // Nothing enterable and not complete: what is left waits for an instructor.
    courseMessage = { key: 'instructorRequired', values: {} };
  }
  const componentStatusMap: ProductState['componentStatusMap'] = {};
  const derivedDataMap: ProductState['derivedDataMap'] = {};
  for (const [id, s] of progression.states) {
    componentStatusMap[String(id)] = s.status;
    derivedDataMap[String(id)] = derivedData(ctx, id);
  }
  return {
    courseNextStep,
    courseMessage,
    coursePendingStartDate: timing.pendingStart,
    courseStarted: ctx.facts.size > 0,
    courseCompleted: completed,
    courseExpired: timing.expired,
    currentNodeId: progression.currentLeafId,
    componentStatusMap,
    derivedDataMap,
    handbooksData,
    effortBreakdowns: productEffortBreakdowns(ctx),
    instructorAvailable: ctx.instructorAvailable,
  };
}
