import { IDENTITY_CHECK_RULES, type RuleType, SSN_MODES } from '@continuum/contracts';
import { RULE_DEFAULTS } from './course-rules.js';

/**
 * Every SC_* rule the app reads, with how an administrator may set it (decision 0081). Types follow the readers:
 * yes/no keys go through CourseRules.flag, counts through CourseRules.int (digits only), the rest is text or one
 * of a list. Defaults are the spec's (CourseRules) or the reader's fallback; null where the reader has none.
 */
export interface RuleDefinition {
  key: string;
  type: RuleType;
  defaultValue: string | null;
  min?: number;
  max?: number;
  maxLength?: number;
  options?: readonly string[];
  /** A text that must also be an absolute http(s) address. */
  url?: boolean;
}

const yesNo = (key: string, defaultValue: string | null = 'no'): RuleDefinition => ({ key, type: 'BOOLEAN', defaultValue });
const count = (key: string, min: number, max: number, defaultValue: string | null = null): RuleDefinition => ({
  key,
  type: 'NUMBER',
  min,
  max,
  defaultValue,
});
const words = (key: string, maxLength: number, extra: Partial<RuleDefinition> = {}): RuleDefinition => ({
  key,
  type: 'TEXT',
  maxLength,
  defaultValue: null,
  ...extra,
});

/** IANA zones this runtime knows (the seat-time calendar must be one: seat-time/settings.ts). */
const zones = (): string[] => {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes('UTC') ? known : ['UTC', ...known];
};

const AFFIDAVIT_FIELDS = [
  'MIDDLE_NAME_REQUIRED',
  'DRIVERS_LICENSE',
  'NRDS',
  'DATE_OF_BIRTH',
  'AGE',
  'GENDER',
  'EDUCATION',
  'MARITAL_STATUS',
  'EMPLOYMENT_STATUS',
  'ETHNICITY',
  'PASSWORD',
  'ID_NUMBER',
  'NMLS_ID',
  'COUNTY_OF_RESIDENCE',
  'LICENSE',
  'CYCLE',
];

const definitions: RuleDefinition[] = [
  // Seat time and sessions (000 §9; the daily maximum, zone and message keys are seat-time's).
  count('SC_IDLE_WARNING_SECS', 60, 86_400),
  yesNo('SC_SEAT_TIME_IS_TIMEOUT'),
  count('SC_SEAT_TIME_TIMEOUT_MINUTES', 1, 1440),
  yesNo('SC_SEAT_TIME_DISPLAY_WARNING'),
  yesNo('SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE'),
  count('SC_SEAT_TIME_MAX_DAILY_MINUTES', 0, 1440, '0'),
  { key: 'SC_SEAT_TIME_TIME_ZONE', type: 'ENUM', defaultValue: null, options: zones() },
  words('SC_SEAT_TIME_MAX_POPUP_MESSAGE', 500),
  // Final exams and their gates (000 §9, 002 §9; decisions 0026, 0032, 0037).
  yesNo('SC_PROCTOR_PROCTOR_REQUIRED'),
  words('SC_PROCTOR_PROCTOR_SITE_URL', 500, { url: true }),
  yesNo('SC_PROCTOR_SIGNATURE_REQUIRED'),
  yesNo('SC_FINAL_EXAMS_ALLOW_PRINT'),
  count('SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT', 0, 100),
  yesNo('SC_FINAL_EXAM_ACCESS_CODE_REQUIRED'),
  count('SC_FINAL_EXAMS_MINS_BEFORE_RETAKE', 0, 525_600),
  words('SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION', 200),
  yesNo('SC_PHOTO_IDENTIFICATION_REQUIRED'),
  yesNo('SC_SECURITY_SECURITY_QUESTIONS_REQUIRED'),
  count('SC_SECURITY_SECURITY_QUESTION_NUMBER', 1, 4),
  yesNo('SC_FEEDBACK_SURVEY_BEFORE_FINAL_EXAM'),
  yesNo('SC_FEEDBACK_SURVEY_REQUIRED'),
  // The survey's skip and the completed course's add-on (decision 0092).
  yesNo('SC_FEEDBACK_SURVEY_ALLOW_SKIP'),
  words('SC_EXAM_PREP_ADD_ON_URL', 2048, { url: true }),
  words('SC_STANDARD_MESSAGING_FEEDBACK_FORM_HEADER', 500),
  yesNo('SC_ASSIGNMENTS_REQUIRED_BEFORE_FINAL_EXAM'),
  words('SC_ASSIGNMENTS_NOT_COMPLETE_MESSAGE', 500),
  // The final affidavit (decision 0032).
  yesNo('SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED'),
  ...AFFIDAVIT_FIELDS.map((field) => yesNo(`SC_STUDENT_AFFIDAVITS_${field}`)),
  { key: 'SC_STUDENT_AFFIDAVITS_SSN', type: 'ENUM', defaultValue: 'NONE', options: SSN_MODES },
  words('SC_STUDENT_AFFIDAVITS_CERTIFICATION_TEXT', 4000),
  words('SC_STUDENT_AFFIDAVITS_BIO_INSTRUCTION', 2000),
  // The orientation affidavit, cycles and manual signature (decision 0093).
  words('SC_STUDENT_AFFIDAVITS_ORIENTATION_TEXT', 4000),
  // The orientation affidavit comes before the course's content (issue 25 item 29, decision 0116).
  yesNo('SC_STUDENT_AFFIDAVITS_ORIENTATION_REQUIRED'),
  words('SC_STUDENT_AFFIDAVITS_CYCLES', 1000),
  words('SC_STUDENT_AFFIDAVITS_CYCLE_LABEL', 50),
  yesNo('SC_STUDENT_AFFIDAVITS_MANUAL_SIGNATURE'),
  // Typing-pattern authentication (000 §9; decision 0090): the pass mark of net_score and the two texts.
  count('SC_STUDENT_AUTHENTICATION_THRESHOLD', 0, 100, '50'),
  // Which identity checks the course asks for (issue 25, decision 0104; an enrolment's own setting wins).
  ...Object.values(IDENTITY_CHECK_RULES).map((key) => yesNo(key)),
  words('SC_STUDENT_AUTHENTICATION_FAILURE_MESSAGE', 500),
  words('SC_STUDENT_AUTHENTICATION_FINAL_FAILURE_MESSAGE', 500),
  // Course flow.
  yesNo('SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED'),
  yesNo('SC_LESSONS_REQUIRE_SLIDES_CORRECT'),
];

