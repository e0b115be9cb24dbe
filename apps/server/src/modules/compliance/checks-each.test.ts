import type { ComplianceCheck, ComplianceProfile } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { CourseRules } from '../catalog/index.js';
import { type CourseFacts, runChecks } from './checks.js';
import { loadProfiles } from './load-profiles.js';

// One test per check (decisions 0117, 0135): each on a profile that asks one thing, against a course that meets it
// and one that does not, and on the all-null profile (UNKNOWN).
const empty = loadProfiles().find('ca-cdi-ce', 1);
if (!empty) throw new Error('the CA CDI profile (all null) is missing');
const source = { citation: 'Test rule §1', readOn: '2026-11-28' };
const sourced = <T>(value: T) => ({ value, source });

type Params = ComplianceProfile['parameters'];
/** The all-null profile with some parameters set. */
function profile(set: (p: Params) => void): ComplianceProfile {
  const p = structuredClone(empty as ComplianceProfile);
  set(p.parameters);
  return p;
}
function course(over: Partial<Omit<CourseFacts, 'rules'>> & { rules?: Record<string, string> } = {}): CourseFacts {
  return {
    minimumRequiredMinutes: 480,
    finalExam: { poolSize: 60, questionsPerAttempt: 30, passingScore: 75, allowedAttempts: 2, minNewQuestions: 30 },
    linear: true,
    unitQuizzes: [
      { nodeKey: 'u1/quiz', passMark: 70 },
      { nodeKey: 'u2/quiz', passMark: 80 },
    ],
    ...over,
    rules: new CourseRules(over.rules ?? {}),
  };
}
const lineOf = (p: ComplianceProfile, c: CourseFacts, check: ComplianceCheck, hours = 8) => {
  const l = runChecks(p, hours, c).find((x) => x.check === check);
  if (!l) throw new Error(`no ${check} line`);
  return l;
};

