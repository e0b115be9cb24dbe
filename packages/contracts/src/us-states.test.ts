import { describe, expect, it } from 'vitest';
import { US_STATES, usStateCode } from './us-states.js';

describe('US_STATES', () => {
  it('holds the 50 states, DC and the five inhabited territories once each', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(56);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(usStateCode(code)).toBe(code);
  });

  it.each([
    ['tx', 'TX'],
    [' Ca ', 'CA'],
    ['XX', null],
    ['Texas', null],
    ['', null],
  ])('usStateCode(%j) is %j', (value, code) => {
    expect(usStateCode(value)).toBe(code);
  });
});
