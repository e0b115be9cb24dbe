import type { i18n as I18n } from 'i18next';
import { formatShortDate, isIsoDate } from './dates';

/**
 * The app's one place where values become text for the current language (decision 0067). Translations
 * name a format after the value ('{{date, day}}', '{{value, percent}}', '{{count, number}}'), so the
 * language's own Intl rules apply and no screen builds a date, a percent or a plural by hand.
 */
export function addValueFormatters(instance: I18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('percent', (value, lng) => formatPercent(Number(value), lng ?? 'en'));
  formatter.add('day', (value, lng) => formatDay(String(value), lng ?? 'en'));
  formatter.add('dateTime', (value, lng) => formatDateTime(String(value), lng ?? 'en'));
}

/** A 0-100 figure as a percent in the language's style, one decimal at most (en 63%, fr 63 %). */
export function formatPercent(value: number, lang: string): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/**
 * A calendar date ('yyyy-mm-dd', kept in UTC so no time zone moves it) or an instant (ISO with a time,
 * shown as the day it is where the browser is) in the language's short form; other text is kept.
 */
export function formatDay(value: string, lang: string): string {
  // 002 §9: general display is MM/dd/yy (the language's order, two-digit year).
  if (isIsoDate(value)) return formatShortDate(value, lang);
  const instant = parseInstant(value);
  if (!instant) return value;
  return new Intl.DateTimeFormat(lang, { year: '2-digit', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * An instant (ISO with a time) as the language's date and time, in the browser's time zone; with seconds
 * where the order of close events matters (audit rows, the server's start).
 */
export function formatDateTime(value: string, lang: string, withSeconds = false): string {
  const instant = parseInstant(value);
  if (!instant) return value;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: withSeconds ? 'medium' : 'short' }).format(instant);
}

function parseInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
