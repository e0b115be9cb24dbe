import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { sortingSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

describe('MATCHING_DND_GRP (sorting)', () => {
  it('is right when every item is in its target', () => {
    expect(grade(q, { placements: { listing: 'seller', offer: 'buyer', inspection: 'buyer' } })).toEqual({
      correct: true,
      feedback: 'SO all sorted',
      optionFeedback: { offer: 'SO offer belongs to the buyer', listing: 'SO listing belongs to the seller' },
      answers: { placements: { offer: 'buyer', inspection: 'buyer', listing: 'seller' } },
    });
  });

  it('is wrong when an item is in another target', () => {
    const result = grade(q, { placements: { offer: 'seller', inspection: 'buyer', listing: 'seller' } });
    expect(result).toMatchObject({ correct: false, feedback: 'SO not sorted' });
  });

  it('is wrong, not invalid, while items are left unplaced; only placed items are kept', () => {
    expect(grade(q, { placements: { offer: 'buyer', listing: 'seller' } })).toEqual({
      correct: false,
      feedback: 'SO not sorted',
      optionFeedback: { offer: 'SO offer belongs to the buyer', listing: 'SO listing belongs to the seller' },
      answers: { placements: { offer: 'buyer', listing: 'seller' } },
    });
  });

  it.each([
    [{ placements: { offer: 'buyer', brochure: 'buyer' } }, 'placements.brochure'],
    [{ placements: { offer: 'landlord' } }, 'placements.offer'],
    [{ placements: { constructor: 'buyer' } }, 'placements.constructor'],
    [{ placements: { offer: 3 } }, 'placements.offer'],
    [{ placements: { ['x'.repeat(65)]: 'buyer' } }, `placements.${'x'.repeat(65)}`],
    [{ placements: {} }, 'placements'],
    [{ placements: [['offer', 'buyer']] }, 'placements'],
    [{}, 'placements'],
  ])('refuses %#, naming %s', (answer, field) => {
    expectInvalid(() => grade(q, answer), field);
  });
});
