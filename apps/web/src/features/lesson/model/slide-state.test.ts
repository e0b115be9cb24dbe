import type { AnswerCheckReply } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { initialSlideState, type SlideFacts, slideControls, slidePhase, slideReducer } from './slide-state';

const reply = (fields: Partial<AnswerCheckReply>): AnswerCheckReply => ({
  answers: null,
  correct: null,
  feedback: null,
  optionFeedback: {},
  next: null,
  text: null,
  pollResults: null,
  taken: false,
  progressed: false,
  currentIndex: 0,
  ...fields,
});
const question: SlideFacts = { content: false, taken: false, submitsItself: false, poll: false, waiting: false };

describe('slide states (001 §4 inquiry steps)', () => {
  it('unanswered -> answered -> checked; an edit after the check drops it; reset starts over', () => {
    let s = initialSlideState;
    expect(slidePhase(s)).toBe('unanswered');
    s = slideReducer(s, { type: 'edit', answer: { value: true } });
    expect(slidePhase(s)).toBe('answered');
    s = slideReducer(s, { type: 'submit' });
    expect(s.pending).toBe(true);
    s = slideReducer(s, { type: 'checked', result: reply({ correct: false }) });
    expect(slidePhase(s)).toBe('checked');
    s = slideReducer(s, { type: 'edit', answer: { value: false } });
    expect(s.result).toBeNull();
    expect(slidePhase(s)).toBe('answered');
    s = slideReducer(s, { type: 'reset' });
    expect(slidePhase(s)).toBe('unanswered');
    expect(s.touched).toBe(true);
  });

  it('a failed submission keeps the answer and remembers the error until the next try', () => {
    let s = slideReducer(initialSlideState, { type: 'edit', answer: { text: 'x' } });
    s = slideReducer(slideReducer(s, { type: 'submit' }), { type: 'failed', error: new Error('down') });
    expect(s).toMatchObject({ answer: { text: 'x' }, pending: false, result: null });
    expect(slideReducer(s, { type: 'submit' }).error).toBeNull();
  });
});

describe('slide controls', () => {
  it('Submit is shown but disabled until anything is answered, and while the countdown runs', () => {
    expect(slideControls(initialSlideState, question).check).toBe('disabled');
    const answered = slideReducer(initialSlideState, { type: 'edit', answer: { value: true } });
    expect(slideControls(answered, question).check).toBe('enabled');
    expect(slideControls(answered, { ...question, waiting: true })).toMatchObject({ check: 'disabled', next: false });
    expect(slideControls({ ...answered, pending: true }, question).check).toBe('disabled');
  });

  it('a wrong answer that did not progress offers Try Again and no Next; one that progressed offers Next', () => {
    const wrong = { ...initialSlideState, answer: { value: true }, result: reply({ correct: false, progressed: false }) };
    expect(slideControls(wrong, question)).toEqual({ check: 'hidden', tryAgain: true, retake: false, next: false });
    const movedOn = { ...wrong, result: reply({ correct: false, taken: true, progressed: true }) };
    expect(slideControls(movedOn, { ...question, taken: true })).toEqual({
      check: 'hidden',
      tryAgain: false,
      retake: false,
      next: true,
    });
  });

  it('a taken slide left alone shows only Next; touching it brings the check back', () => {
    expect(slideControls(initialSlideState, { ...question, taken: true })).toEqual({
      check: 'hidden',
      tryAgain: false,
      retake: false,
      next: true,
    });
    const touched = slideReducer(initialSlideState, { type: 'edit', answer: { value: true } });
    expect(slideControls(touched, { ...question, taken: true }).check).toBe('enabled');
  });

  it('polls offer Retake once voted; self-submitting inquiries show Submit only once they report an answer', () => {
    const voted = { ...initialSlideState, result: reply({ taken: true, progressed: true }) };
    expect(slideControls(voted, { ...question, poll: true, submitsItself: true, taken: true }).retake).toBe(true);
    const self = { ...question, submitsItself: true };
    expect(slideControls(initialSlideState, self).check).toBe('hidden');
    expect(slideControls(slideReducer(initialSlideState, { type: 'edit', answer: { choiceIds: ['a'] } }), self).check).toBe(
      'enabled',
    );
  });

  it('a content slide has no check; its Next waits only for the countdown', () => {
    const content = { ...question, content: true };
    expect(slideControls(initialSlideState, content)).toEqual({ check: 'hidden', tryAgain: false, retake: false, next: true });
    expect(slideControls(initialSlideState, { ...content, waiting: true }).next).toBe(false);
  });
});
