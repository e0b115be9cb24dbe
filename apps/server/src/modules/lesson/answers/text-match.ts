/**
 * Comparison of typed answers with accepted ones (TEXT_EDIT, COMPLETE_STORY): surrounding blanks never
 * matter, inner runs of blanks count as one (a double space is not a wrong answer), and Unicode forms
 * are unified so an accented letter typed either way compares equal.
 */
export function normaliseAnswerText(value: string, caseSensitive = false): string {
  const tidy = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  return caseSensitive ? tidy : tidy.toLocaleLowerCase('en-US');
}

/** Whether `value` equals one of `accepted` once both are normalised. */
export function matchesAny(value: string, accepted: readonly string[], caseSensitive = false): boolean {
  const given = normaliseAnswerText(value, caseSensitive);
  return accepted.some((a) => normaliseAnswerText(a, caseSensitive) === given);
}
