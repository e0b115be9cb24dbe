import {
  type ComplianceCheck,
  type ComplianceProfile,
  type ComplianceReportLine,
  type ComplianceSource,
  type ComplianceStatus,
  IDENTITY_CHECK_RULES,
  PHOTO_ID_REQUIRED_RULE,
} from '@continuum/contracts';
import { courseTimeZone } from '../catalog/index.js';
import type { CourseFacts } from './checks.js';
import { minimumQuestions } from './question-count.js';

type Line = Omit<ComplianceReportLine, 'profileId' | 'profileVersion'>;
type Unit = ComplianceReportLine['unit'];
type Method = NonNullable<ComplianceProfile['parameters']['identity']['methods']>['value'][number];
type Moment = NonNullable<ComplianceProfile['parameters']['identity']['when']>['value'][number];
type Place = NonNullable<ComplianceProfile['parameters']['attestation']>['value']['where'][number];

/**
 * How the engine carries out each identity method and when it asks (decision 0135): the course rule that turns it
 * on, and the moments the engine then asks at. Typing pattern and signature gate course entry and are asked again
 * once a pass is older than IDENTITY_CHECK_VALID_HOURS (0097); security questions are asked when a lesson finishes
 * (0018), before a final exam and at completion (0107); the photo ID gates the course (0106); the proctor code opens
 * the final (gate-rules); the rules of conduct are the orientation affidavit before the content (0116).
 */
export const IDENTITY_METHOD_RULES: Record<Method, { rule: string; moments: Moment[] }> = {
  RULES_OF_CONDUCT: { rule: 'SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED', moments: ['START'] },
  BIOMETRIC_SIGNATURE: { rule: IDENTITY_CHECK_RULES.biosigRequired, moments: ['START', 'PERIODIC'] },
  TYPING_PATTERN: { rule: IDENTITY_CHECK_RULES.authRequired, moments: ['START', 'PERIODIC'] },
  PERSONAL_VALIDATION_QUESTIONS: {
    rule: 'SC_SECURITY_SECURITY_QUESTIONS_REQUIRED',
    moments: ['PERIODIC', 'BEFORE_FINAL', 'EXIT'],
  },
  PHOTO_ID: { rule: PHOTO_ID_REQUIRED_RULE, moments: ['START'] },
  PROCTOR: { rule: 'SC_PROCTOR_PROCTOR_REQUIRED', moments: ['BEFORE_FINAL'] },
};
const MOMENT_ORDER: Moment[] = ['START', 'PERIODIC', 'BEFORE_FINAL', 'EXIT'];

/** Where the engine asks a learner to sign an attestation, and the rule that turns it on. */
export const ATTESTATION_PLACE_RULES: Record<Place, string | null> = {
  COURSE_START: 'SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED',
  // The final affidavit waits for a finished course (0107): it is the completion's, never before the final.
  BEFORE_FINAL: null,
  COMPLETION: 'SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED',
};
const PLACE_ORDER: Place[] = ['COURSE_START', 'BEFORE_FINAL', 'COMPLETION'];

const list = (items: readonly string[]) => (items.length === 0 ? null : items.join(','));
const covers = (has: readonly string[], asks: readonly string[]) => asks.every((a) => has.includes(a));

/**
 * The checks of decision 0135, after those of 0117: the time zone of the daily cap, exam forms, a different form on
 * retake, the pool against the question count, identity methods and moments, attestations and unit quizzes.
 */
