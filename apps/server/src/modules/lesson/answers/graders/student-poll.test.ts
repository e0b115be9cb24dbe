import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { studentPollSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

const multiple = { ...q, multiple: true };

describe('STUDENT_POLL', () => {
  it('accepts one vote, ungraded', () => {
    expect(grade(q, { choiceIds: ['no'] })).toEqual({
      correct: null,
      feedback: null,
      optionFeedback: {},
      answers: { choiceIds: ['no'] },
    });
  });

  it('accepts several votes when the poll allows it, kept in authored order', () => {
    expect(grade(multiple, { choiceIds: ['unsure', 'yes'] })).toMatchObject({
      correct: null,
      answers: { choiceIds: ['yes', 'unsure'] },
    });
  });

  it.each([
    [q, { choiceIds: ['yes', 'no'] }, 'choiceIds'],
    [multiple, { choiceIds: ['yes', 'maybe'] }, 'choiceIds.1'],
    [multiple, { choiceIds: ['yes', 'yes'] }, 'choiceIds.1'],
    [q, { choiceIds: [] }, 'choiceIds'],
    [q, { choiceIds: [''] }, 'choiceIds.0'],
    [q, { choice: 'yes' }, 'choiceIds'],
  ])('refuses %#, naming %s', (inquiry, answer, field) => {
    expectInvalid(() => grade(inquiry, answer), field);
  });
});
