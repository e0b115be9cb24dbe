/**
 * Course dates are calendar dates ('yyyy-mm-dd', no time of day), as the server sends them. Arithmetic
 * is done in UTC so no time zone moves a date by a day.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utc(iso: string): Date | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === iso ? d : null;
}

export function isIsoDate(value: string): boolean {
  return utc(value) !== null;
}

/** The date `days` days after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const d = utc(iso);
  if (!d) throw new RangeError(`not a date: ${iso}`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'yyyy-mm-dd' -> 'MM/DD/YYYY', the US text the start-date call takes. */
export function isoToUs(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** Today in the browser's calendar, as 'yyyy-mm-dd'. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar date in the UI language's short form (en 11/22/2026, fr 22/11/2026); other text is kept. */
export function formatIsoDate(iso: string, lang: string, year: 'numeric' | '2-digit' = 'numeric'): string {
  const d = utc(iso);
  if (!d) return iso;
  return new Intl.DateTimeFormat(lang, { timeZone: 'UTC', year, month: '2-digit', day: '2-digit' }).format(d);
}

/** A calendar date as the app's general display shows it (002 §9 "general display MM/dd/yy"; fr dd/MM/yy). */
export function formatShortDate(iso: string, lang: string): string {
  return formatIsoDate(iso, lang, '2-digit');
}
