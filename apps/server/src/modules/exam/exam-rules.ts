/**
 * Course rules the exam engine reads beyond those the spec names. The spec leaves the survey,
 * affidavit, proctor-signature and assignment rule names unshown; these are ours (decision 0026).
 */
export const EXAM_RULES = {
  /** yes: the final exam asks for the feedback survey first (SURVEY_FIRST until it is submitted). */
  surveyBeforeFinal: 'SC_FEEDBACK_SURVEY_BEFORE_FINAL_EXAM',
  /** yes: the course has a required feedback survey (reported as surveyRequired). */
  surveyRequired: 'SC_FEEDBACK_SURVEY_REQUIRED',
  /** yes: a final affidavit completes the course (reported as affidavitRequired). */
  finalAffidavitRequired: 'SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED',
  /**
   * yes (with finalAffidavitRequired): the final affidavit is signed before the final exam, not after the course
   * (002 §4 flow step 2 "affidavit"; issue 25 item 42, decision 0120). The status then reports affidavitRequired
   * until it is accepted, and the final cannot start.
   */
  finalAffidavitBeforeExam: 'SC_STUDENT_AFFIDAVITS_FINAL_BEFORE_EXAM',
  /** yes: a proctor signs the proctor affidavit (reported as proctorAffidavitRequired). */
  proctorSignatureRequired: 'SC_PROCTOR_SIGNATURE_REQUIRED',
  /** yes: every assignment must be complete before the final exam (ASSIGNMENT_NOT_COMPLETE). */
  assignmentsBeforeFinal: 'SC_ASSIGNMENTS_REQUIRED_BEFORE_FINAL_EXAM',
  /** The message shown with ASSIGNMENT_NOT_COMPLETE. */
  assignmentsMessage: 'SC_ASSIGNMENTS_NOT_COMPLETE_MESSAGE',
  /**
   * How many times a learner may leave the window of a started final exam (the web's conduct rule, decision 0037);
   * one more leave ends the attempt on the server (decision 0109). Unset or not a whole number: not counted.
   */
  allowedLeaveCount: 'SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT',
} as const;

export const DEFAULT_ASSIGNMENTS_MESSAGE = 'All assignments must be completed before you can take the final exam.';