describe('each compliance check', () => {
  it('reports every check once, UNKNOWN with no source where the profile says nothing', () => {
    const lines = runChecks(empty, 8, course());
    expect(new Set(lines.map((l) => l.check)).size).toBe(lines.length);
    expect(lines.every((l) => l.status === 'UNKNOWN' && l.source === null && l.required === null)).toBe(true);
  });

  it('MINIMUM_TIME: credit hours x minutes per credit hour, rounded up', () => {
    const p = profile((x) => {
      x.time.minutesPerCreditHour = sourced(50);
    });
    expect(lineOf(p, course({ minimumRequiredMinutes: 400 }), 'MINIMUM_TIME')).toMatchObject({ status: 'PASS', required: '400' });
    expect(lineOf(p, course({ minimumRequiredMinutes: 399 }), 'MINIMUM_TIME')).toMatchObject({ status: 'FAIL', course: '399' });
    expect(lineOf(p, course({ minimumRequiredMinutes: null }), 'MINIMUM_TIME').status).toBe('FAIL');
  });

  it('FINAL_EXAM_ATTEMPTS and FINAL_EXAM_RETAKE_WAIT: at most the sittings allowed, at least the wait', () => {
    const p = profile((x) => {
      x.finalExam.attempts = sourced(2);
      x.finalExam.retakeWaitMinutes = sourced(1440);
    });
    const exam = course().finalExam as NonNullable<CourseFacts['finalExam']>;
    expect(lineOf(p, course(), 'FINAL_EXAM_ATTEMPTS').status).toBe('PASS');
    expect(lineOf(p, course({ finalExam: { ...exam, allowedAttempts: -1 } }), 'FINAL_EXAM_ATTEMPTS')).toMatchObject({
      status: 'FAIL',
      course: 'UNLIMITED',
    });
    expect(lineOf(p, course({ rules: { SC_FINAL_EXAMS_MINS_BEFORE_RETAKE: '1440' } }), 'FINAL_EXAM_RETAKE_WAIT').status).toBe(
      'PASS',
    );
    expect(lineOf(p, course({ rules: { SC_FINAL_EXAMS_MINS_BEFORE_RETAKE: '60' } }), 'FINAL_EXAM_RETAKE_WAIT')).toMatchObject({
      status: 'FAIL',
      course: '60',
      required: '1440',
    });
  });

  it('FINAL_EXAM_FORMS: the sittings the pool fills without a question in common', () => {
    const p = profile((x) => {
      x.finalExam.forms = sourced(2);
    });
    const exam = course().finalExam as NonNullable<CourseFacts['finalExam']>;
    expect(lineOf(p, course(), 'FINAL_EXAM_FORMS')).toMatchObject({ status: 'PASS', course: '2', required: '2', unit: 'FORMS' });
    expect(lineOf(p, course({ finalExam: { ...exam, poolSize: 59 } }), 'FINAL_EXAM_FORMS')).toMatchObject({
      status: 'FAIL',
      course: '1',
    });
    expect(lineOf(p, course({ finalExam: null }), 'FINAL_EXAM_FORMS')).toMatchObject({ status: 'FAIL', course: null });
  });

  it('FINAL_EXAM_DIFFERENT_FORM_ON_RETAKE: every question of a retake is new, and the pool allows it', () => {
    const p = profile((x) => {
      x.finalExam.differentFormOnRetake = sourced(true);
    });
    const exam = course().finalExam as NonNullable<CourseFacts['finalExam']>;
    expect(lineOf(p, course(), 'FINAL_EXAM_DIFFERENT_FORM_ON_RETAKE')).toMatchObject({ status: 'PASS', course: 'yes' });
    expect(
      lineOf(p, course({ finalExam: { ...exam, minNewQuestions: 10 } }), 'FINAL_EXAM_DIFFERENT_FORM_ON_RETAKE'),
    ).toMatchObject({ status: 'FAIL', course: 'no', required: 'yes' });
    const no = profile((x) => {
      x.finalExam.differentFormOnRetake = sourced(false);
    });
    expect(lineOf(no, course(), 'FINAL_EXAM_DIFFERENT_FORM_ON_RETAKE').status).toBe('NOT_APPLICABLE');
  });

  it("FINAL_EXAM_POOL_SIZE: the profile's question count for the hours, times the forms it asks", () => {
    const p = profile((x) => {
      x.finalExam.questionCount = sourced({ kind: 'PER_CREDIT_HOUR' as const, questionsPerCreditHour: 4 });
      x.finalExam.differentFormOnRetake = sourced(true);
    });
    const exam = course().finalExam as NonNullable<CourseFacts['finalExam']>;
    // 8 hours x 4 = 32 a sitting, two forms: 64.
    expect(lineOf(p, course({ finalExam: { ...exam, poolSize: 64 } }), 'FINAL_EXAM_POOL_SIZE')).toMatchObject({
      status: 'PASS',
      required: '64',
    });
    expect(lineOf(p, course(), 'FINAL_EXAM_POOL_SIZE')).toMatchObject({ status: 'FAIL', course: '60', required: '64' });
    expect(lineOf(p, course(), 'FINAL_EXAM_POOL_SIZE', 7)).toMatchObject({ status: 'PASS', required: '56' });
  });

  it('IDENTITY_METHODS and IDENTITY_MOMENTS: the methods turned on, and the moments they ask at', () => {
    const p = profile((x) => {
      x.identity.methods = { value: ['BIOMETRIC_SIGNATURE', 'PERSONAL_VALIDATION_QUESTIONS'], source };
      x.identity.when = { value: ['START', 'PERIODIC', 'BEFORE_FINAL'], source };
    });
    const both = course({ rules: { SC_STUDENT_BIOSIG_REQUIRED: 'yes', SC_SECURITY_SECURITY_QUESTIONS_REQUIRED: 'yes' } });
    expect(lineOf(p, both, 'IDENTITY_METHODS')).toMatchObject({
      status: 'PASS',
      course: 'BIOMETRIC_SIGNATURE,PERSONAL_VALIDATION_QUESTIONS',
      unit: 'CODES',
    });
    expect(lineOf(p, both, 'IDENTITY_MOMENTS')).toMatchObject({ status: 'PASS', course: 'START,PERIODIC,BEFORE_FINAL,EXIT' });
    const photoOnly = course({ rules: { SC_PHOTO_IDENTIFICATION_REQUIRED: 'yes' } });
    expect(lineOf(p, photoOnly, 'IDENTITY_METHODS')).toMatchObject({ status: 'FAIL', course: 'PHOTO_ID' });
    expect(lineOf(p, photoOnly, 'IDENTITY_MOMENTS')).toMatchObject({ status: 'FAIL', course: 'START' });
    expect(lineOf(p, course(), 'IDENTITY_METHODS')).toMatchObject({ status: 'FAIL', course: null });
  });

  it('ATTESTATION: the course asks for a signature at every place the profile names', () => {
    const p = profile((x) => {
      x.attestation = sourced({
        text: 'I will follow the rules of conduct.',
        version: '1',
        where: ['COURSE_START' as const],
        reportingBlockedUntilSigned: true,
      });
    });
    expect(lineOf(p, course({ rules: { SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED: 'yes' } }), 'ATTESTATION')).toMatchObject({
      status: 'PASS',
      course: 'COURSE_START',
      required: 'COURSE_START',
    });
    expect(lineOf(p, course({ rules: { SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes' } }), 'ATTESTATION')).toMatchObject({
      status: 'FAIL',
      course: 'COMPLETION',
    });
  });

  it('UNIT_QUIZZES_REQUIRED and UNIT_QUIZ_PASS_MARK: quizzes present, none passing below the mark', () => {
    const p = profile((x) => {
      x.unitQuizzes.required = sourced(true);
      x.unitQuizzes.passMarkPercent = sourced(70);
    });
    expect(lineOf(p, course(), 'UNIT_QUIZZES_REQUIRED')).toMatchObject({ status: 'PASS', course: '2', unit: 'QUIZZES' });
    expect(lineOf(p, course(), 'UNIT_QUIZ_PASS_MARK')).toMatchObject({ status: 'PASS', course: '70', required: '70' });
    const lax = course({ unitQuizzes: [{ nodeKey: 'u1/quiz', passMark: 0 }] });
    expect(lineOf(p, lax, 'UNIT_QUIZ_PASS_MARK')).toMatchObject({ status: 'FAIL', course: '0' });
    expect(lineOf(p, course({ unitQuizzes: [] }), 'UNIT_QUIZZES_REQUIRED')).toMatchObject({ status: 'FAIL', course: '0' });
    expect(lineOf(p, course({ unitQuizzes: [] }), 'UNIT_QUIZ_PASS_MARK')).toMatchObject({ status: 'FAIL', course: null });
  });

  it('LINEAR_LOCK, IDLE_TIMEOUT and DAILY_CAP with its time zone', () => {
    const p = profile((x) => {
      x.linearLock = sourced(true);
      x.idle.timeoutSeconds = sourced(360);
      x.idle.action = sourced('LOG_OUT' as const);
      x.time.dailyCap = sourced({ kind: 'STUDY_HOURS_PER_DAY' as const, hours: 12 });
      x.time.dailyCapTimeZone = sourced('America/Chicago');
    });
    const strict = course({
      rules: {
        SC_SEAT_TIME_IS_TIMEOUT: 'yes',
        SC_SEAT_TIME_TIMEOUT_MINUTES: '6',
        SC_SEAT_TIME_MAX_DAILY_MINUTES: '720',
        SC_SEAT_TIME_TIME_ZONE: 'America/Chicago',
      },
    });
    for (const check of ['LINEAR_LOCK', 'IDLE_TIMEOUT', 'IDLE_ACTION', 'DAILY_CAP', 'DAILY_CAP_TIME_ZONE'] as const)
      expect(lineOf(p, strict, check).status, check).toBe('PASS');
    const loose = course({ linear: false, rules: { SC_SEAT_TIME_MAX_DAILY_MINUTES: '721', SC_SEAT_TIME_TIME_ZONE: 'UTC' } });
    for (const check of ['LINEAR_LOCK', 'IDLE_TIMEOUT', 'IDLE_ACTION', 'DAILY_CAP', 'DAILY_CAP_TIME_ZONE'] as const)
      expect(lineOf(p, loose, check).status, check).toBe('FAIL');
    expect(lineOf(p, loose, 'DAILY_CAP_TIME_ZONE')).toMatchObject({ course: 'UTC', required: 'America/Chicago' });
  });

  it('FINAL_EXAM_PROCTORED: the proctor code opens the final', () => {
    const p = profile((x) => {
      x.finalExam.proctored = sourced(true);
    });
    expect(lineOf(p, course({ rules: { SC_PROCTOR_PROCTOR_REQUIRED: 'yes' } }), 'FINAL_EXAM_PROCTORED')).toMatchObject({
      status: 'PASS',
      course: 'yes',
    });
    expect(lineOf(p, course(), 'FINAL_EXAM_PROCTORED')).toMatchObject({ status: 'FAIL', course: 'no', required: 'yes' });
    expect(lineOf(p, course({ finalExam: null }), 'FINAL_EXAM_PROCTORED')).toMatchObject({ status: 'FAIL', course: null });
  });
});
