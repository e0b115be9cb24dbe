import { z } from 'zod';
import { affidavitFieldFlags } from './exam-gates.js';
import { idField, idParam, text } from './inputs.js';

/** Bounds of the affidavit inputs (002 §5, §9); the server and the web forms read the same ones. */
export const affidavitLimits = {
  nameMax: 50,
  /** Date inputs: 8 digits, shown MM/DD/YYYY. */
  dateDigits: 8,
  ssnDigits: 9,
  ssnLastFourDigits: 4,
  nmlsMinDigits: 4,
  nmlsMaxDigits: 12,
  fieldMax: 100,
  passwordMax: 50,
  licenseNumberMax: 40,
  licensesMax: 20,
  cyclesMax: 20,
  externalIdMax: 100,
  tokenMax: 2000,
  /** How long a signed external affidavit link stays valid. */
  externalLinkDays: 30,
} as const;

/** The option lists of the final affidavit (002 §9). Values are stored; labels come from i18n (affidavit.options.*). */
export const AFFIDAVIT_OPTIONS = {
  age: ['PREFER_NOT', 'UNDER_26', '26_40', '41_55', '56_OR_OLDER'],
  gender: ['PREFER_NOT', 'FEMALE', 'MALE'],
  education: [
    'PREFER_NOT',
    'LESS_THAN_HIGH_SCHOOL',
    'HIGH_SCHOOL',
    'SOME_COLLEGE',
    'ASSOCIATE',
    'BACHELOR',
    'MASTER',
    'DOCTORAL_PROFESSIONAL',
    'OTHER',
  ],
  martialStatus: ['DIVORCED', 'MARRIED_OR_PARTNERSHIP', 'SEPARATED', 'SINGLE', 'WIDOWED'],
  employmentStatus: [
    'PREFER_NOT',
    'FULL_TIME',
    'PART_TIME',
    'SELF_EMPLOYED',
    'UNEMPLOYED_LOOKING',
    'UNEMPLOYED_NOT_LOOKING',
    'STUDENT',
    'RETIRED',
    'UNABLE_TO_WORK',
  ],
  ethnicity: [
    'PREFER_NOT',
    'AMERICAN_INDIAN_ALASKA_NATIVE',
    'ASIAN',
    'BLACK_AFRICAN_AMERICAN',
    'HISPANIC_LATINO',
    'MIDDLE_EASTERN_NORTH_AFRICAN',
    'NATIVE_HAWAIIAN_PACIFIC_ISLANDER',
    'WHITE',
    'TWO_OR_MORE',
    'OTHER',
  ],
} as const;
export type AffidavitOptionList = keyof typeof AFFIDAVIT_OPTIONS;

/** Licence types offered when a learner enters a new licence (the spec does not list them; decision 0093). */
export const LICENSE_TYPES = [
  'Salesperson',
  'Broker',
  'Associate Broker',
  'Insurance Producer',
  'Adjuster',
  'Mortgage Loan Originator',
  'Appraiser',
  'Other',
] as const;

/** The messages of the final affidavit, in the order its checks run (002 §5, §8). */
export const finalAffidavitMessages = {
  dateRequired: 'Date is required',
  firstNameRequired: 'First name is required',
  middleNameRequired: 'Middle name is required',
  lastNameRequired: 'Last name is required',
  ssnRequired: 'Social security number is required',
  ssnInvalid: 'Social security number is invalid',
  driversLicenseRequired: "Driver's License Number is required",
  dateOfBirthRequired: 'Date of Birth is required',
  ageRequired: 'Age is required',
  genderRequired: 'Gender is required',
  educationRequired: 'Education is required',
  martialStatusRequired: 'Marital Status is required',
  employmentStatusRequired: 'Employment Status is required',
  ethnicityRequired: 'Ethnicity is required',
  passwordRequired: 'Password is required',
  passwordMismatch: 'Password and confirmation do not match',
  passwordIncorrect: 'Password is incorrect',
  idNumberRequired: 'ID Number is required',
  countyOfResidenceRequired: 'County of Residence is required',
  licenseRequired: 'A license for the state must be entered before the Affidavit can be completed.',
  nmlsInvalid: 'NMLS ID must numeric and 4 - 12 numbers in length',
  cycleRequired: 'Cycle is required',
  /** Followed by the date the learner must enter (MM/DD/YYYY). */
  dateMustBe: 'Entered date must be: ',
  /** The client appends the value typed; the server never echoes it (it may be PII). */
  dateOfBirthInvalid: 'Date of Birth is not valid.',
  alreadyAccepted: 'The affidavit has already been accepted.',
} as const;
export type FinalAffidavitMessageKey = keyof typeof finalAffidavitMessages;

