import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { FeedbackSurveyModal } from './feedback-survey-modal';

afterEach(() => vi.restoreAllMocks());

describe('FeedbackSurveyModal', () => {
  it("offers Skip when the learner product's rules allow it (SC_FEEDBACK_SURVEY_ALLOW_SKIP, issue 25 #28)", async () => {
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(`${url.pathname}?learnerProductId=${url.searchParams.get('learnerProductId')}`);
      // The server answers allowSkip by the learner product named; without one, by the survey alone.
      const allowSkip = url.searchParams.get('learnerProductId') === '7';
      return jsonResponse(200, {
        questions: [{ text: 'Comments', type: 'FREE_RESPONSE', choice: [] }],
        allowSkip,
        description: null,
        footer: null,
      });
    });
    renderWithProviders(
      <FeedbackSurveyModal
        lpId={7}
        surveyKey={{ industry: 'RE', state: 'TX', licenseType: 'SALES' }}
        required={false}
        onDone={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Skip' })).toBeDefined();
    expect(asked).toEqual(['/api/feedbackSurvey/info/industry/RE/state/TX/type/SALES?learnerProductId=7']);
  });
});
