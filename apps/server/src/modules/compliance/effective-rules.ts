import type { EffectiveRuleReason, EnforcedRule, IDLE_ACTIONS } from '@continuum/contracts';
import type { BoundProfile, CourseRules, CourseSide, EffectiveRules } from '../catalog/index.js';

type IdleAction = (typeof IDLE_ACTIONS)[number];

const IDLE_SEVERITY: Record<IdleAction, number> = { DEDUCT_ONLY: 0, LOG_OUT: 1, LOG_OUT_FORFEIT_UNIT: 2 };

/** The course's idle rules as the web applies them (SC_SEAT_TIME_IS_TIMEOUT, its minutes, its warning). */
function courseIdle(rules: CourseRules): EffectiveRules['idle'] {
  const timeout = rules.flag('SC_SEAT_TIME_IS_TIMEOUT');
  const minutes = rules.int('SC_SEAT_TIME_TIMEOUT_MINUTES', 30) || 30;
  return {
    timeoutSeconds: timeout ? minutes * 60 : null,
    warningShown: rules.flag('SC_SEAT_TIME_DISPLAY_WARNING'),
    action: timeout ? 'LOG_OUT' : 'DEDUCT_ONLY',
  };
}

/** Stricter of two optional limits where smaller is stricter. */
const smaller = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));

/**
 * Merges the course's rules with the bound profiles' values: the stricter wins, and every value a profile tightened
 * carries its reason. Pure, so the rule of "stricter" is tested on its own (effective-rules.test.ts).
 */
export function mergeEffectiveRules(course: CourseSide, bound: readonly BoundProfile[]): EffectiveRules {
  const { rules } = course;
  const reasons: EffectiveRuleReason[] = [];
  const tighten = (rule: EnforcedRule, b: BoundProfile, value: string) =>
    reasons.push({ rule, reasonKey: `compliance.reason.${rule}`, profileId: b.profile.id, profileName: b.profile.name, value });

  const idle = courseIdle(rules);
  const dailyMinutes = rules.int('SC_SEAT_TIME_MAX_DAILY_MINUTES', 0);
  let dailyCap: EffectiveRules['dailyCap'] = dailyMinutes > 0 ? { maxMs: dailyMinutes * 60_000, timeZone: '' } : null;
  let linearLock = course.linear ?? false;
  let minimumCalendarDays: number | null = null;
  let minimumMinutes = course.minimumRequiredMinutes ?? null;
  let finalExamRequired = false;
  let finalAttempts: number | null = null;
  let retakeWaitMinutes = rules.int('SC_FINAL_EXAMS_MINS_BEFORE_RETAKE', 0);
  let differentFormOnRetake = false;
  let attemptsExhausted: EffectiveRules['attemptsExhausted'] = null;
  let personalValidation: EffectiveRules['personalValidation'] = null;
  let attestation: EffectiveRules['attestation'] = null;
  let phonesAndTabletsRefused = false;
  const repeat: EffectiveRules['repeat'] = { notInSuccessiveYears: false, notWithinYears: null };

  for (const b of bound) {
    const p = b.profile.parameters;
    const timeout = p.idle.timeoutSeconds?.value;
    if (timeout !== undefined && (idle.timeoutSeconds === null || timeout < idle.timeoutSeconds)) {
      idle.timeoutSeconds = timeout;
      tighten('IDLE_TIMEOUT', b, String(timeout));
    }
    if (p.idle.warningShown?.value === false && idle.warningShown) {
      idle.warningShown = false;
      tighten('IDLE_NO_WARNING', b, 'no');
    }
    const action = p.idle.action?.value;
    if (action && IDLE_SEVERITY[action] > IDLE_SEVERITY[idle.action]) {
      idle.action = action;
      tighten('IDLE_ACTION', b, action);
    }
    const cap = p.time.dailyCap?.value;
    if (cap?.kind === 'STUDY_HOURS_PER_DAY') {
      const maxMs = Math.round(cap.hours * 3_600_000);
      const zone = p.time.dailyCapTimeZone?.value ?? dailyCap?.timeZone ?? '';
      if (dailyCap === null || maxMs < dailyCap.maxMs) {
        dailyCap = { maxMs, timeZone: zone };
        tighten('DAILY_CAP', b, String(cap.hours));
      } else if (p.time.dailyCapTimeZone) dailyCap = { ...dailyCap, timeZone: zone };
    }
    if (p.linearLock?.value === true && !linearLock) {
      linearLock = true;
      tighten('LINEAR_LOCK', b, 'yes');
    }
    const days = p.time.minimumCalendarDays?.value;
    if (days) {
      // "N days for H hours": a course of fewer hours takes proportionally fewer whole days.
      const need = Math.ceil((days.days * Math.min(b.creditHours, days.creditHours)) / days.creditHours);
      if (need > (minimumCalendarDays ?? 0)) {
        minimumCalendarDays = need;
        tighten('MINIMUM_CALENDAR_DAYS', b, String(need));
      }
    }
    const perHour = p.time.minutesPerCreditHour?.value;
    if (perHour) {
      const need = Math.ceil(perHour * b.creditHours);
      if (need > (minimumMinutes ?? 0)) {
        minimumMinutes = need;
        tighten('MINIMUM_TIME', b, String(need));
      }
    }
    if (p.finalExam.required?.value === true && !finalExamRequired) {
      finalExamRequired = true;
      tighten('FINAL_EXAM_REQUIRED', b, 'yes');
    }
    const attempts = p.finalExam.attempts?.value;
    if (attempts !== undefined && (finalAttempts === null || attempts < finalAttempts)) {
      finalAttempts = smaller(finalAttempts, attempts);
      tighten('FINAL_EXAM_ATTEMPTS', b, String(attempts));
    }
    const wait = p.finalExam.retakeWaitMinutes?.value;
    if (wait !== undefined && wait > retakeWaitMinutes) {
      retakeWaitMinutes = wait;
      tighten('RETAKE_WAIT', b, String(wait));
    }
    if (p.finalExam.differentFormOnRetake?.value === true && !differentFormOnRetake) {
      differentFormOnRetake = true;
      tighten('DIFFERENT_FORM_ON_RETAKE', b, 'yes');
    }
    const exhausted = p.finalExam.attemptsExhausted?.value;
    if (exhausted && attemptsExhausted !== 'NO_CREDIT') {
      attemptsExhausted = exhausted === 'NO_CREDIT' ? 'NO_CREDIT' : 'RETAKE_COURSE';
      tighten('ATTEMPTS_EXHAUSTED', b, exhausted);
    }
    personalValidation = mergeValidation(personalValidation, b, tighten);
    const att = p.attestation?.value;
    if (att?.where.includes('COURSE_START') && !attestation) {
      attestation = { text: att.text, version: att.version, profileId: b.profile.id };
      tighten('ATTESTATION', b, att.version);
    }
    if (p.devices.phonesAndTabletsRefused?.value === true && !phonesAndTabletsRefused) {
      phonesAndTabletsRefused = true;
      tighten('DEVICES', b, 'yes');
    }
    if (p.repeat.notInSuccessiveYears?.value === true && !repeat.notInSuccessiveYears) {
      repeat.notInSuccessiveYears = true;
      tighten('REPEAT_SUCCESSIVE_YEARS', b, 'yes');
    }
    const years = p.repeat.notWithinYears?.value;
    if (years !== undefined && years > (repeat.notWithinYears ?? 0)) {
      repeat.notWithinYears = years;
      tighten('REPEAT_WITHIN_YEARS', b, String(years));
    }
  }
  return {
    bound: bound.map((b) => ({ profileId: b.profile.id, profileVersion: b.profile.version, name: b.profile.name })),
    idle,
    dailyCap,
    linearLock,
    minimumCalendarDays,
    minimumMinutes,
    finalExamRequired,
    finalAttempts,
    retakeWaitMinutes,
    differentFormOnRetake,
    attemptsExhausted,
    personalValidation,
    attestation,
    phonesAndTabletsRefused,
    repeat,
    reasons,
  };
}

