/**
 * Exam history dates (002 §9): "MMM dd, yyyy" and "h:mm a" in English; other languages get their own order
 * of the same parts from Intl.
 */
export function historyDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'short', day: '2-digit', year: 'numeric' }).format(new Date(iso));
}

export function historyTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
