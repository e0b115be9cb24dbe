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

/** A span of time by unit; only the units given are considered. */
export interface DurationParts {
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * A time left or to wait in words: each unit with its plural ('1 minute', fr '1 minute', '2 heures'),
 * zero units left out, listed as the language lists units (en '1 day, 2 hours, 5 minutes', fr
 * '1 jour, 2 heures et 5 minutes'). Nothing left reads as 0 of the smallest unit given.
 */
export function durationWords(t: TFunction, lang: string, parts: DurationParts): string {
  const given = UNITS.filter((unit) => parts[unit] !== undefined);
  const words = given
    .filter((unit) => (parts[unit] ?? 0) > 0)
    .map((unit) => t(`global.duration.${unit}`, { count: parts[unit] }));
  const smallest = given.at(-1) ?? 'minutes';
  if (words.length === 0) return t(`global.duration.${smallest}`, { count: 0 });
  return new Intl.ListFormat(lang, { type: 'unit', style: 'long' }).format(words);
}
