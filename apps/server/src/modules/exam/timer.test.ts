import { describe, expect, it } from 'vitest';
import { securityQuestionPoints } from './security-points.js';
import { elapsedTimeText, isPastGrace, timerView, timeTaken } from './timer.js';

const start = new Date('2026-03-02T12:00:00Z');
const at = (s: number) => new Date(start.getTime() + s * 1000);

describe('timerView', () => {
  const timed = { startedAt: start, deadline: at(600), finishedAt: null, warningSeconds: 120 };
  it.each([
    [0, 600, 480, 0, false],
    [479.5, 121, 1, 479, false],
    [540, 60, 0, 540, false],
    [600, 0, 0, 600, true],
    [700, 0, 0, 600, true], // elapsed stops at the deadline
  ])('at %ss: %i left, warning in %i, %i elapsed, exceeded %s', (s, left, warn, elapsed, exceeded) => {
    expect(timerView(timed, at(s))).toEqual({
      secondsLeftOnExam: left,
      secondsBeforeTimeWarning: warn,
      secondsElapsed: elapsed,
      examTimeExceeded: exceeded,
    });
  });

  it('reports -1 for an untimed exam and stops elapsed time at the finish', () => {
    expect(timerView({ startedAt: start, deadline: null, finishedAt: at(90), warningSeconds: 0 }, at(500))).toEqual({
      secondsLeftOnExam: -1,
      secondsBeforeTimeWarning: -1,
      secondsElapsed: 90,
      examTimeExceeded: false,
    });
  });

  it('allows the grace period and no more', () => {
    expect(isPastGrace(at(600), at(605))).toBe(false);
    expect(isPastGrace(at(600), at(605.001))).toBe(true);
    expect(isPastGrace(null, at(1e6))).toBe(false);
  });

  it('formats the time taken', () => {
    expect(timeTaken(3725)).toBe('1:02:05');
    expect(elapsedTimeText(3725)).toBe('1 hour 2 minutes 5 seconds');
    expect(elapsedTimeText(60)).toBe('1 minute');
    expect(elapsedTimeText(0)).toBe('0 seconds');
  });
});

describe('securityQuestionPoints', () => {
  it.each([
    [1, 480, []],
    [2, 480, [1]],
    [3, 480, [1, 2]],
    [10, 240, [4, 7]],
    [25, 480, [9, 17]],
    [10, 239, [5]],
    [2, 60, [1]],
    [25, 0, [13]],
  ])('%i questions, course time %i: after %j', (total, minutes, points) => {
    expect(securityQuestionPoints(total, minutes)).toEqual(points);
  });
});
