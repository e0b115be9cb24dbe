import { describe, expect, it } from 'vitest';
import { unitExamOutcome } from './unit-exam';

const exam = (status: 'AVAILABLE' | 'IN_PROGRESS' | 'COMPLETE' | 'COMPLETE_FAIL', derived: Record<string, string>) => ({
  status,
  derivedData: derived,
});

describe('unitExamOutcome', () => {
  it('is notTaken before the first attempt and passed after a pass', () => {
    expect(unitExamOutcome(exam('AVAILABLE', { EXAM_TAKEN: 'false', EXAM_PASSED: 'false' }))).toBe('notTaken');
    expect(unitExamOutcome(exam('COMPLETE', { EXAM_TAKEN: 'true', EXAM_PASSED: 'true' }))).toBe('passed');
  });

  it('offers a retake while attempts remain, unlimited included', () => {
    const failed = { EXAM_TAKEN: 'true', EXAM_PASSED: 'false', EXAM_ATTEMPT_COUNT: '1' };
    expect(unitExamOutcome(exam('IN_PROGRESS', { ...failed, EXAM_ALLOWED_ATTEMPT_COUNT: '2' }))).toBe('retake');
    expect(unitExamOutcome(exam('IN_PROGRESS', { ...failed, EXAM_ALLOWED_ATTEMPT_COUNT: '-1' }))).toBe('retake');
  });

  it('offers none once the allowed attempts are used (DISALLOW_RETAKES arrives as one) or the failure is final', () => {
    const failed = { EXAM_TAKEN: 'true', EXAM_PASSED: 'false', EXAM_ATTEMPT_COUNT: '1' };
    expect(unitExamOutcome(exam('IN_PROGRESS', { ...failed, EXAM_ALLOWED_ATTEMPT_COUNT: '1' }))).toBe('noAttemptsLeft');
    expect(unitExamOutcome(exam('COMPLETE_FAIL', { ...failed, EXAM_ALLOWED_ATTEMPT_COUNT: '-1' }))).toBe('noAttemptsLeft');
  });
});
