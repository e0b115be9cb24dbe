import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/http/api-error';
import { conductOf } from './conduct-rules';
import { classifyFailure, noFailures } from './exam-errors';
import { readTimer } from './exam-timer';
import { canSubmitExam } from './submit-rule';
import { clockText, timeParts } from './time-parts';

const apiError = (status: number, code = `HTTP_${status}`) => new ApiError({ status, statusText: 'x', code, message: code });

describe('readTimer (display only, from the last reply)', () => {
  const snap = { secondsLeftOnExam: 100, secondsBeforeTimeWarning: 40, secondsElapsed: 20, receivedAt: 1_000_000 };
  it.each([
    [0, { left: 100, elapsed: 20, warning: false, expired: false }],
    [39_999, { left: 61, elapsed: 59, warning: false, expired: false }],
    [40_000, { left: 60, elapsed: 60, warning: true, expired: false }],
    [100_000, { left: 0, elapsed: 120, warning: false, expired: true }],
    [500_000, { left: 0, elapsed: 520, warning: false, expired: true }],
  ])('%i ms after the reply', (ms, expected) => {
    expect(readTimer(snap, snap.receivedAt + ms)).toEqual({ timed: true, ...expected });
  });
  it('an untimed exam only counts elapsed time', () => {
    expect(readTimer({ ...snap, secondsLeftOnExam: -1, secondsBeforeTimeWarning: -1 }, snap.receivedAt + 5000)).toEqual({
      timed: false,
      left: -1,
      elapsed: 25,
      warning: false,
      expired: false,
    });
  });
});

describe('canSubmitExam (002 §4)', () => {
  it.each([
    [{ standardProduct: true, answered: 0, total: 5, onLast: false, hasAnswer: false }, true],
    [{ standardProduct: false, answered: 4, total: 5, onLast: false, hasAnswer: true }, false],
    [{ standardProduct: false, answered: 5, total: 5, onLast: false, hasAnswer: true }, true],
    [{ standardProduct: false, answered: 1, total: 5, onLast: true, hasAnswer: true }, true],
    [{ standardProduct: false, answered: 1, total: 5, onLast: true, hasAnswer: false }, false],
  ])('%o -> %s', (input, expected) => expect(canSubmitExam(input)).toBe(expected));
});

describe('classifyFailure (002 §8)', () => {
  it('counts 401s: temporary twice, then unauthenticated', () => {
    const counts = noFailures();
    expect(classifyFailure(apiError(401, 'UNAUTHORIZED'), counts)).toEqual({ kind: 'temporary', n: 1 });
    expect(classifyFailure(apiError(401, 'UNAUTHORIZED'), counts)).toEqual({ kind: 'temporary', n: 2 });
    expect(classifyFailure(apiError(401, 'UNAUTHORIZED'), counts)).toEqual({ kind: 'unauthenticated' });
  });
  it('sorts the rest: offline, time expired, finished, 12x{n}, 13x{n}', () => {
    const counts = noFailures();
    expect(classifyFailure(apiError(0, 'NETWORK'), counts)).toEqual({ kind: 'offline' });
    expect(classifyFailure(apiError(409, 'EXAM_TIME_EXPIRED'), counts)).toEqual({ kind: 'timeExpired' });
    expect(classifyFailure(apiError(409, 'EXAM_ALREADY_FINISHED'), counts)).toEqual({ kind: 'finished' });
    expect(classifyFailure(apiError(500), counts)).toMatchObject({ kind: 'http', n: 1, status: 500 });
    expect(classifyFailure(apiError(400), counts)).toMatchObject({ kind: 'http', n: 2, status: 400 });
    expect(classifyFailure(new TypeError('bug'), counts)).toEqual({ kind: 'unknown', n: 1, message: 'bug' });
  });
});

describe('time figures', () => {
  it('splits seconds and shows a clock', () => {
    expect(timeParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(125)).toBe('02:05');
    expect(clockText(-5)).toBe('00:00');
  });
});

describe('conductOf', () => {
  it('applies to final exams only, reading SC_FINAL_EXAMS_ALLOW_PRINT and the leave count', () => {
    const rules = { SC_FINAL_EXAMS_ALLOW_PRINT: 'no', SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT: '2' };
    expect(conductOf(true, rules)).toEqual({ blockContextMenu: true, allowedLeaves: 2 });
    expect(conductOf(false, rules)).toEqual({ blockContextMenu: false, allowedLeaves: null });
    expect(conductOf(true, { SC_FINAL_EXAMS_ALLOW_PRINT: 'yes' })).toEqual({ blockContextMenu: false, allowedLeaves: null });
    expect(conductOf(true, { SC_FINAL_EXAMS_ALLOWED_LEAVE_COUNT: 'many' }).allowedLeaves).toBeNull();
  });
});