/** Personal validation questions: more per hour, less time to answer and fewer misses allowed are stricter. */
function mergeValidation(
  current: EffectiveRules['personalValidation'],
  b: BoundProfile,
  tighten: (rule: EnforcedRule, b: BoundProfile, value: string) => void,
): EffectiveRules['personalValidation'] {
  const v = b.profile.parameters.personalValidation;
  if (!v.cadence && !v.answerSeconds && !v.failure) return current;
  const next = current ?? {
    perHour: null,
    fixedCount: null,
    answerSeconds: null,
    maxTimeouts: null,
    maxWrongAnswers: null,
    onMiss: null,
    onLimit: null,
  };
  const bigger = (a: number | null, x: number) => (a === null ? x : Math.max(a, x));
  const cadence = v.cadence?.value;
  if (cadence?.kind === 'PER_HOUR' && cadence.count > (next.perHour ?? 0)) {
    next.perHour = bigger(next.perHour, cadence.count);
    tighten('VALIDATION_CADENCE', b, String(cadence.count));
  }
  if (cadence?.kind === 'FIXED' && cadence.count > (next.fixedCount ?? 0)) next.fixedCount = cadence.count;
  const seconds = v.answerSeconds?.value;
  if (seconds !== undefined && (next.answerSeconds === null || seconds < next.answerSeconds)) {
    next.answerSeconds = seconds;
    tighten('VALIDATION_ANSWER_TIME', b, String(seconds));
  }
  const failure = v.failure?.value;
  if (failure) {
    next.maxTimeouts = smaller(next.maxTimeouts, failure.maxTimeouts);
    next.maxWrongAnswers = smaller(next.maxWrongAnswers, failure.maxWrongAnswers);
    next.onMiss = failure.onMiss;
    next.onLimit = failure.onLimit;
    tighten('VALIDATION_FAILURE', b, `${failure.maxTimeouts}/${failure.maxWrongAnswers}`);
  }
  return next;
}
