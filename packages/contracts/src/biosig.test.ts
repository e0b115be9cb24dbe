import { describe, expect, it } from 'vitest';
import { biosigInitBody, NMLS_ID_INVALID, NMLS_ID_REQUIRED, nmlsIdError } from './biosig.js';

// 000 §5: required, numeric only, 4 to 12 digits, with the spec's two texts.
const TABLE: [string, string | null][] = [
  ['', NMLS_ID_REQUIRED],
  ['   ', NMLS_ID_REQUIRED],
  ['1', NMLS_ID_INVALID],
  ['123', NMLS_ID_INVALID],
  ['1234', null],
  ['0001', null],
  ['123456789012', null],
  ['1234567890123', NMLS_ID_INVALID],
  ['12 34', NMLS_ID_INVALID],
  ['12a4', NMLS_ID_INVALID],
  ['-1234', NMLS_ID_INVALID],
  ['1234.5', NMLS_ID_INVALID],
  ['１２３４', NMLS_ID_INVALID],
  ['1234\u0000', NMLS_ID_INVALID],
];

describe('NMLS id validation', () => {
  it.each(TABLE)('%j -> %s', (value, message) => {
    expect(nmlsIdError(value)).toBe(message);
    const parsed = biosigInitBody.safeParse({ nmlsId: value });
    expect(parsed.success).toBe(message === null);
    if (!parsed.success) expect(parsed.error.issues.map((i) => i.message)).toEqual([message]);
  });

  it('a missing id reads "NMLS ID is required"', () => {
    const parsed = biosigInitBody.safeParse({});
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(NMLS_ID_REQUIRED);
  });
});
