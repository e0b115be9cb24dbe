import { type CompletionStatus, SURVEY_RULES } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { EffectiveRules, EffectiveRulesReader } from '../catalog/index.js';
import { hasProctorAffidavit } from '../exam-gates/index.js';
import { canWriteLearnerProduct, setLearnerProductStatus } from '../product/index.js';
import { type LearnerContext, loadLearnerContext } from '../progression/index.js';
import {
  courseDay,
  findFirstCreditAt,
  findSeatTime,
  type LearnerSeatTime,
  minimumTime,
  seatTimeRules,
} from '../seat-time/index.js';
import {
  assertCompletionQuestionPassed,
  COMPLETION_PURPOSES,
  type CompletionPurpose,
  completionQuestionDue,
} from '../security-question/index.js';
import { surveyKeyOf, surveyOfProduct, surveySubmitted } from '../survey/index.js';
import { COMPLETE, completionStep, PENDING_SIGNATURE } from './step.js';

/** The course rules of the completion flow beyond the survey's (their names are ours, decision 0092). */
export const COMPLETION_RULES = {
  finalAffidavitRequired: 'SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED',
  /** yes: the final affidavit is signed before the final exam (decision 0120; the exam's rule of the same name). */
  finalAffidavitBeforeExam: 'SC_STUDENT_AFFIDAVITS_FINAL_BEFORE_EXAM',
  proctorSignatureRequired: 'SC_PROCTOR_SIGNATURE_REQUIRED',
} as const;

/** The completion status of a loaded learner product (also read by the course home's next step). */
export async function completionOf(ctx: AppContext, learner: LearnerContext): Promise<CompletionStatus> {
  const { db } = ctx.database;
  const { lp, product, rules } = learner;
  const surveyRequired = rules.flag(SURVEY_RULES.required);
  const affidavitRequired = rules.flag(COMPLETION_RULES.finalAffidavitRequired);
  const proctorAffidavitRequired = rules.flag(COMPLETION_RULES.proctorSignatureRequired);
  const rootStatus = learner.progression.states.get(learner.rootId)?.status ?? 'LOCKED';
  const contentDone = rootStatus === 'COMPLETE';
  const checksTime = contentDone && lp.completedAt === null && lp.status !== PENDING_SIGNATURE && lp.status !== COMPLETE;
  // The bound compliance profiles' minimum time and required final stand whatever an exemption marked (decision 0133).
  const compliance: EffectiveRulesReader = ctx.services.complianceRules;
  const [survey, surveyDone, affidavitAccepted, proctorSigned, seat, effective] = await Promise.all([
    surveyOfProduct(db, product),
    surveySubmitted(db, lp.id),
    contentDone && affidavitRequired ? ctx.services.completionFacts.finalAffidavitAccepted(db, lp.id) : false,
    contentDone && proctorAffidavitRequired && lp.status === PENDING_SIGNATURE ? hasProctorAffidavit(db, lp.id) : false,
    checksTime ? findSeatTime(db, lp.id) : undefined,
    contentDone
      ? compliance.forProduct(db, product.id, { rules, minimumRequiredMinutes: product.minimumRequiredMinutes })
      : undefined,
  ]);
  const timeLeft = seat ? minimumTimeRemaining(learner, seat, effective) : 0;
  const earliestDay = checksTime ? await earliestCompletionDay(ctx, learner, effective) : null;
  return {
    learnerProductId: lp.id,
    courseTitle: product.name,
    step: completionStep({
      rootStatus,
      minimumTimeRemainingMinutes: timeLeft,
      calendarDaysPending: earliestDay !== null,
      finalExamMissing: contentDone && finalExamMissing(learner, effective),
      lpStatus: lp.status,
      completedAt: lp.completedAt,
      surveyRequired,
      surveyExists: survey !== undefined,
      surveyDone,
      affidavitRequired,
      affidavitAccepted,
      proctorAffidavitRequired,
      proctorSigned,
    }),
    surveyRequired: surveyRequired && survey !== undefined,
    surveyExists: survey !== undefined,
    surveyDone,
    affidavitRequired,
    proctorAffidavitRequired,
    surveyKey: surveyKeyOf(product),
    securityQuestion: null,
    minimumTimeRemainingMinutes: timeLeft > 0 ? timeLeft : null,
    earliestCompletionDay: earliestDay,
  };
}

/**
 * The first course day on which a bound profile's minimum calendar days allow completion, while that day is still to
 * come; null when no profile asks for days or they have passed. The days count from the course day (in the course's
 * calendar, or the daily cap's zone of the profile) of the learner's first credited study; before any study, from today.
 */
