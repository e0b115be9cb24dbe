import { describe, expect, it } from 'vitest';
import { maskLastFour, maskNumber } from './pii.js';

describe('licence masks', () => {
  it('maskLastFour shows four stars and the last four, whatever the length', () => {
    expect(maskLastFour('ZQ-LIC-77123')).toBe('****7123');
    expect(maskLastFour('12345')).toBe('****2345');
    // Four characters or fewer: nothing of it is shown.
    expect(maskLastFour('1234')).toBe('****');
    expect(maskLastFour('')).toBe('****');
  });

  it('maskNumber (the learner’s own screens) keeps the length', () => {
    expect(maskNumber('ZQ-LIC-77123')).toBe('********7123');
  });
});
