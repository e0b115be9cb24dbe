import { z } from 'zod';
import { idField, idParam, text } from './inputs.js';
import { limits } from './limits.js';

/**
 * Exam gates (002 §4 flow step 2, §5 "Access code and driver's licence"): access and proctor codes,
 * the driver's licence of the final exam user data, the proctoring site and its cipher.
 * Choices are in docs/decisions/0030-exam-gate-codes.md and 0031-proctoring-site-and-cipher.md.
 */
export const examGateLimits = {
  /** Characters of an issued code (Crockford base32, shown as XXXX-XXXX): 40 bits. */
  codeLength: 8,
  /** What a learner may type: letters and digits (dashes and spaces are ignored). */
  codeInputMin: 4,
  codeInputMax: 40,
  /** Wrong codes a learner may enter per kind in the window before 429. */
  maxWrongCodes: 5,
  wrongCodeWindowMinutes: 15,
  /** Default lifetime of an issued code. */
  accessCodeValidMinutes: 7 * 24 * 60,
  proctorCodeValidMinutes: 24 * 60,
  maxValidMinutes: 90 * 24 * 60,
  driversLicenseMax: 40,
  /** A cipher from the proctoring site is accepted this long after it was made. */
  cipherMaxAgeMinutes: 30,
  cipherMax: 300,
} as const;

export const GATE_CODE_KINDS = ['ACCESS', 'PROCTOR'] as const;
export const gateCodeKind = z.enum(GATE_CODE_KINDS);
export type GateCodeKind = z.infer<typeof gateCodeKind>;

/** Spec messages (002 §5) the web app shows; the server's codes map to them. */
export const examGateMessages = {
  accessCodeRequired: 'A valid access code is required to access the final course exam.',
  accessCodeInvalid: 'The code entered is not valid',
  accessCodeIncorrect: 'Incorrect Access Code',
  proctorCodeIncorrect: 'The Proctor Code is not correct.',
  driversLicenseRequired: "Driver's License Number is required.",
} as const;

/** Error codes of the gate calls. */
export const ExamGateError = {
  /** 429: too many wrong codes; the message says when to try again. */
  CODE_GUESSES_EXCEEDED: 'CODE_GUESSES_EXCEEDED',
  /** 403 from the attempt start when a required gate was not passed. */
  ACCESS_CODE_REQUIRED: 'ACCESS_CODE_REQUIRED',
  PROCTOR_CODE_REQUIRED: 'PROCTOR_CODE_REQUIRED',
  DRIVERS_LICENSE_REQUIRED: 'DRIVERS_LICENSE_REQUIRED',
  /** 409: the proctoring site cannot be opened for this learner product (reason in the message). */
  PROCTOR_SITE_NOT_ELIGIBLE: 'PROCTOR_SITE_NOT_ELIGIBLE',
  NOT_AN_EXAM: 'NOT_AN_EXAM',
} as const;

/** A code as typed: letters and digits, dashes and spaces allowed between them. */
export const gateCodeParams = z.object({
  code: text()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'code must be letters and digits')
    .refine(
      (v) => {
        const n = v.replace(/[\s-]/g, '').length;
        return n >= examGateLimits.codeInputMin && n <= examGateLimits.codeInputMax;
      },
      { message: `code must be ${examGateLimits.codeInputMin}-${examGateLimits.codeInputMax} letters or digits` },
    ),
});

/**
 * Optional scope of a code check: the exam page knows both; without them the learner's own live codes
 * of every learner product are searched.
 */
export const gateCodeQuery = z.object({
  learnerProductId: idParam('learnerProductId').optional(),
  componentId: idParam('componentId').optional(),
});

/** POST api/accesscode/check/{code} and GET api/proctor/final-exam/code/{code}: true when accepted. */
export const gateCodeCheckReply = z.boolean();

/** POST api/admin/exam-gates/codes: an administrator or instructor issues a code (returned once). */
export const issueGateCodeBody = z.object({
  learnerProductId: idField('learnerProductId'),
  /** The exam node the code opens. */
  componentId: idField('componentId'),
  kind: gateCodeKind,
  validMinutes: z.number().int().min(1).max(examGateLimits.maxValidMinutes).optional(),
  /** E-mail the code to this address (a proctor); `learner` sends it to the learner's own address. */
  emailTo: z.union([z.literal('learner'), z.email('emailTo must be an e-mail address or "learner"')]).optional(),
});
export type IssueGateCodeBody = z.infer<typeof issueGateCodeBody>;

