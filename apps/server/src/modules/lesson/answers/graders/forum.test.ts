import { ANSWER_TEXT_MAX } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { forumSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

describe('FORUM', () => {
  it('accepts a post, ungraded, with the answer feedback', () => {
    expect(grade(q, { postText: '\n I would disclose it. \n' })).toEqual({
      correct: null,
      feedback: 'FO thanks for posting',
      optionFeedback: {},
      answers: { postText: 'I would disclose it.' },
    });
  });

  it.each([
    [{ postText: '' }, 'postText'],
    [{ postText: ' \n ' }, 'postText'],
    [{ postText: 'x'.repeat(ANSWER_TEXT_MAX + 1) }, 'postText'],
    [{ text: 'hello' }, 'postText'],
  ])('refuses %#, naming %s', (answer, field) => {
    expectInvalid(() => grade(q, answer), field);
  });
});
