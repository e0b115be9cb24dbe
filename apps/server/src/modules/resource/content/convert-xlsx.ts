import { sanitizeCourseHtml } from './sanitize.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cells past these bounds are not shown (a resource spreadsheet is a table to read, not a data set). */
const MAX_ROWS = 2000;
const MAX_COLUMNS = 50;

/**
 * An Excel (.xlsx) workbook as sanitized HTML: one heading and table per worksheet, cells as the
 * workbook displays them (formula results, formatted dates), the first row as the header row.
 */
export async function xlsxToHtml(bytes: Uint8Array): Promise<string> {
  // Loaded on first use, not at boot (decision 0177).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // exceljs's typings predate Node's generic Buffer; the bytes are what it reads.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const parts: string[] = [];
  workbook.eachSheet((sheet) => {
    if (sheet.state !== 'visible') return;
    const columns = Math.min(sheet.actualColumnCount || sheet.columnCount, MAX_COLUMNS);
    const rows: string[] = [];
    let index = 0;
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (index >= MAX_ROWS) return;
      const tag = index === 0 ? 'th' : 'td';
      const cells: string[] = [];
      for (let c = 1; c <= columns; c++) cells.push(`<${tag}>${escapeHtml(row.getCell(c).text ?? '')}</${tag}>`);
      rows.push(index === 0 ? `<thead><tr>${cells.join('')}</tr></thead><tbody>` : `<tr>${cells.join('')}</tr>`);
      index++;
    });
    if (rows.length === 0) return;
    parts.push(`<h2>${escapeHtml(sheet.name)}</h2><table>${rows.join('')}</tbody></table>`);
  });
  return sanitizeCourseHtml(parts.join('\n'));
}
