import type { CompletionStatus, CourseNextStep, ProductState } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import { productEffortBreakdowns } from '../exam/index.js';
import { courseTiming, type LearnerContext } from '../progression/index.js';
import { derivedData } from './derived-data.js';

/** GET api/product/{lpId}/state: the next step, the course message and every node's status. */
export function productState(
  ctx: LearnerContext,
  clock: Clock,
  handbooksData: ProductState['handbooksData'],
  completion: Pick<CompletionStatus, 'step' | 'minimumTimeRemainingMinutes' | 'earliestCompletionDay'>,
  /** The orientation affidavit is asked for and not accepted yet (decision 0116). */
  orientationPending = false,
): ProductState {
  const timing = courseTiming(ctx, clock);
  const { progression } = ctx;
  // Completed only when the completion's rules are met; a failed end (root COMPLETE_FAIL) is said as such.
  const completed = completion.step === 'COMPLETE';
  const current = progression.currentLeafId !== null ? ctx.nodes.get(progression.currentLeafId) : undefined;
  let courseNextStep: CourseNextStep | null = null;
  let courseMessage: ProductState['courseMessage'] = null;
  const finishing = completionNextStep(ctx, completion.step);
  // The orientation affidavit is the course's first step (decision 0116): before anything else, finishing included.
  if (orientationPending) {
    courseNextStep = { type: 'ORIENTATION', id: null, title: null, disabled: false };
    courseMessage = { key: 'orientationRequired', values: {} };
  } else if (finishing) {
    courseNextStep = finishing.step;
    courseMessage = { key: finishing.message, values: {} };
    if (completion.minimumTimeRemainingMinutes !== null)
      courseMessage.values.minutes = String(completion.minimumTimeRemainingMinutes);
    if (completion.earliestCompletionDay !== null) courseMessage.values.date = completion.earliestCompletionDay;
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

/** 001 §4's course next step once the content is done: SURVEY, AFFIDAVIT, FINISH, PURCHASE (decision 0092). */
function completionNextStep(
  ctx: LearnerContext,
  step: CompletionStatus['step'],
): { step: CourseNextStep | null; message: string } | null {
  const finish = (type: CourseNextStep['type']): CourseNextStep => ({ type, id: null, title: null, disabled: false });
  switch (step) {
    case 'COMPLETE': {
      const url = ctx.rules.text(ADD_ON_URL_RULE);
      const offer = url && ctx.lp.purchaseType !== ADD_ON_PURCHASED ? { ...finish('PURCHASE'), url } : null;
      return { step: offer, message: 'completed' };
    }
    case 'COMPLETE_FAIL':
      return { step: null, message: 'completedFail' };
    case 'SURVEY':
      return { step: finish('SURVEY'), message: 'surveyRequired' };
    case 'AFFIDAVIT':
      return { step: finish('AFFIDAVIT'), message: 'affidavitRequired' };
    case 'READY':
    case 'READY_PENDING_SIGNATURE':
      return { step: finish('FINISH'), message: 'readyToFinish' };
    case 'PENDING_SIGNATURE':
      return { step: null, message: 'pendingSignature' };
    // Requirements no exemption satisfies (issue 25): said, with nothing to select.
    case 'MIN_COURSE_TIME_NOT_MET':
      return { step: null, message: 'minimumTimeNotMet' };
    case 'MIN_CALENDAR_DAYS_NOT_MET':
      return { step: null, message: 'minimumCalendarDaysNotMet' };
    case 'FINAL_EXAM_REQUIRED':
      return { step: null, message: 'finalExamRequired' };
    default:
      return null;
  }
}

/** The add-on an enrolment may buy once complete: the add-exam-prep address (decision 0092). */
export const ADD_ON_URL_RULE = 'SC_EXAM_PREP_ADD_ON_URL';
/** The purchase type of an enrolment that already holds the add-on. */
export const ADD_ON_PURCHASED = 'WITH_EXAM_PREP';
