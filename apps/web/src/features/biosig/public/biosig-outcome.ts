/** What one poll of the status means (000 §4, §8): poll again after 1 s, pass, or fail with the spec's text. */
export type BiosigOutcome = { kind: 'poll' } | { kind: 'pass' } | { kind: 'fail'; messageKey: BiosigMessageKey };

export type BiosigMessageKey = 'fail' | 'unknown' | 'none' | 'error' | 'nmls';

/** `status` is the reply's text; `undefined` when the request failed. */
export function biosigOutcome(status: string | undefined): BiosigOutcome {
  if (status === undefined) return { kind: 'fail', messageKey: 'error' };
  if (status === 'IN_PROGRESS') return { kind: 'poll' };
  if (status === 'PASS') return { kind: 'pass' };
  if (status === 'FAIL') return { kind: 'fail', messageKey: 'fail' };
  return { kind: 'fail', messageKey: status === '' ? 'none' : 'unknown' };
}