async function earliestCompletionDay(
  ctx: AppContext,
  learner: LearnerContext,
  effective: EffectiveRules | undefined,
): Promise<string | null> {
  const days = effective?.minimumCalendarDays;
  if (!days) return null;
  const zone = effective.dailyCap?.timeZone || seatTimeRules(learner.rules).timeZone;
  const now = ctx.clock.now();
  const first = (await findFirstCreditAt(ctx.database.db, learner.lp.id)) ?? now;
  const start = new Date(`${courseDay(first, zone)}T00:00:00Z`);
  const earliest = new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return courseDay(now, zone) < earliest ? earliest : null;
}

/**
 * Minutes still to credit of the course's minimum time and its study minimum (the two the final exam's door checks,
 * 002 §4), whichever is more; 0 when met. Seat time is what the ledger credited: an exemption credits none.
 */
function minimumTimeRemaining(learner: LearnerContext, seat: LearnerSeatTime, effective: EffectiveRules | undefined): number {
  const course = minimumTime(learner, seat, { kind: 'course' });
  const study = minimumTime(learner, seat, { kind: 'study' });
  // A bound profile's minimum (credit hours x its minutes per hour) when more than the course's own.
  const profile = effective?.minimumMinutes ? Math.max(0, Math.ceil(effective.minimumMinutes - seat.totalMs / 60_000)) : 0;
  return Math.max(course?.remainingMinutes ?? 0, study?.remainingMinutes ?? 0, profile);
}

/**
 * Whether a required final exam (EXAM_TYPE FINAL, not optional) lacks the learner's own pass. Its node state may
 * read completed through an exemption (an administrator's or EXEMPT_IF_COMPLETE): that never stands for the final.
 */
function finalExamMissing(learner: LearnerContext, effective: EffectiveRules | undefined): boolean {
  // A bound profile that requires a final: the course needs a final the learner passed, optional or not, and one
  // must exist (a course without one cannot complete under that profile; its compliance report says FAIL).
  const required = effective?.finalExamRequired === true;
  let passedOne = false;
  let finals = 0;
  for (const node of learner.nodes.values()) {
    if (node.metadata.EXAM_TYPE !== 'FINAL') continue;
    finals += 1;
    const passed = learner.facts.get(node.id) === 'COMPLETE';
    passedOne ||= passed;
    const state = learner.progression.states.get(node.id);
    if (!required && (state?.optional || state?.ancestorOptional)) continue;
    if (!passed) return true;
  }
  return required && (finals === 0 || !passedOne);
}

/**
 * GET api/completion/{learnerProductId}: where the learner's course completion stands. When the next thing the learner
 * does is the survey (at SURVEY, or before a final exam that waits for it) or the final affidavit, and the course asks
 * security questions, the question comes first: its challenge is opened here and the question reported (decision
 * 0099). Only the learner's own reading opens one; an administrator's reading only reports.
 */
export async function completionStatus(ctx: AppContext, actor: SessionUser, lpId: number): Promise<CompletionStatus> {
  const learner = await loadLearnerContext(ctx, actor, lpId);
  const status = await completionOf(ctx, learner);
  const purpose = questionPurpose(status, learner);
  if (!purpose || !canWriteLearnerProduct(actor, learner.lp)) return status;
  const securityQuestion = await completionQuestionDue(ctx.database.db, ctx.clock, actor.id, {
    learnerProductId: lpId,
    rootNodeId: learner.rootId,
    purpose,
    rules: learner.rules,
  });
  return { ...status, securityQuestion };
}

/** Which completion question the learner's next action needs, if any. */
function questionPurpose(status: CompletionStatus, learner: LearnerContext): CompletionPurpose | null {
  if (status.step === 'AFFIDAVIT') return COMPLETION_PURPOSES.affidavit;
  if (status.step === 'SURVEY') return COMPLETION_PURPOSES.survey;
  const surveyFirst =
    status.step === 'NOT_FINISHED' && learner.rules.flag(SURVEY_RULES.beforeFinal) && status.surveyExists && !status.surveyDone;
  return surveyFirst ? COMPLETION_PURPOSES.survey : null;
}

const REFUSALS: Record<string, [code: string, message: string]> = {
  NOT_FINISHED: ['COURSE_NOT_FINISHED', 'The course content is not finished'],
  COMPLETE_FAIL: ['COURSE_FAILED', 'The course ended without a pass and cannot be completed'],
  SURVEY: ['SURVEY_REQUIRED', 'The course survey must be submitted first'],
  AFFIDAVIT: ['AFFIDAVIT_REQUIRED', 'The final affidavit must be accepted first'],
  MIN_COURSE_TIME_NOT_MET: ['MIN_COURSE_TIME_NOT_MET', "The course's minimum time has not been met"],
  MIN_CALENDAR_DAYS_NOT_MET: [
    'MIN_CALENDAR_DAYS_NOT_MET',
    'The course cannot be completed before its minimum number of calendar days',
  ],
  FINAL_EXAM_REQUIRED: ['FINAL_EXAM_REQUIRED', 'The final exam must be passed first'],
  READY_PENDING_SIGNATURE: ['SIGNATURE_REQUIRED', "The proctor's signature is required first"],
  PENDING_SIGNATURE: ['SIGNATURE_REQUIRED', "The proctor's signature is required first"],
  READY: ['NOT_PENDING_SIGNATURE', 'This course does not wait for a proctor signature'],
};

