import type {
  ComplianceCheck,
  ComplianceProfile,
  ComplianceReportLine,
  ComplianceSource,
  ComplianceStatus,
} from '@continuum/contracts';
import type { CourseRules } from '../catalog/index.js';
import type { FinalExamFacts, UnitQuizFacts } from '../exam/index.js';
import { runExtraChecks } from './checks-extra.js';
import { minimumQuestions } from './question-count.js';

export { minimumQuestions };

/** What the report compares against a profile: the course as configured, read through its owners' surfaces. */
export interface CourseFacts {
  minimumRequiredMinutes: number | null;
  finalExam: FinalExamFacts | null;
  rules: CourseRules;
  /** No node opens its progression (PROGRESSION PROGRESS_OPEN_ALL or FLEXIBLE): every unit waits for the one before. */
  linear: boolean;
  /** The unit quizzes (EXAM nodes that are not the final) and their pass marks. */
  unitQuizzes: UnitQuizFacts[];
}

type Line = Omit<ComplianceReportLine, 'profileId' | 'profileVersion'>;
type Unit = ComplianceReportLine['unit'];
interface Sourced<T> {
  value: T;
  source: ComplianceSource;
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/**
 * One line per check for one bound profile (decision 0117). UNKNOWN: the profile does not say (provider policy);
 * NOT_APPLICABLE: the profile says the rule does not apply; otherwise PASS or FAIL on what the course has.
 */
export function runChecks(
  profile: ComplianceProfile,
  creditHours: number,
  course: CourseFacts,
): Omit<ComplianceReportLine, 'profileId' | 'profileVersion'>[] {
  const p = profile.parameters;
  const lines: Line[] = [];
  const line = (
    check: ComplianceCheck,
    parameter: string,
    unit: Unit,
    param: Sourced<unknown> | null,
    courseValue: string | null,
    required: string | null,
    status: ComplianceStatus,
  ) => lines.push({ check, parameter, unit, status, course: courseValue, required, source: param?.source ?? null });
  /** A check the profile leaves to the provider. */
  const unknown = (check: ComplianceCheck, parameter: string, unit: Unit, courseValue: string | null) =>
    line(check, parameter, unit, null, courseValue, null, 'UNKNOWN');

  // Minimum time: credit hours x minutes per credit hour.
  const minutes = course.minimumRequiredMinutes;
  const perHour = p.time.minutesPerCreditHour;
  if (!perHour) unknown('MINIMUM_TIME', 'time.minutesPerCreditHour', 'MINUTES', minutes === null ? null : String(minutes));
  else {
    const needed = Math.ceil(perHour.value * creditHours);
    line(
      'MINIMUM_TIME',
      'time.minutesPerCreditHour',
      'MINUTES',
      perHour,
      minutes === null ? null : String(minutes),
      String(needed),
      minutes !== null && minutes >= needed ? 'PASS' : 'FAIL',
    );
  }

  // The final exam.
  const exam = course.finalExam;
  const required = p.finalExam.required;
  if (!required) unknown('FINAL_EXAM_PRESENT', 'finalExam.required', 'YES_NO', yesNo(exam !== null));
  else if (!required.value)
    line('FINAL_EXAM_PRESENT', 'finalExam.required', 'YES_NO', required, yesNo(exam !== null), 'no', 'NOT_APPLICABLE');
  else line('FINAL_EXAM_PRESENT', 'finalExam.required', 'YES_NO', required, yesNo(exam !== null), 'yes', exam ? 'PASS' : 'FAIL');
  const noExam: ComplianceStatus = required?.value === false ? 'NOT_APPLICABLE' : 'FAIL';
  const examCheck = <T>(
    check: ComplianceCheck,
    parameter: string,
    unit: Unit,
    param: Sourced<T> | null,
    has: (e: FinalExamFacts) => string,
    asks: (v: T) => string | null,
    passes: (e: FinalExamFacts, v: T) => boolean,
  ) => {
    if (!param) return unknown(check, parameter, unit, exam ? has(exam) : null);
    const asked = asks(param.value);
    if (!exam) return line(check, parameter, unit, param, null, asked, noExam);
    line(
      check,
      parameter,
      unit,
      param,
      has(exam),
      asked,
      asked === null ? 'UNKNOWN' : passes(exam, param.value) ? 'PASS' : 'FAIL',
    );
  };
  examCheck(
    'FINAL_EXAM_QUESTION_COUNT',
    'finalExam.questionCount',
    'QUESTIONS',
    p.finalExam.questionCount,
    (e) => String(e.questionsPerAttempt),
    (rule) => {
      const n = minimumQuestions(rule, creditHours);
      return n === null ? null : String(n);
    },
    (e, rule) => e.questionsPerAttempt >= (minimumQuestions(rule, creditHours) ?? Number.POSITIVE_INFINITY),
  );
  examCheck(
    'FINAL_EXAM_PASS_MARK',
    'finalExam.passMarkPercent',
    'PERCENT',
    p.finalExam.passMarkPercent,
    (e) => String(e.passingScore),
    String,
    (e, v) => e.passingScore >= v,
  );
  examCheck(
    'FINAL_EXAM_ATTEMPTS',
    'finalExam.attempts',
    'ATTEMPTS',
    p.finalExam.attempts,
    (e) => (e.allowedAttempts < 0 ? 'UNLIMITED' : String(e.allowedAttempts)),
    String,
    (e, v) => e.allowedAttempts >= 1 && e.allowedAttempts <= v,
  );
  const wait = course.rules.int('SC_FINAL_EXAMS_MINS_BEFORE_RETAKE', 0);
  examCheck(
    'FINAL_EXAM_RETAKE_WAIT',
    'finalExam.retakeWaitMinutes',
    'MINUTES',
    p.finalExam.retakeWaitMinutes,
    () => String(wait),
    String,
    (_e, v) => wait >= v,
  );

  // Linear lock.
  const linear = p.linearLock;
  if (!linear) unknown('LINEAR_LOCK', 'linearLock', 'YES_NO', yesNo(course.linear));
  else
    line(
      'LINEAR_LOCK',
      'linearLock',
      'YES_NO',
      linear,
      yesNo(course.linear),
      yesNo(linear.value),
      !linear.value ? 'NOT_APPLICABLE' : course.linear ? 'PASS' : 'FAIL',
    );

  // Idle rules: with a timeout the learner is signed out after SC_SEAT_TIME_TIMEOUT_MINUTES; without one, time
  // stops being credited after SC_IDLE_WARNING_SECS.
  const logsOut = course.rules.flag('SC_SEAT_TIME_IS_TIMEOUT');
  const logoutSecs = logsOut ? course.rules.int('SC_SEAT_TIME_TIMEOUT_MINUTES', 30) * 60 : null;
  const idleSecs = course.rules.int('SC_IDLE_WARNING_SECS', 1800);
  const action = p.idle.action;
  const timeout = p.idle.timeoutSeconds;
  const wantsLogout = action !== null && action.value !== 'DEDUCT_ONLY';
  const courseIdle = wantsLogout ? logoutSecs : Math.min(idleSecs, logoutSecs ?? idleSecs);
  if (!timeout) unknown('IDLE_TIMEOUT', 'idle.timeoutSeconds', 'SECONDS', courseIdle === null ? null : String(courseIdle));
  else
    line(
      'IDLE_TIMEOUT',
      'idle.timeoutSeconds',
      'SECONDS',
      timeout,
      courseIdle === null ? null : String(courseIdle),
      String(timeout.value),
      courseIdle !== null && courseIdle <= timeout.value ? 'PASS' : 'FAIL',
    );
  const warning = p.idle.warningShown;
  const warns = logsOut && course.rules.flag('SC_SEAT_TIME_DISPLAY_WARNING');
  if (!warning) unknown('IDLE_WARNING', 'idle.warningShown', 'YES_NO', yesNo(warns));
  else
    line(
      'IDLE_WARNING',
      'idle.warningShown',
      'YES_NO',
      warning,
      yesNo(warns),
      yesNo(warning.value),
      warns === warning.value ? 'PASS' : 'FAIL',
    );
  // The engine signs out or stops crediting; it does not yet take back the unit's time (LOG_OUT_FORFEIT_UNIT).
  const courseAction = logsOut ? 'LOG_OUT' : 'DEDUCT_ONLY';
  if (!action) unknown('IDLE_ACTION', 'idle.action', 'CODE', courseAction);
  else {
    const pass = action.value === 'DEDUCT_ONLY' || (action.value === 'LOG_OUT' && logsOut);
    line('IDLE_ACTION', 'idle.action', 'CODE', action, courseAction, action.value, pass ? 'PASS' : 'FAIL');
  }

  // Daily cap.
  const cap = p.time.dailyCap;
  const dailyMinutes = course.rules.int('SC_SEAT_TIME_MAX_DAILY_MINUTES', 0);
  if (!cap) unknown('DAILY_CAP', 'time.dailyCap', 'MINUTES', dailyMinutes > 0 ? String(dailyMinutes) : null);
  else if (cap.value.kind === 'STUDY_HOURS_PER_DAY') {
    const most = Math.floor(cap.value.hours * 60);
    line(
      'DAILY_CAP',
      'time.dailyCap',
      'MINUTES',
      cap,
      dailyMinutes > 0 ? String(dailyMinutes) : null,
      String(most),
      dailyMinutes > 0 && dailyMinutes <= most ? 'PASS' : 'FAIL',
    );
  } else {
    // Final exams for at most so many credit hours per 24 h: one course within the cap cannot exceed it.
    line(
      'DAILY_CAP',
      'time.dailyCap',
      'HOURS',
      cap,
      String(creditHours),
      String(cap.value.hours),
      creditHours <= cap.value.hours ? 'PASS' : 'FAIL',
    );
  }
  lines.push(...runExtraChecks(profile, creditHours, course));
  return lines;
}
