import type { TFunction } from 'i18next';

/**
 * Hours and minutes in words with the language's plural rules ('1 hour, 0 minutes'; fr '1 heure,
 * 0 minute'): the spec's 'H hours, M minutes' wording, both parts always shown (001 §9).
 */
export function hoursAndMinutes(t: TFunction, time: { hours: number; minutes: number }): string {
  return t('global.duration.hoursMinutes', {
    hours: t('global.duration.hours', { count: time.hours }),
    minutes: t('global.duration.minutes', { count: time.minutes }),
  });
}
