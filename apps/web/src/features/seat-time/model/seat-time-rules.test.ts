import { describe, expect, it } from 'vitest';
import { seatTimeRules } from './seat-time-rules';

describe('seatTimeRules', () => {
  it("applies the spec's defaults when the course sets nothing", () => {
    expect(seatTimeRules({})).toEqual({
      idleWarningSecs: 1800,
      isTimeout: false,
      timeoutMinutes: 30,
      displayWarning: true,
      mouseActive: false,
    });
    expect(seatTimeRules(undefined)).toEqual(seatTimeRules({}));
  });

  it("reads 'yes' in any case as true and anything else as false", () => {
    const rules = seatTimeRules({
      SC_SEAT_TIME_IS_TIMEOUT: 'YES',
      SC_SEAT_TIME_DISPLAY_WARNING: 'no',
      SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE: ' yes ',
    });
    expect(rules).toMatchObject({ isTimeout: true, displayWarning: false, mouseActive: true });
    expect(seatTimeRules({ SC_SEAT_TIME_IS_TIMEOUT: 'true', SC_SEAT_TIME_DISPLAY_WARNING: 'maybe' })).toMatchObject({
      isTimeout: false,
      displayWarning: false,
    });
  });

  it('reads integers only when they are digits, else the default', () => {
    expect(seatTimeRules({ SC_IDLE_WARNING_SECS: '600', SC_SEAT_TIME_TIMEOUT_MINUTES: '1' })).toMatchObject({
      idleWarningSecs: 600,
      timeoutMinutes: 1,
    });
    for (const bad of ['1e3', '-5', '12.5', '0x10', 'ten', '', ' ', '0']) {
      expect(seatTimeRules({ SC_IDLE_WARNING_SECS: bad, SC_SEAT_TIME_TIMEOUT_MINUTES: bad })).toMatchObject({
        idleWarningSecs: 1800,
        timeoutMinutes: 30,
      });
    }
  });
});
