import { describe, expect, it } from 'vitest';
import { GENERIC_CSV_COLUMNS } from './generic-csv.js';
import { buildFile, type ExportLine } from './index.js';

const line = (i: number, over: Partial<ExportLine> = {}): ExportLine => ({
  itemId: i,
  regulator: 'NMLS',
  profileId: 'nmls-ce-online-self-study',
  approvalNumber: '1234',
  creditHours: '8.00',
  learnerKeyKind: 'NMLS_ID',
  learnerKey: String(100000 + i),
  firstName: 'Ada',
  lastName: 'Lovelace',
  completedOn: '2026-11-27',
  dueOn: '2026-12-04',
  ...over,
});

const contentOf = (built: ReturnType<typeof buildFile>) => {
  if (!built.ok) throw new Error(built.message);
  return built.content;
};

describe('NMLS credit-banking CSV (NMLS education blog 2010-05-05: comma-delimited .csv, at most 100 NMLS IDs)', () => {
  it('takes 100 NMLS IDs in one file and refuses the 101st, naming ids', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => line(i + 1));
    const content = contentOf(buildFile('NMLS_CSV', hundred, 100));
    // A header line and one line per NMLS ID.
    expect(content.split('\r\n').filter(Boolean)).toHaveLength(101);
    const refused = buildFile('NMLS_CSV', [...hundred, line(101)], 100);
    expect(refused).toEqual({ ok: false, field: 'ids', message: expect.stringContaining('at most 100 NMLS IDs; 101 given') });
  });

  it("keeps the profile's smaller batch limit when it sets one, never a larger one", () => {
    expect(buildFile('NMLS_CSV', [line(1), line(2), line(3)], 2).ok).toBe(false);
    expect(
      buildFile(
        'NMLS_CSV',
        Array.from({ length: 101 }, (_, i) => line(i + 1)),
        500,
      ).ok,
    ).toBe(false);
  });

  it('is comma-delimited with CRLF line ends, every field quoted, one line per NMLS ID', () => {
    const content = contentOf(buildFile('NMLS_CSV', [line(1, { lastName: 'O"Neil, Jr' })], 100));
    expect(content).toBe(
      '"NMLS ID","First Name","Last Name","Course Completion Date"\r\n"100001","Ada","O""Neil, Jr","11/27/2026"\r\n',
    );
  });

  it('refuses an item without a numeric NMLS ID and a file mixing two courses', () => {
    expect(buildFile('NMLS_CSV', [line(1, { learnerKey: 'TX-123' })], 100).ok).toBe(false);
    expect(buildFile('NMLS_CSV', [line(1, { learnerKeyKind: 'LICENSE_NUMBER' })], 100).ok).toBe(false);
    expect(buildFile('NMLS_CSV', [line(1), line(2, { approvalNumber: '9999' })], 100).ok).toBe(false);
  });
});

describe('generic CSV (RFC 4180 §2; our own layout, docs/reporting.md)', () => {
  it('has the documented header, CRLF after every record including the last, and neutralises formulas', () => {
    const content = contentOf(buildFile('GENERIC_CSV', [line(7, { lastName: '=HYPERLINK("x")' })], null));
    const records = content.split('\r\n');
    expect(records.at(-1)).toBe('');
    expect(records[0]).toBe(GENERIC_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(records[0]).toBe(
      '"item_id","regulator","profile_id","course_approval_number","credit_hours","learner_key_kind","learner_key","last_name","first_name","completion_date","due_date"',
    );
    expect(records[1]).toBe(
      '"7","NMLS","nmls-ce-online-self-study","1234","8.00","NMLS_ID","100007","\'=HYPERLINK(""x"")","Ada","2026-11-27","2026-12-04"',
    );
    expect(content).not.toMatch(/[^\r]\n/);
  });
});
