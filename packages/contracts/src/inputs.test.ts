import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, idField, idParam, isStorableText, text } from './inputs.js';

describe('shared input bounds', () => {
  it('accepts ids 1..2147483647 and refuses the rest with one message', () => {
    expect(idParam('lpId').parse('2147483647')).toBe(DB_INT_MAX);
    for (const bad of ['2147483648', '9007199254740993', '0', '-1', '1.5', 'abc', '']) {
      const r = idParam('lpId').safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues, bad).toHaveLength(1);
    }
    expect(idField('forumId').safeParse('1').success).toBe(false);
    expect(idField('forumId').safeParse(2 ** 31).error?.issues[0]?.message).toBe('forumId is out of range');
  });

  it('refuses NUL and unpaired surrogates but keeps paired ones', () => {
    expect(isStorableText('plain é 😀')).toBe(true);
    for (const bad of ['a\u0000b', 'x\ud800y', '\udc00', 'end\ud83d']) expect(isStorableText(bad), bad).toBe(false);
    expect(text().max(5).safeParse('a\u0000').success).toBe(false);
    expect(text().trim().min(1).parse(' ok ')).toBe('ok');
  });
});
