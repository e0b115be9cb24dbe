import { describe, expect, it } from 'vitest';
import { answerOrderKey } from '../../platform/answer-order.js';
import { authoredIdOf, type ShownChoice, shownChoices, shownIdOf } from './choice-order.js';
import type { StoredQuestion } from './exam-schema.js';

const question = (over: Partial<StoredQuestion> = {}): StoredQuestion => ({
  id: 'q1',
  text: 'Which?',
  choices: [
    { id: 'a', text: 'Right', correct: true },
    { id: 'b', text: 'Wrong 1', correct: false },
    { id: 'c', text: 'Wrong 2', correct: false },
    { id: 'd', text: 'Wrong 3', correct: false },
  ],
  tags: [],
  ...over,
});
const key = answerOrderKey('choice-ids-test-secret');
const rightShownId = (shown: ShownChoice[]) => shown.find((s) => s.choice.text === 'Right')?.shownId;

describe('shown choice ids (decision 0055)', () => {
  it('names choices by their shown place, whatever their authored ids', () => {
    const shown = shownChoices(key, 7, question());
    expect(shown.map((s) => s.shownId)).toEqual(['a', 'b', 'c', 'd']);
    expect(shown.map((s) => s.choice.id).sort()).toEqual(['a', 'b', 'c', 'd']);
    const custom = shownChoices(
      key,
      7,
      question({
        fixedOrder: true,
        choices: [
          { id: 'yes', text: 'Yes', correct: true },
          { id: 'no', text: 'No', correct: false },
        ],
      }),
    );
    expect(custom.map((s) => [s.shownId, s.choice.id])).toEqual([
      ['a', 'yes'],
      ['b', 'no'],
    ]);
  });

  it('maps shown -> authored and back for every choice, and nothing else', () => {
    const shown = shownChoices(key, 11, question());
    for (const s of shown) {
      expect(authoredIdOf(shown, s.shownId)).toBe(s.choice.id);
      expect(shownIdOf(shown, s.choice.id)).toBe(s.shownId);
    }
    expect(authoredIdOf(shown, 'e')).toBeUndefined();
    expect(authoredIdOf(shown, 'right')).toBeUndefined();
    expect(shownIdOf(shown, null)).toBeNull();
    expect(shownIdOf(shown, 'gone')).toBeNull();
  });

  it('gives the right choice different shown ids across learners, the same one to a learner every time', () => {
    const ids = Array.from({ length: 40 }, (_, lp) => rightShownId(shownChoices(key, lp + 1, question())));
    expect(new Set(ids).size).toBeGreaterThan(2);
    expect(ids.filter((id) => id === 'a').length).toBeLessThan(25);
    expect(rightShownId(shownChoices(key, 3, question()))).toBe(ids[2]);
  });

  it('keeps a fixedPosition choice at its letter', () => {
    const q = question({
      choices: [...question().choices.slice(1), { id: 'e', text: 'All of the above', correct: true, fixedPosition: true }],
    });
    for (let lp = 1; lp <= 10; lp++) expect(authoredIdOf(shownChoices(key, lp, q), 'd')).toBe('e');
  });
});
