import { type ExamStatusName, examLimits } from '@continuum/contracts';
import type { MinimumTime } from '../seat-time/index.js';

export interface AttemptFact {
  attemptNumber: number;
  trial: boolean;
  startedAt: Date;
  lastActivityAt: Date;
  deadline: Date | null;
  finishedAt: Date | null;
  passed: boolean | null;
}

/** Everything the status of an exam depends on, gathered by the check service. */
export interface StatusFacts {
  now: Date;
  isFinal: boolean;
  locked: boolean;
  /** The enrolment may sit exams: prerequisites met, course started and not expired. */
  eligible: boolean;
  hasQuestions: boolean;
  /** Attempts allowed; negative means unlimited. DISALLOW_RETAKES makes it 1. */
  allowedAttempts: number;
  disallowRetakes: boolean;
  requiredAttempts: number;
  attempts: readonly AttemptFact[];
  surveyFirst: boolean;
  /** The final affidavit comes before this final exam and is not accepted yet (decision 0120). */
  affidavitFirst?: boolean;
  assignmentsIncomplete: boolean;
  minimumTime: { course: MinimumTime | null; unit: MinimumTime | null; study: MinimumTime | null };
  minutesBeforeRetake: number;
}

export interface ComputedStatus {
  status: ExamStatusName | null;
  /** Seconds (see examStatusReply.timeLeft). */
  timeLeft: number | null;
  canStart: boolean;
  canResume: boolean;
  canRetake: boolean;
  attemptCount: number;
  passed: boolean;
  /** Attempts left; Infinity when unlimited. */
  attemptsLeft: number;
}

const secondsUntil = (at: number, now: Date) => Math.max(0, Math.ceil((at - now.getTime()) / 1000));

/**
 * The exam status of 002 §4, in order of precedence: an unfinished attempt (IN_PROGRESS, or
 * PARTIALLY_COMPLETED once idle for examLimits.partialAfterMinutes); PASS; COMPLETED_REQUIRED_ATTEMPTS;
 * FAIL when no attempt is left; then what blocks a new attempt: INELIGIBLE, SURVEY_FIRST,
 * ASSIGNMENT_NOT_COMPLETE, the three minimum-time checks, MUST_WAIT. Null: free to start.
 */
export function computeExamStatus(f: StatusFacts): ComputedStatus {
  const counted = f.attempts.filter((a) => a.finishedAt && !a.trial);
  const open = f.attempts.find((a) => !a.finishedAt);
  const passed = counted.some((a) => a.passed);
  const allowed = f.disallowRetakes ? 1 : f.allowedAttempts;
  const attemptsLeft = allowed < 0 ? Number.POSITIVE_INFINITY : Math.max(0, allowed - counted.length);
  const base = { attemptCount: counted.length, passed, attemptsLeft, canStart: false, canResume: false, canRetake: false };
  const result = (status: ExamStatusName | null, timeLeft: number | null = null, extra: Partial<ComputedStatus> = {}) => ({
    ...base,
    status,
    timeLeft,
    ...extra,
  });

  if (open) {
    const idleMs = f.now.getTime() - open.lastActivityAt.getTime();
    const status = idleMs > examLimits.partialAfterMinutes * 60_000 ? 'PARTIALLY_COMPLETED' : 'IN_PROGRESS';
    return result(status, open.deadline ? secondsUntil(open.deadline.getTime(), f.now) : null, { canResume: true });
  }
  const mayEnter = f.eligible && !f.locked && f.hasQuestions;
  // Trial attempts never use up attempts, so a trial learner may always try again.
  const trialOnly = f.attempts.length > 0 && counted.length === 0;
  if (passed) {
    // A passed final goes straight to results; other exams may be retaken while attempts remain.
    return result('PASS', null, { canRetake: !f.isFinal && !f.disallowRetakes && attemptsLeft > 0 && mayEnter });
  }
  if (f.requiredAttempts > 0 && counted.length >= f.requiredAttempts) {
    return result('COMPLETED_REQUIRED_ATTEMPTS', null, { canRetake: attemptsLeft > 0 && mayEnter });
  }
  if (attemptsLeft <= 0) return result('FAIL');

  const blocked = (status: ExamStatusName, timeLeft: number | null = null) => result(status, timeLeft);
  if (!f.eligible) return blocked('INELIGIBLE');
  if (f.surveyFirst) return blocked('SURVEY_FIRST');
  // No status of its own (002 §4 lists none): the status's affidavitRequired says it, and nothing starts.
  if (f.affidavitFirst) return result(null);
  if (f.assignmentsIncomplete) return blocked('ASSIGNMENT_NOT_COMPLETE');
  const min = f.minimumTime;
  if (min.course && !min.course.met) return blocked('MIN_COURSE_TIME_NOT_MET', min.course.remainingMinutes * 60);
  if (min.unit && !min.unit.met) return blocked('MIN_COURSE_TIME_NOT_MET_UNIT', min.unit.remainingMinutes * 60);
  if (min.study && !min.study.met) return blocked('MIN_COURSE_TIME_NOT_MET_STUDY', min.study.remainingMinutes * 60);
  const last = counted.at(-1);
  if (f.isFinal && f.minutesBeforeRetake > 0 && last?.finishedAt && !last.passed) {
    const until = last.finishedAt.getTime() + f.minutesBeforeRetake * 60_000;
    if (until > f.now.getTime()) return blocked('MUST_WAIT', secondsUntil(until, f.now));
  }
  const canStart = mayEnter;
  return result(null, null, { canStart, canRetake: canStart && (counted.length > 0 || trialOnly) });
}
