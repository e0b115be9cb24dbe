/**
 * The date and time of an assignment comment (001 §2, 002 §9 'MM/dd/yyyy at h:mma'): English exactly as the
 * spec writes it (10/07/2026, 3:05PM), other languages in their own short forms (fr 07/10/2026, 15:05).
 * The words around them come from the translation ('{{date}} at {{time}}'); shown in the browser's time zone.
 */
export function commentDateParts(iso: string, lang: string): { date: string; time: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  if (lang.startsWith('en')) {
    const pad = (n: number) => String(n).padStart(2, '0');
    const hours = d.getHours() % 12 === 0 ? 12 : d.getHours() % 12;
    return {
      date: `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`,
      time: `${hours}:${pad(d.getMinutes())}${d.getHours() < 12 ? 'AM' : 'PM'}`,
    };
  }
  return {
    date: new Intl.DateTimeFormat(lang, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(d),
    time: new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(d),
  };
}