export const issuedGateCode = z.object({
  id: z.number().int(),
  kind: gateCodeKind,
  /** Shown once: only a keyed hash is stored. */
  code: z.string(),
  learnerProductId: z.number().int(),
  componentId: z.number().int(),
  expiresAt: z.string(),
  /** The stored e-mail when the code was sent, else null. */
  emailId: z.number().int().nullable(),
});
export type IssuedGateCode = z.infer<typeof issuedGateCode>;

/** Final exam user data (002 §3): the driver's licence number, non-blank (002 §5). */
export const finalExamUserDataBody = z.object({
  driversLicense: z
    .string({ error: 'driversLicense is required' })
    .trim()
    .min(1, examGateMessages.driversLicenseRequired)
    .max(examGateLimits.driversLicenseMax, `driversLicense is at most ${examGateLimits.driversLicenseMax} characters`),
});
export type FinalExamUserDataBody = z.infer<typeof finalExamUserDataBody>;
export const finalExamUserDataParams = z.object({
  learnerProductId: idParam('learnerProductId'),
  componentId: idParam('componentId'),
});
export const finalExamUserDataReply = z.object({ driversLicenseProvided: z.boolean() });

export const learnerProductIdParams = z.object({ learnerProductId: idParam('learnerProductId') });
/** GET api/exam/affidavit/final/{id}: id is the learner product. */
export const finalAffidavitParams = z.object({ id: idParam('id') });

/** GET api/proctor/final-exam/proctorsite/{learnerProductId}: where to send the learner. */
export const proctorSiteReply = z.object({ url: z.string() });

export const PROCTOR_SITE_INELIGIBLE_REASONS = [
  'NOT_REMOTE_PROCTORED',
  'NO_PROCTOR_SITE',
  'COURSE_NOT_ACTIVE',
  'NO_FINAL_EXAM',
  'FINAL_EXAM_LOCKED',
  'FINAL_EXAM_COMPLETE',
] as const;
/** GET api/proctor/final-exam/proctorsite/eligibility/{learnerProductId}. */
export const proctorSiteEligibilityReply = z.object({
  eligible: z.boolean(),
  /** Why not, when not eligible. */
  reason: z.enum(PROCTOR_SITE_INELIGIBLE_REASONS).nullable(),
  proctorType: z.string().nullable(),
});
export type ProctorSiteEligibility = z.infer<typeof proctorSiteEligibilityReply>;

/** GET auth/checkCipher?cipher&learnerProductId: true when the proctoring site's cipher is genuine and fresh. */
export const checkCipherQuery = z.object({
  cipher: z.string({ error: 'cipher is required' }).min(1, 'cipher is required').max(examGateLimits.cipherMax),
  learnerProductId: idParam('learnerProductId'),
});
export const checkCipherReply = z.boolean();

/** GET api/proctor/logout/{email} (000 §7), called on logout. */
export const proctorLogoutParams = z.object({ email: z.email('email must be an e-mail address') });

export const SSN_MODES = ['NONE', 'FULL', 'LAST_FOUR'] as const;

/**
 * GET api/exam/affidavit/final/{id} (id: the learner product): what the final affidavit screen needs (002 §3, §5):
 * which fields the course's rules turn on, the prefilled name and the date the learner must enter.
 */
/** Which final-affidavit fields the course's rules show (also the external affidavit's display flags). */
export const affidavitFieldFlags = z.object({
  middleNameRequired: z.boolean(),
  ssn: z.enum(SSN_MODES),
  driversLicenseNumber: z.boolean(),
  nrds: z.boolean(),
  dateOfBirth: z.boolean(),
  age: z.boolean(),
  gender: z.boolean(),
  education: z.boolean(),
  martialStatus: z.boolean(),
  employmentStatus: z.boolean(),
  ethnicity: z.boolean(),
  password: z.boolean(),
  idNumber: z.boolean(),
  nmlsId: z.boolean(),
  countyOfResidence: z.boolean(),
  license: z.boolean(),
  cycle: z.boolean(),
});

