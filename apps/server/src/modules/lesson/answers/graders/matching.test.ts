import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { matchingSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

const right = { fiduciary: 'trust', escrow: 'held-funds', lien: 'claim' };

describe('MATCHING_DND_ANSWERS (matching)', () => {
  it('is right when every choice is paired with its match', () => {
    expect(grade(q, { pairs: { lien: 'claim', escrow: 'held-funds', fiduciary: 'trust' } })).toEqual({
      correct: true,
      feedback: 'MA all matched',
      optionFeedback: { fiduciary: 'MA fiduciary means trust' },
      answers: { pairs: right },
    });
  });

  it.each([
    ['all pairs wrong', { fiduciary: 'claim', escrow: 'trust', lien: 'held-funds' }],
    ['some pairs right', { ...right, escrow: 'claim', lien: 'held-funds' }],
    ['a distractor match used', { ...right, lien: 'deed' }],
  ])('is wrong with %s', (_, pairs) => {
    expect(grade(q, { pairs })).toMatchObject({ correct: false, feedback: 'MA some mismatched' });
  });

  it.each([
    [{ pairs: { fiduciary: 'trust', escrow: 'held-funds' } }, 'pairs.lien'],
    [{ pairs: { ...right, escrow: 'mortgage' } }, 'pairs.escrow'],
    [{ pairs: { ...right, deed: 'deed' } }, 'pairs.deed'],
    [{ pairs: { ...right, toString: 'trust' } }, 'pairs.toString'],
    [{ pairs: {} }, 'pairs'],
    [{ pairs: 'fiduciary=trust' }, 'pairs'],
    [{ pairs: { ...right, lien: null } }, 'pairs.lien'],
  ])('refuses %#, naming %s', (answer, field) => {
    expectInvalid(() => grade(q, answer), field);
  });
});
