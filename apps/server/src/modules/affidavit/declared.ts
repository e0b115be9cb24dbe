import { type AffidavitFields, type FinalAffidavitBody, parseUsDate, ssnDigits } from '@continuum/contracts';
import { acceptanceContext, seal } from './pii.js';
import type { NewAcceptance } from './repo.js';

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** YYYY-MM-DD of a valid MM/DD/YYYY. */
export const isoOfUsDate = (us: string) => `${us.slice(6)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

/**
 * What the learner declared, as stored: only the fields the course's rules show; SSN, driver's licence, date
 * of birth and ID number sealed, bound to `owner` and the field's name.
 */
export function declaredColumns(
  piiKey: Buffer,
  owner: string,
  body: FinalAffidavitBody,
  fields: AffidavitFields,
): Partial<NewAcceptance> {
  const sealed = (value: string | null, name: string) => (value ? seal(piiKey, value, acceptanceContext(owner, name)) : null);
  const when = (on: boolean, value: string | undefined) => (on ? clean(value) : null);
  const ssn = fields.ssn === 'NONE' ? null : ssnDigits(body.ssn);
  return {
    firstName: clean(body.firstName),
    middleName: clean(body.middleName),
    lastName: clean(body.lastName),
    ssnMode: ssn ? fields.ssn : null,
    ssnEncrypted: sealed(ssn, 'ssn'),
    driversLicenseEncrypted: sealed(when(fields.driversLicenseNumber, body.driversLicenseNumber), 'driversLicense'),
    dateOfBirthEncrypted: sealed(fields.dateOfBirth ? parseUsDate(body.dateOfBirth) : null, 'dateOfBirth'),
    idNumberEncrypted: sealed(when(fields.idNumber, body.idNumber), 'idNumber'),
    nrds: when(fields.nrds, body.nrds),
    age: when(fields.age, body.age),
    gender: when(fields.gender, body.gender),
    education: when(fields.education, body.education),
    martialStatus: when(fields.martialStatus, body.martialStatus),
    employmentStatus: when(fields.employmentStatus, body.employmentStatus),
    ethnicity: when(fields.ethnicity, body.ethnicity),
    nmlsId: when(fields.nmlsId, body.nmlsId),
    countyOfResidence: when(fields.countyOfResidence, body.countyOfResidence),
    cycle: when(fields.cycle, body.cycle),
  };
}
