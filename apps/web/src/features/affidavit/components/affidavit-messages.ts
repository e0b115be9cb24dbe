import { type FinalAffidavitMessageKey, finalAffidavitMessages, licenseMessages } from '@continuum/contracts';
import type { TFunction } from 'i18next';

const KEYS = Object.keys(finalAffidavitMessages) as FinalAffidavitMessageKey[];
const LICENSE_KEYS = Object.keys(licenseMessages) as (keyof typeof licenseMessages)[];

/** The message key of a server text (the server answers in the spec's English words), or undefined. */
export function messageKey(message: string): FinalAffidavitMessageKey | undefined {
  if (message.startsWith(finalAffidavitMessages.dateMustBe)) return 'dateMustBe';
  return KEYS.find((key) => finalAffidavitMessages[key] === message);
}

/** A final affidavit message in the learner's language; the date and the typed date of birth are appended. */
export function affidavitMessageText(t: TFunction, message: string, values: { dateOfBirth?: string } = {}): string {
  const key = messageKey(message);
  if (!key) return message;
  if (key === 'dateMustBe')
    return t('affidavit.errors.dateMustBe', { date: message.slice(finalAffidavitMessages.dateMustBe.length) });
  if (key === 'dateOfBirthInvalid') return `${t('affidavit.errors.dateOfBirthInvalid')} ${values.dateOfBirth ?? ''}`.trim();
  return t(`affidavit.errors.${key}`);
}

/** A licence error of license-validate in the learner's language. */
export function licenseMessageText(t: TFunction, message: string): string {
  const key = LICENSE_KEYS.find((k) => licenseMessages[k] === message);
  return key ? t(`affidavit.license.errors.${key}`) : message;
}

/** The input each check is about, to focus when its dialog closes. */
export const FIELD_OF: Partial<Record<FinalAffidavitMessageKey, string>> = {
  dateRequired: 'date',
  dateMustBe: 'date',
  firstNameRequired: 'firstName',
  middleNameRequired: 'middleName',
  lastNameRequired: 'lastName',
  ssnRequired: 'ssn',
  ssnInvalid: 'ssn',
  driversLicenseRequired: 'driversLicenseNumber',
  dateOfBirthRequired: 'dateOfBirth',
  dateOfBirthInvalid: 'dateOfBirth',
  ageRequired: 'age',
  genderRequired: 'gender',
  educationRequired: 'education',
  martialStatusRequired: 'martialStatus',
  employmentStatusRequired: 'employmentStatus',
  ethnicityRequired: 'ethnicity',
  passwordRequired: 'password',
  passwordMismatch: 'confirmPassword',
  passwordIncorrect: 'password',
  idNumberRequired: 'idNumber',
  countyOfResidenceRequired: 'countyOfResidence',
  nmlsInvalid: 'nmlsId',
  cycleRequired: 'cycle',
};
