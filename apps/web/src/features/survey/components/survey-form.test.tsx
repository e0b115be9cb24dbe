import { surveyChoicesFor } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SurveyForm } from './survey-form';

const q = (text: string, type: string) => ({ text, type, choice: surveyChoicesFor(type) });
const questions = [q('Rate the course', 'RATING'), q('Recommend it?', 'YES_NO_SOMEWHAT'), q('Anything else?', 'FREE_RESPONSE')];

describe('SurveyForm (002 §5)', () => {
  it('a required survey enables Submit only once every choice question is answered; free response is optional', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SurveyForm questions={questions} required allowSkip={false} submitting={false} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Very good' }));
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Somewhat' }));
    expect(submit).toHaveProperty('disabled', false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Anything else?' }), 'Thanks');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      skipped: false,
      feedbackSurveyResponse: [
        { questionText: 'Rate the course', userResponse: 'VERY_GOOD' },
        { questionText: 'Recommend it?', userResponse: 'SOMEWHAT' },
        { questionText: 'Anything else?', userResponse: 'Thanks' },
      ],
    });
  });

  it('offers Skip only with allowSkip, and a survey that is not required may be sent as it is', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SurveyForm questions={questions} required={false} allowSkip submitting={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSubmit).toHaveBeenCalledWith({ skipped: true, feedbackSurveyResponse: [] });
  });

  it('a SCALE_n-m question offers n to m; free response is capped at 1024 characters', () => {
    renderWithProviders(
      <SurveyForm
        questions={[q('Scale', 'SCALE_1-3'), q('Free', 'FREE_RESPONSE')]}
        required
        allowSkip={false}
        submitting={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3']);
    expect(screen.getByRole('textbox', { name: 'Free' }).getAttribute('maxlength')).toBe('1024');
  });
});
