import type { TimeSheetRow } from './repo.js';

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // Quote always; double inner quotes; neutralise spreadsheet formulas (a regulator opens this in Excel).
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** The time sheet as CSV: one row per course day and node, with a total line. */
export function timeSheetCsv(
  rows: TimeSheetRow[],
  header: { learner: string; course: string; learnerProductId: number },
): string {
  const lines = [
    ['learner', 'course', 'learnerProductId'].map(csvCell).join(','),
    [header.learner, header.course, header.learnerProductId].map(csvCell).join(','),
    '',
    ['day', 'nodeId', 'titlePrefix', 'title', 'seconds', 'minutes', 'heartbeatBatches', 'firstCreditAt', 'lastCreditAt']
      .map(csvCell)
      .join(','),
  ];
  let total = 0;
  for (const r of rows) {
    total += r.ms;
    lines.push(
      [
        r.day,
        r.nodeId,
        r.titlePrefix,
        r.title,
        Math.round(r.ms / 1000),
        (r.ms / 60_000).toFixed(2),
        r.entries,
        iso(r.firstAt),
        iso(r.lastAt),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  lines.push(['total', '', '', '', Math.round(total / 1000), (total / 60_000).toFixed(2), '', '', ''].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
