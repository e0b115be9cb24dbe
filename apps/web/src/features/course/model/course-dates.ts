import { addDays } from '@/shared/format/dates';
import { DEFAULT_DURATION_DAYS } from './constants';

/** End date = start + duration - 1 day (001 §4, §9); the default duration of 13 days gives start + 12. */
export function courseEndDate(startIso: string, durationDays: number = DEFAULT_DURATION_DAYS): string {
  return addDays(startIso, Math.max(1, durationDays) - 1);
}