export const finalAffidavitFormReply = z.object({
  learnerProductId: z.number().int(),
  courseTitle: z.string(),
  affidavitRequired: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  /** Today's date (MM/DD/YYYY) by the server's clock: the entered date must equal it. */
  today: z.string(),
  /** The rule's certification text; null means the client shows its default text. */
  certificationText: z.string().nullable(),
  bioInstruction: z.string().nullable(),
  /** The course's state and industry: the licence the affidavit names is one of that state (decision 0093). */
  state: z.string().nullable(),
  industry: z.string().nullable(),
  fields: affidavitFieldFlags,
});
export type FinalAffidavitForm = z.infer<typeof finalAffidavitFormReply>;

/** Proctor affidavit messages (002 §5). */
export const proctorAffidavitMessages = {
  dateInvalid: 'Date is not valid.',
  phoneInvalid: 'Daytime Phone Number is not valid. Input an Daytime Phone Number [xxx-xxx-xxxx, xxx.xxx.xxxx, xxx xxx xxxx]',
  emailInvalid: 'Email is not valid.',
  proctorCodeIncorrect: 'Incorrect Proctor Code',
} as const;

export const proctorAffidavitLimits = {
  nameMax: 100,
  employerAndJobTitleMax: 200,
  businessAddressMax: 300,
  relationshipMax: 100,
  emailMin: limits.emailMin,
  emailMax: limits.emailMax,
} as const;

/** US 10-digit phone: dashes, dots or spaces between groups, optional parentheses round the area code. */
export const US_PHONE_PATTERN = /^(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

/**
 * A proctor affidavit date as typed: 8 digits, with or without separators. The spec gives the order two
 * ways (002 §5 day-month-year, notes mm/dd/yyyy): month-day-year is read first; day-month-year is
 * accepted when only that reading is a real date (decision 0043). Returns YYYY-MM-DD or null.
 */
export function parseProctorAffidavitDate(input: string): string | null {
  const digits = input.trim();
  if (!/^\d{2}[/.-]?\d{2}[/.-]?\d{4}$/.test(digits)) return null;
  const d = digits.replace(/\D/g, '');
  const a = Number(d.slice(0, 2));
  const b = Number(d.slice(2, 4));
  const year = Number(d.slice(4));
  const real = (month: number, day: number) => {
    if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  };
  const iso = (month: number, day: number) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (real(a, b)) return iso(a, b);
  if (real(b, a)) return iso(b, a);
  return null;
}

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** POST api/proctor/final-exam/proctor-affidavit (002 §3 "Proctor affidavit"): every field is required. */
export const proctorAffidavitBody = z.object({
  personAssessmentId: idField('personAssessmentId'),
  learnerProductId: idField('learnerProductId'),
  proctorCode: gateCodeParams.shape.code,
  proctorName: required('proctorName', proctorAffidavitLimits.nameMax),
  employerAndJobTitle: required('employerAndJobTitle', proctorAffidavitLimits.employerAndJobTitleMax),
  businessAddress: required('businessAddress', proctorAffidavitLimits.businessAddressMax),
  daytimePhone: z
    .string({ error: 'daytimePhone is required' })
    .trim()
    .regex(US_PHONE_PATTERN, proctorAffidavitMessages.phoneInvalid),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(proctorAffidavitLimits.emailMin, proctorAffidavitMessages.emailInvalid)
    .max(proctorAffidavitLimits.emailMax, proctorAffidavitMessages.emailInvalid)
    .pipe(z.email(proctorAffidavitMessages.emailInvalid)),
  relationship: required('relationship', proctorAffidavitLimits.relationshipMax),
  date: z
    .string({ error: 'date is required' })
    .refine((v) => parseProctorAffidavitDate(v) !== null, proctorAffidavitMessages.dateInvalid),
});
export type ProctorAffidavitBody = z.infer<typeof proctorAffidavitBody>;

/** Reply: whether the proctor code is the one issued for this sitting; the affidavit is stored only when it is. */
export const proctorAffidavitReply = z.object({ proctorCodeValid: z.boolean() });
export type ProctorAffidavitReply = z.infer<typeof proctorAffidavitReply>;
