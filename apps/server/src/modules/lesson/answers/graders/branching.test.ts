import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { branchingSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

describe('BRANCHING', () => {
  it('publishes the next level after a correct option that leads on', () => {
    expect(grade(q, { path: ['disclose'] })).toEqual({
      correct: true,
      feedback: 'BR disclosing is right',
      optionFeedback: { disclose: 'BR disclosing is right' },
      answers: { path: ['disclose'] },
      next: [
        { id: 'in-writing', text: 'In writing' },
        { id: 'by-phone', text: 'By phone' },
      ],
      pathComplete: false,
    });
  });

  it('completes the path with finalFeedback at an option without next', () => {
    expect(grade(q, { path: ['disclose', 'in-writing'] })).toEqual({
      correct: true,
      feedback: 'BR well handled',
      optionFeedback: { disclose: 'BR disclosing is right', 'in-writing': 'BR writing is right' },
      answers: { path: ['disclose', 'in-writing'] },
      next: null,
      pathComplete: true,
    });
  });

  it.each([
    [['hide'], 'BR hiding is fraud'],
    [['disclose', 'by-phone'], 'BR a call leaves no record'],
  ])('ends the check as wrong at an incorrect option %j', (path, feedback) => {
    expect(grade(q, { path })).toMatchObject({ correct: false, feedback, next: null, pathComplete: false, answers: { path } });
  });

  it.each([
    [['in-writing'], 'path.0'],
    [['disclose', 'hide'], 'path.1'],
    [['hide', 'disclose'], 'path.1'],
    [['disclose', 'in-writing', 'again'], 'path.2'],
    [['constructor'], 'path.0'],
    [[], 'path'],
    ['disclose', 'path'],
    [[1], 'path.0'],
  ])('refuses the path %j, naming %s', (path, field) => {
    expectInvalid(() => grade(q, { path }), field);
  });
});
