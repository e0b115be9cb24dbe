import { csvFile } from './csv.js';
import type { BuiltFile, ExportLine } from './types.js';

/**
 * NMLS credit banking by upload (decision 0151). What is cited, from NMLS's own education news (NMLS Course
 * Provider Education blog, "Enhanced Upload Process Now Available for Credit Banking", 2010-05-05,
 * https://nmlseducation.wordpress.com/2010/05/05/enhanced-upload-process-now-available-for-credit-banking/, read
 * 2026-11-28): the roster is a comma-delimited .csv file uploaded per course, and "only 100 NMLS ID's can be
 * upload[ed] at a time" (per the User Guide: Reporting of NMLS Approved Course Completions).
 *
 * NOT cited: the column order and headers. The User Guide that fixes them sits in the NMLS Resource Center and
 * could not be read here (its 2011 revision changed the layout: the blog of 2011-03-14 says so without giving
 * it). The columns below are the facts NMLS asks a provider for an MLO (NMLS ID, first and last name; blog of
 * 2013-06) and the completion date; check them against the current User Guide before the first upload.
 */
export const NMLS_MAX_IDS_PER_FILE = 100;
export const NMLS_CSV_COLUMNS = ['NMLS ID', 'First Name', 'Last Name', 'Course Completion Date'] as const;

/** MM/DD/YYYY of an ISO day (the US date form NMLS shows; not cited as the upload's). */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export function nmlsCsv(lines: ExportLine[], batchLimit: number | null): BuiltFile {
  const limit = Math.min(batchLimit ?? NMLS_MAX_IDS_PER_FILE, NMLS_MAX_IDS_PER_FILE);
  const ids = new Set(lines.map((l) => l.learnerKey));
  if (ids.size > limit)
    return {
      ok: false,
      field: 'ids',
      message: `an NMLS credit-banking file carries at most ${limit} NMLS IDs; ${ids.size} given`,
    };
  const wrongKey = lines.find((l) => l.learnerKeyKind !== 'NMLS_ID' || !/^\d{1,12}$/.test(l.learnerKey));
  if (wrongKey) return { ok: false, field: 'ids', message: `item ${wrongKey.itemId} has no numeric NMLS ID` };
  const courses = new Set(lines.map((l) => l.approvalNumber));
  if (courses.size > 1)
    return { ok: false, field: 'ids', message: 'an NMLS credit-banking file is for one course: the items name several' };
  const rows = lines.map((l) => [l.learnerKey, l.firstName, l.lastName, usDate(l.completedOn)]);
  return {
    ok: true,
    content: csvFile([[...NMLS_CSV_COLUMNS], ...rows]),
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
  };
}
