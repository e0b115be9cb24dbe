import { describe, expect, it } from 'vitest';
import { gaugeArc, gaugeColor, gaugeLimit } from './gauge';

describe('gauge rules (001 §9)', () => {
  it('is red up to 60, yellow up to 80, green up to 100 by default', () => {
    expect(gaugeColor(0)).toBe('red');
    expect(gaugeColor(60)).toBe('red');
    expect(gaugeColor(60.1)).toBe('yellow');
    expect(gaugeColor(80)).toBe('yellow');
    expect(gaugeColor(80.5)).toBe('green');
    expect(gaugeColor(100)).toBe('green');
  });

  it("follows the gauge's own RED_LIMIT and YELLOW_LIMIT", () => {
    expect(gaugeColor(70, 70, 90)).toBe('red');
    expect(gaugeColor(71, 70, 90)).toBe('yellow');
    expect(gaugeColor(91, 70, 90)).toBe('green');
    expect(gaugeLimit('75', 60)).toBe(75);
    expect(gaugeLimit(undefined, 60)).toBe(60);
    expect(gaugeLimit('', 80)).toBe(80);
    expect(gaugeLimit('lots', 80)).toBe(80);
  });

  it('draws an arc of 75 percent of the percentage, clamped to 0..100', () => {
    expect(gaugeArc(0)).toBe(0);
    expect(gaugeArc(100)).toBe(0.75);
    expect(gaugeArc(40)).toBeCloseTo(0.3);
    expect(gaugeArc(150)).toBe(0.75);
    expect(gaugeArc(-5)).toBe(0);
  });
});
