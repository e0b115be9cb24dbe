import { describe, expect, it } from 'vitest';
import { effectiveIdle } from './effective-idle';
import { seatTimeRules } from './seat-time-rules';

describe('effectiveIdle', () => {
  const course = seatTimeRules({ SC_SEAT_TIME_IS_TIMEOUT: 'yes', SC_SEAT_TIME_TIMEOUT_MINUTES: '30' });

  it('keeps the course’s own timeout without a regulator’s rule', () => {
    expect(effectiveIdle(course, undefined)).toEqual({ enabled: true, limitMs: 1_800_000, displayWarning: true });
    expect(effectiveIdle(course, { timeoutSeconds: null, warningShown: true, action: 'DEDUCT_ONLY' }).limitMs).toBe(1_800_000);
  });

  it('NMLS: signs out at 360 s exactly, without a warning', () => {
    expect(effectiveIdle(course, { timeoutSeconds: 360, warningShown: false, action: 'LOG_OUT_FORFEIT_UNIT' })).toEqual({
      enabled: true,
      limitMs: 360_000,
      displayWarning: false,
      graceMs: 0,
    });
  });
});
