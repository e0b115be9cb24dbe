const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of day "HH:mm" (24:00 is midnight at the end of the day) in the reader's language: 9:00 AM in English,
 * 09:00 in French. Wall-clock only: no time zone is applied (the caller names the zone).
 */
export function formatClockTime(hhmm: string, lang: string): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return format.format(Date.UTC(2000, 0, 1, h % 24, m));
}
