import { csvFile } from './csv.js';
import type { BuiltFile, ExportLine } from './types.js';

/**
 * The generic CSV: Continuum's own layout, published in docs/reporting.md (it is not any regulator's): a header
 * line with these names, one line per item, every field quoted, CRLF line ends (RFC 4180), UTF-8, dates
 * YYYY-MM-DD. For a regulator whose own layout we could not cite, an administrator maps it by hand.
 */
export const GENERIC_CSV_COLUMNS = [
  'item_id',
  'regulator',
  'profile_id',
  'course_approval_number',
  'credit_hours',
  'learner_key_kind',
  'learner_key',
  'last_name',
  'first_name',
  'completion_date',
  'due_date',
] as const;

export function genericCsv(lines: ExportLine[]): BuiltFile {
  const rows = lines.map((l) => [
    l.itemId,
    l.regulator,
    l.profileId,
    l.approvalNumber,
    l.creditHours,
    l.learnerKeyKind,
    l.learnerKey,
    l.lastName,
    l.firstName,
    l.completedOn,
    l.dueOn,
  ]);
  return {
    ok: true,
    content: csvFile([[...GENERIC_CSV_COLUMNS], ...rows]),
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
  };
}
