import { type AffidavitFields, type FinalAffidavitBody, finalAffidavitMessages as M } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { finalAffidavitErrors } from './final.js';

const TODAY = '03/14/2026';
const ALL: AffidavitFields = {
  middleNameRequired: true,
  ssn: 'FULL',
  driversLicenseNumber: true,
  nrds: true,
  dateOfBirth: true,
  age: true,
  gender: true,
  education: true,
  martialStatus: true,
  employmentStatus: true,
  ethnicity: true,
  password: true,
  idNumber: true,
  nmlsId: true,
  countyOfResidence: true,
  license: true,
  cycle: true,
};
const VALID: FinalAffidavitBody = {
  date: TODAY,
  firstName: 'Ada',
  middleName: 'B',
  lastName: 'Lovelace',
  ssn: '123-45-6789',
  driversLicenseNumber: 'D1234567',
  dateOfBirth: '12/10/1985',
  age: '41_55',
  gender: 'FEMALE',
  education: 'MASTER',
  martialStatus: 'SINGLE',
  employmentStatus: 'FULL_TIME',
  ethnicity: 'PREFER_NOT',
  password: 'right-pass',
  confirmPassword: 'right-pass',
  idNumber: 'ID-1',
  countyOfResidence: 'Travis',
  license: { id: 7 },
  nmlsId: '123456',
  cycle: '2024-2026',
};
const ctx = (fields: AffidavitFields = ALL) => ({
  fields,
  today: TODAY,
  state: 'TX',
  passwordMatches: async (p: string) => p === 'right-pass',
  ownsLicense: async (id: number) => id === 7,
});

describe('final affidavit checks (002 §5), in the spec order', () => {
  it('accepts a complete, valid affidavit', async () => {
    expect(await finalAffidavitErrors(VALID, ctx())).toEqual([]);
  });

  it('lists every failing check in the spec order when nothing is filled in', async () => {
    expect(await finalAffidavitErrors({}, ctx())).toEqual([
      M.dateRequired,
      M.firstNameRequired,
      M.middleNameRequired,
      M.lastNameRequired,
      M.ssnRequired,
      M.driversLicenseRequired,
      M.dateOfBirthRequired,
      M.ageRequired,
      M.genderRequired,
      M.educationRequired,
      M.martialStatusRequired,
      M.employmentStatusRequired,
      M.ethnicityRequired,
      M.passwordRequired,
      M.idNumberRequired,
      M.countyOfResidenceRequired,
      M.licenseRequired,
      M.nmlsInvalid,
      M.cycleRequired,
    ]);
  });

  // One rule broken at a time: exactly its message comes back.
  it.each<[string, Partial<FinalAffidavitBody>, string]>([
    ['date blank', { date: ' ' }, M.dateRequired],
    ['first name blank', { firstName: '' }, M.firstNameRequired],
    ['middle name blank (rule on)', { middleName: '' }, M.middleNameRequired],
    ['last name blank', { lastName: '' }, M.lastNameRequired],
    ['SSN blank', { ssn: '' }, M.ssnRequired],
    ['SSN of 8 digits', { ssn: '12345678' }, M.ssnInvalid],
    ['SSN with letters', { ssn: '12345678x' }, M.ssnInvalid],
    ["driver's licence blank", { driversLicenseNumber: '' }, M.driversLicenseRequired],
    ['date of birth blank', { dateOfBirth: '' }, M.dateOfBirthRequired],
    ['age not on the list', { age: '99' }, M.ageRequired],
    ['gender blank', { gender: '' }, M.genderRequired],
    ['education blank', { education: '' }, M.educationRequired],
    ['marital status blank', { martialStatus: '' }, M.martialStatusRequired],
    ['employment blank', { employmentStatus: '' }, M.employmentStatusRequired],
    ['ethnicity blank', { ethnicity: '' }, M.ethnicityRequired],
    ['password blank', { password: '', confirmPassword: '' }, M.passwordRequired],
    ['confirmation differs', { confirmPassword: 'other' }, M.passwordMismatch],
    ['password wrong', { password: 'wrong-pass', confirmPassword: 'wrong-pass' }, M.passwordIncorrect],
    ['ID number blank', { idNumber: '' }, M.idNumberRequired],
    ['county blank', { countyOfResidence: '' }, M.countyOfResidenceRequired],
    ['no licence', { license: null }, M.licenseRequired],
    ["another learner's licence", { license: { id: 8 } }, M.licenseRequired],
    [
      'new licence with a bad renewal date',
      { license: { licenseNumber: 'L1', licenseType: 'Broker', renewalDateStr: '13/1/2027' } },
      M.licenseRequired,
    ],
    ['NMLS of 3 digits', { nmlsId: '123' }, M.nmlsInvalid],
    ['NMLS of 13 digits', { nmlsId: '1234567890123' }, M.nmlsInvalid],
    ['NMLS not numeric', { nmlsId: '12a45' }, M.nmlsInvalid],
    ['cycle blank', { cycle: '' }, M.cycleRequired],
    ['date not today', { date: '03/13/2026' }, `${M.dateMustBe}${TODAY}`],
    ['date not a real date', { date: '02/30/2026' }, `${M.dateMustBe}${TODAY}`],
    ['date of birth not a date', { dateOfBirth: '02/30/1990' }, M.dateOfBirthInvalid],
  ])('%s', async (_name, change, message) => {
    expect(await finalAffidavitErrors({ ...VALID, ...change }, ctx())).toEqual([message]);
  });

  it('takes the 8 digits of a date without slashes, and the last four when the rule asks for them', async () => {
    expect(await finalAffidavitErrors({ ...VALID, date: '03142026' }, ctx())).toEqual([]);
    const lastFour = { ...ALL, ssn: 'LAST_FOUR' as const };
    expect(await finalAffidavitErrors({ ...VALID, ssn: '6789' }, ctx(lastFour))).toEqual([]);
    expect(await finalAffidavitErrors({ ...VALID, ssn: '123456789' }, ctx(lastFour))).toEqual([M.ssnInvalid]);
  });

  it('chooses among several licences in the state only by `license`', async () => {
    const two = {
      ...VALID,
      license: undefined,
      licenses: [
        { id: 7, state: 'TX' },
        { id: 9, state: 'TX' },
      ],
    };
    expect(await finalAffidavitErrors(two, ctx())).toEqual([M.licenseRequired]);
    expect(
      await finalAffidavitErrors(
        {
          ...two,
          licenses: [
            { id: 7, state: 'TX' },
            { id: 9, state: 'CA' },
          ],
        },
        ctx(),
      ),
    ).toEqual([]);
  });

  it('checks only the fields the rules show', async () => {
    const none: AffidavitFields = Object.fromEntries(
      Object.entries(ALL).map(([k, v]) => [k, typeof v === 'boolean' ? false : 'NONE']),
    ) as AffidavitFields;
    expect(await finalAffidavitErrors({ date: TODAY, firstName: 'A', lastName: 'B' }, ctx(none))).toEqual([]);
  });
});
