import { gateCodeParams, parseProctorAffidavitDate, US_PHONE_PATTERN } from '@continuum/contracts';

export interface ProctorAffidavitFields {
  proctorCode: string;
  proctorName: string;
  employerAndJobTitle: string;
  businessAddress: string;
  daytimePhone: string;
  email: string;
  relationship: string;
  /** Digits only, at most 8 (002 §5). */
  date: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The date as shown: digits with slashes after the second and fourth (MM/DD/YYYY as typed). */
export const showDate = (digits: string) =>
  [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');

/** Which of the highlighted fields (code, date, phone, e-mail; 002 §5) hold a valid value. */
export function validity(f: ProctorAffidavitFields) {
  return {
    proctorCode: gateCodeParams.safeParse({ code: f.proctorCode }).success,
    date: f.date.length === 8 && parseProctorAffidavitDate(showDate(f.date)) !== null,
    daytimePhone: US_PHONE_PATTERN.test(f.daytimePhone.trim()),
    email: EMAIL.test(f.email.trim()),
  };
}

/** Submit needs every field (002 §5 "All fields are required"), the highlighted ones valid. */
export function canSubmit(f: ProctorAffidavitFields): boolean {
  const v = validity(f);
  const filled = [f.proctorName, f.employerAndJobTitle, f.businessAddress, f.relationship].every((s) => s.trim() !== '');
  return filled && v.proctorCode && v.date && v.daytimePhone && v.email;
}
