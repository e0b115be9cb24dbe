import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { multipleChoiceSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

const single = { ...q, multiple: false, choices: q.choices.map((c) => ({ ...c, correct: c.id === 'care' })) };

describe('MULTIPLE_CHOICE', () => {
  it('is right when exactly the correct choices are picked, answers in authored order', () => {
    expect(grade(q, { choiceIds: ['care', 'loyalty'] })).toEqual({
      correct: true,
      feedback: 'MC all duties found',
      optionFeedback: { loyalty: 'MC loyalty is owed', care: 'MC care is owed' },
      answers: { choiceIds: ['loyalty', 'care'] },
    });
  });

  it.each([
    ['a wrong choice', ['profit']],
    ['only some correct choices', ['loyalty']],
    ['the correct choices and a wrong one', ['loyalty', 'care', 'profit']],
  ])('is wrong for %s, with feedback only for what was picked', (_, choiceIds) => {
    const result = grade(q, { choiceIds });
    expect(result.correct).toBe(false);
    expect(result.feedback).toBe('MC some duties missed');
    expect(Object.keys(result.optionFeedback)).toEqual(choiceIds);
  });

  it('grades a single-answer question', () => {
    expect(grade(single, { choiceIds: ['care'] }).correct).toBe(true);
    expect(grade(single, { choiceIds: ['loyalty'] }).correct).toBe(false);
  });

  it.each([
    [single, { choiceIds: ['care', 'loyalty'] }, 'choiceIds'],
    [q, { choiceIds: ['loyalty', 'duty'] }, 'choiceIds.1'],
    [q, { choiceIds: ['constructor'] }, 'choiceIds.0'],
    [q, { choiceIds: ['care', 'care'] }, 'choiceIds.1'],
    [q, { choiceIds: [] }, 'choiceIds'],
    [q, { choiceIds: 'care' }, 'choiceIds'],
    [q, { choiceIds: [3] }, 'choiceIds.0'],
    [q, { choiceIds: ['x'.repeat(65)] }, 'choiceIds.0'],
    [q, { choiceIds: Array.from({ length: 101 }, (_, i) => `c${i}`) }, 'choiceIds'],
    [q, {}, 'choiceIds'],
  ])('refuses malformed or inconsistent data (%#) naming %s', (inquiry, answer, field) => {
    expectInvalid(() => grade(inquiry, answer), field);
  });
});