/** Licence messages (002 §5, §8). */
export const licenseMessages = {
  renewalDateInvalid: 'Please enter a valid renewal date!',
  licenseNumberRequired: 'License number is required',
  stateInvalid: 'State is not valid',
  licenseTypeRequired: 'License type is required',
} as const;

const field = (name: string, max: number = affidavitLimits.fieldMax) =>
  text({ error: `${name} must be text` }).max(max, `${name} must be at most ${max} characters`);

const licenseFields = {
  state: field('state', 2),
  licenseType: field('licenseType'),
  licenseNumber: field('licenseNumber', affidavitLimits.licenseNumberMax),
};

/** A licence as the final affidavit sends it: an existing one by id, or a new one typed in. */
export const affidavitLicenseInput = z.object({
  id: idField('id').nullish(),
  ...licenseFields,
  state: licenseFields.state.optional(),
  licenseType: licenseFields.licenseType.optional(),
  licenseNumber: licenseFields.licenseNumber.optional(),
  renewalDateStr: field('renewalDateStr', 10).optional(),
});
export type AffidavitLicenseInput = z.infer<typeof affidavitLicenseInput>;

/** POST api/affidavit/acceptFinal/{learnerProductId}: the final affidavit payload (002 §3). */
export const finalAffidavitBody = z.object({
  firstName: field('firstName', affidavitLimits.nameMax).optional(),
  middleName: field('middleName', affidavitLimits.nameMax).optional(),
  lastName: field('lastName', affidavitLimits.nameMax).optional(),
  /** MM/DD/YYYY, or its 8 digits. */
  date: field('date', 10).optional(),
  /** 9 digits (dashes allowed) or the last four, as the course's rule asks. */
  ssn: field('ssn', 11).optional(),
  driversLicenseNumber: field('driversLicenseNumber', affidavitLimits.licenseNumberMax).optional(),
  nrds: field('nrds').optional(),
  dateOfBirth: field('dateOfBirth', 10).optional(),
  age: field('age').optional(),
  gender: field('gender').optional(),
  education: field('education').optional(),
  martialStatus: field('martialStatus').optional(),
  employmentStatus: field('employmentStatus').optional(),
  ethnicity: field('ethnicity').optional(),
  password: field('password', affidavitLimits.passwordMax).optional(),
  confirmPassword: field('confirmPassword', affidavitLimits.passwordMax).optional(),
  idNumber: field('idNumber').optional(),
  nmlsId: field('nmlsId', 20).optional(),
  countyOfResidence: field('countyOfResidence').optional(),
  licenses: z.array(affidavitLicenseInput).max(affidavitLimits.licensesMax).optional(),
  license: affidavitLicenseInput.nullish(),
  cycle: field('cycle').optional(),
});
export type FinalAffidavitBody = z.infer<typeof finalAffidavitBody>;

/** The reply of acceptFinal: the error strings in the order of the checks; empty means accepted. */
export const finalAffidavitReply = z.array(z.string());

export const affidavitLpParams = z.object({ learnerProductId: idParam('learnerProductId') });

/** GET api/affidavit/acceptOrientation/{learnerProductId}?accept=true records the acceptance. */
export const orientationQuery = z.object({ accept: z.enum(['true', 'false']).optional() });
export const orientationAffidavitReply = z.object({
  learnerProductId: z.number().int(),
  courseTitle: z.string(),
  /** The course's text; null means the default text (the client's translation of it). */
  text: z.string().nullable(),
  /** The version of the text the learner sees and accepts. */
  version: z.string(),
  accepted: z.boolean(),
  acceptedAt: z.string().nullable(),
});
export type OrientationAffidavit = z.infer<typeof orientationAffidavitReply>;

