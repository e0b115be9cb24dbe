import type { SurveyAnswer } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/http/api-error';
import { checkReply, publicSlide, renderInquiry } from '../testing/inquiry-test-harness';
import { SurveyInquiry } from './survey';

interface Step {
  id: string;
  text: string;
  surveyChoiceType: 'BUTTON' | 'DATE' | 'TEXT' | 'CHOICE' | 'STATE';
  feedback?: string;
  options?: { id: string; text: string; feedback?: string; next?: Step[] }[];
  next?: Step[];
}
// surveySample as authored: every choice type on one path, and a BUTTON step without options beside it.
const survey: Step[] = [
  {
    id: 'role',
    text: 'Your role?',
    surveyChoiceType: 'CHOICE',
    feedback: 'SV role noted',
    options: [
      {
        id: 'agent',
        text: 'Agent',
        feedback: 'SV agents welcome',
        next: [
          {
            id: 'started',
            text: 'When did you start?',
            surveyChoiceType: 'DATE',
            next: [
              {
                id: 'state',
                text: 'Where do you practise?',
                surveyChoiceType: 'STATE',
                next: [
                  {
                    id: 'note',
                    text: 'Anything else?',
                    surveyChoiceType: 'TEXT',
                    next: [
                      {
                        id: 'confirm',
                        text: 'Send?',
                        surveyChoiceType: 'BUTTON',
                        options: [
                          { id: 'send', text: 'Send', feedback: 'SV sent' },
                          { id: 'discard', text: 'Discard' },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { id: 'broker', text: 'Broker' },
    ],
  },
  { id: 'skip', text: 'Skip the survey', surveyChoiceType: 'BUTTON', feedback: 'SV skipped' },
];
const level = (steps: Step[]) =>
  steps.map(({ id, text, surveyChoiceType, options }) => ({
    id,
    text,
    surveyChoiceType,
    ...(options ? { options: options.map((o) => ({ id: o.id, text: o.text })) } : {}),
  }));
const slide = publicSlide('SURVEY', { surveyChoices: level(survey) });

const refuse = (field: string, message: string) =>
  new ApiError({ status: 400, statusText: 'Bad Request', code: 'VALIDATION_FAILED', message, fieldErrors: [{ field, message }] });

/** What the server's survey grader answers (graders/survey.ts), refusals included. */
function grade({ path }: SurveyAnswer) {
  let steps: Step[] | undefined = survey;
  const optionFeedback: Record<string, string> = {};
  let last: string | null = null;
  for (const [i, entry] of path.entries()) {
    const step: Step | undefined = steps?.find((s) => s.id === entry.stepId);
    if (!step) throw refuse(`inquiryAnswerData.path.${i}.stepId`, 'not a step at this level');
    const option: NonNullable<Step['options']>[number] | undefined = step.options?.find((o) => o.id === entry.optionId);
    const value = entry.value ?? '';
    if (step.surveyChoiceType === 'DATE' && !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw refuse(`inquiryAnswerData.path.${i}.value`, 'must be a date');
    if (step.surveyChoiceType === 'STATE' && !/^[A-Z]{2}$/.test(value))
      throw refuse(`inquiryAnswerData.path.${i}.value`, 'must be a state');
    for (const e of [step, option]) if (e?.feedback) optionFeedback[e.id] = e.feedback;
    last = option?.feedback ?? step.feedback ?? null;
    steps = option?.next ?? step.next;
  }
  return checkReply({
    correct: null,
    answers: { path },
    feedback: steps ? last : 'SV thanks for answering',
    optionFeedback,
    next: steps ? level(steps) : null,
    taken: !steps,
  });
}

const form = (name: string) => screen.getByRole('form', { name });

describe('SurveyInquiry', () => {
  // The longer walks type and choose through several steps; a loaded 2-core machine can pass the 5 s default.
  it('walks every choice type: CHOICE, DATE, STATE, TEXT, then BUTTON options, each step submitted', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(SurveyInquiry, slide, { reply: grade });

    const role = form('Your role?');
    expect(within(role).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(role).getByRole('radio', { name: 'Agent' }));
    await user.click(within(role).getByRole('button', { name: 'Continue' }));
    expect(submit).toHaveBeenLastCalledWith({ path: [{ stepId: 'role', optionId: 'agent' }] });

    const started = await screen.findByRole('form', { name: 'When did you start?' });
    const date = within(started).getByLabelText('When did you start?');
    expect(date.getAttribute('type')).toBe('date');
    await user.type(date, '2019-04-30');
    await user.click(within(started).getByRole('button', { name: 'Continue' }));
    expect(submit).toHaveBeenLastCalledWith({
      path: [
        { stepId: 'role', optionId: 'agent' },
        { stepId: 'started', value: '2019-04-30' },
      ],
    });
    // The answer recap writes the date in the UI language, not as ISO text.
    expect(screen.getByText('04/30/19')).toBeDefined();
    expect(screen.queryByText('2019-04-30')).toBeNull();

    const state = await screen.findByRole('form', { name: 'Where do you practise?' });
    const select = within(state).getByRole('combobox', { name: 'Where do you practise?' });
    expect(within(select).getAllByRole('option')).toHaveLength(57);
    await user.selectOptions(select, 'Puerto Rico');
    await user.click(within(state).getByRole('button', { name: 'Continue' }));
    expect(submit.mock.lastCall?.[0]?.path.at(-1)).toEqual({ stepId: 'state', value: 'PR' });

    const note = await screen.findByRole('form', { name: 'Anything else?' });
    await user.type(within(note).getByRole('textbox', { name: 'Anything else?' }), '  Loved it  ');
    await user.click(within(note).getByRole('button', { name: 'Continue' }));
    expect(submit.mock.lastCall?.[0]?.path.at(-1)).toEqual({ stepId: 'note', value: 'Loved it' });

    const confirm = await screen.findByRole('group', { name: 'Send?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenLastCalledWith({
      path: [
        { stepId: 'role', optionId: 'agent' },
        { stepId: 'started', value: '2019-04-30' },
        { stepId: 'state', value: 'PR' },
        { stepId: 'note', value: 'Loved it' },
        { stepId: 'confirm', optionId: 'send' },
      ],
    });

    expect(await screen.findByText('Thank you: the survey is complete.')).toBeDefined();
    expect(screen.getAllByText('SV thanks for answering')).toHaveLength(1);
    const answers = screen.getByRole('list', { name: 'Your answers so far' });
    expect(within(answers).getByText('Agent')).toBeDefined();
    expect(within(answers).getByText('SV agents welcome')).toBeDefined();
    expect(within(answers).getByText('Puerto Rico')).toBeDefined();
    expect(within(answers).getByText('SV sent')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('answers a BUTTON step without options by pressing it', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(SurveyInquiry, slide, { reply: grade });
    await user.click(screen.getByRole('button', { name: 'Skip the survey' }));
    expect(submit).toHaveBeenLastCalledWith({ path: [{ stepId: 'skip' }] });
    expect(await screen.findByText('Thank you: the survey is complete.')).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Your answers so far' })).getByText('SV skipped')).toBeDefined();
  });

  it('keeps Continue disabled until a DATE is a real date, a TEXT has text and a STATE is chosen', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    renderInquiry(SurveyInquiry, slide, { reply: grade });
    await user.click(within(form('Your role?')).getByRole('radio', { name: 'Agent' }));
    await user.click(within(form('Your role?')).getByRole('button', { name: 'Continue' }));
    const started = await screen.findByRole('form', { name: 'When did you start?' });
    expect(within(started).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    const date = within(started).getByLabelText('When did you start?');
    await user.type(date, '2023-02-30');
    expect(within(started).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    await user.clear(date);
    await user.type(date, '2023-02-28');
    await user.click(within(started).getByRole('button', { name: 'Continue' }));

    const state = await screen.findByRole('form', { name: 'Where do you practise?' });
    expect(within(state).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(within(state).getByRole('combobox'), 'Texas');
    await user.click(within(state).getByRole('button', { name: 'Continue' }));

    const note = await screen.findByRole('form', { name: 'Anything else?' });
    await user.type(within(note).getByRole('textbox'), '   ');
    expect(within(note).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('leaves a refused answer out of the path, so the step is answered again', async () => {
    const user = userEvent.setup();
    const { submit } = renderInquiry(SurveyInquiry, slide, {
      reply: (a) => {
        if (a.path.length === 2) throw refuse('inquiryAnswerData.path.1.value', 'must be a date');
        return grade(a);
      },
    });
    await user.click(within(form('Your role?')).getByRole('radio', { name: 'Agent' }));
    await user.click(within(form('Your role?')).getByRole('button', { name: 'Continue' }));
    const started = await screen.findByRole('form', { name: 'When did you start?' });
    await user.type(within(started).getByLabelText('When did you start?'), '2019-04-30');
    await user.click(within(started).getByRole('button', { name: 'Continue' }));
    expect(submit).toHaveBeenCalledTimes(2);
    await expect(submit.mock.results[1]?.value).rejects.toBeInstanceOf(ApiError);
    expect(screen.getByRole('form', { name: 'When did you start?' })).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Your answers so far' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('starts over when the player resets the answer', async () => {
    const user = userEvent.setup();
    renderInquiry(SurveyInquiry, slide, { reply: grade });
    await user.click(within(form('Your role?')).getByRole('radio', { name: 'Broker' }));
    await user.click(within(form('Your role?')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Thank you: the survey is complete.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(form('Your role?')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Your answers so far' })).toBeNull();
  });
});
