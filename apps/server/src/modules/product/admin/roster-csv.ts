/**
 * A roster CSV (RFC 4180: commas, double quotes around fields that hold commas, quotes doubled inside them, CRLF
 * or LF line ends), read into rows keyed by the header's column names. Blank lines are skipped; line numbers
 * are the file's own (the header is line 1), so an administrator finds the row an error names.
 */
export interface RosterRow {
  line: number;
  values: Record<string, string>;
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

function splitRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += c;
  }
  if (quoted) throw new CsvError(recordLine, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records.filter((r) => r.fields.some((f) => f.trim() !== ''));
}

/** The rows of the CSV by the header's names (trimmed; names compared without case). */
export function readRoster(text: string, required: string[], optional: string[]): { header: string[]; rows: RosterRow[] } {
  const records = splitRecords(text.replace(/^\uFEFF/, ''));
  const [head, ...body] = records;
  if (!head) throw new CsvError(1, 'the file is empty');
  const known = [...required, ...optional];
  const header = head.fields.map((h) => known.find((k) => k.toLowerCase() === h.trim().toLowerCase()) ?? h.trim());
  for (const name of required) if (!header.includes(name)) throw new CsvError(1, `the header must name ${name}`);
  const unknown = header.filter((h) => !known.includes(h));
  if (unknown.length > 0) throw new CsvError(1, `unknown column ${unknown[0]}; the columns are ${known.join(', ')}`);
  return {
    header,
    rows: body.map((r) => {
      if (r.fields.length !== header.length)
        throw new CsvError(r.line, `${r.fields.length} fields where the header has ${header.length}`);
      return { line: r.line, values: Object.fromEntries(header.map((h, i) => [h, (r.fields[i] ?? '').trim()])) };
    }),
  };
}