/** GET api/affidavit/cycles/{learnerProductId}. */
export const cyclesReply = z.object({ label: z.string(), cycles: z.array(z.string()) });
export type AffidavitCycles = z.infer<typeof cyclesReply>;

/** A stored licence as replies show it: the number masked. */
export const licenseView = z.object({
  id: z.number().int(),
  state: z.string(),
  licenseType: z.string(),
  /** m/d/yyyy. */
  renewalDate: z.string(),
  licenseNumber: z.string(),
  selected: z.boolean(),
});
export type LicenseView = z.infer<typeof licenseView>;

/** GET /api/affidavit/final/license-get/{state}/{industry}/{externalUserId}. */
export const licenseGetParams = z.object({
  state: field('state', 2),
  industry: field('industry'),
  externalUserId: field('externalUserId', affidavitLimits.externalIdMax),
});
export const licenseGetReply = z.object({
  currentLicenses: z.array(licenseView),
  state: z.string(),
  licenseTypes: z.array(z.string()),
});
export type LicenseGet = z.infer<typeof licenseGetReply>;

/** POST /api/affidavit/final/license-validate. */
export const licenseValidateBody = z.object({
  state: licenseFields.state,
  licenseType: licenseFields.licenseType,
  /** m/d/yyyy. */
  renewalDate: field('renewalDate', 10),
  licenseNumber: licenseFields.licenseNumber,
  learnerProductId: idField('learnerProductId').nullish(),
  externalUserId: field('externalUserId', affidavitLimits.externalIdMax).nullish(),
});
export type LicenseValidateBody = z.infer<typeof licenseValidateBody>;
export const licenseValidateReply = z.object({
  newLicense: z.object({ id: z.number().int(), licenseNumber: z.string(), licenseType: z.string() }).nullable(),
  errors: z.array(z.object({ message: z.string() })),
});
export type LicenseValidateReply = z.infer<typeof licenseValidateReply>;

/** Where the external affidavit's accept button leads (its variants, 002 §2). */
export const CE_ORDER_ACTIONS = ['RESULTS', 'ACCOUNT', 'REDIRECT'] as const;

/** GET api/affidavit/externalnew?token: the external affidavit config (002 §3). */
export const externalAffidavitQuery = z.object({
  token: field('token', affidavitLimits.tokenMax),
});
export const externalAffidavitConfig = z.object({
  error: z.string().nullable(),
  ceOrderAction: z.object({ action: z.enum(CE_ORDER_ACTIONS), url: z.string().nullable() }).nullable(),
  manualSignature: z.boolean(),
  downloadLinkText: z.string(),
  successUrl: z.string().nullable(),
  successCourse: z.string().nullable(),
  externalUserId: z.string().nullable(),
  state: z.string().nullable(),
  industry: z.string().nullable(),
  cycles: z.array(z.string()),
  cycleLabel: z.string(),
  certificationText: z.string().nullable(),
  /** The display flags: which fields the course's rules show. */
  display: affidavitFieldFlags.nullable(),
  /** Today's date the learner must enter (MM/DD/YYYY, the course's time zone). */
  today: z.string().nullable(),
});
export type ExternalAffidavitConfig = z.infer<typeof externalAffidavitConfig>;

/** POST api/affidavit/acceptExternal: the final payload plus the external variant's fields and the link token. */
export const externalAffidavitBody = finalAffidavitBody.extend({
  token: field('token', affidavitLimits.tokenMax),
  login: field('login', 50).optional(),
  externalUserId: field('externalUserId', affidavitLimits.externalIdMax).optional(),
  externalEnrollmentId: field('externalEnrollmentId', affidavitLimits.externalIdMax).optional(),
  industry: field('industry').optional(),
  state: field('state', 2).optional(),
  licenseType: field('licenseType').optional(),
});
export type ExternalAffidavitBody = z.infer<typeof externalAffidavitBody>;
export const externalAffidavitReply = z.object({ error: z.boolean(), message: z.string().nullable() });
export type ExternalAffidavitReply = z.infer<typeof externalAffidavitReply>;
