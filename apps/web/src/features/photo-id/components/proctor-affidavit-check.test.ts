import { describe, expect, it } from 'vitest';
import { canSubmit, showDate, validity } from './proctor-affidavit-check';

const filled = {
  proctorCode: 'ABCD-2345',
  proctorName: 'Pat Proctor',
  employerAndJobTitle: 'Library, Librarian',
  businessAddress: '1 Main St',
  daytimePhone: '512-974-7400',
  email: 'pat@example.org',
  relationship: 'None',
  date: '03142025',
};

describe('the proctor affidavit checks', () => {
  it('shows the typed digits with slashes', () => {
    expect(showDate('0314')).toBe('03/14');
    expect(showDate('03142025')).toBe('03/14/2025');
  });
  it('highlights each checked field', () => {
    expect(validity(filled)).toEqual({ proctorCode: true, date: true, daytimePhone: true, email: true });
    expect(validity({ ...filled, date: '02302025', daytimePhone: '12345', email: 'pat@', proctorCode: '' })).toEqual({
      proctorCode: false,
      date: false,
      daytimePhone: false,
      email: false,
    });
  });
  it('needs every field for Submit', () => {
    expect(canSubmit(filled)).toBe(true);
    expect(canSubmit({ ...filled, relationship: ' ' })).toBe(false);
    expect(canSubmit({ ...filled, date: '0314202' })).toBe(false);
  });
});
