import type { RegulatorRosterReply, RegulatorRosterRow } from '@continuum/contracts';

/**
 * One RFC 4180 field: always quoted, inner quotes doubled. A value a spreadsheet would run as a formula
 * (starting =, +, -, @, or a tab or carriage return that hides one) is prefixed with ' so it stays text.
 */
export function csvCell(value: string | number | boolean | null): string {
  const s = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const ROSTER_CSV_COLUMNS = [
  'learnerProductId',
  'learnerName',
  'login',
  'email',
  'status',
  'licenseState',
  'licenseType',
  'licenseNumber',
  'seatTimeHours',
  'seatTimeMinutes',
  'finalExamScore',
  'finalExamPassed',
  'finalExamDate',
  'finalAffidavitAcceptedAt',
  'finalAffidavitVersion',
  'proctorAffidavitSigned',
  'typingCheck',
  'signatureCheck',
  'photoIdSubmittedAt',
  'securityQuestionsAnswered',
  'completedAt',
  'certificateCode',
] as const;

/** Several licences share one cell each for state, type and number, in the same order, joined by "; ". */
const licensePart = (row: RegulatorRosterRow, part: 'state' | 'licenseType' | 'licenseNumberMasked') =>
  row.licenses.map((l) => l[part]).join('; ');

function cellsOf(r: RegulatorRosterRow): (string | number | boolean | null)[] {
  return [
    r.learnerProductId,
    r.learnerName,
    r.login,
    r.email,
    r.status,
    licensePart(r, 'state'),
    licensePart(r, 'licenseType'),
    licensePart(r, 'licenseNumberMasked'),
    Math.floor(r.seatTimeMinutes / 60),
    r.seatTimeMinutes % 60,
    r.finalExam.score,
    r.finalExam.passed,
    r.finalExam.finishedAt,
    r.finalAffidavit.acceptedAt,
    r.finalAffidavit.textVersion,
    r.proctorAffidavitSigned,
    r.identity.typing,
    r.identity.signature,
    r.identity.photoIdSubmittedAt,
    r.identity.securityQuestionsAnswered,
    r.completedAt,
    r.certificateCode,
  ];
}

/** The roster as CSV: a header line, then one line per row, CRLF line ends (RFC 4180). */
export function rosterCsv(roster: RegulatorRosterReply): string {
  const lines = [ROSTER_CSV_COLUMNS.map(csvCell).join(',')];
  for (const r of roster.rows) lines.push(cellsOf(r).map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
