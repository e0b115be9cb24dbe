import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { completeStorySample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

describe('COMPLETE_STORY', () => {
  it('is right when every blank holds an accepted answer (trimmed, any case)', () => {
    expect(grade(q, { blanks: { duty: 'fiduciary duties', agent: '  Broker ' } })).toEqual({
      correct: true,
      feedback: 'CS story complete',
      optionFeedback: {},
      answers: { blanks: { agent: 'Broker', duty: 'fiduciary duties' } },
    });
    expect(grade(q, { blanks: { agent: 'realtor', duty: 'fiduciary duties' } }).correct).toBe(true);
  });

  it.each([
    ['every blank wrong', { agent: 'tenant', duty: 'rent' }],
    ['one blank wrong', { agent: 'broker', duty: 'nothing' }],
    ['a near miss', { agent: 'brokers', duty: 'fiduciary duties' }],
  ])('is wrong with %s', (_, blanks) => {
    expect(grade(q, { blanks })).toMatchObject({ correct: false, feedback: 'CS story wrong' });
  });

  it('is never right while a placeholder has no blanks entry in the package', () => {
    const broken = { ...q, text: `${q.text} Signed by the [[seller]].` };
    expect(grade(broken, { blanks: { agent: 'broker', duty: 'fiduciary duties', seller: 'anyone' } }).correct).toBe(false);
  });

  it.each([
    [{ blanks: { agent: 'broker' } }, 'blanks.duty'],
    [{ blanks: { agent: 'broker', duty: 'fiduciary duties', client: 'x' } }, 'blanks.client'],
    [{ blanks: { agent: 'broker', duty: 'loyalty' } }, 'blanks.duty'],
    [{ blanks: { agent: '   ', duty: 'rent' } }, 'blanks.agent'],
    [{ blanks: { agent: 7, duty: 'rent' } }, 'blanks.agent'],
    [{ blanks: { 'the agent': 'broker', duty: 'rent' } }, 'blanks.the agent'],
    [{ blanks: {} }, 'blanks'],
    [{ blanks: ['broker', 'rent'] }, 'blanks'],
  ])('refuses %#, naming %s', (answer, field) => {
    expectInvalid(() => grade(q, answer), field);
  });
});
