/**
 * One RFC 4180 field (https://www.rfc-editor.org/rfc/rfc4180 §2): quoted, inner quotes doubled. A value a
 * spreadsheet would run as a formula (=, +, -, @, a leading tab or CR) is prefixed with ' so it stays text.
 */
export function csvField(value: string | number | null): string {
  const s = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Lines joined and ended with CRLF (RFC 4180 §2 rules 1 and 2). */
export function csvFile(lines: (string | number | null)[][]): string {
  return `${lines.map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}
