import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { trueFalseSample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

describe('TRUE_FALSE', () => {
  it.each([
    [false, true, 'TF right: Texas uses intermediaries.'],
    [true, false, 'TF wrong: no dual agency in Texas.'],
  ])('value %s is correct=%s with its feedback', (value, correct, feedback) => {
    expect(grade(q, { value })).toEqual({ correct, feedback, optionFeedback: {}, answers: { value } });
  });

  it('ignores the correct flag an old client posts with its answer', () => {
    expect(grade(q, { value: true, correct: true, feedback: 'x' })).toMatchObject({ correct: false, answers: { value: true } });
  });

  it('has no partial answer: leaving the value out is malformed', () => {
    expectInvalid(() => grade(q, {}), 'value');
  });

  it.each([
    [{ value: 'false' }, 'value'],
    [{ value: 0 }, 'value'],
    [null, 'inquiryAnswerData'],
    ['false', 'inquiryAnswerData'],
    [[false], 'inquiryAnswerData'],
  ])('refuses %j naming %s', (answer, field) => {
    expectInvalid(() => grade(q, answer), field);
  });
});