export function runExtraChecks(profile: ComplianceProfile, creditHours: number, course: CourseFacts): Line[] {
  const p = profile.parameters;
  const lines: Line[] = [];
  const push = (
    check: ComplianceCheck,
    parameter: string,
    unit: Unit,
    source: ComplianceSource | null,
    has: string | null,
    asks: string | null,
    status: ComplianceStatus,
  ) => lines.push({ check, parameter, unit, status, course: has, required: asks, source });

  // The daily cap's day is counted in the profile's zone; the course counts it in its own.
  const zone = p.time.dailyCapTimeZone;
  const courseZone = courseTimeZone(course.rules);
  if (!zone) push('DAILY_CAP_TIME_ZONE', 'time.dailyCapTimeZone', 'CODE', null, courseZone, null, 'UNKNOWN');
  else
    push(
      'DAILY_CAP_TIME_ZONE',
      'time.dailyCapTimeZone',
      'CODE',
      zone.source,
      courseZone,
      zone.value,
      courseZone === zone.value ? 'PASS' : 'FAIL',
    );

  // Exam forms: the sittings the bank can fill without a question in common.
  const exam = course.finalExam;
  const noFinal: ComplianceStatus = p.finalExam.required?.value === false ? 'NOT_APPLICABLE' : 'FAIL';
  const forms = exam && exam.questionsPerAttempt > 0 ? Math.floor(exam.poolSize / exam.questionsPerAttempt) : null;
  const askedForms = p.finalExam.forms;
  if (!askedForms)
    push('FINAL_EXAM_FORMS', 'finalExam.forms', 'FORMS', null, forms === null ? null : String(forms), null, 'UNKNOWN');
  else
    push(
      'FINAL_EXAM_FORMS',
      'finalExam.forms',
      'FORMS',
      askedForms.source,
      forms === null ? null : String(forms),
      String(askedForms.value),
      forms === null ? noFinal : forms >= askedForms.value ? 'PASS' : 'FAIL',
    );

  // A different form on retake: every question of a retake is one the learner was not asked last time.
  const differs = exam ? exam.minNewQuestions >= exam.questionsPerAttempt && (forms ?? 0) >= 2 : null;
  const yesNo = (b: boolean | null) => (b === null ? null : b ? 'yes' : 'no');
  const different = p.finalExam.differentFormOnRetake;
  if (!different)
    push(
      'FINAL_EXAM_DIFFERENT_FORM_ON_RETAKE',
      'finalExam.differentFormOnRetake',
      'YES_NO',
      null,
      yesNo(differs),
      null,
      'UNKNOWN',
    );
  else
    push(
      'FINAL_EXAM_DIFFERENT_FORM_ON_RETAKE',
      'finalExam.differentFormOnRetake',
      'YES_NO',
      different.source,
      yesNo(differs),
      yesNo(different.value),
      !different.value ? 'NOT_APPLICABLE' : differs === null ? noFinal : differs ? 'PASS' : 'FAIL',
    );

  // The pool: enough questions for the count the hours ask, times the forms the profile asks (two when a retake
  // must be a different form).
  const count = p.finalExam.questionCount;
  const perSitting = count ? minimumQuestions(count.value, creditHours) : null;
  const formsNeeded = Math.max(askedForms?.value ?? 1, different?.value ? 2 : 1);
  const poolNeeded = perSitting === null ? null : perSitting * formsNeeded;
  const pool = exam ? String(exam.poolSize) : null;
  if (!count || poolNeeded === null)
    push('FINAL_EXAM_POOL_SIZE', 'finalExam.questionCount', 'QUESTIONS', count?.source ?? null, pool, null, 'UNKNOWN');
  else
    push(
      'FINAL_EXAM_POOL_SIZE',
      'finalExam.questionCount',
      'QUESTIONS',
      count.source,
      pool,
      String(poolNeeded),
      !exam ? noFinal : exam.poolSize >= poolNeeded ? 'PASS' : 'FAIL',
    );

  // A proctored final: the proctor code opens it (SC_PROCTOR_PROCTOR_REQUIRED, final exams only).
  const proctored = p.finalExam.proctored;
  const hasProctor = exam ? course.rules.flag(IDENTITY_METHOD_RULES.PROCTOR.rule) : null;
  if (!proctored) push('FINAL_EXAM_PROCTORED', 'finalExam.proctored', 'YES_NO', null, yesNo(hasProctor), null, 'UNKNOWN');
  else
    push(
      'FINAL_EXAM_PROCTORED',
      'finalExam.proctored',
      'YES_NO',
      proctored.source,
      yesNo(hasProctor),
      yesNo(proctored.value),
      !proctored.value ? 'NOT_APPLICABLE' : hasProctor === null ? noFinal : hasProctor ? 'PASS' : 'FAIL',
    );

  // Identity checks: each method the profile names is turned on, and together they ask at every moment it names.
  const configured = (Object.keys(IDENTITY_METHOD_RULES) as Method[]).filter((m) =>
    course.rules.flag(IDENTITY_METHOD_RULES[m].rule),
  );
  const methods = p.identity.methods;
  if (!methods) push('IDENTITY_METHODS', 'identity.methods', 'CODES', null, list(configured), null, 'UNKNOWN');
  else
    push(
      'IDENTITY_METHODS',
      'identity.methods',
      'CODES',
      methods.source,
      list(configured),
      list(methods.value),
      methods.value.length === 0 ? 'NOT_APPLICABLE' : covers(configured, methods.value) ? 'PASS' : 'FAIL',
    );
  const moments = MOMENT_ORDER.filter((m) => configured.some((c) => IDENTITY_METHOD_RULES[c].moments.includes(m)));
  const when = p.identity.when;
  if (!when) push('IDENTITY_MOMENTS', 'identity.when', 'CODES', null, list(moments), null, 'UNKNOWN');
  else
    push(
      'IDENTITY_MOMENTS',
      'identity.when',
      'CODES',
      when.source,
      list(moments),
      list(when.value),
      when.value.length === 0 ? 'NOT_APPLICABLE' : covers(moments, when.value) ? 'PASS' : 'FAIL',
    );

  // Attestations: the course asks for one at every place the profile names.
  const places = PLACE_ORDER.filter((place) => {
    const rule = ATTESTATION_PLACE_RULES[place];
    return rule !== null && course.rules.flag(rule);
  });
  const attestation = p.attestation;
  if (!attestation) push('ATTESTATION', 'attestation', 'CODES', null, list(places), null, 'UNKNOWN');
  else
    push(
      'ATTESTATION',
      'attestation',
      'CODES',
      attestation.source,
      list(places),
      list(attestation.value.where),
      covers(places, attestation.value.where) ? 'PASS' : 'FAIL',
    );

  // Unit quizzes: present when required, and none completes below the profile's pass mark.
  const quizzes = course.unitQuizzes;
  const required = p.unitQuizzes.required;
  if (!required) push('UNIT_QUIZZES_REQUIRED', 'unitQuizzes.required', 'QUIZZES', null, String(quizzes.length), null, 'UNKNOWN');
  else
    push(
      'UNIT_QUIZZES_REQUIRED',
      'unitQuizzes.required',
      'QUIZZES',
      required.source,
      String(quizzes.length),
      required.value ? 'yes' : 'no',
      !required.value ? 'NOT_APPLICABLE' : quizzes.length > 0 ? 'PASS' : 'FAIL',
    );
  const lowest = quizzes.length > 0 ? Math.min(...quizzes.map((q) => q.passMark)) : null;
  const mark = p.unitQuizzes.passMarkPercent;
  if (!mark)
    push(
      'UNIT_QUIZ_PASS_MARK',
      'unitQuizzes.passMarkPercent',
      'PERCENT',
      null,
      lowest === null ? null : String(lowest),
      null,
      'UNKNOWN',
    );
  else
    push(
      'UNIT_QUIZ_PASS_MARK',
      'unitQuizzes.passMarkPercent',
      'PERCENT',
      mark.source,
      lowest === null ? null : String(lowest),
      String(mark.value),
      lowest === null ? (required?.value === false ? 'NOT_APPLICABLE' : 'FAIL') : lowest >= mark.value ? 'PASS' : 'FAIL',
    );
  return lines;
}
