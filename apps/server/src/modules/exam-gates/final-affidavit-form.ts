import { type FinalAffidavitForm, SSN_MODES } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { findMailRecipient } from '../account/index.js';
import { CourseRules, courseTimeZone } from '../catalog/index.js';
import { canReadLearnerProduct } from '../product/index.js';
import * as repo from './repo.js';

/**
 * Rule keys of the final affidavit's fields. The spec says SC_* keys switch them without naming them
 * (002 §9); these names are ours (docs/decisions/0032-final-affidavit-form.md). yes/no unless noted.
 */
export const AFFIDAVIT_RULES = {
  required: 'SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED',
  middleNameRequired: 'SC_STUDENT_AFFIDAVITS_MIDDLE_NAME_REQUIRED',
  /** FULL, LAST_FOUR or NONE. */
  ssn: 'SC_STUDENT_AFFIDAVITS_SSN',
  driversLicenseNumber: 'SC_STUDENT_AFFIDAVITS_DRIVERS_LICENSE',
  nrds: 'SC_STUDENT_AFFIDAVITS_NRDS',
  dateOfBirth: 'SC_STUDENT_AFFIDAVITS_DATE_OF_BIRTH',
  age: 'SC_STUDENT_AFFIDAVITS_AGE',
  gender: 'SC_STUDENT_AFFIDAVITS_GENDER',
  education: 'SC_STUDENT_AFFIDAVITS_EDUCATION',
  martialStatus: 'SC_STUDENT_AFFIDAVITS_MARITAL_STATUS',
  employmentStatus: 'SC_STUDENT_AFFIDAVITS_EMPLOYMENT_STATUS',
  ethnicity: 'SC_STUDENT_AFFIDAVITS_ETHNICITY',
  password: 'SC_STUDENT_AFFIDAVITS_PASSWORD',
  idNumber: 'SC_STUDENT_AFFIDAVITS_ID_NUMBER',
  nmlsId: 'SC_STUDENT_AFFIDAVITS_NMLS_ID',
  countyOfResidence: 'SC_STUDENT_AFFIDAVITS_COUNTY_OF_RESIDENCE',
  license: 'SC_STUDENT_AFFIDAVITS_LICENSE',
  cycle: 'SC_STUDENT_AFFIDAVITS_CYCLE',
  certificationText: 'SC_STUDENT_AFFIDAVITS_CERTIFICATION_TEXT',
  /** Named by the spec (000 §9). */
  bioInstruction: 'SC_STUDENT_AFFIDAVITS_BIO_INSTRUCTION',
} as const;

/** MM/DD/YYYY of the clock's date in the course's time zone: the date the learner must type (002 §5). */
export function courseToday(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    now,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/** The form the final affidavit screen shows, derived from the course's rules (pure). */
export function finalAffidavitFields(rules: CourseRules): FinalAffidavitForm['fields'] {
  const ssn = (rules.text(AFFIDAVIT_RULES.ssn) ?? 'NONE').trim().toUpperCase();
  const on = (key: string) => rules.flag(key);
  return {
    middleNameRequired: on(AFFIDAVIT_RULES.middleNameRequired),
    ssn: (SSN_MODES as readonly string[]).includes(ssn) ? (ssn as FinalAffidavitForm['fields']['ssn']) : 'NONE',
    driversLicenseNumber: on(AFFIDAVIT_RULES.driversLicenseNumber),
    nrds: on(AFFIDAVIT_RULES.nrds),
    dateOfBirth: on(AFFIDAVIT_RULES.dateOfBirth),
    age: on(AFFIDAVIT_RULES.age),
    gender: on(AFFIDAVIT_RULES.gender),
    education: on(AFFIDAVIT_RULES.education),
    martialStatus: on(AFFIDAVIT_RULES.martialStatus),
    employmentStatus: on(AFFIDAVIT_RULES.employmentStatus),
    ethnicity: on(AFFIDAVIT_RULES.ethnicity),
    password: on(AFFIDAVIT_RULES.password),
    idNumber: on(AFFIDAVIT_RULES.idNumber),
    nmlsId: on(AFFIDAVIT_RULES.nmlsId),
    countyOfResidence: on(AFFIDAVIT_RULES.countyOfResidence),
    license: on(AFFIDAVIT_RULES.license),
    cycle: on(AFFIDAVIT_RULES.cycle),
  };
}

const textOrNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** GET api/exam/affidavit/final/{learnerProductId}: the final affidavit form for one's own learner product. */
export async function getFinalAffidavitForm(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  learnerProductId: number,
): Promise<FinalAffidavitForm> {
  const found = await repo.findLearnerProductWithRules(deps.db, learnerProductId);
  if (!found || !canReadLearnerProduct(actor, found.lp)) throw notFound('learner product');
  const learner = await findMailRecipient(deps.db, found.lp.userId);
  if (!learner) throw notFound('learner product');
  const rules = new CourseRules(found.rules);
  return {
    learnerProductId: found.lp.id,
    courseTitle: found.product.name,
    affidavitRequired: rules.flag(AFFIDAVIT_RULES.required),
    firstName: learner.firstName,
    lastName: learner.lastName,
    today: courseToday(deps.clock.now(), courseTimeZone(rules)),
    certificationText: textOrNull(rules.text(AFFIDAVIT_RULES.certificationText)),
    bioInstruction: textOrNull(rules.text(AFFIDAVIT_RULES.bioInstruction)),
    state: found.product.state?.trim().toUpperCase() || null,
    industry: found.product.industry,
    fields: finalAffidavitFields(rules),
  };
}
