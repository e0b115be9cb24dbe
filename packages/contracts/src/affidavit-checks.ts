import {
  AFFIDAVIT_OPTIONS,
  affidavitLimits,
  type FinalAffidavitBody,
  type FinalAffidavitMessageKey,
  finalAffidavitMessages,
} from './affidavit.js';
import type { FinalAffidavitForm } from './exam-gates.js';

export type AffidavitFields = FinalAffidavitForm['fields'];

function realDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Strict MM/DD/YYYY (or its 8 digits) to MM/DD/YYYY when it is a real date, else null (002 §5). */
export function parseUsDate(input: string | undefined): string | null {
  const m = /^(\d{2})\/?(\d{2})\/?(\d{4})$/.exec((input ?? '').trim());
  if (!m?.[1] || !m[2] || !m[3]) return null;
  return realDate(Number(m[3]), Number(m[1]), Number(m[2])) ? `${m[1]}/${m[2]}/${m[3]}` : null;
}

/** A renewal date in m/d/yyyy form (one or two digits for month and day) to YYYY-MM-DD, else null. */
export function parseRenewalDate(input: string | undefined): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((input ?? '').trim());
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!realDate(year, month, day)) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The digits of an SSN as typed (dashes and spaces allowed between the groups). */
export function ssnDigits(input: string | undefined): string {
  const value = (input ?? '').trim();
  return /^[\d -]*$/.test(value) ? value.replace(/\D/g, '') : value;
}

/** `123456789` shown as `123-45-6789` while typing (002 §5: 3-2-4 groups). */
export function formatSsn(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, affidavitLimits.ssnDigits);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5)].filter(Boolean).join('-');
}

/** 8 digits shown as MM/DD/YYYY while typing. */
export function formatDateDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, affidavitLimits.dateDigits);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

const blank = (value: string | undefined) => !value?.trim();
const option = (list: readonly string[], value: string | undefined) => !blank(value) && list.includes((value ?? '').trim());

/** True when the payload names a licence: a stored one by id, a new one typed in whole, or the only one given. */
export function hasSelectedLicense(body: FinalAffidavitBody, state: string | null): boolean {
  const license = body.license ?? soleLicenseOfState(body, state);
  if (!license) return false;
  if (license.id) return true;
  return !blank(license.licenseNumber) && parseRenewalDate(license.renewalDateStr) !== null;
}

/** Without a `license`, the `licenses` entry of the course's state when there is exactly one (two: choose). */
export function soleLicenseOfState(body: FinalAffidavitBody, state: string | null) {
  const inState = (body.licenses ?? []).filter((l) => !state || !l.state || l.state.toUpperCase() === state.toUpperCase());
  return inState.length === 1 ? inState[0] : undefined;
}

/**
 * The final affidavit's checks in the spec's order (002 §5), as message keys and texts; empty means valid.
 * The server adds what only it knows (the password's correctness, whose licence an id is) at the same places.
 */
export function finalAffidavitChecks(
  body: FinalAffidavitBody,
  fields: AffidavitFields,
  today: string,
  state: string | null,
): { key: FinalAffidavitMessageKey; message: string }[] {
  const errors: { key: FinalAffidavitMessageKey; message: string }[] = [];
  const add = (key: FinalAffidavitMessageKey, suffix = '') => errors.push({ key, message: finalAffidavitMessages[key] + suffix });
  if (blank(body.date)) add('dateRequired');
  if (blank(body.firstName)) add('firstNameRequired');
  if (fields.middleNameRequired && blank(body.middleName)) add('middleNameRequired');
  if (blank(body.lastName)) add('lastNameRequired');
  if (fields.ssn !== 'NONE') {
    const digits = ssnDigits(body.ssn);
    const want = fields.ssn === 'FULL' ? affidavitLimits.ssnDigits : affidavitLimits.ssnLastFourDigits;
    if (!digits) add('ssnRequired');
    else if (!new RegExp(`^\\d{${want}}$`).test(digits)) add('ssnInvalid');
  }
  if (fields.driversLicenseNumber && blank(body.driversLicenseNumber)) add('driversLicenseRequired');
  if (fields.dateOfBirth && blank(body.dateOfBirth)) add('dateOfBirthRequired');
  if (fields.age && !option(AFFIDAVIT_OPTIONS.age, body.age)) add('ageRequired');
  if (fields.gender && !option(AFFIDAVIT_OPTIONS.gender, body.gender)) add('genderRequired');
  if (fields.education && !option(AFFIDAVIT_OPTIONS.education, body.education)) add('educationRequired');
  if (fields.martialStatus && !option(AFFIDAVIT_OPTIONS.martialStatus, body.martialStatus)) add('martialStatusRequired');
  if (fields.employmentStatus && !option(AFFIDAVIT_OPTIONS.employmentStatus, body.employmentStatus)) {
    add('employmentStatusRequired');
  }
  if (fields.ethnicity && !option(AFFIDAVIT_OPTIONS.ethnicity, body.ethnicity)) add('ethnicityRequired');
  if (fields.password) {
    if (blank(body.password)) add('passwordRequired');
    else if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) add('passwordMismatch');
  }
  if (fields.idNumber && blank(body.idNumber)) add('idNumberRequired');
  if (fields.countyOfResidence && blank(body.countyOfResidence)) add('countyOfResidenceRequired');
  if (fields.license && !hasSelectedLicense(body, state)) add('licenseRequired');
  if (fields.nmlsId) {
    const min = affidavitLimits.nmlsMinDigits;
    const max = affidavitLimits.nmlsMaxDigits;
    if (!new RegExp(`^\\d{${min},${max}}$`).test((body.nmlsId ?? '').trim())) add('nmlsInvalid');
  }
  if (fields.cycle && blank(body.cycle)) add('cycleRequired');
  if (!blank(body.date) && parseUsDate(body.date) !== today) add('dateMustBe', today);
  if (fields.dateOfBirth && !blank(body.dateOfBirth) && parseUsDate(body.dateOfBirth) === null) add('dateOfBirthInvalid');
  return errors;
}