/** The catalogue by key; a spec default (CourseRules) wins over the reader's fallback written above. */
export const RULE_CATALOGUE: ReadonlyMap<string, RuleDefinition> = new Map(
  definitions.map((d) => [d.key, { ...d, defaultValue: RULE_DEFAULTS[d.key] ?? d.defaultValue }]),
);

const BOOLEAN_WORDS = new Map([
  ['yes', true],
  ['no', false],
  ['true', true],
  ['false', false],
]);

/** A value checked against its rule: the text to store, or why not. */
export type RuleCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks a value for a rule (booleans are stored as yes/no, counts as digits, as CourseRules reads them). A yes/no
 * rule takes true/false or 'yes'/'no' (any case); a count takes a whole number or its digits as text.
 */
export function checkRuleValue(def: RuleDefinition, value: string | number | boolean): RuleCheck {
  const fail = (why: string): RuleCheck => ({ ok: false, message: `${def.key} ${why}` });
  switch (def.type) {
    case 'BOOLEAN': {
      // The spec's own form ('yes'/'no', as packages write it) and JSON's (true/false) both (issue 25 #23).
      const flag = typeof value === 'string' ? BOOLEAN_WORDS.get(value.trim().toLowerCase()) : value;
      return typeof flag === 'boolean' ? { ok: true, value: flag ? 'yes' : 'no' } : fail('must be yes or no (true or false)');
    }
    case 'NUMBER': {
      const { min = 0, max = 0 } = def;
      // A number sent as text ("1", as forms and packages send it) is the number (issue 25 #41).
      if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) value = Number.parseInt(value, 10);
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail('must be a whole number');
      if (value < min || value > max) return fail(`must be between ${min} and ${max}`);
      return { ok: true, value: String(value) };
    }
    case 'ENUM':
      if (typeof value !== 'string' || !def.options?.includes(value)) return fail('must be one of the listed values');
      return { ok: true, value };
    case 'TEXT': {
      if (typeof value !== 'string') return fail('must be text');
      const trimmed = value.trim();
      if (trimmed === '') return fail('must not be empty (clear it instead)');
      if (def.maxLength && trimmed.length > def.maxLength) return fail(`must be at most ${def.maxLength} characters`);
      if (def.url && !isHttpUrl(trimmed)) return fail('must be an http or https address');
      return { ok: true, value: trimmed };
    }
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
