import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, formatShortDate, isoToUs } from '@/shared/format/dates';
import { courseEndDate } from './course-dates';

describe('start and end dates (001 §4)', () => {
  it('ends on start + duration - 1 day; the default 13 days gives start + 12', () => {
    expect(courseEndDate('2026-11-22')).toBe('2026-12-04');
    expect(courseEndDate('2026-11-22', 13)).toBe('2026-12-04');
    expect(courseEndDate('2026-12-25', 10)).toBe('2027-01-03');
    expect(courseEndDate('2028-02-20', 10)).toBe('2028-02-29');
    expect(courseEndDate('2026-11-22', 1)).toBe('2026-11-22');
  });

  it('posts the start date as MM/DD/YYYY and shows dates in the UI language', () => {
    expect(isoToUs('2026-03-09')).toBe('03/09/2026');
    expect(addDays('2026-03-09', -9)).toBe('2026-02-28');
    expect(formatIsoDate('2026-03-09', 'en')).toBe('03/09/2026');
    expect(formatIsoDate('2026-03-09', 'fr')).toBe('09/03/2026');
    // 002 §9 general display MM/dd/yy (issue 25 item 42).
    expect(formatShortDate('2026-03-09', 'en')).toBe('03/09/26');
    expect(formatShortDate('2026-03-09', 'fr')).toBe('09/03/26');
  });
});
