import { describe, expect, it } from 'vitest';
import { escapeLike, likePattern } from './paged-search.js';

describe('paged search patterns', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('builds each operation of 000 §9', () => {
    expect(likePattern('ann', 'CONTAINS')).toBe('%ann%');
    expect(likePattern('ann', 'STARTS_WITH')).toBe('ann%');
    expect(likePattern('ann', 'ENDS_WITH')).toBe('%ann');
    expect(likePattern('a%n', 'EQUALS')).toBe('a\\%n');
  });
});
