import { describe, expect, it } from 'vitest';
import type { Inquiry } from '../slides/inquiry-schema.js';
import { expectInvalid } from '../testing/expect-invalid.js';
import { branchingSample, samples, surveySample, trueFalseSample } from '../testing/sample-inquiries.js';
import { grade } from './grade.js';
import { countsAsDone } from './grade-result.js';

describe('grade', () => {
  it.each(samples.flatMap((s) => [null, undefined, 'yes', 42, [], true].map((answer) => [s.type, answer, s] as const)))(
    '%s refuses answer data %j as a whole',
    (_, answer, sample) => {
      expectInvalid(() => grade(sample, answer), 'inquiryAnswerData');
    },
  );

  it('refuses to check a content slide passed in despite the types', () => {
    const slide = { ...trueFalseSample, type: 'CONTENT' } as unknown as Inquiry;
    expectInvalid(() => grade(slide, { value: true }), 'type');
  });
});

describe('countsAsDone', () => {
  it.each([
    ['a right answer', grade(trueFalseSample, { value: false }), true],
    ['a wrong answer', grade(trueFalseSample, { value: true }), false],
    ['a branching path half walked', grade(branchingSample, { path: ['disclose'] }), false],
    ['a branching path walked to the end', grade(branchingSample, { path: ['disclose', 'in-writing'] }), true],
    ['a survey half answered', grade(surveySample, { path: [{ stepId: 'role', optionId: 'agent' }] }), false],
    ['a survey answered to the end', grade(surveySample, { path: [{ stepId: 'skip' }] }), true],
    ['an ungraded answer', { correct: null, feedback: null, optionFeedback: {}, answers: {} }, true],
  ])('%s: %s', (_, result, done) => {
    expect(countsAsDone(result)).toBe(done);
  });
});
