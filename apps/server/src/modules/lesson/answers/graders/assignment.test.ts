import { ANSWER_TEXT_MAX } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { assignmentSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

describe('ASSIGNMENT', () => {
  it('accepts a response, ungraded and without feedback', () => {
    expect(grade(q, { responseText: ' My essay. ' })).toEqual({
      correct: null,
      feedback: null,
      optionFeedback: {},
      answers: { responseText: 'My essay.' },
    });
  });

  it.each([
    [{ responseText: '' }, 'responseText'],
    [{ responseText: '\t' }, 'responseText'],
    [{ responseText: 'x'.repeat(ANSWER_TEXT_MAX + 1) }, 'responseText'],
    [{ responseText: ['My essay.'] }, 'responseText'],
  ])('refuses %#, naming %s', (answer, field) => {
    expectInvalid(() => grade(q, answer), field);
  });
});
