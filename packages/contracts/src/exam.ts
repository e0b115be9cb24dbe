import { z } from 'zod';
import { effortBreakdown } from './course.js';
import { EXAM_INELIGIBLE_REASONS } from './course-gates.js';
import { idField, idParam, intField, text } from './inputs.js';

/** Exam status values of 002 §4. `null` in a status reply means nothing blocks: the exam may start. */
export const EXAM_STATUSES = [
  'PASS',
  'FAIL',
  'IN_PROGRESS',
  'PARTIALLY_COMPLETED',
  'INELIGIBLE',
  'SURVEY_FIRST',
  'ASSIGNMENT_NOT_COMPLETE',
  'MIN_COURSE_TIME_NOT_MET',
  'MIN_COURSE_TIME_NOT_MET_UNIT',
  'MIN_COURSE_TIME_NOT_MET_STUDY',
  'MUST_WAIT',
  'COMPLETED_REQUIRED_ATTEMPTS',
] as const;
export const examStatus = z.enum(EXAM_STATUSES);
export type ExamStatusName = z.infer<typeof examStatus>;

/** Exam constants (002 §9 and the engine's own, documented in docs/decisions/0026-exam-engine.md). */
export const examLimits = {
  /** A save this many seconds after the deadline is still accepted (network latency); later ones get 409. */
  saveGraceSeconds: 5,
  /** An unfinished attempt without activity for this long is PARTIALLY_COMPLETED rather than IN_PROGRESS. */
  partialAfterMinutes: 30,
  /** Default warning before the end of a timed exam when the exam sets none. */
  defaultTimeWarningSeconds: 300,
  /** Course time (GET api/exam/getCourseTime) of 240 minutes or more counts as long enough (002 §9). */
  longCourseMinutes: 240,
  /** Effort ranks: GOOD from 80 %, NEEDS_WORK from 60 %, FOCUS_HERE below (the gauge colours of 001 §9). */
  effortGoodPercent: 80,
  effortNeedsWorkPercent: 60,
  /** A choice id as sent by the browser. */
  answerMaxLength: 64,
  /**
   * While the review is withheld, a result shows a tag's score only when the tag covers at least this many
   * questions: a tag of one or two questions would name which ones were wrong (decision 0108).
   */
  minTagBreakdownQuestions: 3,
} as const;

export const examComponentParams = z.object({ componentId: idParam('componentId') });
export const personAssessmentParams = z.object({ personAssessmentId: idParam('personAssessmentId') });
export const examQuestionParams = z.object({ questionId: idParam('questionId') });
export const courseTimeParams = z.object({ id: idParam('id') });
/** Which enrolment the exam belongs to when a learner has several of the same product; the latest otherwise. */
export const examLearnerProductQuery = z.object({ learnerProductId: idParam('learnerProductId').optional() });

export const examButton = z.object({
  buttonType: z.enum(['PRIMARY', 'SECONDARY']),
  /** English text; clients translate by buttonAction. */
  buttonText: z.string(),
  buttonAction: z.enum(['CONTINUE', 'RETAKE', 'REVIEW', 'HISTORY', 'HOME']),
});
export type ExamButton = z.infer<typeof examButton>;

/** Score for one question tag in one attempt. */
export const scoreBreakdown = z.object({
  title: z.string(),
  scores: z.object({
    numCorrect: z.number().int(),
    numIncorrect: z.number().int(),
    numQuestions: z.number().int(),
    percent: z.number().int(),
  }),
});
export type ScoreBreakdown = z.infer<typeof scoreBreakdown>;

/**
 * Exam result / history entry (002 §3) of one finished attempt. `status` is that attempt's outcome;
 * examScore, the correct/incorrect counts and the per-topic breakdowns are withheld (null, empty) when the exam is
 * scored as pass/fail only.
 */
export const examResult = z.object({
  personAssessmentId: z.number().int(),
  assessmentId: z.number().int(),
  attemptNumber: z.number().int(),
  /** null, like examScore, when the exam is scored as pass/fail only (the counts would give the score away). */
  numCorrect: z.number().int().nullable(),
  numIncorrect: z.number().int().nullable(),
  numQuestions: z.number().int(),
  examScore: z.number().int().nullable(),
  examPassed: z.boolean(),
  passingScore: z.number().int(),
  examScoredAsPassFail: z.boolean(),
  status: z.enum(['PASS', 'FAIL']),
  examFeedbackMessage: z.string().nullable(),
  canShowFeedback: z.boolean(),
  canDownload: z.boolean(),
  trial: z.boolean(),
  scoreBreakdowns: z.array(scoreBreakdown),
  examEffortBreakdowns: z.array(effortBreakdown),
  effortBreakdowns: z.array(effortBreakdown),
  /** h:mm:ss */
  timeTaken: z.string(),
  /** English, e.g. "42 minutes 10 seconds"; clients may format secondsElapsed themselves. */
  elapsedTimeText: z.string(),
  secondsElapsed: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** The attempt ended at its deadline rather than by Submit. */
  timeExpired: z.boolean(),
  reviewQuestionMessage: z.string().nullable(),
  buttons: z.array(examButton),
});
export type ExamResult = z.infer<typeof examResult>;

