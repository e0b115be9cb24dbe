import type { TFunction } from 'i18next';
import { timeParts } from './time-parts';

/** Seconds in words, largest units first, zero units left out: "1 hour 5 minutes", "45 seconds". */
export function durationText(t: TFunction, totalSeconds: number): string {
  const { days, hours, minutes, seconds } = timeParts(totalSeconds);
  const parts = [
    days && t('exam.time.days', { count: days }),
    hours && t('exam.time.hours', { count: hours }),
    minutes && t('exam.time.minutes', { count: minutes }),
    seconds && t('exam.time.seconds', { count: seconds }),
  ].filter((p): p is string => typeof p === 'string');
  return parts.length > 0 ? parts.join(' ') : t('exam.time.seconds', { count: 0 });
}
