import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date.js';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '2025-01-01', '0001-01-01'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
    '2024-1-01',
    '01/02/2024',
    '2024-01-01T00:00:00Z',
    '',
  ])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});