/** GET api/exam/check/{componentId}: the exam status of 002 §3 plus the intro figures the page shows. */
export const examStatusReply = z.object({
  status: examStatus.nullable(),
  /** Why the status is INELIGIBLE (choose a start date, wait for it, the period ended, prerequisites); else null. */
  ineligibleReason: z.enum(EXAM_INELIGIBLE_REASONS).nullable(),
  isFinal: z.boolean(),
  /** The unfinished attempt, else the latest finished one (for results), else null. */
  personAssessmentId: z.number().int().nullable(),
  examHistoryList: z.array(examResult),
  proctorRequired: z.boolean(),
  accessRequired: z.boolean(),
  driversLicenseRequired: z.boolean(),
  proctorStatus: z.string().nullable(),
  proctorAffidavitRequired: z.boolean(),
  /** Times the learner has left the open attempt's window (002 §4), counted by the server per attempt; 0 when none is open. */
  leaveCount: z.number().int(),
  surveyRequired: z.boolean(),
  affidavitRequired: z.boolean(),
  /** 002 §4 "Previous is shown unless disabled (then starring is also hidden)": the exam's disablePrevious setting. */
  previousDisabled: z.boolean(),
  /**
   * Seconds: seat time still required (MIN_COURSE_TIME_NOT_MET*), wait before a retake (MUST_WAIT), or
   * left on the clock of the unfinished attempt (IN_PROGRESS, PARTIALLY_COMPLETED, timed exams). Else null.
   */
  timeLeft: z.number().int().nullable(),
  /** Negative means unlimited. */
  allowedAttemptCount: z.number().int(),
  /** Question numbers (1-based) starred in the unfinished attempt. */
  starredQuestions: z.array(z.number().int()),
  componentId: z.number().int(),
  learnerProductId: z.number().int(),
  title: z.string(),
  examType: z.string(),
  locked: z.boolean(),
  optional: z.boolean(),
  canStart: z.boolean(),
  canResume: z.boolean(),
  canRetake: z.boolean(),
  /** Attempts that count (trial attempts do not). */
  attemptCount: z.number().int(),
  totalQuestionsNum: z.number().int(),
  /** Percent; 0 means no pass mark ("n/a"). */
  passingScore: z.number().int(),
  /** Minutes; 0 or less means not timed. */
  cumulativeExamTime: z.number().int(),
  introMessage: z.string().nullable(),
  popupBeforeExam: z.string().nullable(),
  displayAndRecordTime: z.boolean(),
  disallowRetakes: z.boolean(),
  maxRetakesReachedMessage: z.string().nullable(),
  /** Rule text for ASSIGNMENT_NOT_COMPLETE, else null. */
  message: z.string().nullable(),
  minutesBeforeRetake: z.number().int(),
  accessCodeAccepted: z.boolean(),
  proctorCodeAccepted: z.boolean(),
  driversLicenseProvided: z.boolean(),
});
export type ExamStatusReply = z.infer<typeof examStatusReply>;

/**
 * Exam question data (002 §3), the body of nextQuestion, jumpQuestion and saveQuestion. The server keeps
 * the clock: secondsLeftOnExam, secondsElapsed, secondsUsed and the like are accepted and ignored.
 * - nextQuestion: saves userAnswer for currentQuestionNum (when given), then moves per
 *   questionSequenceRequest (NEXT by default; PREVIOUS; CURRENT resumes where the attempt is).
 *   With no attempt under way it starts one (learnerRetaking: true to retake a passed exam).
 * - jumpQuestion: moves to currentQuestionNum, or to the last answered question with LAST_ANSWERED.
 * - saveQuestion: saves userAnswer for currentQuestionNum (or assessmentQuestionId) and stays there.
 */
export const examQuestionBody = z.object({
  /** The exam node (learning component) id. */
  assessmentId: idField('assessmentId'),
  learnerProductId: idField('learnerProductId').optional(),
  /** When given, must name the unfinished attempt (a stale tab gets 409). */
  personAssessmentId: idField('personAssessmentId').optional(),
  currentQuestionNum: intField('currentQuestionNum', 0).optional(),
  totalQuestionsNum: intField('totalQuestionsNum').optional(),
  assessmentQuestionId: idField('assessmentQuestionId').optional(),
  userAnswer: text().min(1).max(examLimits.answerMaxLength).nullable().optional(),
  questionAnsweredCount: intField('questionAnsweredCount').optional(),
  questionSequenceRequest: z.enum(['NEXT', 'PREVIOUS', 'CURRENT', 'LAST_ANSWERED']).optional(),
  secondsLeftOnExam: z.number().optional(),
  secondsBeforeTimeWarning: z.number().optional(),
  secondsElapsed: z.number().optional(),
  enteredTimeOnTaskId: intField('enteredTimeOnTaskId').nullable().optional(),
  learnerRetaking: z.boolean().optional(),
  secondsUsed: z.number().optional(),
  proctorCode: text().max(100).optional(),
  driversLicense: text().max(100).optional(),
  key: text().max(200).optional(),
  status: text().max(50).optional(),
  examTimeExceeded: z.boolean().optional(),
  requiresBiosig: z.boolean().optional(),
});
export type ExamQuestionBody = z.infer<typeof examQuestionBody>;