const refuse = (step: string) => {
  const [code, message] = REFUSALS[step] ?? ['COMPLETION_REFUSED', 'The course cannot be completed now'];
  return new AppError(code, 409, message);
};

/**
 * POST app/progression/completeProduct/{lp}/COMPLETE: completes the product, only when its rules are met
 * (step READY); completing a completed product again changes nothing.
 */
export async function completeProduct(ctx: AppContext, actor: SessionUser, lpId: number): Promise<CompletionStatus> {
  const learner = await loadLearnerContext(ctx, actor, lpId, 'write');
  const before = await completionOf(ctx, learner);
  if (before.step === 'COMPLETE') return before;
  if (before.step !== 'READY') throw refuse(before.step);
  const now = ctx.clock.now();
  await ctx.database.db.transaction(async (tx) => {
    await setLearnerProductStatus(tx, lpId, { status: COMPLETE, completedAt: now });
    // In the same transaction: a completion is never recorded without its regulator report item (decision 0150).
    await ctx.services.productCompletedListener(tx, lpId, now);
  });
  return { ...before, step: 'COMPLETE' };
}

/** POST app/progression/markProductPendingSignature/{lp}: marks it pending the proctor's signature (001 §4). */
export async function markPendingSignature(ctx: AppContext, actor: SessionUser, lpId: number): Promise<CompletionStatus> {
  const learner = await loadLearnerContext(ctx, actor, lpId, 'write');
  const before = await completionOf(ctx, learner);
  if (before.step === 'PENDING_SIGNATURE') return before;
  if (before.step !== 'READY_PENDING_SIGNATURE') throw refuse(before.step);
  await ctx.database.db.transaction((tx) => setLearnerProductStatus(tx, lpId, { status: PENDING_SIGNATURE, completedAt: null }));
  const after = await completionOf(ctx, await loadLearnerContext(ctx, actor, lpId, 'write'));
  return after;
}

/**
 * With SC_STUDENT_AFFIDAVITS_FINAL_BEFORE_EXAM the final affidavit is the final exam's first prompt: it is due as
 * soon as a required final exam is open to the learner (not locked by progression) and not yet passed.
 */
function affidavitBeforeFinalDue(learner: LearnerContext): boolean {
  const rules = learner.rules;
  if (!rules.flag(COMPLETION_RULES.finalAffidavitRequired) || !rules.flag(COMPLETION_RULES.finalAffidavitBeforeExam))
    return false;
  for (const node of learner.nodes.values()) {
    if (node.metadata.EXAM_TYPE !== 'FINAL') continue;
    const state = learner.progression.states.get(node.id);
    if (state && !state.locked && learner.facts.get(node.id) !== 'COMPLETE') return true;
  }
  return false;
}

/** Completion steps before the course is finished: the final affidavit waits for them to pass. */
const NOT_FINISHED_STEPS = new Set<CompletionStatus['step']>([
  'NOT_FINISHED',
  'MIN_COURSE_TIME_NOT_MET',
  'MIN_CALENDAR_DAYS_NOT_MET',
  'FINAL_EXAM_REQUIRED',
  'COMPLETE_FAIL',
]);

/**
 * The final affidavit's gate (issue 25 item 37, given to exam-gates by the app): the course is finished (else the
 * completion's own 409: COURSE_NOT_FINISHED, MIN_COURSE_TIME_NOT_MET, MIN_CALENDAR_DAYS_NOT_MET, FINAL_EXAM_REQUIRED, COURSE_FAILED), and at the
 * AFFIDAVIT step the security question the course asks before it is answered (409 SECURITY_QUESTION_REQUIRED).
 */
export async function assertFinalAffidavitDue(ctx: AppContext, actor: SessionUser, lpId: number): Promise<void> {
  const learner = await loadLearnerContext(ctx, actor, lpId);
  const status = await completionOf(ctx, learner);
  // Signed before the final exam (decision 0120): due once the learner has reached a final's door, not before.
  if (status.step !== 'COMPLETE_FAIL' && affidavitBeforeFinalDue(learner)) return;
  if (NOT_FINISHED_STEPS.has(status.step)) throw refuse(status.step);
  if (status.step === 'AFFIDAVIT')
    await assertCompletionQuestionPassed(ctx.database.db, {
      learnerProductId: lpId,
      rootNodeId: learner.rootId,
      purpose: COMPLETION_PURPOSES.affidavit,
      rules: learner.rules,
    });
}
