import { describe, expect, it } from 'vitest';
import { type CompletionInputs, completionStep } from './step.js';

const base: CompletionInputs = {
  rootStatus: 'COMPLETE',
  minimumTimeRemainingMinutes: 0,
  calendarDaysPending: false,
  finalExamMissing: false,
  lpStatus: 'IN_PROGRESS',
  completedAt: null,
  surveyRequired: false,
  surveyExists: true,
  surveyDone: false,
  affidavitRequired: false,
  affidavitAccepted: false,
  proctorAffidavitRequired: false,
  proctorSigned: false,
};

describe('completionStep (001 §4 finishCourse)', () => {
  it('the minimum time, then a passed final, come after the content and before the survey (issue 25)', () => {
    const open = { ...base, surveyRequired: true };
    expect(completionStep({ ...open, minimumTimeRemainingMinutes: 5, finalExamMissing: true })).toBe('MIN_COURSE_TIME_NOT_MET');
    expect(completionStep({ ...open, finalExamMissing: true })).toBe('FINAL_EXAM_REQUIRED');
    expect(completionStep({ ...open, minimumTimeRemainingMinutes: 5, calendarDaysPending: true })).toBe(
      'MIN_COURSE_TIME_NOT_MET',
    );
    expect(completionStep({ ...open, calendarDaysPending: true, finalExamMissing: true })).toBe('MIN_CALENDAR_DAYS_NOT_MET');
    expect(completionStep({ ...open, rootStatus: 'IN_PROGRESS', minimumTimeRemainingMinutes: 5 })).toBe('NOT_FINISHED');
    expect(completionStep({ ...open, lpStatus: 'COMPLETE', minimumTimeRemainingMinutes: 5 })).toBe('COMPLETE');
  });

  it('a failed end (root COMPLETE_FAIL) is COMPLETE_FAIL, never completed, whatever else is met', () => {
    expect(completionStep({ ...base, rootStatus: 'COMPLETE_FAIL' })).toBe('COMPLETE_FAIL');
    expect(completionStep({ ...base, rootStatus: 'COMPLETE_FAIL', surveyRequired: true })).toBe('COMPLETE_FAIL');
  });

  it('content left is NOT_FINISHED', () => {
    expect(completionStep({ ...base, rootStatus: 'IN_PROGRESS' })).toBe('NOT_FINISHED');
    expect(completionStep({ ...base, rootStatus: 'AVAILABLE' })).toBe('NOT_FINISHED');
  });

  it('survey first when required and not done, then the final affidavit, then the proctor signature', () => {
    const all = { ...base, surveyRequired: true, affidavitRequired: true, proctorAffidavitRequired: true };
    expect(completionStep(all)).toBe('SURVEY');
    expect(completionStep({ ...all, surveyDone: true })).toBe('AFFIDAVIT');
    expect(completionStep({ ...all, surveyDone: true, affidavitAccepted: true })).toBe('READY_PENDING_SIGNATURE');
    const pending = { ...all, surveyDone: true, affidavitAccepted: true, lpStatus: 'PENDING_SIGNATURE' };
    expect(completionStep(pending)).toBe('PENDING_SIGNATURE');
    expect(completionStep({ ...pending, proctorSigned: true })).toBe('READY');
  });

  it('a required survey that is not authored asks nothing; nothing required is READY; completed stays COMPLETE', () => {
    expect(completionStep({ ...base, surveyRequired: true, surveyExists: false })).toBe('READY');
    expect(completionStep(base)).toBe('READY');
    expect(completionStep({ ...base, lpStatus: 'COMPLETE', completedAt: new Date() })).toBe('COMPLETE');
  });
});
