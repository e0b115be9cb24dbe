import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, dueDay } from './deadline.js';

describe('report deadlines', () => {
  it('counts calendar days across a month end (NMLS: 7 calendar days)', () => {
    expect(addDays('2026-11-28', 7, 'CALENDAR')).toBe('2026-12-05');
  });

  it('counts business days over weekends: Friday + 1 is Monday, Friday + 10 is two weeks on', () => {
    // 2026-11-27 is a Friday.
    expect(addDays('2026-11-27', 1, 'BUSINESS')).toBe('2026-11-30');
    expect(addDays('2026-11-27', 10, 'BUSINESS')).toBe('2026-12-11');
    // From a Saturday, the first business day is Monday.
    expect(addDays('2026-11-28', 1, 'BUSINESS')).toBe('2026-11-30');
  });

  it("takes the completion's day in the profile's zone, not in UTC", () => {
    const lateEvening = new Date('2026-11-28T04:30:00Z'); // 22:30 on the 27th in Chicago
    expect(dayInZone(lateEvening, 'America/Chicago')).toBe('2026-11-27');
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-11-28');
  });

  it('uses the shorter near-renewal deadline only when the licence renews within the window', () => {
    const regular = { days: 30, kind: 'CALENDAR' as const };
    const near = { days: 10, kind: 'BUSINESS' as const, withinDaysOfRenewal: 30 };
    expect(dueDay('2026-11-27', regular, near, '2026-12-15')).toBe('2026-12-11');
    expect(dueDay('2026-11-27', regular, near, '2027-06-30')).toBe('2026-12-27');
    expect(dueDay('2026-11-27', regular, near, null)).toBe('2026-12-27');
    expect(dueDay('2026-11-27', regular, null, '2026-12-15')).toBe('2026-12-27');
  });
});
