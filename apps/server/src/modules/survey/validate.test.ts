import { FEEDBACK_SURVEY_FREE_RESPONSE_MAX, surveyChoicesFor, surveyResponseBody } from '@continuum/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { checkSurveyResponse } from './validate.js';

const questions = [
  { text: 'Rate the course', type: 'RATING' },
  { text: 'Would you recommend it?', type: 'YES_NO' },
  { text: 'How likely, 1 to 5?', type: 'SCALE_1-5' },
  { text: 'Broken scale', type: 'SCALE_5-5' },
  { text: 'Anything else?', type: 'FREE_RESPONSE' },
];
const rules = { required: true, allowSkip: false };
const fieldOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return (e as AppError & { fieldErrors?: { field: string }[] }).fieldErrors?.[0]?.field ?? e.code;
    throw e;
  }
  return 'no error';
};
const full = [
  { questionText: 'Rate the course', userResponse: 'GOOD' },
  { questionText: 'Would you recommend it?', userResponse: 'YES' },
  { questionText: 'How likely, 1 to 5?', userResponse: '4' },
];

describe('survey choices (002 §3, §5)', () => {
  it('gives each type its answers: 5 rating levels, the agree and N/A variants, yes/no(/somewhat)', () => {
    expect(surveyChoicesFor('RATING')).toHaveLength(5);
    expect(surveyChoicesFor('RATING_AGREE')).toEqual(['STRONGLY_AGREE', 'AGREE', 'NEUTRAL', 'DISAGREE', 'STRONGLY_DISAGREE']);
    expect(surveyChoicesFor('RATING_AGREE_ME')).toHaveLength(6);
    expect(surveyChoicesFor('RATING_NA').at(-1)).toBe('NOT_APPLICABLE');
    expect(surveyChoicesFor('RATING_NV').at(-1)).toBe('DID_NOT_VIEW');
    expect(surveyChoicesFor('RATING_NV2').at(-1)).toBe('DID_NOT_USE');
    expect(surveyChoicesFor('YES_NO')).toEqual(['YES', 'NO']);
    expect(surveyChoicesFor('YES_NO_SOMEWHAT')).toEqual(['YES', 'SOMEWHAT', 'NO']);
    expect(surveyChoicesFor('FREE_RESPONSE')).toEqual([]);
  });

  it('SCALE_n-m gives the integers n to m, empty when n >= m', () => {
    expect(surveyChoicesFor('SCALE_1-5')).toEqual(['1', '2', '3', '4', '5']);
    expect(surveyChoicesFor('SCALE_0-2')).toEqual(['0', '1', '2']);
    expect(surveyChoicesFor('SCALE_5-5')).toEqual([]);
    expect(surveyChoicesFor('SCALE_7-3')).toEqual([]);
  });

  it('free response is at most 1024 characters (schema)', () => {
    const ok = 'x'.repeat(FEEDBACK_SURVEY_FREE_RESPONSE_MAX);
    expect(surveyResponseBody.safeParse({ feedbackSurveyResponse: [{ questionText: 'q', userResponse: ok }] }).success).toBe(
      true,
    );
    const bad = surveyResponseBody.safeParse({ feedbackSurveyResponse: [{ questionText: 'q', userResponse: `${ok}x` }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['feedbackSurveyResponse', 0, 'userResponse']);
  });
});

describe('checkSurveyResponse', () => {
  it('stores every question in order, unanswered ones as null', () => {
    const out = checkSurveyResponse(questions, { skipped: false, feedbackSurveyResponse: full }, rules);
    expect(out.answers.map((a) => a.userResponse)).toEqual(['GOOD', 'YES', '4', null, null]);
    expect(out.skipped).toBe(false);
  });

  it('a required survey needs every question with choices answered (free response and an empty scale need none)', () => {
    expect(fieldOf(() => checkSurveyResponse(questions, { skipped: false, feedbackSurveyResponse: full.slice(1) }, rules))).toBe(
      'feedbackSurveyResponse',
    );
    expect(
      checkSurveyResponse(questions, { skipped: false, feedbackSurveyResponse: [] }, { ...rules, required: false }).answers,
    ).toHaveLength(5);
  });

  it('refuses a skip unless allowSkip; an allowed skip stores nothing answered', () => {
    expect(fieldOf(() => checkSurveyResponse(questions, { skipped: true, feedbackSurveyResponse: [] }, rules))).toBe('skipped');
    const out = checkSurveyResponse(questions, { skipped: true, feedbackSurveyResponse: full }, { ...rules, allowSkip: true });
    expect(out.skipped).toBe(true);
    expect(out.answers.every((a) => a.userResponse === null)).toBe(true);
  });

  it('refuses an unknown question, a question answered twice, and an answer outside its choices', () => {
    const with_ = (extra: { questionText: string; userResponse: string }) => () =>
      checkSurveyResponse(questions, { skipped: false, feedbackSurveyResponse: [...full, extra] }, rules);
    expect(fieldOf(with_({ questionText: 'Not asked', userResponse: 'YES' }))).toBe('feedbackSurveyResponse.3.questionText');
    expect(fieldOf(with_({ questionText: 'Rate the course', userResponse: 'POOR' }))).toBe(
      'feedbackSurveyResponse.3.questionText',
    );
    expect(fieldOf(with_({ questionText: 'Broken scale', userResponse: '5' }))).toBe('feedbackSurveyResponse.3.userResponse');
    const wrong = [{ ...full[0], userResponse: 'MAYBE' } as (typeof full)[number], ...full.slice(1)];
    expect(fieldOf(() => checkSurveyResponse(questions, { skipped: false, feedbackSurveyResponse: wrong }, rules))).toBe(
      'feedbackSurveyResponse.0.userResponse',
    );
    const scale = [...full.slice(0, 2), { questionText: 'How likely, 1 to 5?', userResponse: '6' }];
    expect(fieldOf(() => checkSurveyResponse(questions, { skipped: false, feedbackSurveyResponse: scale }, rules))).toBe(
      'feedbackSurveyResponse.2.userResponse',
    );
  });

  it('takes any free text on a free-response question', () => {
    const out = checkSurveyResponse(
      questions,
      { skipped: false, feedbackSurveyResponse: [...full, { questionText: 'Anything else?', userResponse: 'Great course' }] },
      rules,
    );
    expect(out.answers[4]?.userResponse).toBe('Great course');
  });
});
