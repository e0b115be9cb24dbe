import { describe, expect, it } from 'vitest';
import { CsvError, readRoster } from './roster-csv.js';

describe('readRoster', () => {
  it('reads quoted fields, doubled quotes, CRLF, a BOM and blank lines, with the file’s line numbers', () => {
    const csv = '\uFEFFLogin,productCode,startDate\r\nann,"RE,CE",2027-01-02\r\n\r\n"bo""b",INS,\n';
    expect(readRoster(csv, ['login', 'productCode'], ['startDate', 'endDate']).rows).toEqual([
      { line: 2, values: { login: 'ann', productCode: 'RE,CE', startDate: '2027-01-02' } },
      { line: 4, values: { login: 'bo"b', productCode: 'INS', startDate: '' } },
    ]);
  });

  it('names the line of a short row, a missing column, an unknown one and an open quote', () => {
    const error = (csv: string) => {
      try {
        readRoster(csv, ['login', 'productCode'], []);
      } catch (e) {
        return e instanceof CsvError ? `${e.line}: ${e.message}` : String(e);
      }
      return 'no error';
    };
    expect(error('login,productCode\nann\n')).toBe('2: 1 fields where the header has 2');
    expect(error('login\nann\n')).toBe('1: the header must name productCode');
    expect(error('login,productCode,colour\nann,RE,blue\n')).toBe('1: unknown column colour; the columns are login, productCode');
    expect(error('login,productCode\n"ann,RE\n')).toBe('2: a quoted field is not closed');
    expect(error('')).toBe('1: the file is empty');
  });
});
