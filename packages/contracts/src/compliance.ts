import { z } from 'zod';
import { idParam, intField, text } from './inputs.js';

/**
 * Jurisdiction compliance profiles (issue 27, decision 0117): what a regulator programme asks of a course, as
 * data. Every parameter is present and nullable: null means "the profile does not say" (provider policy),
 * never a guess. A value that is not null carries its source: the rule or document it was read from and the
 * date it was read. Unknown keys are refused at every level, so a misspelt parameter cannot pass unnoticed.
 */

export const COMPLIANCE_PROFILE_ID = /^[a-z0-9][a-z0-9-]{1,63}$/;

/** Where a value comes from: a rule citation or a named document (with its section), and when it was read. */
export const complianceSource = z
  .object({
    citation: z.string().trim().min(1).max(500),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
    /** The day the source was read (YYYY-MM-DD). */
    readOn: z.iso.date(),
    /** Scope or reading notes (what the rule covers, a version of the document). */
    note: z.string().max(1000).optional(),
  })
  .strict();
export type ComplianceSource = z.infer<typeof complianceSource>;

/** A parameter: null, or its value with its source. */
function sourced<T extends z.ZodType>(value: T) {
  return z.object({ value, source: complianceSource }).strict().nullable();
}

const wholeNumber = (min = 0, max = 100_000) => z.number().int().min(min).max(max);
const hours = z.number().positive().max(1000);

/** The least number of final-exam questions, as a function of the course's credit hours. */
export const questionCountRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PER_CREDIT_HOUR'), questionsPerCreditHour: wholeNumber(1, 1000) }).strict(),
  z.object({ kind: z.literal('FIXED'), questions: wholeNumber(1, 1000) }).strict(),
  z
    .object({
      kind: z.literal('TABLE'),
      /** Rows by credit hours (inclusive); maxCreditHours null is open-ended. */
      rows: z
        .array(z.object({ minCreditHours: hours, maxCreditHours: hours.nullable(), questions: wholeNumber(1, 1000) }).strict())
        .min(1)
        .max(50),
    })
    .strict(),
]);
export type QuestionCountRule = z.infer<typeof questionCountRule>;

export const IDLE_ACTIONS = ['DEDUCT_ONLY', 'LOG_OUT', 'LOG_OUT_FORFEIT_UNIT'] as const;
export const IDENTITY_METHODS = [
  'RULES_OF_CONDUCT',
  'BIOMETRIC_SIGNATURE',
  'TYPING_PATTERN',
  'PERSONAL_VALIDATION_QUESTIONS',
  'PHOTO_ID',
  'PROCTOR',
] as const;
export const IDENTITY_MOMENTS = ['START', 'PERIODIC', 'BEFORE_FINAL', 'EXIT'] as const;
const dayKind = z.enum(['CALENDAR', 'BUSINESS']);

