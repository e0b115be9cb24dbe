import type { CompletionStep } from '@continuum/contracts';

/** Everything the completion step depends on (001 §4 finishCourse, decision 0092). */
export interface CompletionInputs {
  /** The product's own node status from the progression engine. */
  rootStatus: string;
  /** Minutes of the course's minimum time (and study minimum) still to credit; 0 when met or none. */
  minimumTimeRemainingMinutes: number;
  /** A bound profile's minimum calendar days since the learner's first study have not passed yet. */
  calendarDaysPending: boolean;
  /** A final exam of the course has not been passed by the learner (an exemption does not count). */
  finalExamMissing: boolean;
  lpStatus: string;
  completedAt: Date | null;
  surveyRequired: boolean;
  /** A survey is authored for the product (a required survey that does not exist asks nothing). */
  surveyExists: boolean;
  surveyDone: boolean;
  affidavitRequired: boolean;
  affidavitAccepted: boolean;
  proctorAffidavitRequired: boolean;
  proctorSigned: boolean;
}

export const PENDING_SIGNATURE = 'PENDING_SIGNATURE';
export const COMPLETE = 'COMPLETE';

/**
 * Where the course completion stands, in 001 §4's order: a completed product stays COMPLETE; a product whose
 * content ended failed (root COMPLETE_FAIL) is COMPLETE_FAIL, never completed; content left is NOT_FINISHED; then
 * the requirements no exemption satisfies (issue 25): the minimum time, a bound profile's minimum calendar days, a passed final exam; then
 * the survey (when required and not done), the final affidavit (when required and not accepted), the proctor
 * signature (marked pending, then complete once a proctor has signed); otherwise READY to complete.
 */
export function completionStep(f: CompletionInputs): CompletionStep {
  if (f.lpStatus === COMPLETE || f.completedAt !== null) return 'COMPLETE';
  if (f.rootStatus === 'COMPLETE_FAIL') return 'COMPLETE_FAIL';
  if (f.rootStatus !== 'COMPLETE') return 'NOT_FINISHED';
  if (f.minimumTimeRemainingMinutes > 0) return 'MIN_COURSE_TIME_NOT_MET';
  if (f.calendarDaysPending) return 'MIN_CALENDAR_DAYS_NOT_MET';
  if (f.finalExamMissing) return 'FINAL_EXAM_REQUIRED';
  if (f.surveyRequired && f.surveyExists && !f.surveyDone) return 'SURVEY';
  if (f.affidavitRequired && !f.affidavitAccepted) return 'AFFIDAVIT';
  if (f.proctorAffidavitRequired) {
    if (f.lpStatus !== PENDING_SIGNATURE) return 'READY_PENDING_SIGNATURE';
    return f.proctorSigned ? 'READY' : 'PENDING_SIGNATURE';
  }
  return 'READY';
}