/** A question as shown during an attempt: never a correct flag, answer key or choice feedback. */
export const examQuestionView = z.object({
  questionText: z.string(),
  questionChoices: z.array(z.object({ id: z.string(), questionChoiceText: z.string() })),
  userAnswer: z.string().nullable(),
  currentQuestionNum: z.number().int(),
  tags: z.array(z.string()),
});

/** Reply of nextQuestion, jumpQuestion and saveQuestion: where the attempt is, and the server's clock. */
export const examQuestionReply = z.object({
  assessmentId: z.number().int(),
  personAssessmentId: z.number().int(),
  learnerProductId: z.number().int(),
  currentQuestionNum: z.number().int(),
  totalQuestionsNum: z.number().int(),
  assessmentQuestionId: z.number().int(),
  userAnswer: z.string().nullable(),
  questionAnsweredCount: z.number().int(),
  /** Question numbers answered so far (for the jump list). */
  answeredQuestions: z.array(z.number().int()),
  starred: z.boolean(),
  starredQuestions: z.array(z.number().int()),
  /** Seconds until the deadline; -1 when the exam is not timed. */
  secondsLeftOnExam: z.number().int(),
  /** Seconds until the time warning should show (0 once inside the warning window); -1 when not timed. */
  secondsBeforeTimeWarning: z.number().int(),
  secondsElapsed: z.number().int(),
  secondsUsed: z.number().int(),
  examTimeExceeded: z.boolean(),
  learnerRetaking: z.boolean(),
  status: examStatus,
  enteredTimeOnTaskId: z.number().int().nullable(),
  requiresBiosig: z.boolean(),
  /**
   * A security question must be answered (POST api/security/learner) before the learner goes past this
   * question (SC_SECURITY_SECURITY_QUESTIONS_REQUIRED; decision 0042). The move that reached a point is
   * held: the reply is still the question the learner was on; repeat the move once the answer is right.
   */
  securityQuestionNeeded: z.boolean(),
  /** The question to ask (1-4) while securityQuestionNeeded, else null. */
  securityQuestion: z.number().int().min(1).max(4).nullable(),
  question: examQuestionView,
});
export type ExamQuestionReply = z.infer<typeof examQuestionReply>;

/** A question in the review of a finished attempt: the learner's answer, the correct one, feedback. */
export const examReviewQuestion = z.object({
  currentQuestionNum: z.number().int(),
  assessmentQuestionId: z.number().int(),
  questionText: z.string(),
  choices: z.array(
    z.object({
      id: z.string(),
      questionChoiceText: z.string(),
      questionChoiceFeedback: z.string().nullable(),
      correct: z.boolean(),
    }),
  ),
  tags: z.array(z.string()),
  userAnswer: z.string().nullable(),
  correctAnswer: z.string(),
  /** Text of the learner's choice. */
  response: z.string().nullable(),
  answerCorrectly: z.boolean(),
  /** Feedback of the learner's choice, else of the correct one. */
  choiceLevelFeedback: z.string().nullable(),
  explanation: z.string().nullable(),
});
export type ExamReviewQuestion = z.infer<typeof examReviewQuestion>;

/** GET api/exam/review/{personAssessmentId}. */
export const examReviewReply = examResult.extend({ questions: z.array(examReviewQuestion) });
export type ExamReviewReply = z.infer<typeof examReviewReply>;

/** Reply of POST api/exam/question/{questionId}/star and /unstar. */
export const examStarReply = z.object({
  assessmentQuestionId: z.number().int(),
  starred: z.boolean(),
  starredQuestions: z.array(z.number().int()),
});
export type ExamStarReply = z.infer<typeof examStarReply>;

/** POST api/exam/leave/{personAssessmentId}: one more leave of the sitting's window, counted per attempt. */
export const examLeaveReply = z.object({
  personAssessmentId: z.number().int(),
  leaveCount: z.number().int(),
  /** The leave went past a final exam's allowed count: the server ended the attempt (decision 0109). */
  ended: z.boolean(),
});
export type ExamLeaveReply = z.infer<typeof examLeaveReply>;

/** GET api/exam/getCourseTime/{learnerProductId}: the course's minutes (240 or more is long enough). */
export const courseTimeReply = z.number().int();
/** GET api/exam/isExamOptional/{componentId}. */
export const examOptionalReply = z.boolean();