export const complianceParameters = z
  .object({
    time: z
      .object({
        minutesPerCreditHour: sourced(wholeNumber(1, 60)),
        /** Minimum calendar days a course of so many credit hours must take. */
        minimumCalendarDays: sourced(z.object({ creditHours: hours, days: wholeNumber(1, 366) }).strict()),
        /** Study hours credited per day, or final exams for so many credit hours per 24 hours. */
        dailyCap: sourced(
          z
            .object({
              kind: z.enum(['STUDY_HOURS_PER_DAY', 'EXAM_CREDIT_HOURS_PER_24H']),
              hours,
            })
            .strict(),
        ),
        /** IANA zone the day of the daily cap is counted in. */
        dailyCapTimeZone: sourced(z.string().min(1).max(64)),
      })
      .strict(),
    idle: z
      .object({
        timeoutSeconds: sourced(wholeNumber(1, 86_400)),
        warningShown: sourced(z.boolean()),
        action: sourced(z.enum(IDLE_ACTIONS)),
      })
      .strict(),
    linearLock: sourced(z.boolean()),
    identity: z
      .object({
        methods: sourced(z.array(z.enum(IDENTITY_METHODS)).max(IDENTITY_METHODS.length)),
        when: sourced(z.array(z.enum(IDENTITY_MOMENTS)).max(IDENTITY_MOMENTS.length)),
      })
      .strict(),
    personalValidation: z
      .object({
        cadence: sourced(z.object({ kind: z.enum(['PER_HOUR', 'FIXED']), count: wholeNumber(1, 100) }).strict()),
        answerSeconds: sourced(wholeNumber(1, 3600)),
        failure: sourced(
          z
            .object({
              onMiss: z.enum(['RETURN_TO_LAST_VERIFICATION']),
              maxTimeouts: wholeNumber(0, 100),
              maxWrongAnswers: wholeNumber(0, 100),
              onLimit: z.enum(['FAIL_COURSE']),
            })
            .strict(),
        ),
      })
      .strict(),
    attestation: sourced(
      z
        .object({
          text: z.string().min(1).max(10_000),
          version: z.string().min(1).max(50),
          where: z
            .array(z.enum(['COURSE_START', 'BEFORE_FINAL', 'COMPLETION']))
            .min(1)
            .max(3),
          reportingBlockedUntilSigned: z.boolean(),
        })
        .strict(),
    ),
    unitQuizzes: z.object({ required: sourced(z.boolean()), passMarkPercent: sourced(wholeNumber(0, 100)) }).strict(),
    finalExam: z
      .object({
        required: sourced(z.boolean()),
        questionCount: sourced(questionCountRule),
        passMarkPercent: sourced(wholeNumber(0, 100)),
        openBook: sourced(z.boolean()),
        proctored: sourced(z.boolean()),
        forms: sourced(wholeNumber(1, 100)),
        differentFormOnRetake: sourced(z.boolean()),
        /** Sittings allowed in all (first one included). */
        attempts: sourced(wholeNumber(1, 100)),
        retakeWaitMinutes: sourced(wholeNumber(0, 525_600)),
        /** Days after the course ends within which a retake must be completed. */
        retakeWindowDays: sourced(wholeNumber(1, 3660)),
        attemptsExhausted: sourced(z.enum(['RETAKE_COURSE', 'NO_CREDIT'])),
      })
      .strict(),
    repeat: z.object({ notInSuccessiveYears: sourced(z.boolean()), notWithinYears: sourced(wholeNumber(1, 50)) }).strict(),
    devices: z.object({ phonesAndTabletsRefused: sourced(z.boolean()) }).strict(),
    reporting: z
      .object({
        channel: sourced(z.string().min(1).max(200)),
        deadline: sourced(z.object({ days: wholeNumber(1, 366), kind: dayKind }).strict()),
        nearRenewalDeadline: sourced(
          z.object({ days: wholeNumber(1, 366), kind: dayKind, withinDaysOfRenewal: wholeNumber(1, 366) }).strict(),
        ),
        learnerKey: sourced(z.string().min(1).max(100)),
        batchLimit: sourced(wholeNumber(1, 1_000_000)),
      })
      .strict(),
    records: z.object({ retentionYears: sourced(wholeNumber(1, 100)), produceWithinDays: sourced(wholeNumber(1, 366)) }).strict(),
  })
  .strict();
export type ComplianceParameters = z.infer<typeof complianceParameters>;

/** One version of one regulator programme's profile, as its data file holds it. */
export const complianceProfile = z
  .object({
    id: z.string().regex(COMPLIANCE_PROFILE_ID),
    version: wholeNumber(1, 10_000),
    name: z.string().min(1).max(200),
    regulator: z.string().min(1).max(200),
    /** Where the regulator rules: US, or a US state or territory as US-XX. */
    jurisdiction: z.string().regex(/^US(-[A-Z]{2})?$/),
    /** What courses the profile covers (delivery method, licence). */
    scope: z.string().min(1).max(1000),
    parameters: complianceParameters,
  })
  .strict();
export type ComplianceProfile = z.infer<typeof complianceProfile>;

export const complianceProfileSummary = complianceProfile
  .pick({ id: true, version: true, name: true, regulator: true, jurisdiction: true, scope: true })
  .extend({ versions: z.array(z.number().int()), sourcedValues: z.number().int(), nullValues: z.number().int() });
export type ComplianceProfileSummary = z.infer<typeof complianceProfileSummary>;
export const complianceProfilesReply = z.object({ profiles: z.array(complianceProfileSummary) });
export type ComplianceProfilesReply = z.infer<typeof complianceProfilesReply>;

export const complianceProfileParams = z.object({
  profileId: text().regex(COMPLIANCE_PROFILE_ID, 'profileId must be a profile id (lower-case letters, digits, dashes)'),
});
export const complianceProfileQuery = z.object({ version: z.coerce.number().int().min(1).max(10_000).optional() });

// Bindings: the profiles a product is approved under.
export const COMPLIANCE_BINDINGS_MAX = 10;
export const complianceBinding = z
  .object({
    profileId: text().regex(COMPLIANCE_PROFILE_ID, 'profileId must be a profile id (lower-case letters, digits, dashes)'),
    profileVersion: intField('profileVersion', 1, 10_000),
    approvalNumber: text().trim().min(1, 'approvalNumber is required').max(100),
    approvalExpiresOn: z.iso.date('approvalExpiresOn must be a date (YYYY-MM-DD)').nullable(),
    creditHours: z
      .number({ error: 'creditHours must be a number' })
      .positive('creditHours must be positive')
      .max(1000, 'creditHours must be at most 1000')
      .refine((h) => Math.abs(Math.round(h * 100) - h * 100) < 1e-6, 'creditHours has at most two decimals'),
  })
  .strict();
