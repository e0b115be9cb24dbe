import { describe, expect, it } from 'vitest';
import { liveSupportAvailable, localWeekMinute } from './availability.js';

// Monday 9:00 to 17:00 (minutes since midnight), in the product's zone.
const monday9to5 = [{ on: false, schedule: [{ day: 1, start: 9 * 60, end: 17 * 60 }] }];

describe('liveSupportAvailable', () => {
  it('reads the schedule in the product’s time zone', () => {
    // 2026-01-05 is a Monday; 14:30 UTC is 09:30 in New York (EST, UTC-5) and 23:30 in Tokyo.
    const at = new Date('2026-01-05T14:30:00Z');
    expect(localWeekMinute(at, 'America/New_York')).toEqual({ day: 1, minute: 9 * 60 + 30 });
    expect(liveSupportAvailable(monday9to5, at, 'America/New_York')).toBe(true);
    expect(liveSupportAvailable(monday9to5, at, 'Asia/Tokyo')).toBe(false);
    expect(liveSupportAvailable(monday9to5, at, 'UTC')).toBe(true);
  });

  it('includes the start minute and excludes the end minute', () => {
    expect(liveSupportAvailable(monday9to5, new Date('2026-01-05T14:00:00Z'), 'America/New_York')).toBe(true);
    expect(liveSupportAvailable(monday9to5, new Date('2026-01-05T13:59:00Z'), 'America/New_York')).toBe(false);
    expect(liveSupportAvailable(monday9to5, new Date('2026-01-05T21:59:00Z'), 'America/New_York')).toBe(true);
    expect(liveSupportAvailable(monday9to5, new Date('2026-01-05T22:00:00Z'), 'America/New_York')).toBe(false);
  });

  it('follows the zone across midnight and daylight saving', () => {
    // Sunday 2026-01-04 23:30 in New York is already Monday in UTC: not Monday there.
    const sundayNight = new Date('2026-01-05T04:30:00Z');
    const lateMonday = [{ on: false, schedule: [{ day: 1, start: 0, end: 60 }] }];
    expect(liveSupportAvailable(lateMonday, sundayNight, 'UTC')).toBe(false);
    expect(liveSupportAvailable(lateMonday, sundayNight, 'Asia/Kolkata')).toBe(false);
    expect(
      liveSupportAvailable(
        [{ on: false, schedule: [{ day: 7, start: 23 * 60, end: 24 * 60 }] }],
        sundayNight,
        'America/New_York',
      ),
    ).toBe(true);
    // In July New York is UTC-4: 13:30 UTC on Monday 2026-07-06 is 09:30 there.
    expect(liveSupportAvailable(monday9to5, new Date('2026-07-06T13:30:00Z'), 'America/New_York')).toBe(true);
    expect(liveSupportAvailable(monday9to5, new Date('2026-07-06T12:30:00Z'), 'America/New_York')).toBe(false);
  });

  it('is on whenever one instructor switched on, and never without instructors', () => {
    const at = new Date('2026-01-10T03:00:00Z');
    expect(liveSupportAvailable([...monday9to5, { on: true, schedule: [] }], at, 'UTC')).toBe(true);
    expect(liveSupportAvailable(monday9to5, at, 'UTC')).toBe(false);
    expect(liveSupportAvailable([], at, 'UTC')).toBe(false);
  });
});
