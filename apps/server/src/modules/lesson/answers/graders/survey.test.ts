import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../../testing/expect-invalid.js';
import { surveySample as q } from '../../testing/sample-inquiries.js';
import { grade } from '../grade.js';

const agent = { stepId: 'role', optionId: 'agent' };
const started = { stepId: 'started', value: '2024-02-29' };
const state = { stepId: 'state', value: 'tx' };
const note = { stepId: 'note', value: '  Thanks ' };
const send = { stepId: 'confirm', optionId: 'send' };

describe('SURVEY', () => {
  it('publishes the next steps after an option that leads on, with that option and step feedback', () => {
    expect(grade(q, { path: [agent] })).toEqual({
      correct: null,
      feedback: 'SV agents welcome',
      optionFeedback: { role: 'SV role noted', agent: 'SV agents welcome' },
      answers: { path: [agent] },
      next: [{ id: 'started', text: 'When did you start?', surveyChoiceType: 'DATE' }],
      pathComplete: false,
    });
  });

  it('walks every step type to the end, normalising values and returning surveyFeedback', () => {
    const result = grade(q, { path: [{ ...agent, value: 'dropped' }, started, state, note, send] });
    expect(result).toEqual({
      correct: null,
      feedback: 'SV thanks for answering',
      optionFeedback: { role: 'SV role noted', agent: 'SV agents welcome', send: 'SV sent' },
      answers: { path: [agent, started, { stepId: 'state', value: 'TX' }, { stepId: 'note', value: 'Thanks' }, send] },
      next: null,
      pathComplete: true,
    });
  });

  it('publishes the BUTTON options of a later step', () => {
    expect(grade(q, { path: [agent, started, state, note] })).toMatchObject({
      pathComplete: false,
      next: [
        {
          id: 'confirm',
          surveyChoiceType: 'BUTTON',
          options: [
            { id: 'send', text: 'Send' },
            { id: 'discard', text: 'Discard' },
          ],
        },
      ],
    });
  });

  it.each([
    ['a BUTTON step without options', [{ stepId: 'skip' }]],
    ['an option without next on a step without next', [{ stepId: 'role', optionId: 'broker' }]],
  ])('completes at %s', (_, path) => {
    expect(grade(q, { path })).toMatchObject({
      correct: null,
      pathComplete: true,
      next: null,
      feedback: 'SV thanks for answering',
    });
  });

  it.each([
    [[{ stepId: 'role' }], 'path.0.optionId'],
    [[{ stepId: 'role', optionId: 'landlord' }], 'path.0.optionId'],
    [[{ stepId: 'skip', optionId: 'send' }], 'path.0.optionId'],
    [[{ stepId: 'started', value: '2024-01-01' }], 'path.0.stepId'],
    [[agent, { stepId: 'started', value: '2023-02-29' }], 'path.1.value'],
    [[agent, { stepId: 'started', value: '02/03/2024' }], 'path.1.value'],
    [[agent, { stepId: 'started' }], 'path.1.value'],
    [[agent, { ...started, optionId: 'agent' }], 'path.1.optionId'],
    [[agent, started, { stepId: 'state', value: 'Texas' }], 'path.2.value'],
    [[agent, started, { stepId: 'state', value: 'XX' }], 'path.2.value'],
    [[agent, started, state, { stepId: 'note', value: '   ' }], 'path.3.value'],
    [[agent, started, state, note, { stepId: 'confirm' }], 'path.4.optionId'],
    [[agent, started, state, note, send, send], 'path.5'],
    [[{ stepId: 'skip' }, agent], 'path.1'],
    [[{ stepId: 'constructor' }], 'path.0.stepId'],
    [[{ stepId: 'note', value: 'x'.repeat(4097) }], 'path.0.value'],
    [['role'], 'path.0'],
    [[], 'path'],
  ])('refuses %j, naming %s', (path, field) => {
    expectInvalid(() => grade(q, { path }), field);
  });
});