export type ComplianceBinding = z.infer<typeof complianceBinding>;
export const complianceBindingsBody = z
  .object({
    bindings: z.array(complianceBinding).max(COMPLIANCE_BINDINGS_MAX),
    reason: text().trim().max(500).optional(),
  })
  .strict();
export type ComplianceBindingsBody = z.infer<typeof complianceBindingsBody>;
export const complianceBindingView = complianceBinding.extend({ boundBy: z.string(), boundAt: z.string() });
export const complianceBindingsReply = z.object({ productId: z.number().int(), bindings: z.array(complianceBindingView) });
export type ComplianceBindingsReply = z.infer<typeof complianceBindingsReply>;

// The compliance report: one line per check and bound profile.
export const COMPLIANCE_STATUSES = ['PASS', 'FAIL', 'UNKNOWN', 'NOT_APPLICABLE'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const COMPLIANCE_CHECKS = [
  'MINIMUM_TIME',
  'FINAL_EXAM_PRESENT',
  'FINAL_EXAM_QUESTION_COUNT',
  'FINAL_EXAM_PASS_MARK',
  'FINAL_EXAM_ATTEMPTS',
  'FINAL_EXAM_RETAKE_WAIT',
  'LINEAR_LOCK',
  'IDLE_TIMEOUT',
  'IDLE_WARNING',
  'IDLE_ACTION',
  'DAILY_CAP',
  'DAILY_CAP_TIME_ZONE',
  'FINAL_EXAM_FORMS',
  'FINAL_EXAM_DIFFERENT_FORM_ON_RETAKE',
  'FINAL_EXAM_POOL_SIZE',
  'FINAL_EXAM_PROCTORED',
  'IDENTITY_METHODS',
  'IDENTITY_MOMENTS',
  'ATTESTATION',
  'UNIT_QUIZZES_REQUIRED',
  'UNIT_QUIZ_PASS_MARK',
] as const;
export type ComplianceCheck = (typeof COMPLIANCE_CHECKS)[number];
export const COMPLIANCE_UNITS = [
  'MINUTES',
  'SECONDS',
  'HOURS',
  'QUESTIONS',
  'PERCENT',
  'ATTEMPTS',
  'YES_NO',
  'CODE',
  /** A list of codes, comma-separated (identity methods, moments, attestation places). */
  'CODES',
  'FORMS',
  'QUIZZES',
] as const;
export const complianceReportLine = z.object({
  profileId: z.string(),
  profileVersion: z.number().int(),
  check: z.enum(COMPLIANCE_CHECKS),
  /** The profile parameter the check reads (e.g. finalExam.passMarkPercent). */
  parameter: z.string(),
  status: z.enum(COMPLIANCE_STATUSES),
  /** The unit of `course` and `required` (a client words them in the learner's language). */
  unit: z.enum(COMPLIANCE_UNITS),
  /** What the course has, as a value (null when it has nothing). */
  course: z.string().nullable(),
  /** What the profile asks (null when the profile does not say). */
  required: z.string().nullable(),
  source: complianceSource.nullable(),
});
export type ComplianceReportLine = z.infer<typeof complianceReportLine>;
/** A bound profile version as the report checked it, and the newest version shipped (an administrator may move to it). */
export const complianceReportProfile = z.object({
  profileId: z.string(),
  profileVersion: z.number().int(),
  name: z.string(),
  latestVersion: z.number().int(),
});
export const complianceReport = z.object({
  productId: z.number().int(),
  bindings: z.array(complianceBindingView),
  /** One entry per binding: the version checked against and the latest shipped. */
  profiles: z.array(complianceReportProfile),
  lines: z.array(complianceReportLine),
  /** How many lines FAIL: publishing (importing) such a course needs an administrator's override. */
  failures: z.number().int(),
});
export type ComplianceReport = z.infer<typeof complianceReport>;

// Enforcement while learners study (issue 27, decision 0130): the rules a bound profile tightened, with the reason
// the learner's client words in their language (key compliance.reason.<rule> of the web's i18n).
export const ENFORCED_RULES = [
  'IDLE_TIMEOUT',
  'IDLE_NO_WARNING',
  'IDLE_ACTION',
  'DAILY_CAP',
  'LINEAR_LOCK',
  'MINIMUM_CALENDAR_DAYS',
  'MINIMUM_TIME',
  'FINAL_EXAM_REQUIRED',
  'FINAL_EXAM_ATTEMPTS',
  'RETAKE_WAIT',
  'DIFFERENT_FORM_ON_RETAKE',
  'ATTEMPTS_EXHAUSTED',
  'VALIDATION_CADENCE',
  'VALIDATION_ANSWER_TIME',
  'VALIDATION_FAILURE',
  'ATTESTATION',
  'DEVICES',
  'REPEAT_SUCCESSIVE_YEARS',
  'REPEAT_WITHIN_YEARS',
] as const;
export type EnforcedRule = (typeof ENFORCED_RULES)[number];
export const effectiveRuleReason = z.object({
  rule: z.enum(ENFORCED_RULES),
  /** i18n key of the learner's explanation (compliance.reason.<rule>), given `value` and `profileName`. */
  reasonKey: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  /** The enforced value (seconds, hours, minutes, a count, yes, or a code), as the key's message interpolates it. */
  value: z.string(),
});
export type EffectiveRuleReason = z.infer<typeof effectiveRuleReason>;

/** GET api/product/{lpId}/compliance: what the learner's regulator enforces on this course. */
export const learnerComplianceReply = z.object({
  learnerProductId: z.number().int(),
  profiles: z.array(z.object({ profileId: z.string(), profileVersion: z.number().int(), name: z.string() })),
  idle: z.object({
    timeoutSeconds: z.number().int().nullable(),
    warningShown: z.boolean(),
    action: z.enum(IDLE_ACTIONS),
  }),
  /** A bound profile asks personal validation questions: the client asks GET api/product/{lpId}/validation. */
  validationRequired: z.boolean(),
  reasons: z.array(effectiveRuleReason),
});
export type LearnerComplianceReply = z.infer<typeof learnerComplianceReply>;

/** POST api/tot/idle-timeout/{lpId}: the learner's client saw the idle limit pass (reply: what the server did). */
export const idleTimeoutBody = z.object({ timeOnTaskId: idParam('timeOnTaskId').optional() });
export const idleTimeoutReply = z.object({
  loggedOut: z.boolean(),
  /** Milliseconds of the current unit's credited time forfeited (0 when the rule does not forfeit). */
  forfeitedMs: z.number().int(),
  reason: z.enum(ENFORCED_RULES).nullable(),
});
export type IdleTimeoutReply = z.infer<typeof idleTimeoutReply>;

/** Moves one binding to another shipped version of its profile (the approval is unchanged); audited. */
export const complianceBindingMoveBody = z
  .object({
    profileVersion: intField('profileVersion', 1, 10_000),
    reason: text().trim().min(1, 'reason is required').max(500),
  })
  .strict();
export type ComplianceBindingMoveBody = z.infer<typeof complianceBindingMoveBody>;
export const complianceBindingParams = z.object({
  productId: idParam('productId'),
  profileId: complianceProfileParams.shape.profileId,
});

/**
 * A binding as a course package declares it (course.yaml `compliance:`). The version is optional: without one a new
 * binding takes the latest shipped version and an existing binding keeps the version it has (decision 0135).
 */
export const packageComplianceBinding = complianceBinding
  .omit({ profileVersion: true })
  .extend({ profileVersion: complianceBinding.shape.profileVersion.optional() })
  .strict();
export type PackageComplianceBinding = z.infer<typeof packageComplianceBinding>;
export const packageCompliance = z.array(packageComplianceBinding).max(COMPLIANCE_BINDINGS_MAX);

/** Publishing a course whose compliance report has a FAIL anyway: an administrator's reason (audited). */
export const complianceOverride = z.object({ reason: text().trim().min(1, 'reason is required').max(500) }).strict();
export type ComplianceOverride = z.infer<typeof complianceOverride>;

/**
 * GET api/product/{lpId}/validation: the personal validation question the regulator asks now, if one is due (the
 * server opens it and starts its answer clock), its deadline, and the failure counts (decision 0178). Answered at
 * POST api/security/learner.
 */
export const validationStatusReply = z.object({
  required: z.boolean(),
  question: z.number().int().min(1).max(4).nullable(),
  deadline: z.string().datetime().nullable(),
  /** Seconds left to answer by the server's clock (the client's clock may differ), null when none is open. */
  secondsLeft: z.number().int().nullable(),
  timeouts: z.number().int(),
  wrongAnswers: z.number().int(),
  returnToLastVerification: z.boolean(),
  failed: z.boolean(),
});
export type ValidationStatusReply = z.infer<typeof validationStatusReply>;
