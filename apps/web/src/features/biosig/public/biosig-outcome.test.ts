import { describe, expect, it } from 'vitest';
import { biosigOutcome } from './biosig-outcome';

describe('biosigOutcome (000 §4, §8)', () => {
  it.each([
    ['IN_PROGRESS', { kind: 'poll' }],
    ['PASS', { kind: 'pass' }],
    ['FAIL', { kind: 'fail', messageKey: 'fail' }],
    ['', { kind: 'fail', messageKey: 'none' }],
    ['MAYBE', { kind: 'fail', messageKey: 'unknown' }],
    [undefined, { kind: 'fail', messageKey: 'error' }],
  ])('%j -> %j', (status, outcome) => {
    expect(biosigOutcome(status)).toEqual(outcome);
  });
});
